/**
 * The grid's build: how many cells, which cell each agent is in, the counting sort into cell order, and the copies
 * in cell order that the scans read.
 */

/** Cells along an axis of this span for cells 1/kk of the cutoff c wide (at least 1, at most 2^20). */
export function cellsAlong(span: number, kk: number, c: number): number {
  return Math.max(1, Math.min(1 << 20, Math.floor((span * kk) / c)));
}

// The build's loops, each a small plain function of typed arrays: V8 then optimizes each on its own, and a loop that
// runs only now and then (the reorder) cannot send the hot ones back to the interpreter.

/** Lowest and highest x and y of the agents, into out = [lx, hx, ly, hy]. */
export function boundingBox(x: Float64Array, y: Float64Array, n: number, out: Float64Array): void {
  let lx = Infinity, hx = -Infinity, ly = Infinity, hy = -Infinity;
  for (let i = 0; i < n; i++) {
    const a = x[i], b = y[i];
    if (a < lx) lx = a; if (a > hx) hx = a; if (b < ly) ly = b; if (b > hy) hy = b;
  }
  out[0] = lx; out[1] = hx; out[2] = ly; out[3] = hy;
}

/** cellOf[i] for every agent, and the count of each cell c in cellStart[c + 2] (cellStart is zeroed here). */
export function binByCell(
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
export function countingSort(cellOf: Int32Array, cellStart: Int32Array, order: Int32Array, n: number, ncell: number): void {
  // Prefix sums shifted by one, so that cellStart[c + 1] serves as the write cursor of cell c …
  for (let c = 0; c < ncell; c++) cellStart[c + 2] += cellStart[c + 1];
  for (let i = 0; i < n; i++) order[cellStart[cellOf[i] + 1]++] = i;
  // … and ends as the start of cell c + 1.
}

/** After the agents were moved into cell order: agent p sits at place p, in the cell it was sorted into. */
export function identityOrder(cellStart: Int32Array, cellOf: Int32Array, order: Int32Array, ncell: number): void {
  for (let c = 0; c < ncell; c++) for (let p = cellStart[c], e = cellStart[c + 1]; p < e; p++) { cellOf[p] = c; order[p] = p; }
}

/** A pair of per-agent arrays copied into cell order. */
export function gatherSorted(order: Int32Array, A: Float64Array, B: Float64Array, SA: Float64Array, SB: Float64Array, n: number): void {
  for (let p = 0; p < n; p++) { const i = order[p]; SA[p] = A[i]; SB[p] = B[i]; }
}

/** The packed copy of the cell order: x, y and the agent of each place. */
export function gatherPacked(order: Int32Array, x: Float64Array, y: Float64Array, packed: Float64Array, n: number): void {
  for (let p = 0; p < n; p++) { const i = order[p]; packed[3 * p] = x[i]; packed[3 * p + 1] = y[i]; packed[3 * p + 2] = i; }
}

/** placeOf[i]: where agent i sits in cell order. */
export function invertOrder(order: Int32Array, placeOf: Int32Array, n: number): void {
  for (let p = 0; p < n; p++) placeOf[order[p]] = p;
}
