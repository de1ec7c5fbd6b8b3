/**
 * Placing bodies without overlaps: every agent's disc clear of walls, obstacles and every agent placed before it.
 *
 * A spawn is first tried at random (uniform in its region, rejection sampling); random packing jams at about half
 * the area a lattice can hold, so if it fails the spawn is laid out instead on a triangular lattice, the densest
 * even arrangement. The lattice is checked with every disc at the distribution's largest radius plus the jitter, so
 * the jittered agents cannot overlap either, and how many agents a region can hold does not depend on the seed. If
 * even the lattice cannot hold the count asked for, it is laid out on an edge-to-edge lattice (lattice.ts, edgeLattice: its
 * outer rows and columns on the region's edges, which the first lattice leaves half a spacing inside, so a corridor
 * 4 m wide holds 5.4 /m² of 0.21 m discs). The second lattice is tried only where the first fails, so every spawn
 * the first could place is placed as before. A spawn no lattice holds is refused (CapacityError says the most one
 * holds, latticeCapacity) before any random try, so what is refused does not depend on the seed. This file has the
 * regions, the placer and the random tries; lattice.ts, the lattices.
 */
import { ParamError } from '../../params';
import type { Random } from '../../random';
import { wrapDelta, type World } from '../../geometry/world';
import { Walls, type Segment } from '../../geometry/walls';

/** Raised when a region cannot hold the agents asked for; `max` is the most it can hold. */
export class CapacityError extends ParamError {
  constructor(message: string, readonly max: number, owner: string) {
    super(message, 'N', owner);
    this.name = 'CapacityError';
  }
}

/** A spawn region, already validated. */
export type Region =
  | { kind: 'rect'; x0: number; y0: number; x1: number; y1: number }
  | { kind: 'disc'; cx: number; cy: number; r: number }
  | { kind: 'polygon'; points: readonly (readonly [number, number])[] };

export function regionBox(g: Region): [number, number, number, number] {
  if (g.kind === 'rect') return [g.x0, g.y0, g.x1, g.y1];
  if (g.kind === 'disc') return [g.cx - g.r, g.cy - g.r, g.cx + g.r, g.cy + g.r];
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of g.points) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
  return [x0, y0, x1, y1];
}

export function regionArea(g: Region): number {
  if (g.kind === 'rect') return (g.x1 - g.x0) * (g.y1 - g.y0);
  if (g.kind === 'disc') return Math.PI * g.r * g.r;
  let a = 0;
  const p = g.points;
  for (let k = 0; k < p.length; k++) { const [x1, y1] = p[k], [x2, y2] = p[(k + 1) % p.length]; a += x1 * y2 - x2 * y1; }
  return Math.abs(a) / 2;
}

export function inRegion(g: Region, x: number, y: number): boolean {
  if (g.kind === 'rect') return x >= g.x0 && x <= g.x1 && y >= g.y0 && y <= g.y1;
  if (g.kind === 'disc') return (x - g.cx) * (x - g.cx) + (y - g.cy) * (y - g.cy) <= g.r * g.r;
  // Even–odd rule.
  let inside = false;
  const p = g.points;
  for (let k = 0, j = p.length - 1; k < p.length; j = k++) {
    const [xi, yi] = p[k], [xj, yj] = p[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Placed discs in a spatial hash, with the walls they must stay clear of. */
export class Placer {
  readonly x: number[] = [];
  readonly y: number[] = [];
  readonly r: number[] = [];
  private readonly cells = new Map<number, number[]>();
  private readonly walls: Walls;
  private readonly near = { x: 0, y: 0 };
  /** Cells per periodic axis and cell sides: a periodic axis is cut into a whole number of cells, so they wrap. */
  private readonly nx: number;
  private readonly ny: number;
  private readonly cw: number;
  private readonly ch: number;

  /** `cell` must be at least twice the largest radius that will be placed. */
  constructor(private readonly world: World, walls: readonly Segment[], cell: number) {
    this.walls = new Walls(walls);
    this.nx = Math.max(1, Math.floor(world.width / cell));
    this.ny = Math.max(1, Math.floor(world.height / cell));
    this.cw = world.periodicX ? world.width / this.nx : cell;
    this.ch = world.periodicY ? world.height / this.ny : cell;
  }

  private key(cx: number, cy: number): number {
    return cx * 73856093 ^ cy * 19349663;
  }

  private cellOf(v: number, lo: number, L: number, periodic: boolean, side: number, n: number): number {
    if (!periodic) return Math.floor((v - lo) / side);
    const u = (((v - lo) % L) + L) % L;
    return Math.min(n - 1, Math.floor(u / side));
  }

  private cellX(x: number): number { return this.cellOf(x, this.world.x0, this.world.width, this.world.periodicX, this.cw, this.nx); }
  private cellY(y: number): number { return this.cellOf(y, this.world.y0, this.world.height, this.world.periodicY, this.ch, this.ny); }

  /** Is a disc of radius r at (x, y) inside the world (on the axes that do not wrap)? */
  inWorld(x: number, y: number, r: number): boolean {
    const w = this.world;
    return (w.periodicX || (x - r >= w.x0 && x + r <= w.x0 + w.width)) && (w.periodicY || (y - r >= w.y0 && y + r <= w.y0 + w.height));
  }

  /** Is a disc of radius r at (x, y) clear of every wall and every placed disc? */
  fits(x: number, y: number, r: number): boolean {
    const w = this.world;
    if (!this.inWorld(x, y, r)) return false;
    for (let k = 0; k < this.walls.count; k++) if (this.walls.nearest(k, x, y, this.near) < r * r) return false;
    const cx = this.cellX(x), cy = this.cellY(y), nx = this.nx, ny = this.ny;
    // With fewer than three cells on a periodic axis, −1 and +1 are the same cell: visit it once.
    const xs = w.periodicX && nx < 3 ? nx : 3, ys = w.periodicY && ny < 3 ? ny : 3;
    for (let ix = 0; ix < xs; ix++) for (let iy = 0; iy < ys; iy++) {
      const dx = ix - 1, dy = iy - 1;
      // On a periodic axis the neighbouring cell of the last one is the first.
      const kx = w.periodicX ? (((cx + dx) % nx) + nx) % nx : cx + dx;
      const ky = w.periodicY ? (((cy + dy) % ny) + ny) % ny : cy + dy;
      for (const j of this.cells.get(this.key(kx, ky)) ?? []) {
        let ddx = x - this.x[j], ddy = y - this.y[j];
        if (w.periodicX) ddx = wrapDelta(ddx, w.width);
        if (w.periodicY) ddy = wrapDelta(ddy, w.height);
        const s = r + this.r[j];
        if (ddx * ddx + ddy * ddy < s * s) return false;
      }
    }
    return true;
  }

  add(x: number, y: number, r: number): void {
    const j = this.x.length;
    this.x.push(x); this.y.push(y); this.r.push(r);
    const k = this.key(this.cellX(x), this.cellY(y));
    (this.cells.get(k) ?? this.cells.set(k, []).get(k)!).push(j);
  }

  /**
   * Which axes of the region's box wrap round the periodic world (periodic there and spanning it): a lattice must
   * then repeat across the seam instead of reaching both edges.
   */
  wraps(region: Region): [boolean, boolean] {
    const [x0, y0, x1, y1] = regionBox(region), w = this.world;
    return [w.periodicX && x1 - x0 >= w.width - 1e-9, w.periodicY && y1 - y0 >= w.height - 1e-9];
  }

  /** Forgets discs placed after the first `n` (a failed random attempt gives way to the lattice). */
  truncate(n: number): void {
    if (this.x.length <= n) return;
    // Each disc was pushed last onto its cell's list, so popping them newest first leaves every list as it was.
    for (let j = this.x.length - 1; j >= n; j--) this.cells.get(this.key(this.cellX(this.x[j]), this.cellY(this.y[j])))!.pop();
    this.x.length = n; this.y.length = n; this.r.length = n;
  }
}

const RANDOM_TRIES = 300;

/**
 * Places agents with the given radii in the region at random; returns their centres, or null if one could not be
 * placed (the placer is then left as it was).
 */
export function placeRandom(placer: Placer, rng: Random, region: Region, radii: readonly number[]): { x: number; y: number }[] | null {
  const start = placer.x.length, out: { x: number; y: number }[] = [];
  const [x0, y0, x1, y1] = regionBox(region);
  for (const r of radii) {
    let ok = false;
    for (let t = 0; t < RANDOM_TRIES && !ok; t++) {
      const x = rng.uniform(x0, x1), y = rng.uniform(y0, y1);
      if (!inRegion(region, x, y) || !placer.fits(x, y, r)) continue;
      placer.add(x, y, r);
      out.push({ x, y });
      ok = true;
    }
    if (!ok) { placer.truncate(start); return null; }
  }
  return out;
}
