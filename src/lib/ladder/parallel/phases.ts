/**
 * The sorted grid's frame cut into three phases that several threads can share (see rungs/split.ts for why the result is
 * the same to the last bit):
 *
 *   A (one thread):        sort the boids into cells (counting sort) and, every REORDER_EVERY frames, move them into
 *                          cell order in the other boid set;
 *   A′ (every slice):      when many boids query this frame (the sorted grid's SHARE_FROM), put the cells of its share
 *                          of the grid in id order, for the blocks of phase B (skipped otherwise, barrier included);
 *   B (every slice):       the rules for the due boids in its run of the cell order, new velocities into nvx, nvy (by place);
 *   C (every slice):       set those velocities, the boundary's kick, the speed limit and the move, for its places.
 *
 * A′ writes only its own cells' ranges of order and orderId; B reads every boid's position and velocity and writes
 * only nvx, nvy at its own places (and its own block buffers); C writes only its own places. So with a barrier after
 * each phase, the slices never race. The arithmetic is the sorted grid's, line for line (the rules are one function
 * for both, ../boidRules.ts); only where the new velocities wait differs (by place instead of by due index).
 */
import { BOUNDARY_KICK, DT, MAX_SPEED, RADIUS } from '../model';
import { boidRules } from '../boidRules';
import { SHARE_FROM } from '../rungs/sorted-grid';
import { Blocks, sortCells } from '../sortedGridBlocks';
import { CUR, FRAMES, G_CELL, G_GX, G_GY, G_INV, G_X0, G_Y0, MAX_BOIDS, STEPS, current, sliceRange, sliceStart, type BoidSet, type SplitState } from './state';

/** Frames between moves of the boids into cell order (as the sorted grid). */
export const REORDER_EVERY = 16;

/** Phase A: the grid of this frame into st.grid, st.cellStart and st.order; reorders the boids when it is time. */
export function phaseA(st: SplitState, reorder = true): void {
  const n = st.n, g = st.grid, b = current(st);
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  const x = b.x, y = b.y;
  for (let i = 0; i < n; i++) {
    if (x[i] < minX) minX = x[i]; if (x[i] > maxX) maxX = x[i];
    if (y[i] < minY) minY = y[i]; if (y[i] > maxY) maxY = y[i];
  }
  // Cells at least R wide; wider if the boids spread over more than about 4 cells per boid.
  let cell = RADIUS, inv = 1 / cell, gx = Math.floor((maxX - minX) * inv) + 1, gy = Math.floor((maxY - minY) * inv) + 1;
  while (gx * gy > 4 * n + 64) { cell *= 2; inv = 1 / cell; gx = Math.floor((maxX - minX) * inv) + 1; gy = Math.floor((maxY - minY) * inv) + 1; }
  g[G_X0] = minX; g[G_Y0] = minY; g[G_CELL] = cell; g[G_INV] = inv; g[G_GX] = gx; g[G_GY] = gy;
  const start = st.cellStart, cells = gx * gy;
  start.fill(0, 0, cells + 1);
  binByCell(x, y, n, minX, minY, inv, gx, st.cellOf, start);
  countingSort(st.cellOf, start, st.order, n, cells);
  if (reorder && st.ctrl[STEPS] % REORDER_EVERY === 0) {
    moveInto(st.order, b, st.sets[(st.ctrl[CUR] + 1) & 1], n);
    st.ctrl[CUR] = (st.ctrl[CUR] + 1) & 1;
  }
}

function binByCell(x: Float64Array, y: Float64Array, n: number, minX: number, minY: number, inv: number, gx: number, cellOf: Int32Array, start: Int32Array): void {
  for (let i = 0; i < n; i++) {
    const c = Math.floor((y[i] - minY) * inv) * gx + Math.floor((x[i] - minX) * inv);
    cellOf[i] = c; start[c + 1]++;
  }
}

function countingSort(cellOf: Int32Array, start: Int32Array, order: Int32Array, n: number, cells: number): void {
  for (let c = 0; c < cells; c++) start[c + 1] += start[c];
  for (let i = 0; i < n; i++) order[start[cellOf[i]]++] = i;
  for (let c = cells; c > 0; c--) start[c] = start[c - 1];
  start[0] = 0;
}

function moveInto(order: Int32Array, from: BoidSet, to: BoidSet, n: number): void {
  const fx = from.x, fy = from.y, fvx = from.vx, fvy = from.vy, fslot = from.slot, fid = from.id;
  const tx = to.x, ty = to.y, tvx = to.vx, tvy = to.vy, tslot = to.slot, tid = to.id;
  for (let p = 0; p < n; p++) {
    const i = order[p];
    tx[p] = fx[i]; ty[p] = fy[i]; tvx[p] = fvx[i]; tvy[p] = fvy[i]; tslot[p] = fslot[i]; tid[p] = fid[i];
    order[p] = p;
  }
}

/**
 * Whether the boids share blocks on each frame of the tick (1) or query one by one (0): the sorted grid's rule, from
 * how many boids have each tick slot (the same in every thread: slots travel with the boids, their count never changes).
 */
export function shareTable(st: SplitState): Uint8Array {
  const frames = st.ctrl[FRAMES], slot = current(st).slot, count = new Int32Array(frames), share = new Uint8Array(frames);
  for (let i = 0; i < st.n; i++) count[slot[i]]++;
  for (let f = 0; f < frames; f++) share[f] = count[f] >= SHARE_FROM * st.n ? 1 : 0;
  return share;
}

/** One slice's phases A′, B and C, with its own query buffers (made once: a frame allocates nothing). */
export class SliceRunner {
  private readonly lo: number;
  private readonly hi: number;
  private readonly maxOthers: number;
  /** Per frame of the tick: whether this frame shares blocks (see shareTable). */
  readonly share: Uint8Array;
  /** The sorted grid's blocks (../sortedGridBlocks.ts), this slice's own. */
  private readonly blocks: Blocks;
  private shareNow = false;
  private readonly foundId: Int32Array;
  private readonly foundQ: Int32Array;
  private readonly foundDx: Float64Array;
  private readonly foundDy: Float64Array;
  private readonly foundD2: Float64Array;
  /** This slice's counts of the last frame (also written to st.counters for the coordinator). */
  candidates = 0;
  neighbours = 0;
  updated = 0;

  constructor(private readonly st: SplitState, readonly slice: number, private readonly slices: number, private readonly boundaryRadius: number) {
    [this.lo, this.hi] = sliceRange(st.n, slice, slices);
    const maxBoids = st.ctrl[MAX_BOIDS], n = st.n;
    this.maxOthers = maxBoids > 0 ? maxBoids - 1 : n;
    const room = Math.max(1, Math.min(this.maxOthers, n));
    this.foundId = new Int32Array(room); this.foundQ = new Int32Array(room);
    this.foundDx = new Float64Array(room); this.foundDy = new Float64Array(room); this.foundD2 = new Float64Array(room);
    this.share = shareTable(st);
    this.blocks = new Blocks(n);
  }

  /** Whether this frame shares blocks (then every thread runs phase A′ and its barrier). */
  sharesNow(): boolean {
    const st = this.st;
    return this.share[st.ctrl[STEPS] % st.ctrl[FRAMES]] === 1;
  }

  /** Phase A′: this slice's share of the cells, each in id order with its ids in orderId. */
  sortCells(): void {
    const st = this.st, g = st.grid, cells = (g[G_GX] * g[G_GY]) | 0, start = st.cellStart, id = current(st).id;
    // This slice's share of the cells, as whole numbers (sliceStart, not sliceRange: a frame allocates nothing).
    sortCells(st.order, st.orderId, id, start, sliceStart(cells, this.slice, this.slices), sliceStart(cells, this.slice + 1, this.slices));
  }

  /** Phase B: the rules for this slice's due boids, from the positions and velocities at the start of the frame. */
  phaseB(): void {
    const st = this.st, b = current(st), slot = b.slot, frame = st.ctrl[STEPS] % st.ctrl[FRAMES];
    this.candidates = 0; this.neighbours = 0; this.updated = 0;
    this.shareNow = this.share[frame] === 1;
    // This frame's grid, its cells put in id order in phase A′.
    const g = st.grid;
    this.blocks.frame(g[G_GX] | 0, g[G_GY] | 0, st.cellStart, st.order, st.orderId, b.id, b.x, b.y);
    // The due boids of this slice's run of the cell order, so that the boids of a cell come together and share a block.
    const order = st.order;
    for (let k = this.lo; k < this.hi; k++) { const p = order[k]; if (slot[p] === frame) { this.rules(b, p); this.updated++; } }
    const c = st.counters, k = 3 * this.slice;
    c[k] = this.candidates; c[k + 1] = this.neighbours; c[k + 2] = this.updated;
  }

  /** Phase C: the due boids take their new velocities; every boid of the slice is kicked, clamped and moved. */
  phaseC(): void {
    const st = this.st, b = current(st), frame = st.ctrl[STEPS] % st.ctrl[FRAMES];
    const x = b.x, y = b.y, vx = b.vx, vy = b.vy, slot = b.slot, nvx = st.nvx, nvy = st.nvy;
    const Rb = this.boundaryRadius, V2 = MAX_SPEED * MAX_SPEED;
    for (let i = this.lo; i < this.hi; i++) {
      if (slot[i] === frame) { vx[i] = nvx[i]; vy[i] = nvy[i]; }
      const r = Math.sqrt(x[i] * x[i] + y[i] * y[i]);
      if (r > Rb) { const s = 1 / r; vx[i] -= x[i] * s * BOUNDARY_KICK; vy[i] -= y[i] * s * BOUNDARY_KICK; }
      const l2 = vx[i] * vx[i] + vy[i] * vy[i];
      if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); vx[i] *= s; vy[i] *= s; }
      x[i] += vx[i] * DT; y[i] += vy[i] * DT;
    }
  }

  /** The capped neighbours of the boid at place i, one boid at a time (the sorted grid's query); returns how many, in the found buffers. */
  query(b: BoidSet, i: number): number {
    const x = b.x, y = b.y, id = b.id, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS, max = this.maxOthers;
    const ID = this.foundId, Q = this.foundQ, DX = this.foundDx, DY = this.foundDy, D2 = this.foundD2;
    const g = this.st.grid, start = this.st.cellStart, order = this.st.order;
    const x0 = g[G_X0], y0 = g[G_Y0], inv = g[G_INV], gx = g[G_GX], gy = g[G_GY];
    const cx = Math.floor((xi - x0) * inv), cy = Math.floor((yi - y0) * inv);
    const cx0 = Math.max(cx - 1, 0), cx1 = Math.min(cx + 1, gx - 1), cy0 = Math.max(cy - 1, 0), cy1 = Math.min(cy + 1, gy - 1);
    let m = 0, tested = 0;
    for (let row = cy0; row <= cy1; row++) {
      for (let k = start[row * gx + cx0], ke = start[row * gx + cx1 + 1]; k < ke; k++) {
        const q = order[k];
        if (q === i) continue;
        tested++;
        const dx = x[q] - xi, dy = y[q] - yi, d2 = dx * dx + dy * dy, j = id[q];
        if (!(d2 < R2) || (m === max && (max === 0 || j > ID[m - 1]))) continue;
        let p = m < max ? m++ : m - 1;
        while (p > 0 && ID[p - 1] > j) { ID[p] = ID[p - 1]; Q[p] = Q[p - 1]; DX[p] = DX[p - 1]; DY[p] = DY[p - 1]; D2[p] = D2[p - 1]; p--; }
        ID[p] = j; Q[p] = q; DX[p] = dx; DY[p] = dy; D2[p] = d2;
      }
    }
    this.candidates += tested;
    this.neighbours += m;
    return m;
  }

  /** The same answer from the block of the boid's cell (the sorted grid's blockNeighbours). */
  private blockQuery(b: BoidSet, i: number): number {
    const xi = b.x[i], yi = b.y[i], g = this.st.grid, blocks = this.blocks;
    const cx = Math.floor((xi - g[G_X0]) * g[G_INV]) | 0, cy = Math.floor((yi - g[G_Y0]) * g[G_INV]) | 0;
    const m = blocks.nearest(i, cx, cy, this.maxOthers, this.foundId, this.foundQ, this.foundDx, this.foundDy, this.foundD2);
    this.candidates += blocks.tested;
    this.neighbours += m;
    return m;
  }

  /** The ids found by the last query (for neighbourIds). */
  found(m: number): number[] {
    return Array.from(this.foundId.subarray(0, m));
  }

  /** Article B's three rules (../boidRules.ts, the sorted grid's own) for the boid at place i; the new velocity into nvx[i], nvy[i]. */
  private rules(b: BoidSet, i: number): void {
    const m = this.shareNow ? this.blockQuery(b, i) : this.query(b, i), st = this.st;
    boidRules(m, i, i, b.vx, b.vy, this.foundQ, this.foundDx, this.foundDy, this.foundD2, st.nvx, st.nvy);
  }
}

/** After C: the frame is done (phase A's thread only). */
export function endFrame(st: SplitState): void {
  st.ctrl[STEPS]++;
}
