/**
 * The neighbour list shared by every force: for each listed agent i, the agents j ≠ i closer than the cutoff, in
 * compressed rows. Rows cover agents from … to−1 (a block of agents, see below); row i is entries
 * start[i] … start[i+1]−1; each entry holds j and the displacement dx = x_j − x_i, dy = y_j − y_i (minimum image on
 * periodic axes) and d2 = dx² + dy².
 *
 * Finding the pairs is the expensive part; the simulation does it once per step and every enabled force reads the
 * same rows. It lists a block of a few thousand agents at a time and runs every force over that block before
 * listing the next, so the list stays in the processor's cache instead of streaming megabytes through memory once
 * per force: the forces stay separate modules, and the cost of that separation stays small.
 */
export class NeighbourList {
  /** Indexed by agent: start[i] … start[i+1]−1 for from ≤ i < to. */
  start = new Int32Array(1);
  j = new Int32Array(0);
  dx = new Float64Array(0);
  dy = new Float64Array(0);
  d2 = new Float64Array(0);
  /** Entries in use. */
  size = 0;
  /** The agents whose rows are listed. */
  from = 0;
  to = 0;
  cutoff = 0;
  /** Candidate pairs examined for these rows: the number the optimization lessons show. */
  candidates = 0;

  /** Makes room for rows up to `rows` and at least `entries` entries, keeping what is written. */
  reserve(rows: number, entries: number): void {
    if (this.start.length < rows + 1) {
      const s = new Int32Array(Math.max(rows + 1, this.start.length * 2));
      s.set(this.start);
      this.start = s;
    }
    if (this.j.length < entries) {
      const cap = Math.max(entries, this.j.length * 2, 64);
      const j = new Int32Array(cap); j.set(this.j.subarray(0, this.size)); this.j = j;
      const dx = new Float64Array(cap); dx.set(this.dx.subarray(0, this.size)); this.dx = dx;
      const dy = new Float64Array(cap); dy.set(this.dy.subarray(0, this.size)); this.dy = dy;
      const d2 = new Float64Array(cap); d2.set(this.d2.subarray(0, this.size)); this.d2 = d2;
    }
  }

  /** Starts rows from … to−1. */
  begin(from: number, to: number, cutoff: number): void {
    this.reserve(to, 0);
    this.from = from;
    this.to = to;
    this.size = 0;
    this.cutoff = cutoff;
    this.candidates = 0;
    this.start[from] = 0;
  }

  /** The neighbours of agent i (listed rows only) as a sorted array of indices (tests and the inspector; allocates). */
  neighboursOf(i: number): number[] {
    if (i < this.from || i >= this.to) throw new RangeError(`agent ${i} is not in the listed rows ${this.from} … ${this.to - 1}`);
    return Array.from(this.j.subarray(this.start[i], this.start[i + 1])).sort((a, b) => a - b);
  }
}
