/**
 * Beside the sorted grid — a hashed grid, for a world without bounds. The uniform grid spans the boids' bounding box, so one
 * boid that strays far away makes it huge (or its cells coarse). A hashed grid needs no box: the cell (⌊x/R⌋, ⌊y/R⌋)
 * of any point, however far, is hashed into one of a fixed number of buckets (a power of two, at least 2N), the
 * boids are counting-sorted by bucket, and a query visits the buckets of its 3 × 3 cells. Cells that share a bucket
 * add a few candidates (the distance test drops them; the counters include them), and a bucket two of the nine
 * cells share is scanned once. Same neighbour sets as the uniform grid, read in the same order: the trajectories are
 * the same (and no-allocation's) to the last bit. It costs more than the uniform grid in this bounded flock: a hash per cell instead of one
 * contiguous run per row.
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE,
  SEPARATION_WEIGHT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings
} from '../model';
import { startState } from '../start';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10 };

class HashedGridFlock implements LadderRung {
  readonly name = 'hashed-grid';
  readonly settings: RungSettings;
  readonly boundaryRadius: number;
  readonly counters: RungCounters = { candidates: 0, neighbours: 0, updated: 0 };
  readonly count: number;
  time = 0;
  steps = 0;
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private readonly vx: Float64Array;
  private readonly vy: Float64Array;
  private readonly slot: Int32Array;
  private readonly frames: number;
  /** Others a boid may follow: maxBoids − 1 (the boid itself is the first of the maxBoids). */
  private readonly maxOthers: number;
  /** The query's answer, written in place: neighbour j, its offset x_j − x_i, the squared distance. */
  private readonly foundJ: Int32Array;
  private readonly foundDx: Float64Array;
  private readonly foundDy: Float64Array;
  private readonly foundD2: Float64Array;
  /** This frame's due boids and their new velocities. */
  private readonly due: Int32Array;
  private readonly nvx: Float64Array;
  private readonly nvy: Float64Array;
  /** Buckets: a power of two ≥ 2N; bucket h holds order[bucketStart[h] … bucketStart[h + 1] − 1]. */
  private readonly buckets: number;
  private readonly bucketStart: Int32Array;
  private readonly bucketOf: Int32Array;
  private readonly order: Int32Array;
  /** The buckets a query has visited (at most 9). */
  private readonly visited = new Int32Array(9);

  constructor(n: number, seed: number, settings: Partial<RungSettings>) {
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.frames = tickFrames(this.settings.tick);
    this.maxOthers = this.settings.maxBoids > 0 ? this.settings.maxBoids - 1 : n;
    const s = startState(n, seed, this.settings.start);
    this.count = n;
    this.x = s.x; this.y = s.y; this.vx = s.vx; this.vy = s.vy;
    this.slot = new Int32Array(n);
    for (let i = 0; i < n; i++) this.slot[i] = tickSlot(s.phase[i], this.frames, this.settings.randomPhase);
    const room = Math.max(1, Math.min(this.maxOthers, n));
    this.foundJ = new Int32Array(room); this.foundDx = new Float64Array(room); this.foundDy = new Float64Array(room); this.foundD2 = new Float64Array(room);
    this.due = new Int32Array(n); this.nvx = new Float64Array(n); this.nvy = new Float64Array(n);
    let buckets = 16;
    while (buckets < 2 * n) buckets *= 2;
    this.buckets = buckets;
    this.bucketStart = new Int32Array(buckets + 1); this.bucketOf = new Int32Array(n); this.order = new Int32Array(n);
  }

  /** The bucket of cell (cx, cy): a multiplicative hash of both coordinates. */
  private bucket(cx: number, cy: number): number {
    return (Math.imul(cx, 0x9e3779b1) ^ Math.imul(cy, 0x85ebca77)) & (this.buckets - 1);
  }

  /** Sorts the boids into buckets (counting sort). No bounding box: any coordinate has a cell. */
  private buildGrid(): void {
    const x = this.x, y = this.y, n = this.count, inv = 1 / RADIUS, B = this.buckets;
    const start = this.bucketStart, bucketOf = this.bucketOf, order = this.order;
    start.fill(0);
    for (let i = 0; i < n; i++) {
      const h = this.bucket(Math.floor(x[i] * inv), Math.floor(y[i] * inv));
      bucketOf[i] = h; start[h + 1]++;
    }
    for (let h = 0; h < B; h++) start[h + 1] += start[h];
    // Place each boid at its bucket's next free slot; bucketStart[h] runs up to the end of bucket h and is moved back after.
    for (let i = 0; i < n; i++) order[start[bucketOf[i]]++] = i;
    for (let h = B; h > 0; h--) start[h] = start[h - 1];
    start[0] = 0;
  }

  /**
   * The maxBoids − 1 lowest-index other boids within the radius, from the buckets of the 3 × 3 cells around boid i,
   * kept sorted by index in the found buffers; returns how many.
   */
  private neighbours(i: number): number {
    const x = this.x, y = this.y, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS, max = this.maxOthers;
    const J = this.foundJ, DX = this.foundDx, DY = this.foundDy, D2 = this.foundD2;
    const start = this.bucketStart, order = this.order, visited = this.visited, inv = 1 / RADIUS;
    const cx = Math.floor(xi * inv), cy = Math.floor(yi * inv);
    let m = 0, tested = 0, seen = 0;
    for (let oy = -1; oy <= 1; oy++) {
      for (let ox = -1; ox <= 1; ox++) {
        const h = this.bucket(cx + ox, cy + oy);
        let again = false;
        for (let v = 0; v < seen; v++) if (visited[v] === h) again = true;
        if (again) continue;
        visited[seen++] = h;
        for (let q = start[h], qe = start[h + 1]; q < qe; q++) {
          const j = order[q];
          if (j === i) continue;
          tested++;
          const dx = x[j] - xi, dy = y[j] - yi, d2 = dx * dx + dy * dy;
          if (!(d2 < R2) || (m === max && (max === 0 || j > J[m - 1]))) continue;
          // Insert j in index order; when full, the highest index falls out.
          let p = m < max ? m++ : m - 1;
          while (p > 0 && J[p - 1] > j) { J[p] = J[p - 1]; DX[p] = DX[p - 1]; DY[p] = DY[p - 1]; D2[p] = D2[p - 1]; p--; }
          J[p] = j; DX[p] = dx; DY[p] = dy; D2[p] = d2;
        }
      }
    }
    this.counters.candidates += tested;
    this.counters.neighbours += m;
    return m;
  }

  /** Article B's three rules for boid i over itself and its capped neighbours; the new velocity goes to nvx[k], nvy[k]. */
  private rules(i: number, k: number): void {
    const m = this.neighbours(i), vx = this.vx, vy = this.vy, nvx = this.nvx, nvy = this.nvy;
    const J = this.foundJ, DX = this.foundDx, DY = this.foundDy, D2 = this.foundD2;
    // Early exit: no one but itself, the velocity stays.
    if (m === 0) { nvx[k] = vx[i]; nvy[k] = vy[i]; return; }
    const count = m + 1, V2 = MAX_SPEED * MAX_SPEED, S2 = SEPARATION_DISTANCE * SEPARATION_DISTANCE;

    // Cohesion: toward the mean position of itself and its neighbours.
    let cx = 0, cy = 0;
    for (let e = 0; e < m; e++) { cx += DX[e]; cy += DY[e]; }
    cx = cx / count; cy = cy / count;
    let l2 = cx * cx + cy * cy;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); cx *= s; cy *= s; }

    // Separation: the mean of (x_i − x_j)/|x_i − x_j|² over the neighbours closer than d_s.
    let sx = 0, sy = 0, close = 0;
    for (let e = 0; e < m; e++) {
      const d2 = D2[e];
      if (!(d2 < S2 && d2 > 0)) continue;
      const w = -1 / d2;
      sx += DX[e] * w; sy += DY[e] * w; close++;
    }
    if (close > 0) {
      sx = sx / close; sy = sy / close;
      l2 = sx * sx + sy * sy;
      if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); sx *= s; sy *= s; }
    }

    // Alignment: the mean velocity of itself and its neighbours.
    let ax = vx[i], ay = vy[i];
    for (let e = 0; e < m; e++) { ax += vx[J[e]]; ay += vy[J[e]]; }
    ax = ax / count; ay = ay / count;
    l2 = ax * ax + ay * ay;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); ax *= s; ay *= s; }

    let ux = cx * COHESION_WEIGHT + sx * SEPARATION_WEIGHT + ax * ALIGNMENT_WEIGHT;
    let uy = cy * COHESION_WEIGHT + sy * SEPARATION_WEIGHT + ay * ALIGNMENT_WEIGHT;
    l2 = ux * ux + uy * uy;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); ux *= s; uy *= s; }
    nvx[k] = ux; nvy[k] = uy;
  }

  step(): void {
    const c = this.counters, n = this.count, x = this.x, y = this.y, vx = this.vx, vy = this.vy;
    c.candidates = 0; c.neighbours = 0; c.updated = 0;

    // The boids whose tick has come rebuild their velocity, all from the same frame's positions and velocities.
    this.buildGrid();
    const frame = this.steps % this.frames, slot = this.slot, due = this.due, nvx = this.nvx, nvy = this.nvy;
    let m = 0;
    for (let i = 0; i < n; i++) {
      if (slot[i] === frame) { due[m] = i; this.rules(i, m); m++; }
    }
    for (let k = 0; k < m; k++) { vx[due[k]] = nvx[k]; vy[due[k]] = nvy[k]; }
    c.updated = m;

    // Every frame: the soft boundary's kick back toward the centre, the speed limit, and the move.
    const Rb = this.boundaryRadius, V2 = MAX_SPEED * MAX_SPEED;
    for (let i = 0; i < n; i++) {
      const r = Math.sqrt(x[i] * x[i] + y[i] * y[i]);
      if (r > Rb) { const s = 1 / r; vx[i] -= x[i] * s * BOUNDARY_KICK; vy[i] -= y[i] * s * BOUNDARY_KICK; }
      const l2 = vx[i] * vx[i] + vy[i] * vy[i];
      if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); vx[i] *= s; vy[i] *= s; }
      x[i] += vx[i] * DT; y[i] += vy[i] * DT;
    }
    this.time += DT;
    this.steps++;
  }

  neighbourIds(k: number): number[] {
    const saved = { ...this.counters };
    this.buildGrid();
    const m = this.neighbours(k);
    Object.assign(this.counters, saved);
    return Array.from(this.foundJ.subarray(0, m));
  }

  get cells(): { x0: number; y0: number; size: number } {
    return { x0: 0, y0: 0, size: RADIUS };
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    x.set(this.x); y.set(this.y); vx.set(this.vx); vy.set(this.vy);
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new HashedGridFlock(n, seed, settings);
