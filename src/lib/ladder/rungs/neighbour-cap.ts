/**
 * Cap the neighbours and exit early (article B step 5). In a packed flock the query returns ever more
 * boids and the loop becomes quadratic again, while a real starling reacts to about half a dozen neighbours. So the
 * query stops as soon as it holds maxBoids boids (the boid itself takes the first place, then the first others
 * within R in index order, as a physics query with a buffer of maxBoids stops when the buffer is full), and a boid
 * that found no one but itself keeps its velocity (the article's early exit). The rules divide by
 * min(count, maxBoids). This changes the model: a boid now follows at most maxBoids − 1 others, and which ones
 * depends on their index, not on how near they are. The tests and the benchmark measure what the flock loses.
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, CHAPTER_SETTINGS, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE,
  SEPARATION_WEIGHT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings
} from '../model';
import { startState } from '../start';

export const DEFAULTS: RungSettings = { ...CHAPTER_SETTINGS, maxBoids: 10 };

/** What the query found (the boid itself not included): neighbour j, its offset x_j − x_i and the squared distance. */
interface Found { j: number[]; dx: number[]; dy: number[]; d2: number[] }

class CappedFlock implements LadderRung {
  readonly name = 'neighbour-cap';
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
  }

  /** The first maxBoids − 1 other boids within the radius, in index order: the scan stops when it has them. */
  private neighbours(i: number): Found {
    const found: Found = { j: [], dx: [], dy: [], d2: [] };
    const x = this.x, y = this.y, n = this.count, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS, max = this.maxOthers;
    let tested = 0;
    for (let j = 0; j < n && found.j.length < max; j++) {
      if (j === i) continue;
      tested++;
      const dx = x[j] - xi, dy = y[j] - yi, d2 = dx * dx + dy * dy;
      if (d2 < R2) { found.j.push(j); found.dx.push(dx); found.dy.push(dy); found.d2.push(d2); }
    }
    this.counters.candidates += tested;
    this.counters.neighbours += found.j.length;
    return found;
  }

  /** Article B's three rules for boid i over itself and its capped neighbours; the new velocity goes to nv[i]. */
  private rules(i: number, nvx: number[], nvy: number[]): void {
    const f = this.neighbours(i), m = f.j.length, vx = this.vx, vy = this.vy;
    // Early exit: no one but itself, the velocity stays.
    if (m === 0) { nvx.push(vx[i]); nvy.push(vy[i]); return; }
    const count = m + 1, V2 = MAX_SPEED * MAX_SPEED, S2 = SEPARATION_DISTANCE * SEPARATION_DISTANCE;

    // Cohesion: toward the mean position of itself and its neighbours.
    let cx = 0, cy = 0;
    for (let k = 0; k < m; k++) { cx += f.dx[k]; cy += f.dy[k]; }
    cx = cx / count; cy = cy / count;
    let l2 = cx * cx + cy * cy;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); cx *= s; cy *= s; }

    // Separation: the mean of (x_i − x_j)/|x_i − x_j|² over the neighbours closer than d_s.
    let sx = 0, sy = 0, close = 0;
    for (let k = 0; k < m; k++) {
      const d2 = f.d2[k];
      if (!(d2 < S2 && d2 > 0)) continue;
      const w = -1 / d2;
      sx += f.dx[k] * w; sy += f.dy[k] * w; close++;
    }
    if (close > 0) {
      sx = sx / close; sy = sy / close;
      l2 = sx * sx + sy * sy;
      if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); sx *= s; sy *= s; }
    }

    // Alignment: the mean velocity of itself and its neighbours.
    let ax = vx[i], ay = vy[i];
    for (let k = 0; k < m; k++) { ax += vx[f.j[k]]; ay += vy[f.j[k]]; }
    ax = ax / count; ay = ay / count;
    l2 = ax * ax + ay * ay;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); ax *= s; ay *= s; }

    let ux = cx * COHESION_WEIGHT + sx * SEPARATION_WEIGHT + ax * ALIGNMENT_WEIGHT;
    let uy = cy * COHESION_WEIGHT + sy * SEPARATION_WEIGHT + ay * ALIGNMENT_WEIGHT;
    l2 = ux * ux + uy * uy;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); ux *= s; uy *= s; }
    nvx.push(ux); nvy.push(uy);
  }

  step(): void {
    const c = this.counters, n = this.count, x = this.x, y = this.y, vx = this.vx, vy = this.vy;
    c.candidates = 0; c.neighbours = 0; c.updated = 0;

    // The boids whose tick has come rebuild their velocity, all from the same frame's positions and velocities.
    const frame = this.steps % this.frames;
    const due: number[] = [], nvx: number[] = [], nvy: number[] = [];
    for (let i = 0; i < n; i++) {
      if (this.slot[i] === frame) { due.push(i); this.rules(i, nvx, nvy); }
    }
    for (let k = 0; k < due.length; k++) { vx[due[k]] = nvx[k]; vy[due[k]] = nvy[k]; }
    c.updated = due.length;

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
    const found = this.neighbours(k).j;
    Object.assign(this.counters, saved);
    return found;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    x.set(this.x); y.set(this.y); vx.set(this.vx); vy.set(this.vy);
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new CappedFlock(n, seed, settings);
