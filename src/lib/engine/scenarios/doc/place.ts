/**
 * Placing bodies without overlaps: every agent's disc clear of walls, obstacles and every agent placed before it.
 *
 * A spawn is first tried at random (uniform in its region, rejection sampling); random packing jams at about half
 * the area a lattice can hold, so if it fails the spawn is laid out instead on a triangular lattice, the densest
 * even arrangement. The lattice is checked with every disc at the distribution's largest radius plus the jitter, so
 * the jittered agents cannot overlap either, and how many agents a region can hold does not depend on the seed. If
 * even the lattice cannot hold the count asked for, it is laid out on an edge-to-edge lattice (edgeLattice below: its
 * outer rows and columns on the region's edges, which the first lattice leaves half a spacing inside, so a corridor
 * 4 m wide holds 5.4 /m² of 0.21 m discs). The second lattice is tried only where the first fails, so every spawn
 * the first could place is placed as before. A spawn no lattice holds is refused (CapacityError says the most one
 * holds, latticeCapacity) before any random try, so what is refused does not depend on the seed.
 */
import { ParamError } from '../../params';
import type { Random } from '../../random';
import { wrapDelta, type World } from '../../geometry/world';
import { Walls, type Segment } from '../../geometry/walls';
import { hypot } from '../../math';

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


/** The rows and points per row of a triangular lattice of about m points over the region's box, their steps and nearest spacing. */
function latticeShape(region: Region, m: number): { rows: number; perRow: number; dx: number; dy: number; spacing: number } {
  const [x0, y0, x1, y1] = regionBox(region), w = x1 - x0, h = y1 - y0;
  const rows = Math.max(1, Math.round(Math.sqrt((m * h * 2) / (w * Math.sqrt(3)))));
  const perRow = Math.max(1, Math.ceil(m / rows));
  const dx = w / perRow, dy = h / rows;
  // Nearest lattice neighbours: along a row (dx), or in the next row (half a step across, dy up).
  const spacing = rows > 1 ? Math.min(perRow > 1 ? dx : Infinity, hypot(dx / 2, dy)) : perRow > 1 ? dx : Infinity;
  return { rows, perRow, dx, dy, spacing };
}

/**
 * The points of a triangular lattice of about m points over the region's bounding box: rows √3/2 of the spacing
 * apart, alternate rows shifted by half a spacing (a quarter each way, so the pattern repeats across a periodic seam).
 */
function latticePoints(region: Region, m: number): { pts: number[]; spacing: number } {
  const [x0, y0] = regionBox(region), { rows, perRow, dx, dy, spacing } = latticeShape(region, m);
  const pts: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < perRow; c++) {
      const shift = rows > 1 ? (r % 2 === 0 ? 0.25 : 0.75) : 0.5;
      const x = x0 + (c + shift) * dx, y = y0 + (r + 0.5) * dy;
      if (inRegion(region, x, y)) pts.push(x, y);
    }
  }
  return { pts, spacing };
}

/** Lattice sizes tried: the same ladder whatever the count, so that N = the capacity found is placed as found. */
const LADDER: number[] = [1];
function ladder(k: number): number {
  while (LADDER.length <= k) LADDER.push(LADDER[LADDER.length - 1] * 1.03);
  return Math.ceil(LADDER[k]);
}

/** The largest ladder step worth trying: beyond it the lattice spacing is below 2·reserve whatever the shape. */
function lastStep(region: Region, reserve: number): number {
  const [x0, y0, x1, y1] = regionBox(region);
  const limit = Math.ceil(((x1 - x0 + 2 * reserve) * (y1 - y0 + 2 * reserve)) / (2 * Math.sqrt(3) * reserve * reserve)) + 2;
  let k = 0;
  while (ladder(k + 1) <= limit) k++;
  return k;
}

/** A lattice of about m points has at most m + (rows) points, rows ≤ √m + 1: the first step that can give n. */
function firstStep(n: number): number {
  let k = 0;
  while (ladder(k) + Math.sqrt(ladder(k)) + 2 < n) k++;
  return k;
}

/**
 * The points a lattice of about m points leaves clear, each reserved at radius `reserve` (so that later jitter and
 * smaller real radii cannot make an overlap); none if its spacing is too small. Does not change the placer.
 */
function clearLattice(placer: Placer, region: Region, m: number, reserve: number): number[] {
  const { pts, spacing } = latticePoints(region, m);
  return spacing < 2 * reserve ? [] : clearOf(placer, pts, reserve);
}

/** Of the points `pts` (x, y pairs), those clear of the walls, of what is placed and of each other, at radius `reserve`. */
function clearOf(placer: Placer, pts: readonly number[], reserve: number): number[] {
  const start = placer.x.length, clear: number[] = [];
  for (let k = 0; k < pts.length; k += 2) {
    if (placer.fits(pts[k], pts[k + 1], reserve)) { placer.add(pts[k], pts[k + 1], reserve); clear.push(pts[k], pts[k + 1]); }
  }
  placer.truncate(start);
  return clear;
}

/** The steps and nearest spacing of an edge-to-edge lattice (edgeLatticePoints) of `rows` rows of `perRow`. */
function edgeShape(region: Region, rows: number, perRow: number, wrapX: boolean, wrapY: boolean): { dx: number; dy: number; spacing: number } {
  const [x0, y0, x1, y1] = regionBox(region), w = x1 - x0, h = y1 - y0;
  const dy = wrapY ? h / rows : rows > 1 ? h / (rows - 1) : Infinity;
  const dx = wrapX ? w / perRow : perRow > 1 ? w / (perRow - 1) : Infinity;
  let spacing = perRow > 1 ? dx : Infinity;
  if (rows > 1) spacing = Math.min(spacing, perRow > 1 ? hypot(dx / 2, dy) : dy);
  if (rows > 2 || (wrapY && rows > 1)) spacing = Math.min(spacing, wrapY && rows % 2 === 1 ? dy : 2 * dy);
  return { dx, dy, spacing };
}

/**
 * An edge-to-edge triangular lattice of `rows` rows over the region's box: on an axis that does not wrap, the first
 * and last rows (and each even row's first and last points) lie on the box's edges; on one that wraps, the points
 * repeat across the seam as in latticePoints. Odd rows are shifted by half a spacing. `spacing` is the nearest
 * distance between any two points (within a row, to the next row, and to the row after it).
 */
function edgeLatticePoints(region: Region, rows: number, perRow: number, wrapX: boolean, wrapY: boolean): { pts: number[]; spacing: number } {
  const [x0, y0, x1, y1] = regionBox(region), { dx, dy, spacing } = edgeShape(region, rows, perRow, wrapX, wrapY);
  const pts: number[] = [];
  for (let r = 0; r < rows; r++) {
    const y = wrapY ? y0 + (r + 0.5) * dy : rows > 1 ? y0 + r * dy : (y0 + y1) / 2;
    const odd = rows > 1 && r % 2 === 1, n = !wrapX && odd ? perRow - 1 : perRow;
    for (let c = 0; c < n; c++) {
      const x = wrapX ? x0 + (c + (rows > 1 ? (odd ? 0.75 : 0.25) : 0.5)) * dx : perRow > 1 ? x0 + (c + (odd ? 0.5 : 0)) * dx : (x0 + x1) / 2;
      if (inRegion(region, x, y)) pts.push(x, y);
    }
  }
  return { pts, spacing };
}

/** The most points per row an edge-to-edge lattice of `rows` rows can have with spacing at least d. */
function edgePerRow(region: Region, rows: number, d: number, wrapX: boolean, wrapY: boolean): number {
  const [x0, y0, x1, y1] = regionBox(region), w = x1 - x0, h = y1 - y0;
  const dy = wrapY ? h / rows : rows > 1 ? h / (rows - 1) : Infinity;
  const dxMin = Math.max(d, 2 * Math.sqrt(Math.max(0, d * d - dy * dy)));
  let m = Math.max(1, wrapX ? Math.floor(w / dxMin) : Math.floor(w / dxMin) + 1);
  while (m > 1 && edgeShape(region, rows, m, wrapX, wrapY).spacing < d) m--;
  return m;
}

/** The points of an edge-to-edge lattice that are clear, reserved at `reserve`; none if its spacing is too small. */
function clearEdgeLattice(placer: Placer, region: Region, rows: number, perRow: number, reserve: number): number[] {
  const [wrapX, wrapY] = placer.wraps(region);
  const { pts, spacing } = edgeLatticePoints(region, rows, perRow, wrapX, wrapY);
  return spacing < 2 * reserve ? [] : clearOf(placer, pts, reserve);
}

/** Row counts an edge-to-edge lattice can use: its rows are at least `reserve` apart (two rows on, 2·reserve). */
function edgeRows(region: Region, reserve: number): number {
  const [, y0, , y1] = regionBox(region);
  return Math.max(1, Math.floor((y1 - y0) / reserve) + 1);
}

/**
 * The edge-to-edge lattice that holds n agents (at most n < 0: as many as it can) with the largest spacing: for each
 * row count, the fewest points per row that leave n clear. Its clear points, or null.
 */
function edgeLattice(placer: Placer, region: Region, n: number, reserve: number): number[] | null {
  const [wrapX, wrapY] = placer.wraps(region);
  let best: number[] | null = null, bestSpacing = -1;
  for (let rows = 1, last = edgeRows(region, reserve); rows <= last; rows++) {
    let hi = edgePerRow(region, rows, 2 * reserve, wrapX, wrapY);
    const full = clearEdgeLattice(placer, region, rows, hi, reserve);
    if (full.length / 2 < n) continue;
    // The fewest points per row that still leave n clear (the count grows with the points per row).
    let lo = 1, pts = full;
    while (lo < hi) {
      const mid = (lo + hi) >> 1, c = clearEdgeLattice(placer, region, rows, mid, reserve);
      if (c.length / 2 >= n) { hi = mid; pts = c; } else lo = mid + 1;
    }
    const spacing = edgeShape(region, rows, hi, wrapX, wrapY).spacing;
    if (spacing > bestSpacing + 1e-12) { best = pts; bestSpacing = spacing; }
  }
  return best;
}

/** Reserved radius and jitter for a lattice of discs up to rMax: 2 % more room, moved by up to 1 %. */
const reserveOf = (rMax: number) => rMax * 1.02;
const jitterOf = (rMax: number) => rMax * 0.01;

/**
 * A lattice the region could be laid out on: every lattice of the ladder and every full edge-to-edge one (the most
 * points per row for its row count) whose spacing is wide enough. Two upper bounds on how many of its points are
 * clear, each cheaper than the count: `bound`, its rows × points per row, and `inside`, its points in the region
 * where a disc fits inside the world.
 */
interface Candidate { bound: number; points: () => number[]; inside: number; count: number }

function candidates(region: Region, reserve: number, wrapX: boolean, wrapY: boolean): Candidate[] {
  const out: Candidate[] = [];
  const add = (bound: number, points: () => number[]) => out.push({ bound, points, inside: -1, count: -1 });
  for (let k = 0, last = lastStep(region, reserve); k <= last; k++) {
    const m = ladder(k), s = latticeShape(region, m);
    if (s.spacing >= 2 * reserve) add(s.rows * s.perRow, () => latticePoints(region, m).pts);
  }
  for (let rows = 1, last = edgeRows(region, reserve); rows <= last; rows++) {
    const perRow = edgePerRow(region, rows, 2 * reserve, wrapX, wrapY);
    if (edgeShape(region, rows, perRow, wrapX, wrapY).spacing >= 2 * reserve) add(rows * perRow, () => edgeLatticePoints(region, rows, perRow, wrapX, wrapY).pts);
  }
  return out;
}

/** How many of the points `pts` (x, y pairs) a disc of radius r fits at inside the world: no more can be clear. */
function insideWorld(placer: Placer, pts: readonly number[], r: number): number {
  let n = 0;
  for (let k = 0; k < pts.length; k += 2) if (placer.inWorld(pts[k], pts[k + 1], r)) n++;
  return n;
}

/**
 * The most agents of largest radius rMax a lattice fits into the region next to what is already placed: the most
 * clear points of any lattice the region could be laid out on (so latticeFor finds a lattice for n agents exactly
 * when this is at least n). Lattices are taken from the most points down, and only those whose points could beat the best
 * count so far are counted: the same maximum as counting every one, for a small part of the work.
 *
 * With `enough`: the count of the first lattice, from the fewest points up, that holds at least `enough` (so not
 * always the most), or, when none does, the most. `latticeCapacity(…, n) >= n` says whether the region holds n,
 * counting as few points as it can.
 */
export function latticeCapacity(placer: Placer, region: Region, rMax: number, enough = Infinity): number {
  const reserve = reserveOf(rMax), [wrapX, wrapY] = placer.wraps(region);
  const all = candidates(region, reserve, wrapX, wrapY);
  const inside = (c: Candidate) => (c.inside >= 0 ? c.inside : (c.inside = insideWorld(placer, c.points(), reserve)));
  const count = (c: Candidate) => (c.count >= 0 ? c.count : (c.count = clearOf(placer, c.points(), reserve).length / 2));
  if (enough < Infinity) {
    for (const c of all.filter((x) => x.bound >= enough).sort((a, b) => a.bound - b.bound)) if (inside(c) >= enough && count(c) >= enough) return c.count;
  }
  let best = 0;
  for (const c of all.sort((a, b) => b.bound - a.bound)) {
    if (c.bound <= best) break;
    if (inside(c) > best) best = Math.max(best, count(c));
  }
  return best;
}

/**
 * The clear points of the first lattice of the ladder that leaves at least n clear, else of the edge-to-edge lattice
 * that holds n with the largest spacing; null when no lattice holds n. Does not change the placer.
 */
export function latticeFor(placer: Placer, region: Region, n: number, rMax: number): number[] | null {
  const reserve = reserveOf(rMax);
  if (n === 0) return [];
  for (let k = firstStep(n), last = lastStep(region, reserve); k <= last; k++) {
    const pts = clearLattice(placer, region, ladder(k), reserve);
    if (pts.length / 2 >= n) return pts;
  }
  return edgeLattice(placer, region, n, reserve);
}

/**
 * Places the agents on a random n of the clear points `pts` (at least n: latticeFor's), each jittered a little, and
 * returns their centres.
 */
export function pick(placer: Placer, rng: Random, pts: number[], radii: readonly number[], rMax: number): { x: number; y: number }[] {
  const n = radii.length, jitter = jitterOf(rMax), clear = pts.length / 2;
  // A random n of the clear points (a partial Fisher–Yates shuffle), kept in lattice order.
  const idx = Array.from({ length: clear }, (_, i) => i);
  for (let i = 0; i < n; i++) { const j = i + Math.floor(rng.next() * (clear - i)); [idx[i], idx[j]] = [idx[j], idx[i]]; }
  const chosen = idx.slice(0, n).sort((a, b) => a - b);
  return chosen.map((c, i) => {
    const x = pts[2 * c] + rng.uniform(-jitter, jitter), y = pts[2 * c + 1] + rng.uniform(-jitter, jitter);
    placer.add(x, y, radii[i]);
    return { x, y };
  });
}
