/**
 * The boids themselves sorted by cell, for memory locality, and each cell by id, for the cap: the last CPU rung.
 *
 * Memory order. The uniform grid sorts an index array; a query then reads each candidate through it, from wherever
 * that boid sits in memory, and with N = 100k boids most of those reads miss the cache. Here, every 16 frames, the
 * boids' arrays are copied into cell order (into a second set of arrays, then the two swap), so the boids of a cell
 * sit side by side. In between they stay nearly in that order, since a boid moves at most 0.3 m a frame: the
 * counting sort then writes almost in sequence and a query reads almost contiguous runs. A boid's identity (its
 * place in the start state) travels with it in `id`.
 *
 * Id order. The neighbour cap keeps the maxBoids − 1 lowest identities within R. The uniform grid meets its
 * candidates in cell order, so it tests all of the 3 × 3 cells and keeps a sorted buffer. Here each cell lists its
 * boids in id order, and the boids of one cell, which all search the same 3 × 3 cells, share those cells merged into
 * one list in id order (a block). A query walks the block and stops at the (maxBoids − 1)-th boid within R: nothing
 * to sort, and the rest of the block is never tested. The blocks are made in ../sortedGridBlocks.ts.
 *
 * The same neighbour sets as no-allocation and the uniform grid, read in the same order, so the trajectories are
 * theirs to the last bit. Each loop over all boids is its own small function (see the note above them).
 */
import { BOUNDARY_KICK, DT, MAX_SPEED, RADIUS, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings } from '../model';
import { startState } from '../start';
import { boidRules } from '../boidRules';
import { Blocks, sortCells } from '../sortedGridBlocks';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10 };

/** Frames between moves of the boids into cell order. */
const REORDER_EVERY = 16;
/**
 * The share of boids querying in a frame from which the boids of a cell share a block: a block costs about as much
 * as a few queries, so it pays only when several boids of a cell query together. (Measured at N = 10k: at a fifth
 * of the boids, the chapter's 0.1 s tick, the two ways take the same time.)
 */
export const SHARE_FROM = 0.25;

/** The grid: gx × gy cells of side `cell` (inv = 1/cell) from (x0, y0). */
interface Grid { x0: number; y0: number; cell: number; inv: number; gx: number; gy: number }

/** The per-boid arrays, moved together. */
interface Boids { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array; slot: Int32Array; id: Int32Array }

function boids(n: number): Boids {
  return { x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), slot: new Int32Array(n), id: new Int32Array(n) };
}

class SortedGridFlock implements LadderRung {
  readonly name = 'sorted-grid';
  readonly settings: RungSettings;
  readonly boundaryRadius: number;
  readonly counters: RungCounters = { candidates: 0, neighbours: 0, updated: 0 };
  readonly count: number;
  time = 0;
  steps = 0;
  /** The boids in cell order, and the arrays the next sort writes into. */
  private b: Boids;
  private spare: Boids;
  private readonly frames: number;
  /** Others a boid may follow: maxBoids − 1 (the boid itself is the first of the maxBoids). */
  private readonly maxOthers: number;
  /** The query's answer, written in place: neighbour id, its place q, its offset x_j − x_i, the squared distance. */
  private readonly foundId: Int32Array;
  private readonly foundQ: Int32Array;
  private readonly foundDx: Float64Array;
  private readonly foundDy: Float64Array;
  private readonly foundD2: Float64Array;
  /** This frame's due boids (places) and their new velocities. */
  private readonly due: Int32Array;
  private readonly nvx: Float64Array;
  private readonly nvy: Float64Array;
  /** The grid: gx × gy cells of side `cell` from (x0, y0); cell c holds the boids at places order[cellStart[c] … cellStart[c + 1] − 1], by id. */
  readonly grid: Grid = { x0: 0, y0: 0, cell: RADIUS, inv: 1 / RADIUS, gx: 0, gy: 0 };
  private cellStart = new Int32Array(1);
  private readonly box = new Float64Array(4);
  private readonly cellOf: Int32Array;
  private readonly order: Int32Array;
  /** orderId[k] = the id of the boid at order[k], in the cells a block has put in id order: their sort keys, side by side. */
  private readonly orderId: Int32Array;
  /** The block of the cell being queried: its 3 × 3 cells' boids in id order, with their positions. */
  private readonly blocks: Blocks;
  /** Whether this frame's queries share blocks: when at least SHARE_FROM of the boids query. */
  private shareBlocks = false;

  constructor(n: number, seed: number, settings: Partial<RungSettings>) {
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.frames = tickFrames(this.settings.tick);
    this.maxOthers = this.settings.maxBoids > 0 ? this.settings.maxBoids - 1 : n;
    const s = startState(n, seed, this.settings.start);
    this.count = n;
    this.b = boids(n); this.spare = boids(n);
    this.b.x.set(s.x); this.b.y.set(s.y); this.b.vx.set(s.vx); this.b.vy.set(s.vy);
    for (let i = 0; i < n; i++) { this.b.slot[i] = tickSlot(s.phase[i], this.frames, this.settings.randomPhase); this.b.id[i] = i; }
    const room = Math.max(1, Math.min(this.maxOthers, n));
    this.foundId = new Int32Array(room); this.foundQ = new Int32Array(room);
    this.foundDx = new Float64Array(room); this.foundDy = new Float64Array(room); this.foundD2 = new Float64Array(room);
    this.due = new Int32Array(n); this.nvx = new Float64Array(n); this.nvy = new Float64Array(n);
    this.cellOf = new Int32Array(n); this.order = new Int32Array(n); this.orderId = new Int32Array(n);
    this.blocks = new Blocks(n);
  }

  /** Sorts the boids into cells (counting sort); every REORDER_EVERY frames it also moves them into that order. */
  private sortByCell(reorder = true): void {
    const n = this.count, g = this.grid, box = this.box, b = this.b;
    boundingBox(b.x, b.y, n, box);
    const minX = box[0], maxX = box[1], minY = box[2], maxY = box[3];
    // Cells at least R wide; wider if the boids spread over more than about 4 cells per boid.
    let cell = RADIUS, inv = 1 / cell, gx = Math.floor((maxX - minX) * inv) + 1, gy = Math.floor((maxY - minY) * inv) + 1;
    while (gx * gy > 4 * n + 64) { cell *= 2; inv = 1 / cell; gx = Math.floor((maxX - minX) * inv) + 1; gy = Math.floor((maxY - minY) * inv) + 1; }
    g.x0 = minX; g.y0 = minY; g.cell = cell; g.inv = inv; g.gx = gx; g.gy = gy;
    if (this.cellStart.length < gx * gy + 1) this.cellStart = new Int32Array(2 * (gx * gy + 1));
    this.cellStart.fill(0, 0, gx * gy + 1);
    binByCell(b.x, b.y, n, g, this.cellOf, this.cellStart);
    countingSort(this.cellOf, this.cellStart, this.order, n, gx * gy);
    if (reorder && this.steps % REORDER_EVERY === 0) {
      // Move the boids into cell order. In between, they stay nearly in it (they move little in a few frames), so
      // the sort and the queries read memory nearly in sequence.
      moveInto(this.order, b, this.spare, n);
      this.b = this.spare; this.spare = b;
    }
  }

  /** For a frame whose queries share blocks: every cell in id order, and the blocks of last frame's grid dropped. */
  private prepareBlocks(): void {
    const g = this.grid, b = this.b;
    sortCells(this.order, this.orderId, b.id, this.cellStart, 0, g.gx * g.gy);
    this.blocks.frame(g.gx, g.gy, this.cellStart, this.order, this.orderId, b.id, b.x, b.y);
  }

  /**
   * The maxBoids − 1 other boids with the lowest ids within the radius, from the 3 × 3 cells around the boid at
   * place i, kept sorted by id in the found buffers; returns how many. With many boids querying this frame, the
   * boids of a cell share a block (blockNeighbours); with few, each scans its cells (the uniform grid's query).
   */
  private neighbours(i: number): number {
    if (this.shareBlocks) return this.blockNeighbours(i);
    const { x, y, id } = this.b, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS, max = this.maxOthers;
    const ID = this.foundId, Q = this.foundQ, DX = this.foundDx, DY = this.foundDy, D2 = this.foundD2;
    const g = this.grid, start = this.cellStart, order = this.order;
    // The boid's cell, by the same arithmetic that sorted it.
    const cx = Math.floor((xi - g.x0) * g.inv), cy = Math.floor((yi - g.y0) * g.inv);
    const cx0 = Math.max(cx - 1, 0), cx1 = Math.min(cx + 1, g.gx - 1), cy0 = Math.max(cy - 1, 0), cy1 = Math.min(cy + 1, g.gy - 1);
    let m = 0, tested = 0;
    for (let row = cy0; row <= cy1; row++) {
      // Three cells of a row are one contiguous run of boids.
      for (let k = start[row * g.gx + cx0], ke = start[row * g.gx + cx1 + 1]; k < ke; k++) {
        const q = order[k];
        if (q === i) continue;
        tested++;
        const dx = x[q] - xi, dy = y[q] - yi, d2 = dx * dx + dy * dy, j = id[q];
        if (!(d2 < R2) || (m === max && (max === 0 || j > ID[m - 1]))) continue;
        // Insert in id order; when full, the highest id falls out.
        let p = m < max ? m++ : m - 1;
        while (p > 0 && ID[p - 1] > j) { ID[p] = ID[p - 1]; Q[p] = Q[p - 1]; DX[p] = DX[p - 1]; DY[p] = DY[p - 1]; D2[p] = D2[p - 1]; p--; }
        ID[p] = j; Q[p] = q; DX[p] = dx; DY[p] = dy; D2[p] = d2;
      }
    }
    this.counters.candidates += tested;
    this.counters.neighbours += m;
    return m;
  }

  /** The same answer from the block of the boid's cell, which is in id order (Blocks.nearest). */
  private blockNeighbours(i: number): number {
    const { x, y } = this.b, xi = x[i], yi = y[i], g = this.grid, blocks = this.blocks;
    // The boid's cell, by the same arithmetic that sorted it (| 0: a small integer, passed on unboxed).
    const cx = Math.floor((xi - g.x0) * g.inv) | 0, cy = Math.floor((yi - g.y0) * g.inv) | 0;
    const m = blocks.nearest(i, cx, cy, this.maxOthers, this.foundId, this.foundQ, this.foundDx, this.foundDy, this.foundD2);
    this.counters.candidates += blocks.tested;
    this.counters.neighbours += m;
    return m;
  }

  /** Article B's three rules (../boidRules.ts) for the boid at place i over itself and its capped neighbours; the new velocity goes to nvx[k], nvy[k]. */
  private rules(i: number, k: number): void {
    const m = this.neighbours(i);
    boidRules(m, i, k, this.b.vx, this.b.vy, this.foundQ, this.foundDx, this.foundDy, this.foundD2, this.nvx, this.nvy);
  }

  step(): void {
    const c = this.counters, n = this.count;
    c.candidates = 0; c.neighbours = 0; c.updated = 0;

    // The boids whose tick has come rebuild their velocity, all from the same frame's positions and velocities.
    // They are taken in cell order, so that the boids of a cell share one block.
    this.sortByCell();
    const { vx, vy, slot } = this.b;
    const frame = this.steps % this.frames, due = this.due, nvx = this.nvx, nvy = this.nvy;
    const m = dueBoids(this.order, slot, n, frame, due);
    this.shareBlocks = m >= SHARE_FROM * n;
    if (this.shareBlocks) this.prepareBlocks();
    for (let k = 0; k < m; k++) this.rules(due[k], k);
    for (let k = 0; k < m; k++) { vx[due[k]] = nvx[k]; vy[due[k]] = nvy[k]; }
    c.updated = m;

    // Every frame: the soft boundary's kick back toward the centre, the speed limit, and the move.
    moveAll(this.b, n, this);
    this.time += DT;
    this.steps++;
  }

  neighbourIds(k: number): number[] {
    const saved = { ...this.counters }, id = this.b.id;
    this.sortByCell(false);
    if (this.shareBlocks) this.prepareBlocks();
    const m = this.neighbours(id.indexOf(k));
    Object.assign(this.counters, saved);
    return Array.from(this.foundId.subarray(0, m));
  }

  get cells(): { x0: number; y0: number; size: number } | null {
    return this.grid.gx > 0 ? { x0: this.grid.x0, y0: this.grid.y0, size: this.grid.cell } : null;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    const b = this.b;
    for (let p = 0; p < this.count; p++) { const k = b.id[p]; x[k] = b.x[p]; y[k] = b.y[p]; vx[k] = b.vx[p]; vy[k] = b.vy[p]; }
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new SortedGridFlock(n, seed, settings);

// Each loop over all boids is its own small function of typed arrays. V8 compiles a long loop while it runs (on-stack
// replacement); in one big method, the code after that loop has not run yet and the compiled method falls back to
// the interpreter when it gets there, every frame. Small functions are compiled one by one, and stay compiled.

/** Lowest and highest x and y, into box = [minX, maxX, minY, maxY]. */
function boundingBox(x: Float64Array, y: Float64Array, n: number, box: Float64Array): void {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    if (x[i] < minX) minX = x[i]; if (x[i] > maxX) maxX = x[i];
    if (y[i] < minY) minY = y[i]; if (y[i] > maxY) maxY = y[i];
  }
  box[0] = minX; box[1] = maxX; box[2] = minY; box[3] = maxY;
}

/**
 * The cell of every boid, and how many boids each cell holds, counted into start[c + 1] (zeroed before). The grid
 * comes as an object: a double passed to a function V8 does not inline is boxed, a small allocation every frame.
 */
function binByCell(x: Float64Array, y: Float64Array, n: number, g: Grid, cellOf: Int32Array, start: Int32Array): void {
  const minX = g.x0, minY = g.y0, inv = g.inv, gx = g.gx;
  for (let i = 0; i < n; i++) {
    const c = Math.floor((y[i] - minY) * inv) * gx + Math.floor((x[i] - minX) * inv);
    cellOf[i] = c; start[c + 1]++;
  }
}

/** Counting sort: order[p] = the boid at sorted place p; cell c is places start[c] … start[c + 1] − 1. */
function countingSort(cellOf: Int32Array, start: Int32Array, order: Int32Array, n: number, cells: number): void {
  for (let c = 0; c < cells; c++) start[c + 1] += start[c];
  // Place each boid at its cell's next free place; start[c] runs up to the end of cell c and is moved back after.
  for (let i = 0; i < n; i++) order[start[cellOf[i]]++] = i;
  for (let c = cells; c > 0; c--) start[c] = start[c - 1];
  start[0] = 0;
}

/** Copies the boids into `to` in the given order; afterwards the order is the identity. */
function moveInto(order: Int32Array, from: Boids, to: Boids, n: number): void {
  const fx = from.x, fy = from.y, fvx = from.vx, fvy = from.vy, fslot = from.slot, fid = from.id;
  const tx = to.x, ty = to.y, tvx = to.vx, tvy = to.vy, tslot = to.slot, tid = to.id;
  for (let p = 0; p < n; p++) {
    const i = order[p];
    tx[p] = fx[i]; ty[p] = fy[i]; tvx[p] = fvx[i]; tvy[p] = fvy[i]; tslot[p] = fslot[i]; tid[p] = fid[i];
    order[p] = p;
  }
}

/** The places of the boids whose tick slot is this frame, in cell order, into due; returns how many. */
function dueBoids(order: Int32Array, slot: Int32Array, n: number, frame: number, due: Int32Array): number {
  let m = 0;
  for (let k = 0; k < n; k++) { const i = order[k]; if (slot[i] === frame) due[m++] = i; }
  return m;
}

/** The soft boundary's kick, the speed limit and the move, for every boid. */
function moveAll(b: Boids, n: number, flock: { boundaryRadius: number }): void {
  const x = b.x, y = b.y, vx = b.vx, vy = b.vy, Rb = flock.boundaryRadius, V2 = MAX_SPEED * MAX_SPEED;
  for (let i = 0; i < n; i++) {
    const r = Math.sqrt(x[i] * x[i] + y[i] * y[i]);
    if (r > Rb) { const s = 1 / r; vx[i] -= x[i] * s * BOUNDARY_KICK; vy[i] -= y[i] * s * BOUNDARY_KICK; }
    const l2 = vx[i] * vx[i] + vy[i] * vy[i];
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); vx[i] *= s; vy[i] *= s; }
    x[i] += vx[i] * DT; y[i] += vy[i] * DT;
  }
}
