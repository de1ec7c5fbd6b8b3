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
import { NeighbourList as NeighbourListImpl, type NeighbourList, type NeighbourStrategy } from './neighbourList';
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

export function uniformGrid(options: UniformGridOptions = {}): UniformGrid {
  const maxCellsPerAgent = options.maxCellsPerAgent ?? 4;
  const reorderEvery = options.reorderEvery ?? 16;
  const kWanted = Math.max(1, Math.floor(options.cellsPerCutoff ?? 2));
  let cellOf = new Int32Array(0);
  let order = new Int32Array(0);
  let cellStart = new Int32Array(0);
  // Positions in cell order: the scan reads candidates from here, contiguously (like the yardstick).
  let sx = new Float64Array(0), sy = new Float64Array(0);
  // placeOf[i]: where agent i sits in cell order (the inverse of order).
  let placeOf = new Int32Array(0);
  // Velocities in cell order, gathered at the first block of each sums pass.
  let svx = new Float64Array(0), svy = new Float64Array(0);
  let builds = 0;
  let cutoff = 0;
  let fallback: NeighbourStrategy | null = null;
  const geometry = { gx: 0, gy: 0, csx: 0, csy: 0, x0: 0, y0: 0, k: kWanted };
  const stencil = new Stencil(kWanted);

  return {
    name: 'grid' as const,
    geometry,
    cellOf: (i) => cellOf[i],
    prepare(state: AgentState, world: World, c: number, reorder = true): void {
      cutoff = c;
      fallback = null;
      const n = state.count, x = state.x, y = state.y;
      if (n === 0 || !(c > 0)) { geometry.gx = geometry.gy = 0; return; }

      // 1. Grid geometry: the world's box on periodic axes, the agents' bounding box on open axes.
      let minX = world.x0, minY = world.y0, spanX = world.width, spanY = world.height;
      if (!world.periodicX || !world.periodicY) {
        let lx = Infinity, hx = -Infinity, ly = Infinity, hy = -Infinity;
        for (let i = 0; i < n; i++) {
          const a = x[i], b = y[i];
          if (a < lx) lx = a; if (a > hx) hx = a; if (b < ly) ly = b; if (b > hy) hy = b;
        }
        if (!world.periodicX) { minX = lx; spanX = hx - lx + 1e-9; }
        if (!world.periodicY) { minY = ly; spanY = hy - ly + 1e-9; }
      }
      // Positions that are not finite (a blow-up in the making) cannot be binned: all pairs copes, the check reports.
      if (!Number.isFinite(spanX) || !Number.isFinite(spanY)) { fallback = allPairs(); fallback.prepare(state, world, c); return; }
      // A periodic axis needs 2k+1 cells or more, or the block would visit one cell twice: use a smaller k, or all pairs.
      let k = kWanted;
      const cellsX = (kk: number) => Math.max(1, Math.min(1 << 20, Math.floor((spanX * kk) / c)));
      const cellsY = (kk: number) => Math.max(1, Math.min(1 << 20, Math.floor((spanY * kk) / c)));
      while (k > 1 && ((world.periodicX && cellsX(k) < 2 * k + 1) || (world.periodicY && cellsY(k) < 2 * k + 1))) k--;
      let gx = cellsX(k), gy = cellsY(k);
      if ((world.periodicX && gx < 3) || (world.periodicY && gy < 3)) { fallback = allPairs(); fallback.prepare(state, world, c); return; }
      // Agents spread thin over many cells: coarser cells keep memory O(N) (still correct: cells only grow).
      while (gx * gy > maxCellsPerAgent * n + 64 && k > 1) { k--; gx = cellsX(k); gy = cellsY(k); }
      while (gx * gy > maxCellsPerAgent * n + 64) {
        const nx = Math.max(world.periodicX ? 3 : 1, gx >> 1), ny = Math.max(world.periodicY ? 3 : 1, gy >> 1);
        if (nx === gx && ny === gy) break;
        gx = nx; gy = ny;
      }
      const csx = spanX / gx, csy = spanY / gy, ncell = gx * gy;
      Object.assign(geometry, { gx, gy, csx, csy, x0: minX, y0: minY, k });
      stencil.k = k;

      // 2. Counting sort of agents by cell; order[p] = the agent at sorted place p (stable inside a cell).
      if (cellOf.length < n) {
        cellOf = new Int32Array(state.capacity); order = new Int32Array(state.capacity);
        sx = new Float64Array(state.capacity); sy = new Float64Array(state.capacity); placeOf = new Int32Array(state.capacity);
      }
      if (cellStart.length < ncell + 2) cellStart = new Int32Array(ncell + 2);
      cellStart.fill(0, 0, ncell + 2);
      const ix = 1 / csx, iy = 1 / csy;
      for (let i = 0; i < n; i++) {
        let cx = ((x[i] - minX) * ix) | 0, cy = ((y[i] - minY) * iy) | 0;
        if (cx >= gx) cx = gx - 1; else if (cx < 0) cx = 0;
        if (cy >= gy) cy = gy - 1; else if (cy < 0) cy = 0;
        const cell = cy * gx + cx;
        cellOf[i] = cell;
        cellStart[cell + 2]++;
      }
      // Prefix sums shifted by one, so that cellStart[c + 1] serves as the write cursor of cell c …
      for (let cc = 0; cc < ncell; cc++) cellStart[cc + 2] += cellStart[cc + 1];
      for (let i = 0; i < n; i++) order[cellStart[cellOf[i] + 1]++] = i;
      // … and ends as the start of cell c + 1: cellStart[c] … cellStart[c + 1] is cell c.

      // 3. Now and then, move the agents themselves into cell order (forces then read neighbours' arrays nearly in
      //    order); every time, copy the positions into cell order for the scan.
      if (reorder && reorderEvery > 0 && builds++ % reorderEvery === 0) {
        state.permute(order);
        for (let cc = 0; cc < ncell; cc++) for (let p = cellStart[cc], e = cellStart[cc + 1]; p < e; p++) { cellOf[p] = cc; order[p] = p; }
      }
      const X = state.x, Y = state.y;
      for (let p = 0; p < n; p++) { const i = order[p]; sx[p] = X[i]; sy[p] = Y[i]; placeOf[i] = p; }
    },
    sums(state: AgentState, world: World, from: number, to: number, out: NeighbourSums): void {
      out.from = from; out.to = to;
      out.ensure(state.capacity);
      if (fallback || geometry.gx === 0) { sumsBySearch(this, state, world, from, to, out); return; }
      const n = state.count;
      if (from === 0) {
        if (svx.length < n) { svx = new Float64Array(state.capacity); svy = new Float64Array(state.capacity); }
        const VX = state.vx, VY = state.vy;
        for (let p = 0; p < n; p++) { const i = order[p]; svx[p] = VX[i]; svy[p] = VY[i]; }
      }
      scanSums(out, from, to, geometry.gx, geometry.gy, cellStart, placeOf, cellOf, state.x, state.y, sx, sy, svx, svy, world, stencil);
    },
    list(state: AgentState, world: World, from: number, to: number, out: NeighbourList): void {
      if (fallback) { fallback.list(state, world, from, to, out); return; }
      out.begin(from, to, cutoff);
      if (geometry.gx === 0) { out.start.fill(0, from, to + 1); return; }
      const r = scan(out, from, to, geometry.gx, geometry.gy, cellStart, order, placeOf, cellOf, state.x, state.y, sx, sy, cutoff, world, stencil);
      out.size = r;
      out.start[to] = r;
    }
  };
}

/** The index ranges of the (2k+1)² block of cells around one cell, with the periodic shift of each. */
class Stencil {
  b: Int32Array; e: Int32Array; sx: Float64Array; sy: Float64Array;
  count = 0;
  /** Candidates in all ranges. */
  total = 0;
  candidates = 0;
  constructor(public k: number) {
    const m = (2 * k + 1) ** 2;
    this.b = new Int32Array(m); this.e = new Int32Array(m); this.sx = new Float64Array(m); this.sy = new Float64Array(m);
  }

  fill(cx: number, cy: number, gx: number, gy: number, cellStart: Int32Array, W: number, H: number, px: boolean, py: boolean): void {
    const k = this.k;
    let nr = 0, total = 0;
    for (let oy = -k; oy <= k; oy++) {
      let ny = cy + oy, sy = 0;
      if (ny < 0) { if (!py) continue; ny += gy; sy = -H; } else if (ny >= gy) { if (!py) continue; ny -= gy; sy = H; }
      const row = ny * gx;
      if (cx - k >= 0 && cx + k < gx) {
        // An interior row of the block is one contiguous range.
        this.b[nr] = cellStart[row + cx - k]; this.e[nr] = cellStart[row + cx + k + 1]; this.sx[nr] = 0; this.sy[nr] = sy;
        total += this.e[nr] - this.b[nr]; nr++;
      } else {
        for (let ox = -k; ox <= k; ox++) {
          let nx = cx + ox, sx = 0;
          if (nx < 0) { if (!px) continue; nx += gx; sx = -W; } else if (nx >= gx) { if (!px) continue; nx -= gx; sx = W; }
          this.b[nr] = cellStart[row + nx]; this.e[nr] = cellStart[row + nx + 1]; this.sx[nr] = sx; this.sy[nr] = sy;
          total += this.e[nr] - this.b[nr]; nr++;
        }
      }
    }
    this.count = nr;
    this.total = total;
  }
}

/**
 * The scan, as a plain function of typed arrays so that V8 keeps every array in a local (closure variables in a
 * hot loop cost a context load per access). For agents from … to−1 in index order, candidates are read from the
 * positions in cell order (SX, SY); only a hit looks up which agent it is. Returns the number of entries written.
 */
function scan(
  out: NeighbourList, from: number, to: number, gx: number, gy: number, cellStart: Int32Array, order: Int32Array,
  placeOf: Int32Array, cellOf: Int32Array, X: Float64Array, Y: Float64Array, SX: Float64Array, SY: Float64Array, cutoff: number, world: World, st: Stencil
): number {
  const rb = st.b, re = st.e, rsx = st.sx, rsy = st.sy;
  const r2 = cutoff * cutoff, W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
  let size = 0, candidates = 0, lastCell = -1, nr = 0, worst = 0;
  let J = out.j, DX = out.dx, DY = out.dy, D2 = out.d2;
  const start = out.start;
  for (let i = from; i < to; i++) {
    const c = cellOf[i];
    if (c !== lastCell) { st.fill(c % gx, (c / gx) | 0, gx, gy, cellStart, W, H, px, py); lastCell = c; nr = st.count; worst = st.total; }
    // Room for the worst case of this agent, so the inner loop never checks capacity.
    if (size + worst > J.length) {
      out.size = size; out.reserve(to, size + worst);
      J = out.j; DX = out.dx; DY = out.dy; D2 = out.d2;
    }
    candidates += worst;
    const xi = X[i], yi = Y[i], pi = placeOf[i];
    start[i] = size;
    for (let r = 0; r < nr; r++) {
      const ox = rsx[r] - xi, oy = rsy[r] - yi, qe = re[r];
      for (let q = rb[r]; q < qe; q++) {
        // Branch-free: always write the candidate, advance only on a hit. About half the candidates are hits,
        // the worst case for a branch predictor; writing every time costs less than the mispredictions.
        const dx = SX[q] + ox, dy = SY[q] + oy, d2 = dx * dx + dy * dy, j = order[q];
        J[size] = j; DX[size] = dx; DY[size] = dy; D2[size] = d2;
        // Self is excluded by its place in cell order (q), not by j, so the test does not wait for the load of j.
        size += ((d2 < r2) as unknown as number) & ((q !== pi) as unknown as number);
      }
    }
  }
  out.candidates = candidates;
  return size;
}

/** Sums through a list (the fallback when the grid could not be built). */
const fallbackList = new NeighbourListImpl();
function sumsBySearch(strategy: NeighbourStrategy, state: AgentState, world: World, from: number, to: number, out: NeighbourSums): void {
  strategy.list(state, world, from, to, fallbackList);
  sumsFromList(fallbackList, state, out);
}

/**
 * The fused scan: for agents from … to−1, the neighbourhood sums of one or two radii, accumulated while the
 * candidates are read (the hand-written cell list's loop). Same candidates, same order as `scan`.
 */
function scanSums(
  out: NeighbourSums, from: number, to: number, gx: number, gy: number, cellStart: Int32Array, placeOf: Int32Array,
  cellOf: Int32Array, X: Float64Array, Y: Float64Array, SX: Float64Array, SY: Float64Array, SVX: Float64Array, SVY: Float64Array,
  world: World, st: Stencil
): void {
  const rb = st.b, re = st.e, rsx = st.sx, rsy = st.sy;
  const W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
  const r2 = out.radius * out.radius, rs2 = out.innerRadius * out.innerRadius;
  const C = out.count, DXs = out.dx, DYs = out.dy, VXs = out.vx, VYs = out.vy, IX = out.ix, IY = out.iy;
  let lastCell = -1, nr = 0;
  for (let i = from; i < to; i++) {
    const c = cellOf[i];
    if (c !== lastCell) { st.fill(c % gx, (c / gx) | 0, gx, gy, cellStart, W, H, px, py); lastCell = c; nr = st.count; }
    const xi = X[i], yi = Y[i], pi = placeOf[i];
    // The seven sums of the hand-written cell list's loop, in locals.
    let n = 0, sdx = 0, sdy = 0, svx = 0, svy = 0, six = 0, siy = 0;
    for (let r = 0; r < nr; r++) {
      const ox = rsx[r] - xi, oy = rsy[r] - yi, qe = re[r];
      for (let q = rb[r]; q < qe; q++) {
        const dx = SX[q] + ox, dy = SY[q] + oy, d2 = dx * dx + dy * dy;
        if (d2 < r2 && q !== pi) {
          n++; sdx += dx; sdy += dy; svx += SVX[q]; svy += SVY[q];
          if (d2 < rs2 && d2 > 0) { const w = 1 / d2; six += dx * w; siy += dy * w; }
        }
      }
    }
    C[i] = n; DXs[i] = sdx; DYs[i] = sdy; VXs[i] = svx; VYs[i] = svy; IX[i] = six; IY[i] = siy;
  }
}
