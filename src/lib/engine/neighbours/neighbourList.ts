/**
 * The per-step neighbour list shared by every force: for each agent i, the agents j ≠ i closer than the cutoff,
 * in compressed rows (CSR). Row i is start[i] … start[i+1]-1; for each entry, j and the displacement
 * dx = x_j − x_i, dy = y_j − y_i (minimum image on periodic axes) and d2 = dx² + dy².
 * Finding the pairs is the expensive part; it is done once per step and every enabled force reads the list.
 */
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';

export class NeighbourList {
  start = new Int32Array(1);
  j = new Int32Array(0);
  dx = new Float64Array(0);
  dy = new Float64Array(0);
  d2 = new Float64Array(0);
  /** Number of entries (twice the number of pairs). */
  size = 0;
  /** Agents listed (rows). */
  rows = 0;
  cutoff = 0;
  /** Candidate pairs examined by the last build: the number the optimization lessons show. */
  candidates = 0;

  /** Makes room for `rows` rows and at least `entries` entries, keeping what is written. */
  reserve(rows: number, entries: number): void {
    if (this.start.length < rows + 1) this.start = new Int32Array(Math.max(rows + 1, this.start.length * 2));
    if (this.j.length < entries) {
      const cap = Math.max(entries, this.j.length * 2, 64);
      const j = new Int32Array(cap); j.set(this.j.subarray(0, this.size)); this.j = j;
      const dx = new Float64Array(cap); dx.set(this.dx.subarray(0, this.size)); this.dx = dx;
      const dy = new Float64Array(cap); dy.set(this.dy.subarray(0, this.size)); this.dy = dy;
      const d2 = new Float64Array(cap); d2.set(this.d2.subarray(0, this.size)); this.d2 = d2;
    }
  }

  clear(rows: number, cutoff: number): void {
    this.reserve(rows, 0);
    this.rows = rows;
    this.size = 0;
    this.cutoff = cutoff;
    this.candidates = 0;
    this.start[0] = 0;
  }

  /** Recomputes dx, dy, d2 for the same pairs from the current positions (the mid-step of a higher-order integrator). */
  refresh(state: AgentState, world: World): void {
    const { x, y } = state, { j, dx, dy, d2, start } = this;
    const px = world.periodicX, py = world.periodicY, W = world.width, H = world.height;
    for (let i = 0; i < this.rows; i++) {
      const xi = x[i], yi = y[i];
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        let ddx = x[j[e]] - xi, ddy = y[j[e]] - yi;
        if (px) ddx = wrapDelta(ddx, W);
        if (py) ddy = wrapDelta(ddy, H);
        dx[e] = ddx; dy[e] = ddy; d2[e] = ddx * ddx + ddy * ddy;
      }
    }
  }

  /** The neighbours of agent i as a sorted array of indices (tests and the inspector; allocates). */
  neighboursOf(i: number): number[] {
    return Array.from(this.j.subarray(this.start[i], this.start[i + 1])).sort((a, b) => a - b);
  }
}

/** A neighbour-search strategy fills the list with every pair closer than the cutoff. */
export interface NeighbourStrategy {
  readonly name: string;
  /** May reorder the agents in `state` (the grid sorts them by cell) before listing. */
  build(state: AgentState, world: World, cutoff: number, out: NeighbourList): void;
}
