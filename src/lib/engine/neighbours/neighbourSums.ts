/**
 * Neighbourhood sums: what averaging rules need, per agent, over the neighbours j ≠ i within a radius r:
 *
 *   n_i = #{j},  Σ d_ij,  Σ v_j,  Σ d_ij / |d_ij|²      (d_ij = x_j − x_i, minimum image)
 *
 * Reynolds' separation, alignment and cohesion (without a view cone) are functions of these sums alone. The grid
 * computes them in the same pass that finds the neighbours, so the pairs are never written to a list: one pass,
 * as in a hand-written cell list, while each rule stays its own module. Up to two radii share one pass (the
 * benchmark workload has R = 1 for alignment and cohesion and R_s = 0.5 for separation).
 */
import type { NeighbourList } from './neighbourList';
import type { AgentState } from '../state';

export class SumSlot {
  radius = 0;
  count = new Float64Array(0);
  dx = new Float64Array(0);
  dy = new Float64Array(0);
  vx = new Float64Array(0);
  vy = new Float64Array(0);
  /** Σ d/|d|² over neighbours at d > 0 (coincident agents have no direction). */
  ix = new Float64Array(0);
  iy = new Float64Array(0);

  ensure(capacity: number): void {
    if (this.count.length >= capacity) return;
    for (const k of ['count', 'dx', 'dy', 'vx', 'vy', 'ix', 'iy'] as const) this[k] = new Float64Array(capacity);
  }
}

export class NeighbourSums {
  readonly slots = [new SumSlot(), new SumSlot()];
  /** Slots in use (0, 1 or 2). */
  used = 0;
  from = 0;
  to = 0;

  /** The slot for this radius, if the simulation computed one for the current block. */
  slot(radius: number): SumSlot | null {
    for (let s = 0; s < this.used; s++) if (this.slots[s].radius === radius) return this.slots[s];
    return null;
  }
}

/** Fills the sums of agents from … to−1 from a neighbour list that holds their rows (any strategy). */
export function sumsFromList(list: NeighbourList, state: AgentState, sums: NeighbourSums): void {
  const { start, j: J, dx: DX, dy: DY, d2: D2 } = list, vx = state.vx, vy = state.vy;
  for (let s = 0; s < sums.used; s++) {
    const slot = sums.slots[s], r2 = slot.radius * slot.radius;
    const C = slot.count, SX = slot.dx, SY = slot.dy, VX = slot.vx, VY = slot.vy, IX = slot.ix, IY = slot.iy;
    for (let i = sums.from; i < sums.to; i++) {
      let n = 0, sx = 0, sy = 0, svx = 0, svy = 0, ix = 0, iy = 0;
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 >= r2) continue;
        const j = J[e], dx = DX[e], dy = DY[e];
        n++; sx += dx; sy += dy; svx += vx[j]; svy += vy[j];
        if (d2 > 0) { const w = 1 / d2; ix += dx * w; iy += dy * w; }
      }
      C[i] = n; SX[i] = sx; SY[i] = sy; VX[i] = svx; VY[i] = svy; IX[i] = ix; IY[i] = iy;
    }
  }
}
