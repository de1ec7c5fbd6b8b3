/**
 * Uniform grid (cell list) built by counting sort. Cells are 1/k of the cutoff wide (k = cellsPerCutoff), so every
 * neighbour of an agent lies in the (2k+1)² block of cells around its own. Smaller cells examine fewer candidates:
 * the block covers 9 R² for k = 1 but 6.25 R² for k = 2. A row of that block is one contiguous index range.
 *
 * The agents themselves are reordered by cell every few builds, so a cell's agents sit together in memory; in
 * between, the scan reaches them through the sorted index array, which stays nearly in order because agents move
 * little in a few steps. Moving every per-agent array is then paid only now and then.
 */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';
import { NeighbourList as NeighbourListImpl, type NeighbourList } from './neighbourList';
import type { NeighbourStrategy } from './strategy';
import { sumsFromList, type NeighbourSums } from './neighbourSums';
import { allPairs } from './allPairs';

export interface UniformGridOptions {
  /** Reorder the agents by cell every this many builds (default 16; 1 = every build; 0 = never). */
  reorderEvery?: number;
  /** Cells per cutoff length k (default 2; 1 = cells as wide as the cutoff, the textbook cell list). */
  cellsPerCutoff?: number;
  /** Cap on cells for open worlds where agents spread far (memory stays O(N)). */
  maxCellsPerAgent?: number;
}

export interface UniformGrid extends NeighbourStrategy {
  /** The last grid: cells along x and y, cell size, origin and k, for drawing the cells an agent searched. */
  readonly geometry: { gx: number; gy: number; csx: number; csy: number; x0: number; y0: number; k: number };
  /** The cell of agent i. */
  cellOf(i: number): number;
}

/**
 * What the scans read, as one typed object: the grid as the last build left it (cells, the sorted order, positions
 * and velocities in cell order, the stencil), and the call's agents and output. Each grid owns one (so each
 * simulation does), made once and rewritten in place by every build and call: the scans take it and allocate nothing.
 * (After kdbush: one object, destructured into locals on the scan's first line.)
 */
export class GridScan {
  /** Cells along x and y; a cell's height (m). */
  gx = 0;
  gy = 0;
  csy = 0;
  /** The cutoff the grid was built for (m). */
  cutoff = 0;
  /** Cell c holds the places cellStart[c] … cellStart[c+1]−1 of the cell order. */
  cellStart = new Int32Array(0);
  /** order[p]: the agent at place p; cellOf[i]: agent i's cell; placeOf[i]: agent i's place (the inverse of order). */
  order = new Int32Array(0);
  cellOf = new Int32Array(0);
  placeOf = new Int32Array(0);
  /**
   * The cell order packed: place p holds x at 3p, y at 3p + 1 and the agent (order[p]) at 3p + 2. The scans read
   * candidates from here, contiguously (like the yardstick). One array, not three: a block's 2k+1 rows lie far apart
   * in the cell order, and a row's candidates are then one stream of memory instead of three (x, y, order).
   */
  packed = new Float64Array(0);
  /** Velocities in cell order, gathered at the first block of each sums pass. */
  svx = new Float64Array(0);
  svy = new Float64Array(0);
  readonly stencil: Stencil;
  // The call: the world and the agents' own positions (the state's arrays, which grow with it), the agents
  // from … to−1 to list, and where the rows or the sums go.
  world: World = { x0: 0, y0: 0, width: 0, height: 0, periodicX: false, periodicY: false };
  x: Float64Array = new Float64Array(0);
  y: Float64Array = new Float64Array(0);
  from = 0;
  to = 0;
  list: NeighbourList | null = null;
  sums: NeighbourSums | null = null;

  constructor(k: number) {
    this.stencil = new Stencil(k);
  }
}

export function uniformGrid(options: UniformGridOptions = {}): UniformGrid {
  const maxCellsPerAgent = options.maxCellsPerAgent ?? 4;
  const reorderEvery = options.reorderEvery ?? 16;
  const kWanted = Math.max(1, Math.floor(options.cellsPerCutoff ?? 2));
  const g = new GridScan(kWanted);
  // placeOf is worked out at the first list after a build (only the list needs it).
  let placeOfReady = false;
  let builds = 0;
  let fallback: NeighbourStrategy | null = null;
  // The list the sums are taken from when the grid could not be built (this grid's own: never shared).
  const fallbackList = new NeighbourListImpl();
  const geometry = { gx: 0, gy: 0, csx: 0, csy: 0, x0: 0, y0: 0, k: kWanted };
  const stencil = g.stencil;
  const box = new Float64Array(4);

  return {
    name: 'grid' as const,
    geometry,
    cellOf: (i) => g.cellOf[i],
    prepare(state: AgentState, world: World, c: number, reorder = true): void {
      g.cutoff = c;
      fallback = null;
      const n = state.count, x = state.x, y = state.y;
      if (n === 0 || !(c > 0)) { geometry.gx = geometry.gy = g.gx = g.gy = 0; return; }

      // 1. Grid geometry: the world's box on periodic axes, the agents' bounding box on open axes.
      let minX = world.x0, minY = world.y0, spanX = world.width, spanY = world.height;
      if (!world.periodicX || !world.periodicY) {
        boundingBox(x, y, n, box);
        if (!world.periodicX) { minX = box[0]; spanX = box[1] - box[0] + 1e-9; }
        if (!world.periodicY) { minY = box[2]; spanY = box[3] - box[2] + 1e-9; }
      }
      // Positions that are not finite (a blow-up in the making) cannot be binned: all pairs copes, the check reports.
      if (!Number.isFinite(spanX) || !Number.isFinite(spanY)) { fallback = allPairs(); fallback.prepare(state, world, c); return; }
      // A periodic axis needs 2k+1 cells or more, or the block would visit one cell twice: use a smaller k, or all pairs.
      let k = kWanted;
      while (k > 1 && ((world.periodicX && cellsAlong(spanX, k, c) < 2 * k + 1) || (world.periodicY && cellsAlong(spanY, k, c) < 2 * k + 1))) k--;
      let gx = cellsAlong(spanX, k, c), gy = cellsAlong(spanY, k, c);
      if ((world.periodicX && gx < 3) || (world.periodicY && gy < 3)) { fallback = allPairs(); fallback.prepare(state, world, c); return; }
      // Agents spread thin over many cells: coarser cells keep memory O(N) (still correct: cells only grow).
      while (gx * gy > maxCellsPerAgent * n + 64 && k > 1) { k--; gx = cellsAlong(spanX, k, c); gy = cellsAlong(spanY, k, c); }
      while (gx * gy > maxCellsPerAgent * n + 64) {
        const nx = Math.max(world.periodicX ? 3 : 1, gx >> 1), ny = Math.max(world.periodicY ? 3 : 1, gy >> 1);
        if (nx === gx && ny === gy) break;
        gx = nx; gy = ny;
      }
      const csx = spanX / gx, csy = spanY / gy, ncell = gx * gy;
      geometry.gx = gx; geometry.gy = gy; geometry.csx = csx; geometry.csy = csy; geometry.x0 = minX; geometry.y0 = minY; geometry.k = k;
      g.gx = gx; g.gy = gy; g.csy = csy;
      stencil.k = k;

      // 2. Counting sort of agents by cell; order[p] = the agent at sorted place p (stable inside a cell).
      if (g.cellOf.length < n) {
        g.cellOf = new Int32Array(state.capacity); g.order = new Int32Array(state.capacity);
        g.packed = new Float64Array(3 * state.capacity); g.placeOf = new Int32Array(state.capacity);
        g.svx = new Float64Array(state.capacity); g.svy = new Float64Array(state.capacity);
      }
      if (g.cellStart.length < ncell + 2) g.cellStart = new Int32Array(ncell + 2);
      const cellStart = g.cellStart, cellOf = g.cellOf, order = g.order;
      binByCell(x, y, n, minX, minY, 1 / csx, 1 / csy, gx, gy, cellOf, cellStart); // (binByCell zeroes cellStart)
      countingSort(cellOf, cellStart, order, n, ncell);

      // 3. Now and then, move the agents themselves into cell order (forces then read neighbours' arrays nearly in
      //    order); every time, copy the positions into cell order for the scan.
      if (reorder && reorderEvery > 0 && builds++ % reorderEvery === 0) {
        state.permute(order);
        identityOrder(cellStart, cellOf, order, ncell);
      }
      gatherPacked(order, state.x, state.y, g.packed, n);
      placeOfReady = false;
    },
    sums(state: AgentState, world: World, from: number, to: number, out: NeighbourSums): void {
      out.ensure(state.capacity);
      if (fallback || geometry.gx === 0) { out.from = from; out.to = to; sumsBySearch(this, state, world, from, to, fallbackList, out); return; }
      // One pass in cell order fills every agent's sums at the first block; the later blocks find theirs ready.
      if (from > 0) return;
      const n = state.count;
      out.from = 0; out.to = n;
      gatherSorted(g.order, state.vx, state.vy, g.svx, g.svy, n);
      g.world = world; g.sums = out;
      scanSums(g);
    },
    list(state: AgentState, world: World, from: number, to: number, out: NeighbourList): void {
      if (fallback) { fallback.list(state, world, from, to, out); return; }
      out.begin(from, to, g.cutoff);
      if (geometry.gx === 0) { out.start.fill(0, from, to + 1); return; }
      if (!placeOfReady) { invertOrder(g.order, g.placeOf, state.count); placeOfReady = true; }
      g.world = world; g.x = state.x; g.y = state.y; g.list = out; g.to = to;
      // The scan stops before an agent whose worst case does not fit; growing the list happens here, outside the hot
      // function (a rarely taken path inside it would keep sending it back to the interpreter).
      for (let i = from; i < to;) {
        g.from = i;
        i = scan(g);
        if (i < to) out.reserve(to, 2 * out.j.length + stencil.total);
      }
      out.start[to] = out.size;
    }
  };
}

/** Cells along an axis of this span for cells 1/kk of the cutoff c wide (at least 1, at most 2^20). */
function cellsAlong(span: number, kk: number, c: number): number {
  return Math.max(1, Math.min(1 << 20, Math.floor((span * kk) / c)));
}

// The build's loops, each a small plain function of typed arrays: V8 then optimizes each on its own, and a loop that
// runs only now and then (the reorder) cannot send the hot ones back to the interpreter.

/** Lowest and highest x and y of the agents, into out = [lx, hx, ly, hy]. */
function boundingBox(x: Float64Array, y: Float64Array, n: number, out: Float64Array): void {
  let lx = Infinity, hx = -Infinity, ly = Infinity, hy = -Infinity;
  for (let i = 0; i < n; i++) {
    const a = x[i], b = y[i];
    if (a < lx) lx = a; if (a > hx) hx = a; if (b < ly) ly = b; if (b > hy) hy = b;
  }
  out[0] = lx; out[1] = hx; out[2] = ly; out[3] = hy;
}

/** cellOf[i] for every agent, and the count of each cell c in cellStart[c + 2] (cellStart is zeroed here). */
function binByCell(
  x: Float64Array, y: Float64Array, n: number, minX: number, minY: number, ix: number, iy: number, gx: number, gy: number,
  cellOf: Int32Array, cellStart: Int32Array
): void {
  cellStart.fill(0, 0, gx * gy + 2);
  for (let i = 0; i < n; i++) {
    let cx = ((x[i] - minX) * ix) | 0, cy = ((y[i] - minY) * iy) | 0;
    if (cx >= gx) cx = gx - 1; else if (cx < 0) cx = 0;
    if (cy >= gy) cy = gy - 1; else if (cy < 0) cy = 0;
    const cell = cy * gx + cx;
    cellOf[i] = cell;
    cellStart[cell + 2]++;
  }
}

/** Counting sort: order[p] = the agent at sorted place p (stable inside a cell); cellStart[c] … cellStart[c + 1] is cell c. */
function countingSort(cellOf: Int32Array, cellStart: Int32Array, order: Int32Array, n: number, ncell: number): void {
  // Prefix sums shifted by one, so that cellStart[c + 1] serves as the write cursor of cell c …
  for (let c = 0; c < ncell; c++) cellStart[c + 2] += cellStart[c + 1];
  for (let i = 0; i < n; i++) order[cellStart[cellOf[i] + 1]++] = i;
  // … and ends as the start of cell c + 1.
}

/** After the agents were moved into cell order: agent p sits at place p, in the cell it was sorted into. */
function identityOrder(cellStart: Int32Array, cellOf: Int32Array, order: Int32Array, ncell: number): void {
  for (let c = 0; c < ncell; c++) for (let p = cellStart[c], e = cellStart[c + 1]; p < e; p++) { cellOf[p] = c; order[p] = p; }
}

/** A pair of per-agent arrays copied into cell order. */
function gatherSorted(order: Int32Array, A: Float64Array, B: Float64Array, SA: Float64Array, SB: Float64Array, n: number): void {
  for (let p = 0; p < n; p++) { const i = order[p]; SA[p] = A[i]; SB[p] = B[i]; }
}

/** The packed copy of the cell order: x, y and the agent of each place. */
function gatherPacked(order: Int32Array, x: Float64Array, y: Float64Array, packed: Float64Array, n: number): void {
  for (let p = 0; p < n; p++) { const i = order[p]; packed[3 * p] = x[i]; packed[3 * p + 1] = y[i]; packed[3 * p + 2] = i; }
}

/** placeOf[i]: where agent i sits in cell order. */
function invertOrder(order: Int32Array, placeOf: Int32Array, n: number): void {
  for (let p = 0; p < n; p++) placeOf[order[p]] = p;
}


/** The index ranges of the (2k+1)² block of cells around one cell, with the periodic shift of each. */
class Stencil {
  b: Int32Array; e: Int32Array; sx: Float64Array; sy: Float64Array;
  /** Per range: 1 when its row can hold agents within the inner radius (rows with |oy| ≤ nearRows). */
  near: Uint8Array;
  nearRows: number;
  count = 0;
  /** Candidates in all ranges. */
  total = 0;
  constructor(public k: number) {
    const m = (2 * k + 1) * (2 * k + 1);
    this.b = new Int32Array(m); this.e = new Int32Array(m); this.sx = new Float64Array(m); this.sy = new Float64Array(m);
    this.near = new Uint8Array(m);
    this.nearRows = k;
  }

  // The world comes as an object, not as width and height: doubles passed to a call that is not inlined are boxed,
  // and V8 may box them wherever the call is reachable, once per cell even when fill is not called.
  fill(cx: number, cy: number, gx: number, gy: number, cellStart: Int32Array, world: World): void {
    const k = this.k, near = this.nearRows;
    const W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
    let nr = 0, total = 0;
    for (let oy = -k; oy <= k; oy++) {
      const isNear = (oy < 0 ? -oy : oy) <= near ? 1 : 0;
      let ny = cy + oy, sy = 0;
      if (ny < 0) { if (!py) continue; ny += gy; sy = -H; } else if (ny >= gy) { if (!py) continue; ny -= gy; sy = H; }
      const row = ny * gx;
      if (cx - k >= 0 && cx + k < gx) {
        // An interior row of the block is one contiguous range.
        this.b[nr] = cellStart[row + cx - k]; this.e[nr] = cellStart[row + cx + k + 1]; this.sx[nr] = 0; this.sy[nr] = sy;
        this.near[nr] = isNear; total += this.e[nr] - this.b[nr]; nr++;
      } else {
        for (let ox = -k; ox <= k; ox++) {
          let nx = cx + ox, sx = 0;
          if (nx < 0) { if (!px) continue; nx += gx; sx = -W; } else if (nx >= gx) { if (!px) continue; nx -= gx; sx = W; }
          this.b[nr] = cellStart[row + nx]; this.e[nr] = cellStart[row + nx + 1]; this.sx[nr] = sx; this.sy[nr] = sy;
          this.near[nr] = isNear; total += this.e[nr] - this.b[nr]; nr++;
        }
      }
    }
    this.count = nr;
    this.total = total;
  }
}

/**
 * The scan, as a plain function whose first line copies the grid into locals, so that V8 keeps every array in a
 * local (closure variables in a hot loop cost a context load per access). For agents s.from … s.to−1 in index order,
 * candidates (x, y and which agent) are read from the packed cell order, three neighbouring numbers. Entries are
 * appended to s.list after its size. Returns `to`, or the first agent whose worst case (every candidate a neighbour)
 * does not fit: the caller makes room and calls again from there, so the inner loop never checks capacity.
 */
function scan(s: GridScan): number {
  const { from, to, gx, gy, cellStart, placeOf, cellOf, x: X, y: Y, packed: P, cutoff, world, stencil: st } = s;
  const out = s.list!;
  const rb = st.b, re = st.e, rsx = st.sx, rsy = st.sy;
  const r2 = cutoff * cutoff;
  let size = out.size, candidates = out.candidates, lastCell = -1, nr = 0, worst = 0;
  const J = out.j, DX = out.dx, DY = out.dy, D2 = out.d2, room = J.length;
  const start = out.start;
  const k = st.k, span = 2 * k + 1;
  // Whether the ranges hold an edge cell's periodic shifts (an interior cell only rewrites b and e, as in scanSums).
  let shifted = true;
  for (let i = from; i < to; i++) {
    const c = cellOf[i];
    if (c !== lastCell) {
      const cy = (c / gx) | 0, cx = c - cy * gx; // (no integer remainder: it is slow)
      const interior = cx >= k && cx + k < gx && cy >= k && cy + k < gy;
      if (interior && !shifted) {
        st.count = span;
        st.total = interiorRows(cellStart, c - k * gx - k, gx, span, rb, re);
      } else {
        st.fill(cx, cy, gx, gy, cellStart, world);
        shifted = !interior;
      }
      lastCell = c; nr = st.count; worst = st.total;
    }
    if (size + worst > room) { out.size = size; out.candidates = candidates; return i; }
    candidates += worst;
    const xi = X[i], yi = Y[i], pi = placeOf[i];
    start[i] = size;
    for (let r = 0; r < nr; r++) {
      const ox = rsx[r] - xi, oy = rsy[r] - yi, qe = re[r];
      for (let q = rb[r]; q < qe; q++) {
        // Branch-free: always write the candidate, advance only on a hit. About half the candidates are hits,
        // the worst case for a branch predictor; writing every time costs less than the mispredictions.
        const dx = P[3 * q] + ox, dy = P[3 * q + 1] + oy, d2 = dx * dx + dy * dy, j = P[3 * q + 2];
        J[size] = j; DX[size] = dx; DY[size] = dy; D2[size] = d2;
        // Self is excluded by its place in cell order (q), not by j, so the test does not wait for the load of j.
        size += ((d2 < r2) as unknown as number) & ((q !== pi) as unknown as number);
      }
    }
  }
  out.size = size;
  out.candidates = candidates;
  return to;
}

/**
 * The block of an interior cell, the common case of both scans: its 2k+1 rows are contiguous ranges of the cell
 * order without periodic shifts, so only the ranges' ends are written (b, e), rows `first`, `first` + gx, … of
 * span cells each; the shifts stay the zeros an interior fill() left. Returns the candidates in the block. A small
 * plain function, so that V8 inlines it into both scans (an earlier shared method, called per cell, cost 8 % of a step).
 */
function interiorRows(cellStart: Int32Array, first: number, gx: number, span: number, b: Int32Array, e: Int32Array): number {
  let total = 0;
  for (let r = 0, row = first; r < span; r++, row += gx) {
    const lo = cellStart[row], hi = cellStart[row + span];
    b[r] = lo; e[r] = hi; total += hi - lo;
  }
  return total;
}

/** Sums through a list (the fallback when the grid could not be built), written into the grid's own `list`. */
function sumsBySearch(strategy: NeighbourStrategy, state: AgentState, world: World, from: number, to: number, list: NeighbourList, out: NeighbourSums): void {
  strategy.list(state, world, from, to, list);
  sumsFromList(list, state, out);
}

/**
 * The fused scan: every agent's neighbourhood sums of one or two radii, accumulated while the candidates are read
 * (the hand-written cell list's loop), so the pairs are never written down. Agents are visited in cell order: the
 * block of cells is worked out once per cell, an agent's own position comes from the sorted copy, and consecutive
 * agents read overlapping candidates. Each agent reads the same candidates in the same order as `scan`, so the sums
 * equal those from the written list to the last bit.
 *
 * Branch-free: about half the candidates are neighbours, the worst case for a branch predictor, so every candidate
 * is added with weight h = 1 (neighbour) or 0 (not). Adding 0·d leaves a sum unchanged, and 1·d is d exactly.
 * The inverse-square sum divides by d² + (1 − h_s), which is d² for a hit and never 0 for a miss. Rows of the block
 * that lie wholly beyond the inner radius skip that term.
 */
function scanSums(s: GridScan): void {
  const { gx, gy, cellStart, order, packed: P, svx: SVX, svy: SVY, world, stencil: st, csy } = s;
  const out = s.sums!;
  const rb = st.b, re = st.e, rsx = st.sx, rsy = st.sy, near = st.near;
  const r2 = out.radius * out.radius, rs = out.innerRadius, rs2 = rs * rs;
  const C = out.count, DXs = out.dx, DYs = out.dy, VXs = out.vx, VYs = out.vy, IX = out.ix, IY = out.iy;
  const k = st.k, span = 2 * k + 1;
  st.nearRows = nearRowsFor(rs, csy, k);
  // Whether the ranges hold an edge cell's periodic shifts (interior cells only rewrite b and e).
  let shifted = true;
  for (let cy = 0; cy < gy; cy++) {
    const innerRow = cy >= k && cy + k < gy;
    for (let cx = 0; cx < gx; cx++) {
      const c = cy * gx + cx, b0 = cellStart[c], e0 = cellStart[c + 1];
      if (b0 === e0) continue;
      let nr = span;
      if (innerRow && cx >= k && cx + k < gx) {
        // An interior cell: its 2k+1 rows are contiguous ranges without shifts (the common case).
        if (shifted) { st.fill(cx, cy, gx, gy, cellStart, world); shifted = false; }
        else interiorRows(cellStart, c - k * gx - k, gx, span, rb, re);
      } else {
        st.fill(cx, cy, gx, gy, cellStart, world);
        nr = st.count;
        shifted = true;
      }
      for (let p = b0; p < e0; p++) {
        const xi = P[3 * p], yi = P[3 * p + 1];
        let m = 0, sdx = 0, sdy = 0, svx = 0, svy = 0, six = 0, siy = 0;
        for (let r = 0; r < nr; r++) {
          const ox = rsx[r] - xi, oy = rsy[r] - yi, qe = re[r];
          if (near[r] === 1) {
            for (let q = rb[r]; q < qe; q++) {
              const dx = P[3 * q] + ox, dy = P[3 * q + 1] + oy, d2 = dx * dx + dy * dy;
              const h = ((d2 < r2) as unknown as number) & ((q !== p) as unknown as number);
              const hs = ((d2 < rs2) as unknown as number) & ((d2 > 0) as unknown as number);
              m += h; sdx += h * dx; sdy += h * dy; svx += h * SVX[q]; svy += h * SVY[q];
              const w = hs / (d2 + (1 - hs));
              six += dx * w; siy += dy * w;
            }
          } else {
            // A far row never holds the agent itself (its own row is always near).
            for (let q = rb[r]; q < qe; q++) {
              const dx = P[3 * q] + ox, dy = P[3 * q + 1] + oy, d2 = dx * dx + dy * dy;
              const h = ((d2 < r2) as unknown as number) | 0;
              m += h; sdx += h * dx; sdy += h * dy; svx += h * SVX[q]; svy += h * SVY[q];
            }
          }
        }
        const i = order[p];
        C[i] = m; DXs[i] = sdx; DYs[i] = sdy; VXs[i] = svx; VYs[i] = svy; IX[i] = six; IY[i] = siy;
      }
    }
  }
}

/** Rows |oy| > this are at least that many cells away in y, beyond the inner radius. The agent's own row counts as
 *  near even without an inner radius, as the near loop is the one that leaves the agent itself out. The margin keeps
 *  a point that round-off binned into the next cell safe. */
function nearRowsFor(rs: number, csy: number, k: number): number {
  if (!(rs > 0)) return 0;
  let m = 0;
  while (m < k && m * csy < rs * (1 + 1e-9)) m++;
  return m;
}
