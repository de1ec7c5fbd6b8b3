/** The grid's list scan: the neighbour rows of a block of agents, written into a NeighbourList. */
import { interiorRows, type GridScan } from './gridScan';

/**
 * The scan, as a plain function whose first line copies the grid into locals, so that V8 keeps every array in a
 * local (closure variables in a hot loop cost a context load per access). For agents s.from … s.to−1 in index order,
 * candidates (x, y and which agent) are read from the packed cell order, three neighbouring numbers. Entries are
 * appended to s.list after its size. Returns `to`, or the first agent whose worst case (every candidate a neighbour)
 * does not fit: the caller makes room and calls again from there, so the inner loop never checks capacity.
 */
export function scan(s: GridScan): number {
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
