/**
 * The lattices placement falls back on when random tries jam (place.ts says when): a triangular lattice over the
 * region's box, then an edge-to-edge one with its outer rows on the region's edges; what a region can hold
 * (latticeCapacity), the points for n agents (latticeFor) and the agents placed on them, jittered (pick).
 */
import type { Random } from '../../random';
import { hypot } from '../../math';
import { inRegion, regionBox, type Placer, type Region } from './place';

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
