/**
 * Neighbourhood sums: what averaging rules need, per agent, over its neighbours j ≠ i (d_ij = x_j − x_i, minimum
 * image):
 *
 *   within r:        n_i = #{j},  Σ d_ij,  Σ v_j
 *   within r_s ≤ r:  Σ d_ij / |d_ij|²          (d > 0: coincident agents have no direction)
 *
 * Reynolds' separation, alignment and cohesion (without a view cone) are functions of these seven sums alone. The
 * grid computes them in the same pass that finds the neighbours, so the pairs are never written to a list: one
 * pass, like a hand-written cell list, while each rule stays its own module.
 */
import type { NeighbourList } from './neighbourList';
import type { AgentState } from '../state';

/** Which sums a force reads. */
export const SUM_OFFSET = 1; // n and Σ d within r
export const SUM_VELOCITY = 2; // n and Σ v within r
export const SUM_INVERSE = 4; // Σ d / |d|² within r_s

export class NeighbourSums {
  /** Whether sums are computed for the current pass; r and r_s (0 when nothing reads that part). */
  active = false;
  radius = 0;
  innerRadius = 0;
  from = 0;
  to = 0;
  count = new Float64Array(0);
  dx = new Float64Array(0);
  dy = new Float64Array(0);
  vx = new Float64Array(0);
  vy = new Float64Array(0);
  ix = new Float64Array(0);
  iy = new Float64Array(0);

  ensure(capacity: number): void {
    if (this.count.length >= capacity) return;
    for (const k of ['count', 'dx', 'dy', 'vx', 'vy', 'ix', 'iy'] as const) this[k] = new Float64Array(capacity);
  }

  /** True when n, Σ d and Σ v within r are available for this pass. */
  has(r: number): boolean {
    return this.active && this.radius === r;
  }

  /** True when Σ d/|d|² within r_s is available for this pass. */
  hasInverse(rs: number): boolean {
    return this.active && this.innerRadius === rs;
  }
}

/** Fills the sums of agents from … to−1 from a neighbour list that holds their rows (any strategy). */
export function sumsFromList(list: NeighbourList, state: AgentState, sums: NeighbourSums): void {
  const { start, j: J, dx: DX, dy: DY, d2: D2 } = list, vx = state.vx, vy = state.vy;
  const r2 = sums.radius * sums.radius, rs2 = sums.innerRadius * sums.innerRadius;
  const { count: C, dx: SX, dy: SY, vx: VX, vy: VY, ix: IX, iy: IY } = sums;
  for (let i = sums.from; i < sums.to; i++) {
    let n = 0, sx = 0, sy = 0, svx = 0, svy = 0, ix = 0, iy = 0;
    for (let e = start[i], end = start[i + 1]; e < end; e++) {
      const d2 = D2[e];
      if (d2 >= r2) continue;
      const j = J[e], dx = DX[e], dy = DY[e];
      n++; sx += dx; sy += dy; svx += vx[j]; svy += vy[j];
      if (d2 < rs2 && d2 > 0) { const w = 1 / d2; ix += dx * w; iy += dy * w; }
    }
    C[i] = n; SX[i] = sx; SY[i] = sy; VX[i] = svx; VY[i] = svy; IX[i] = ix; IY[i] = iy;
  }
}
