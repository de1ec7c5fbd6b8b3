/**
 * A uniform grid (cell list), the spatial structure article B leaves for "another article". Every frame
 * the boids are sorted into square cells as wide as the radius R (a counting sort: count per cell, prefix sums,
 * place), so every neighbour of a boid lies in the 3 × 3 cells around its own, and a query tests the few boids there
 * instead of all N: the quadratic wall falls. The cells cover the boids' bounding box, so the grid follows the
 * flock wherever it flies (and grows its cells if the box gets very wide, to keep memory O(N)).
 *
 * The neighbour cap stays what it was: the maxBoids − 1 lowest-index boids within R. The all-pairs scan got those
 * by stopping early; the grid meets its candidates in cell order, so it keeps the lowest indices in a small sorted
 * buffer and must look at every candidate of the 3 × 3 block, but there are few. Same neighbour sets, the rules
 * read them in the same order: the trajectories are no-allocation's to the last bit. (A dense cluster in one cell makes
 * the grid degrade toward all pairs: the counters show it.)
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE,
  SEPARATION_WEIGHT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings
} from '../model';
import { startState } from '../start';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10 };

class GridFlock implements LadderRung {
  readonly name = 'uniform-grid';
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
  /** The grid: gx × gy cells of side `cell` from (x0, y0); cell c holds order[cellStart[c] … cellStart[c + 1] − 1]. */
  readonly grid = { x0: 0, y0: 0, cell: RADIUS, gx: 0, gy: 0 };
  private cellStart = new Int32Array(1);
  private readonly cellOf: Int32Array;
  private readonly order: Int32Array;

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
    this.cellOf = new Int32Array(n); this.order = new Int32Array(n);
  }

  /** Sorts the boids into cells (counting sort). */
  private buildGrid(): void {
    const x = this.x, y = this.y, n = this.count, g = this.grid;
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      if (x[i] < minX) minX = x[i]; if (x[i] > maxX) maxX = x[i];
      if (y[i] < minY) minY = y[i]; if (y[i] > maxY) maxY = y[i];
    }
    // Cells at least R wide; wider if the boids spread over more than about 4 cells per boid.
    let cell = RADIUS, inv = 1 / cell, gx = Math.floor((maxX - minX) * inv) + 1, gy = Math.floor((maxY - minY) * inv) + 1;
    while (gx * gy > 4 * n + 64) { cell *= 2; inv = 1 / cell; gx = Math.floor((maxX - minX) * inv) + 1; gy = Math.floor((maxY - minY) * inv) + 1; }
    g.x0 = minX; g.y0 = minY; g.cell = cell; g.gx = gx; g.gy = gy;
    if (this.cellStart.length < gx * gy + 1) this.cellStart = new Int32Array(2 * (gx * gy + 1));
    const start = this.cellStart, cellOf = this.cellOf, order = this.order;
    start.fill(0, 0, gx * gy + 1);
    for (let i = 0; i < n; i++) {
      const c = Math.floor((y[i] - minY) * inv) * gx + Math.floor((x[i] - minX) * inv);
      cellOf[i] = c; start[c + 1]++;
    }
    for (let c = 0; c < gx * gy; c++) start[c + 1] += start[c];
    // Place each boid at its cell's next free slot; cellStart[c] runs up to the end of cell c and is moved back after.
    for (let i = 0; i < n; i++) order[start[cellOf[i]]++] = i;
    for (let c = gx * gy; c > 0; c--) start[c] = start[c - 1];
    start[0] = 0;
  }

  /**
   * The maxBoids − 1 lowest-index other boids within the radius, from the 3 × 3 cells around boid i, kept sorted by
   * index in the found buffers; returns how many.
   */
  private neighbours(i: number): number {
    const x = this.x, y = this.y, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS, max = this.maxOthers;
    const J = this.foundJ, DX = this.foundDx, DY = this.foundDy, D2 = this.foundD2;
    const g = this.grid, start = this.cellStart, order = this.order;
    const cx = this.cellOf[i] % g.gx, cy = (this.cellOf[i] - cx) / g.gx;
    const cx0 = Math.max(cx - 1, 0), cx1 = Math.min(cx + 1, g.gx - 1), cy0 = Math.max(cy - 1, 0), cy1 = Math.min(cy + 1, g.gy - 1);
    let m = 0, tested = 0;
    for (let row = cy0; row <= cy1; row++) {
      // Three cells of a row are one range of `order`.
      for (let q = start[row * g.gx + cx0], qe = start[row * g.gx + cx1 + 1]; q < qe; q++) {
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

  get cells(): { x0: number; y0: number; size: number } | null {
    return this.grid.gx > 0 ? { x0: this.grid.x0, y0: this.grid.y0, size: this.grid.cell } : null;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    x.set(this.x); y.set(this.y); vx.set(this.vx); vy.set(this.vy);
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new GridFlock(n, seed, settings);
