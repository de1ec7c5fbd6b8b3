/**
 * Flat typed arrays instead of objects (the web's version of article B step 4, caching the transform and
 * component look-ups). Positions and velocities live in one Float64Array per coordinate (structure of arrays), the
 * rules read plain numbers, and no vector object is made per pair: the loop over candidates reads two contiguous
 * arrays and does four multiplications. What is left of squared-distance's habits: the query still returns its answer in
 * fresh arrays grown with push (as Unity's Physics.OverlapSphere returns a new array), and the new velocities are
 * collected in arrays grown every frame — no-allocation removes both. Same model and same arithmetic as
 * squared-distance, in the same order: the trajectories are the same to the last bit.
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, CHAPTER_SETTINGS, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE,
  SEPARATION_WEIGHT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings
} from '../model';
import { startState } from '../start';

export const DEFAULTS: RungSettings = { ...CHAPTER_SETTINGS };

/** What the query found: neighbour j, its offset x_j − x_i and the squared distance, one array each. */
interface Found { j: number[]; dx: number[]; dy: number[]; d2: number[] }

class TypedArrayFlock implements LadderRung {
  readonly name = 'typed-arrays';
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

  constructor(n: number, seed: number, settings: Partial<RungSettings>) {
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.frames = tickFrames(this.settings.tick);
    const s = startState(n, seed, this.settings.start);
    this.count = n;
    this.x = s.x; this.y = s.y; this.vx = s.vx; this.vy = s.vy;
    this.slot = new Int32Array(n);
    for (let i = 0; i < n; i++) this.slot[i] = tickSlot(s.phase[i], this.frames, this.settings.randomPhase);
  }

  /** Every boid within the radius, this one included, with offsets and squared distances. */
  private neighbours(i: number): Found {
    const found: Found = { j: [], dx: [], dy: [], d2: [] };
    const x = this.x, y = this.y, n = this.count, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS;
    for (let j = 0; j < n; j++) {
      const dx = x[j] - xi, dy = y[j] - yi, d2 = dx * dx + dy * dy;
      if (d2 < R2) { found.j.push(j); found.dx.push(dx); found.dy.push(dy); found.d2.push(d2); }
    }
    this.counters.candidates += n - 1;
    this.counters.neighbours += found.j.length - 1;
    return found;
  }

  /** Article B's three rules for boid i; the new velocity is appended to nvx, nvy. */
  private rules(i: number, nvx: number[], nvy: number[]): void {
    const f = this.neighbours(i), m = f.j.length, vx = this.vx, vy = this.vy;
    const V2 = MAX_SPEED * MAX_SPEED, S2 = SEPARATION_DISTANCE * SEPARATION_DISTANCE;

    // Cohesion: toward the mean position of the neighbours, itself included.
    let cx = 0, cy = 0;
    for (let k = 0; k < m; k++) { cx += f.dx[k]; cy += f.dy[k]; }
    cx = cx / m; cy = cy / m;
    let l2 = cx * cx + cy * cy;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); cx *= s; cy *= s; }

    // Separation: the mean of (x_i − x_j)/|x_i − x_j|² over the neighbours closer than d_s.
    let sx = 0, sy = 0, close = 0;
    for (let k = 0; k < m; k++) {
      const d2 = f.d2[k];
      if (f.j[k] === i || !(d2 < S2 && d2 > 0)) continue;
      const w = -1 / d2;
      sx += f.dx[k] * w; sy += f.dy[k] * w; close++;
    }
    if (close > 0) {
      sx = sx / close; sy = sy / close;
      l2 = sx * sx + sy * sy;
      if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); sx *= s; sy *= s; }
    }

    // Alignment: the mean velocity of the neighbours, itself included.
    let ax = 0, ay = 0;
    for (let k = 0; k < m; k++) { ax += vx[f.j[k]]; ay += vy[f.j[k]]; }
    ax = ax / m; ay = ay / m;
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
    const found = this.neighbours(k).j.filter((j) => j !== k);
    Object.assign(this.counters, saved);
    return found;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    x.set(this.x); y.set(this.y); vx.set(this.vx); vy.set(this.vy);
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new TypedArrayFlock(n, seed, settings);
