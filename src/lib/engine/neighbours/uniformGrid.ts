/**
 * Uniform grid (cell list) built by counting sort. Cells are 1/k of the cutoff wide (k = cellsPerCutoff), so every
 * neighbour of an agent lies in the (2k+1)² block of cells around its own. Smaller cells examine fewer candidates:
 * the block covers 9 R² for k = 1 but 6.25 R² for k = 2. A row of that block is one contiguous index range.
 *
 * The agents themselves are reordered by cell every few builds, so a cell's agents sit together in memory; in
 * between, the scan reaches them through the sorted index array, which stays nearly in order because agents move
 * little in a few steps. Moving every per-agent array is then paid only now and then.
 *
 * This file is the strategy; the build is in gridIndex.ts, what the scans share in gridScan.ts, the list scan in
 * gridList.ts and the fused sums scan in gridSums.ts.
 */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';
import { NeighbourList as NeighbourListImpl, type NeighbourList } from './neighbourList';
import type { NeighbourStrategy } from './strategy';
import type { NeighbourSums } from './neighbourSums';
import { allPairs } from './allPairs';
import { GridScan } from './gridScan';
import { binByCell, boundingBox, cellsAlong, countingSort, gatherPacked, gatherSorted, identityOrder, invertOrder } from './gridIndex';
import { scan } from './gridList';
import { scanSums, sumsBySearch } from './gridSums';

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
