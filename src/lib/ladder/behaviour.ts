/**
 * What a rung does to the flock, in numbers: the engine's own metrics (polarization, milling, nearest-neighbour
 * distance, mean speed) read from a rung's boids, plus what the ladder adds — how far the flock spreads, how many
 * boids rebuild on one frame (the wave), how much work a frame did. The lesson backend, the tests and the benchmark
 * all measure with these.
 */
import { AgentState, makeWorld, meanNearestNeighbour, meanSpeed, milling, polarization, type World } from '../engine';
import { RADIUS, type LadderRung } from './model';
import { meanNearestNeighbour3d, meanNeighbours3d, meanSpeed3d, milling3d, outside3d, polarization3d, spread3d, type Flock3dArrays } from './behaviour3d';

/**
 * A rung's boids as an engine AgentState (for the engine's metrics), refreshed by `update`; for a flock in space
 * (rung.dims 3) also its z and v_z, and `space` the three coordinates together for the 3-D metrics.
 */
export class FlockSnapshot {
  readonly state: AgentState;
  readonly world: World;
  readonly space: Flock3dArrays | null;
  constructor(readonly rung: LadderRung) {
    const n = rung.count, half = Math.max(30, 1.2 * rung.boundaryRadius);
    this.state = new AgentState(Math.max(1, n));
    for (let i = 0; i < n; i++) this.state.add({ x: 0, y: 0, radius: 0.5, mass: 1, v0: 15 });
    this.world = makeWorld(2 * half, 2 * half, false, false, -half, -half);
    const st = this.state;
    this.space = rung.dims === 3 && rung.readZ ? { n, x: st.x, y: st.y, z: new Float64Array(n), vx: st.vx, vy: st.vy, vz: new Float64Array(n) } : null;
    this.update();
  }

  update(): this {
    const s = this.state;
    this.rung.read(s.x, s.y, s.vx, s.vy);
    if (this.space) this.rung.readZ!(this.space.z as Float64Array, this.space.vz as Float64Array);
    return this;
  }
}

/** Root-mean-square distance from the centre, as a share of the boundary radius. */
export function spread(s: FlockSnapshot): number {
  if (s.space) return spread3d(s.space, s.rung.boundaryRadius);
  const { x, y } = s.state, n = s.state.count;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += x[i] * x[i] + y[i] * y[i];
  return n > 0 ? Math.sqrt(sum / n) / s.rung.boundaryRadius : 0;
}

/** Share of the boids outside the boundary circle. */
export function outside(s: FlockSnapshot): number {
  if (s.space) return outside3d(s.space, s.rung.boundaryRadius);
  const { x, y } = s.state, n = s.state.count, R2 = s.rung.boundaryRadius ** 2;
  let k = 0;
  for (let i = 0; i < n; i++) if (x[i] * x[i] + y[i] * y[i] > R2) k++;
  return n > 0 ? k / n : 0;
}

/** Mean number of other boids within R of a boid (the uncapped neighbourhood size: how packed the flock is). */
export function meanNeighbours(s: FlockSnapshot): number {
  if (s.space) return meanNeighbours3d(s.space, s.rung.neighbourRadius ?? RADIUS);
  const { x, y } = s.state, n = s.state.count, R2 = RADIUS * RADIUS;
  // A cell list of its own (cells R wide), so this costs O(N) however the rung searches.
  const cells = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cx * 1_000_003 + cy;
  for (let i = 0; i < n; i++) {
    const k = key(Math.floor(x[i] / RADIUS), Math.floor(y[i] / RADIUS));
    (cells.get(k) ?? cells.set(k, []).get(k)!).push(i);
  }
  let pairs = 0;
  for (let i = 0; i < n; i++) {
    const cx = Math.floor(x[i] / RADIUS), cy = Math.floor(y[i] / RADIUS);
    for (let ox = -1; ox <= 1; ox++) for (let oy = -1; oy <= 1; oy++) {
      for (const j of cells.get(key(cx + ox, cy + oy)) ?? []) {
        if (j !== i && (x[j] - x[i]) ** 2 + (y[j] - y[i]) ** 2 < R2) pairs++;
      }
    }
  }
  return n > 0 ? pairs / n : 0;
}

/** The flock's state in the numbers the prose quotes. */
export interface FlockStats {
  polarization: number;
  milling: number;
  nearestNeighbour: number;
  meanSpeed: number;
  spread: number;
  outside: number;
  meanNeighbours: number;
}

export function flockStats(rung: LadderRung, snap = new FlockSnapshot(rung)): FlockStats {
  snap.update();
  const st = snap.state, w = snap.world, f = snap.space;
  if (f) {
    return {
      polarization: polarization3d(f), milling: milling3d(f), nearestNeighbour: meanNearestNeighbour3d(f),
      meanSpeed: meanSpeed3d(f), spread: spread(snap), outside: outside(snap), meanNeighbours: meanNeighbours(snap)
    };
  }
  return {
    polarization: polarization(st), milling: milling(st, w), nearestNeighbour: meanNearestNeighbour(st, w, null),
    meanSpeed: meanSpeed(st), spread: spread(snap), outside: outside(snap), meanNeighbours: meanNeighbours(snap)
  };
}

/** How the rule work falls on the frames of a run: the wave of update-less-often and its cure in random-phase. */
export interface WaveStats {
  frames: number;
  /** Share of the boids that rebuilt their velocity, per frame: mean and largest. */
  updatedMean: number;
  updatedMax: number;
  /** Coefficient of variation of that share over the frames (0 = the same on every frame; √(T/Δt − 1) ≈ 9.95 when all rebuild on one frame in 100). */
  updatedCv: number;
  /** Candidate pairs of the busiest frame over those of the mean frame: the frame-time spike, counted rather than timed. */
  workPeak: number;
  /** Mean over frames of the share of boids that turned by more than 5° in that frame: how much of the flock turns at once. */
  turningMean: number;
  /** Largest such share on one frame. */
  turningMax: number;
}

/** Steps a rung `frames` times and records the wave statistics (its flock goes on from where it is). */
export function runWave(rung: LadderRung, frames: number): WaveStats {
  const n = rung.count;
  const vx0 = new Float64Array(n), vy0 = new Float64Array(n), x = new Float64Array(n), y = new Float64Array(n), vx = new Float64Array(n), vy = new Float64Array(n);
  const cos5 = 0.9961946980917455; // cos 5°
  let sum = 0, sum2 = 0, max = 0, work = 0, workMax = 0, turn = 0, turnMax = 0;
  rung.read(x, y, vx0, vy0);
  for (let f = 0; f < frames; f++) {
    rung.step();
    const u = rung.counters.updated / n;
    sum += u; sum2 += u * u; if (u > max) max = u;
    work += rung.counters.candidates; if (rung.counters.candidates > workMax) workMax = rung.counters.candidates;
    rung.read(x, y, vx, vy);
    let turned = 0;
    for (let i = 0; i < n; i++) {
      const a = Math.hypot(vx0[i], vy0[i]), b = Math.hypot(vx[i], vy[i]);
      if (a > 0 && b > 0 && (vx0[i] * vx[i] + vy0[i] * vy[i]) / (a * b) < cos5) turned++;
    }
    turn += turned / n; if (turned / n > turnMax) turnMax = turned / n;
    vx0.set(vx); vy0.set(vy);
  }
  const mean = sum / frames, variance = Math.max(0, sum2 / frames - mean * mean);
  return {
    frames, updatedMean: mean, updatedMax: max, updatedCv: mean > 0 ? Math.sqrt(variance) / mean : 0,
    workPeak: work > 0 ? workMax / (work / frames) : 0, turningMean: turn / frames, turningMax: turnMax
  };
}
