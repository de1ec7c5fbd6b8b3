/**
 * Way-finding: the distance fields of a NavigationSpec over the walkable area, rebuilt whenever the walls or the
 * exits change. Method: first-order fast marching (fastMarching.ts) on a 0.1–0.2 m grid (grid.ts says which) from
 * the sources — the cells within 1.5 cells of an open exit's middle (its segment inset 0.3 m from each post:
 * doorMiddle.ts), or within 1 m of a target point and in sight of
 * it, seeded with their exact distance — over the cells no wall passes through, with extra cost within a body radius
 * of walls. A second march extends φ into the walls' own cells (steeply), so that every cell has a value; an agent in
 * such a cell takes the direction of the walkable cells around it (field.ts).
 *
 * Beyond an exit. A field whose minimum lies on the door line would stop walkers in the doorway, and pull back those
 * who stepped through before a sink took them. So each exit's two sides are told apart: with every exit shut, the
 * side whose region reaches the world's edge is outside (when exactly one does). There φ is a plane falling straight
 * away from the door (beyondExits), and walkers keep walking out. Rooms opening on one another (neither side, or
 * both, reach the edge) keep the plain distance.
 *
 * A closed exit is a wall: it blocks the field here and, through the Simulation's walls, the walkers. With every
 * exit shut there are no sources: φ is Infinity and the walkers have no direction (they stand).
 */
import type { World } from '../geometry/world';
import type { Segment, Walls } from '../geometry/walls';
import type { FieldSpec, NavigationSpec, TargetSpec } from './spec';
import { NavGrid, forCellsNear } from './grid';
import { FastMarching } from './fastMarching';
import { DistanceField } from './field';
import { hypot } from '../math';
import { doorMiddle } from './doorMiddle';

/** An exit as it is now (open or shut), for views and queries. */
export interface ExitState {
  readonly name: string;
  readonly segment: Segment;
  readonly open: boolean;
  readonly closesAt?: number;
}

/** Radius (m) around a target within which visible cells start from their exact distance. */
const TARGET_EXACT = 1;

/** Whether a wall lies between (ax, ay) and (bx, by). */
function blockedView(walls: Walls, ax: number, ay: number, bx: number, by: number): boolean {
  for (let k = 0; k < walls.count; k++) if (walls.crossing(k, ax, ay, bx, by) >= 0) return true;
  return false;
}

export class Navigation {
  readonly grid: NavGrid;
  readonly fields: DistanceField[];
  readonly specs: readonly FieldSpec[];
  private readonly exitList: { name: string; segment: Segment; open: boolean; closesAt?: number }[];
  private readonly targets: readonly TargetSpec[];
  private readonly marcher = new FastMarching();
  /** Per exit: the component label of its outside (−1: none); per cell: component with every exit shut. */
  private outsideOf: Int32Array;
  /** Per exit: the sign of (segment × (point − start)) on its outer side. */
  private outsideSide: Int8Array;
  private comp: Int32Array;
  private seeds: Int32Array;
  private allowed: Uint8Array;
  private walls: Walls | null = null;
  /** Bumped by every rebuild, so views know when to fetch the field again. */
  version = 0;
  /** Simulated time of the next scripted closure (Infinity: none). */
  nextClosure = Infinity;

  /** `cell`: the grid's cell size (default: chosen from the world's size, see grid.ts). */
  constructor(spec: NavigationSpec, world: World, cell?: number) {
    this.grid = new NavGrid(world, cell);
    this.exitList = spec.exits.map((e) => ({ name: e.name, segment: [...e.segment] as unknown as Segment, open: e.open, closesAt: e.closesAt }));
    this.targets = spec.targets.map((t) => ({ ...t }));
    this.specs = spec.fields.map((f) => ({ ...f }));
    for (const f of this.specs) this.sourcesOf(f); // throws for an unknown exit or target name
    this.fields = this.specs.map(() => new DistanceField(this.grid));
    this.outsideOf = new Int32Array(this.exitList.length);
    this.outsideSide = new Int8Array(this.exitList.length);
    this.comp = new Int32Array(this.grid.size);
    this.seeds = new Int32Array(this.grid.size);
    this.allowed = new Uint8Array(this.grid.size);
    this.updateNextClosure();
  }

  get exits(): readonly ExitState[] {
    return this.exitList;
  }

  /** The closed exits' segments: walls for the simulation. */
  closedSegments(): Segment[] {
    return this.exitList.filter((e) => !e.open).map((e) => e.segment);
  }

  /** Opens or shuts exit `name`; returns whether anything changed (then the caller rebuilds with the new walls). */
  setOpen(name: string, open: boolean): boolean {
    const e = this.exitList.find((x) => x.name === name);
    if (!e) throw new Error(`unknown exit '${name}'; exits here: ${this.exitList.map((x) => x.name).join(', ') || '(none)'}`);
    if (e.open === open) return false;
    e.open = open;
    // A reader's choice overrides a scripted closure that has not happened yet.
    e.closesAt = undefined;
    this.updateNextClosure();
    return true;
  }

  /** Shuts the exits whose scripted time has come; returns whether any did. */
  closeDue(time: number): boolean {
    let any = false;
    for (const e of this.exitList)
      if (e.closesAt !== undefined && e.closesAt <= time) {
        if (e.open) { e.open = false; any = true; }
        e.closesAt = undefined;
      }
    this.updateNextClosure();
    return any;
  }

  private updateNextClosure(): void {
    this.nextClosure = Infinity;
    for (const e of this.exitList) if (e.open && e.closesAt !== undefined && e.closesAt < this.nextClosure) this.nextClosure = e.closesAt;
  }

  /** Recomputes every field for these walls (the simulation's: the base walls and the closed exits). */
  rebuild(walls: Walls): void {
    const g = this.grid;
    this.walls = walls;
    g.setWalls(walls.seg, walls.count);
    this.labelOutside();
    for (let f = 0; f < this.fields.length; f++) this.compute(this.fields[f], this.specs[f]);
    this.version++;
  }

  /** Writes field f's walking direction at (x, y) into out (unit, or 0). For tests and views. */
  direction(f: number, x: number, y: number, out: { x: number; y: number }): void {
    if (f >= 0 && f < this.fields.length) this.fields[f].direction(x, y, out);
    else { out.x = 0; out.y = 0; }
  }

  /** Field f's walking direction at agent i's position (xs[i], ys[i]) into out. Allocates nothing (see field.ts). */
  directionOf(f: number, xs: Float64Array, ys: Float64Array, i: number, out: { x: number; y: number }): void {
    if (f >= 0 && f < this.fields.length) this.fields[f].directionOf(xs, ys, i, out);
    else { out.x = 0; out.y = 0; }
  }

  private sourcesOf(f: FieldSpec): { exits: number[]; point: TargetSpec | null } {
    if (f.to === 'target') {
      const t = this.targets.find((x) => x.name === f.name);
      if (!t) throw new Error(`unknown target '${f.name}'; targets here: ${this.targets.map((x) => x.name).join(', ') || '(none)'}`);
      return { exits: [], point: t };
    }
    if (f.to === 'exit') {
      const k = this.exitList.findIndex((x) => x.name === f.name);
      if (k < 0) throw new Error(`unknown exit '${f.name}'; exits here: ${this.exitList.map((x) => x.name).join(', ') || '(none)'}`);
      return { exits: [k], point: null };
    }
    return { exits: this.exitList.map((_, k) => k), point: null };
  }

  private compute(field: DistanceField, spec: FieldSpec): void {
    const g = this.grid, phi = field.phi, blocked = g.blocked, seeds = this.seeds, allowed = this.allowed;
    phi.fill(Infinity);
    let n = 0;
    const seed = (k: number, d: number) => {
      if (blocked[k]) return;
      if (!(phi[k] < Infinity)) seeds[n++] = k;
      if (d < phi[k]) phi[k] = d;
    };
    const src = this.sourcesOf(spec);
    const r = 1.5 * g.h;
    // From each open exit's middle, clear of its posts (doorMiddle.ts says why).
    for (const k of src.exits) if (this.exitList[k].open) forCellsNear(g, doorMiddle(this.exitList[k].segment, g.h), 1, r, seed);
    if (src.point) {
      // First-order marching from a point is least accurate near it (the front is most curved there): cells within
      // TARGET_EXACT of the target that see it and are clear of walls get their exact distance.
      const { x, y } = src.point, walls = this.walls!;
      forCellsNear(g, [x, y, x, y], 1, Math.max(r, TARGET_EXACT), (k, d) => {
        if (d > r && (g.slowness[k] > 1 || blockedView(walls, g.cx(k % g.nx), g.cy(Math.floor(k / g.nx)), x, y))) return;
        seed(k, d);
      });
    }
    // 1. Over the walkable cells.
    for (let k = 0; k < g.size; k++) allowed[k] = blocked[k] ? 0 : 1;
    this.marcher.run(g, phi, allowed, seeds, n);
    // 2. Into the walls' cells, from every reached cell (frozen now).
    n = 0;
    const nx = g.nx;
    for (let k = 0; k < g.size; k++) {
      allowed[k] = blocked[k];
      if (blocked[k] || !(phi[k] < Infinity)) continue;
      const i = k % nx;
      if ((i > 0 && blocked[k - 1]) || (i < nx - 1 && blocked[k + 1]) || (k >= nx && blocked[k - nx]) || (k + nx < g.size && blocked[k + nx])) seeds[n++] = k;
    }
    this.marcher.run(g, phi, allowed, seeds, n);
    // 3. Beyond the source exits: a plane falling straight away from the door (see the file's comment).
    this.beyondExits(phi, src.exits, r);
    field.computeDirections();
  }

  /**
   * Outside an open source exit, φ = −n·(p − m) (n the door's outward normal, m its midpoint; flat at −h/2 behind the door's line): walkers who stepped
   * through keep walking straight out, rather than along the outer wall (which also leads away from the door). A cell
   * outside several doors takes the nearest door's plane; the door line's own cells on the outer side too.
   */
  private beyondExits(phi: Float64Array, exits: readonly number[], r: number): void {
    const g = this.grid, open = exits.filter((e) => this.exitList[e].open && this.outsideOf[e] >= 0);
    if (open.length === 0) return;
    const planes = open.map((e) => {
      const [x1, y1, x2, y2] = this.exitList[e].segment, len = hypot(x2 - x1, y2 - y1) || 1, side = this.outsideSide[e];
      // The segment turned left is (−dy, dx); the outer side has cross > 0 when side = 1.
      return { x1, y1, x2, y2, nx: (-(y2 - y1) / len) * side, ny: ((x2 - x1) / len) * side, mx: (x1 + x2) / 2, my: (y1 + y2) / 2, comp: this.outsideOf[e] };
    });
    const near = (x: number, y: number, p: (typeof planes)[number]) => {
      const ex = p.x2 - p.x1, ey = p.y2 - p.y1, l2 = ex * ex + ey * ey || 1, t = Math.max(0, Math.min(1, ((x - p.x1) * ex + (y - p.y1) * ey) / l2));
      return hypot(x - p.x1 - t * ex, y - p.y1 - t * ey);
    };
    const set = (k: number, only: (typeof planes)[number] | null) => {
      const x = g.cx(k % g.nx), y = g.cy(Math.floor(k / g.nx));
      let best = only, bd = Infinity;
      if (!best) for (const p of planes) if (p.comp === this.comp[k]) { const d = near(x, y, p); if (d < bd) { bd = d; best = p; } }
      // At least half a cell below zero: behind the door's line (outside round a corner of the room) it is flat, not
      // rising again toward that line.
      if (best) phi[k] = -Math.max((x - best.mx) * best.nx + (y - best.my) * best.ny, 0.5 * g.h);
    };
    const outside = new Set(planes.map((p) => p.comp));
    for (let k = 0; k < g.size; k++) if (this.comp[k] >= 0 && outside.has(this.comp[k])) set(k, null);
    for (const p of planes)
      forCellsNear(g, [p.x1, p.y1, p.x2, p.y2], 1, r, (k) => {
        const x = g.cx(k % g.nx), y = g.cy(Math.floor(k / g.nx));
        if (!g.blocked[k] && (x - p.mx) * p.nx + (y - p.my) * p.ny > 0) set(k, p);
      });
  }

  /**
   * Labels the walkable components with every exit shut (4-connected, −1 for sealed cells) and finds, per exit, the
   * side that alone reaches the world's edge.
   */
  private labelOutside(): void {
    const g = this.grid, comp = this.comp, nx = g.nx, ny = g.ny, queue = this.seeds;
    for (let k = 0; k < g.size; k++) comp[k] = g.blocked[k] ? -1 : -2;
    const seal = (k: number) => { comp[k] = -1; };
    for (const e of this.exitList) forCellsNear(g, e.segment, 1, 0.525 * g.h, seal);
    const edge: boolean[] = [];
    let label = 0;
    for (let start = 0; start < g.size; start++) {
      if (comp[start] !== -2) continue;
      let head = 0, tail = 0, touches = false;
      comp[start] = label; queue[tail++] = start;
      while (head < tail) {
        const k = queue[head++], i = k % nx, j = (k - i) / nx;
        if (i === 0 || j === 0 || i === nx - 1 || j === ny - 1) touches = true;
        if (i > 0 && comp[k - 1] === -2) { comp[k - 1] = label; queue[tail++] = k - 1; }
        if (i < nx - 1 && comp[k + 1] === -2) { comp[k + 1] = label; queue[tail++] = k + 1; }
        if (j > 0 && comp[k - nx] === -2) { comp[k - nx] = label; queue[tail++] = k - nx; }
        if (j < ny - 1 && comp[k + nx] === -2) { comp[k + nx] = label; queue[tail++] = k + nx; }
      }
      edge.push(touches);
      label++;
    }
    this.exitList.forEach((e, m) => {
      const [x1, y1, x2, y2] = e.segment, len = hypot(x2 - x1, y2 - y1) || 1;
      const off = 3 * g.h, nxv = -(y2 - y1) / len * off, nyv = (x2 - x1) / len * off, mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
      const a = comp[g.cellOf(mx + nxv, my + nyv)], b = comp[g.cellOf(mx - nxv, my - nyv)];
      const ea = a >= 0 && edge[a], eb = b >= 0 && edge[b];
      this.outsideOf[m] = a !== b && ea !== eb ? (ea ? a : b) : -1;
      // (nxv, nyv) is the segment turned left: cross > 0 on the side of a.
      this.outsideSide[m] = ea ? 1 : -1;
    });
  }
}
