/**
 * The sorted grid's shared blocks (rungs/sorted-grid.ts, and the split step's phase B in parallel/phases.ts): the
 * boids of the 3 × 3 cells around a cell, merged into one list in id order, with their positions beside it.
 *
 * Each cell lists its boids in id order (sortCell). A column is three cells of a grid column merged by id, with the
 * boids' positions copied beside them; a block is three neighbouring columns merged by id. The boids are queried
 * cell after cell along each grid row, so a column made for one block serves the next two. Each merge takes three
 * lists in one pass, so a boid is written once per column and once per block.
 * A block changes which boids a query tests, never a number it computes: the query's differences are the uniform
 * grid's, and its answer is the same neighbours in the same order.
 */

import { RADIUS } from './model';

/** An id after every id: it ends each column in the store, so a merge never asks whether a column is used up. */
const LAST = 0x7fffffff;

/** The grid a frame's blocks are made from. */
interface Cells {
  gx: number; gy: number;
  /** Cell c holds the boids at places order[start[c] … start[c + 1] − 1], in id order (sortCells); orderId holds their ids. */
  start: Int32Array; order: Int32Array; orderId: Int32Array;
  /** The boids' ids and positions, by place. */
  id: Int32Array; x: Float64Array; y: Float64Array;
}

/** One owner's block machinery: made once for n boids, then a frame allocates nothing. */
export class Blocks {
  /** The block: the boids of the 3 × 3 cells around `cell`, `length` of them in id order: ids, places, positions. */
  readonly id: Int32Array;
  readonly q: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  length = 0;
  /** The cell the block surrounds (−1: none yet this frame). */
  cell = -1;
  /** How many others the last query tested. */
  tested = 0;
  /** The last query's hits, as places in the block. */
  private readonly hits: Int32Array;
  /**
   * The columns, side by side in one store (ids, places, positions): grid column x in slot x % 3, from place
   * slot · (n + 1), each ended by LAST; slot 3 holds only LAST (an empty column, beyond the grid's edge).
   */
  private readonly sid: Int32Array;
  private readonly sq: Int32Array;
  private readonly sx: Float64Array;
  private readonly sy: Float64Array;
  private readonly slot: number;
  /** The grid column each slot holds (−1: none), for the grid row colRow, and how many boids (slot 3: none). */
  private readonly at = new Int32Array(3).fill(-1);
  private readonly len = new Int32Array(4);
  private colRow = -1;
  private readonly g: Cells = { gx: 0, gy: 0, start: new Int32Array(1), order: new Int32Array(1), orderId: new Int32Array(1), id: new Int32Array(1), x: new Float64Array(1), y: new Float64Array(1) };

  constructor(n: number) {
    this.id = new Int32Array(n); this.q = new Int32Array(n); this.x = new Float64Array(n); this.y = new Float64Array(n);
    this.hits = new Int32Array(n);
    this.slot = n + 1;
    const room = 3 * this.slot + 1;
    this.sid = new Int32Array(room); this.sq = new Int32Array(room); this.sx = new Float64Array(room); this.sy = new Float64Array(room);
    this.sid[3 * this.slot] = LAST;
  }

  /** A new grid, its cells already in id order (sortCells): the blocks of the last one are dropped. */
  frame(gx: number, gy: number, start: Int32Array, order: Int32Array, orderId: Int32Array, id: Int32Array, x: Float64Array, y: Float64Array): void {
    const g = this.g;
    g.gx = gx; g.gy = gy; g.start = start; g.order = order; g.orderId = orderId; g.id = id; g.x = x; g.y = y;
    this.colRow = -1; this.cell = -1;
  }

  /**
   * The boids of the 3 × 3 cells around cell (cx, cy), in id order, into the block: the columns cx − 1, cx and
   * cx + 1 of this row merged. A column made for the cell before in the row is still there.
   */
  around(cx: number, cy: number): void {
    const at = this.at, gx = this.g.gx, x0 = Math.max(cx - 1, 0), x1 = Math.min(cx + 1, gx - 1);
    if (cy !== this.colRow) { at.fill(-1); this.colRow = cy; }
    for (let x = x0; x <= x1; x++) if (at[x % 3] !== x) this.column(x, cy);
    // The columns' slots (3: the empty one, beyond the grid's edge).
    const a = x0 < cx ? x0 % 3 : 3, b = cx % 3, c = x1 > cx ? x1 % 3 : 3, len = this.len, w = this.slot;
    this.length = len[a] + len[b] + len[c];
    mergeColumns(this.sid, this.sq, this.sx, this.sy, a * w, b * w, c * w, this.length, this.id, this.q, this.x, this.y);
    this.cell = cy * gx + cx;
  }

  /**
   * The query of the boid at place i, in cell (cx, cy): up to `max` other boids closer than R,
   * the lowest ids first, from the block of its cell (made here if it is not the last one made). It walks the block
   * in id order and stops at the max-th boid within R, so there is nothing to sort and the rest of the block is never
   * tested. The answer (ids, places, offsets x_j − x_i, squared distances) goes into ID, Q, DX, DY, D2; returns how
   * many. A hit's place in the block is written at the end of the hits, which grow by one only if the boid tested is
   * within R and not the boid itself: no branch that a processor would mispredict on about every other candidate.
   */
  nearest(i: number, cx: number, cy: number, max: number, ID: Int32Array, Q: Int32Array, DX: Float64Array, DY: Float64Array, D2: Float64Array): number {
    // (Only integers and arrays come in: a double passed to a call V8 does not inline is boxed, an allocation.)
    if (cy * this.g.gx + cx !== this.cell) this.around(cx, cy);
    const xi = this.g.x[i], yi = this.g.y[i], r2 = RADIUS * RADIUS, len = this.length, BI = this.id, BQ = this.q, BX = this.x, BY = this.y, H = this.hits;
    let m = 0, k = 0;
    for (; k < len && m < max; k++) {
      const dx = BX[k] - xi, dy = BY[k] - yi;
      H[m] = k;
      m += ((dx * dx + dy * dy < r2) as unknown as number) & ((BQ[k] !== i) as unknown as number);
    }
    // Tested: the k walked, less the boid itself if it was among them (the block is in id order).
    this.tested = k > 0 && BI[k - 1] >= this.g.id[i] ? k - 1 : k;
    // The answer, from the hits: the same differences as the test's, computed again.
    for (let e = 0; e < m; e++) {
      const h = H[e], dx = BX[h] - xi, dy = BY[h] - yi;
      ID[e] = BI[h]; Q[e] = BQ[h]; DX[e] = dx; DY[e] = dy; D2[e] = dx * dx + dy * dy;
    }
    return m;
  }

  /** Grid column x of the row cy: the cells (x, cy − 1), (x, cy), (x, cy + 1) that exist, merged by id into its slot. */
  private column(x: number, cy: number): void {
    const g = this.g, gx = g.gx, start = g.start, y0 = Math.max(cy - 1, 0), y1 = Math.min(cy + 1, g.gy - 1);
    // The cells as runs of the cell order; rows beyond the grid's edge are empty runs.
    const c0 = y0 * gx + x, c1 = c0 + gx, c2 = c1 + gx, rows = y1 - y0 + 1;
    const s = (x % 3) * this.slot, end = mergeCells(g.orderId, g.order, g.x, g.y, start[c0], start[c0 + 1], rows > 1 ? start[c1] : 0, rows > 1 ? start[c1 + 1] : 0,
      rows > 2 ? start[c2] : 0, rows > 2 ? start[c2 + 1] : 0, this.sid, this.sq, this.sx, this.sy, s);
    this.sid[end] = LAST;
    this.len[x % 3] = end - s; this.at[x % 3] = x;
  }
}

/**
 * The boids of cells c0 … c1 − 1 in id order, each cell's places order[start[c] … start[c + 1] − 1] by insertion sort,
 * with their ids beside them in orderId. The boids were moved in this order and the counting sort keeps the order of
 * places within a cell, so only boids that crossed into a cell since the last move are out of place.
 */
export function sortCells(order: Int32Array, orderId: Int32Array, id: Int32Array, start: Int32Array, c0: number, c1: number): void {
  for (let c = c0; c < c1; c++) {
    const s = start[c];
    for (let k = s, e = start[c + 1]; k < e; k++) {
      const q = order[k], j = id[q];
      let p = k;
      while (p > s && orderId[p - 1] > j) { order[p] = order[p - 1]; orderId[p] = orderId[p - 1]; p--; }
      order[p] = q; orderId[p] = j;
    }
  }
}

/**
 * Three runs of the cell order, [a, a1), [b, b1) and [c, c1), each in id order (key), merged by id into the store
 * from place o, with each boid's place and position; returns where the column ends.
 */
function mergeCells(key: Int32Array, order: Int32Array, x: Float64Array, y: Float64Array, a: number, a1: number, b: number, b1: number, c: number, c1: number,
  OI: Int32Array, OQ: Int32Array, OX: Float64Array, OY: Float64Array, o: number): number {
  for (const end = o + (a1 - a) + (b1 - b) + (c1 - c); o < end; o++) {
    const ka = a < a1 ? key[a] : LAST, kb = b < b1 ? key[b] : LAST, kc = c < c1 ? key[c] : LAST;
    const wa = ((ka < kb) as unknown as number) & ((ka < kc) as unknown as number), wb = ((kb < ka) as unknown as number) & ((kb < kc) as unknown as number), wc = 1 - wa - wb;
    const p = (a & (0 - wa)) | (b & (0 - wb)) | (c & (0 - wc)), q = order[p];
    a += wa; b += wb; c += wc;
    OI[o] = key[p]; OQ[o] = q; OX[o] = x[q]; OY[o] = y[q];
  }
  return o;
}

/**
 * Three columns of the store, from places a, b and c (each ended by LAST), `length` boids in all, merged by id into
 * the block. A used-up column's LAST is never the lowest, so the merge needs no test for it.
 */
function mergeColumns(I: Int32Array, Q: Int32Array, X: Float64Array, Y: Float64Array, a: number, b: number, c: number, length: number,
  OI: Int32Array, OQ: Int32Array, OX: Float64Array, OY: Float64Array): void {
  for (let o = 0; o < length; o++) {
    const ka = I[a], kb = I[b], kc = I[c];
    const wa = ((ka < kb) as unknown as number) & ((ka < kc) as unknown as number), wb = ((kb < ka) as unknown as number) & ((kb < kc) as unknown as number), wc = 1 - wa - wb;
    const p = (a & (0 - wa)) | (b & (0 - wb)) | (c & (0 - wc));
    a += wa; b += wb; c += wc;
    OI[o] = I[p]; OQ[o] = Q[p]; OX[o] = X[p]; OY[o] = Y[p];
  }
}
