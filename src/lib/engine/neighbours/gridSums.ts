/** The grid's fused scan: neighbourhood sums accumulated while the candidates are read, without a written list. */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';
import type { NeighbourList } from './neighbourList';
import type { NeighbourStrategy } from './strategy';
import { sumsFromList, type NeighbourSums } from './neighbourSums';
import { interiorRows, type GridScan } from './gridScan';

/** Sums through a list (the fallback when the grid could not be built), written into the grid's own `list`. */
export function sumsBySearch(strategy: NeighbourStrategy, state: AgentState, world: World, from: number, to: number, list: NeighbourList, out: NeighbourSums): void {
  strategy.list(state, world, from, to, list);
  sumsFromList(list, state, out);
}

/**
 * The fused scan: every agent's neighbourhood sums of one or two radii, accumulated while the candidates are read
 * (the hand-written cell list's loop), so the pairs are never written down. Agents are visited in cell order: the
 * block of cells is worked out once per cell, an agent's own position comes from the sorted copy, and consecutive
 * agents read overlapping candidates. Each agent reads the same candidates in the same order as `scan` (gridList.ts),
 * so the sums equal those from the written list to the last bit.
 *
 * Branch-free: about half the candidates are neighbours, the worst case for a branch predictor, so every candidate
 * is added with weight h = 1 (neighbour) or 0 (not). Adding 0·d leaves a sum unchanged, and 1·d is d exactly.
 * The inverse-square sum divides by d² + (1 − h_s), which is d² for a hit and never 0 for a miss. Rows of the block
 * that lie wholly beyond the inner radius skip that term.
 */
export function scanSums(s: GridScan): void {
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
