/**
 * No allocation in the loop (article B step 10, and Unity's OverlapSphereNonAlloc). Until now every query
 * returned four fresh arrays grown with push, and every frame grew three more for the new velocities: garbage the
 * collector must sweep, in pauses that land on whichever frame is unlucky. Here the query writes into buffers made
 * once (sized for maxBoids − 1 neighbours) and returns how many it wrote, and the frame's due boids and new
 * velocities go into arrays made once at the start: a step allocates nothing. Same model, same arithmetic in the same
 * order: the trajectories are random-phase's to the last bit. The benchmark measures the allocation per step and the
 * collector's pauses before and after.
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE,
  SEPARATION_WEIGHT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings
} from '../model';
import { startState } from '../start';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10 };

class NoAllocFlock implements LadderRung {
  readonly name = 'no-allocation';
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
  }

  /**
   * The first maxBoids − 1 other boids within the radius, in index order: the scan stops when it has them. They are
   * written into the found buffers; returns how many.
   */
  private neighbours(i: number): number {
    const x = this.x, y = this.y, n = this.count, xi = x[i], yi = y[i], R2 = RADIUS * RADIUS, max = this.maxOthers;
    const J = this.foundJ, DX = this.foundDx, DY = this.foundDy, D2 = this.foundD2;
    let m = 0, tested = 0;
    for (let j = 0; j < n && m < max; j++) {
      if (j === i) continue;
      tested++;
      const dx = x[j] - xi, dy = y[j] - yi, d2 = dx * dx + dy * dy;
      if (d2 < R2) { J[m] = j; DX[m] = dx; DY[m] = dy; D2[m] = d2; m++; }
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
    const m = this.neighbours(k);
    Object.assign(this.counters, saved);
    return Array.from(this.foundJ.subarray(0, m));
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    x.set(this.x); y.set(this.y); vx.set(this.vx); vy.set(this.vy);
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new NoAllocFlock(n, seed, settings);
