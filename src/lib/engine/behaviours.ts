/**
 * Scenario behaviour that is not a force: new random targets (article A's wandering), sinks that remove agents
 * who reached an exit (evacuation), and counting lines (flow through a door or a corridor cross-section).
 * Plain data in, counters out; the metrics read the counters.
 */
import type { AgentState } from './state';
import { GOAL_POINT } from './state';
import type { World } from './geometry/world';
import { cosSin } from './math';
import { drawKey, drawUniform, streamId, streamKey } from './keyedRandom';

const WANDER_STREAM = streamId('wander');

/** Waypoints visited in order; within `reach` of the last one the agent takes the `then` goal (state goal fields). */
export interface RouteSpec {
  points: readonly (readonly [number, number])[];
  reach: number;
  then: { goalMode: number; gx: number; gy: number };
}

export interface Behaviours {
  /** Article A: when an agent comes within `reach` of its target it picks a new one uniformly in a disc. */
  wander?: { cx: number; cy: number; radius: number; reach: number };
  /** Axis-aligned rectangles; an agent whose centre enters one is removed and counted as evacuated. */
  sinks?: { x0: number; y0: number; x1: number; y1: number }[];
  /** Counting lines; crossing from the right of (x1,y1)→(x2,y2) to its left counts +1, the other way −1. */
  lines?: { name: string; x1: number; y1: number; x2: number; y2: number }[];
  /** Waypoint routes; an agent with route[i] ≥ 0 heads for waypoint leg[i] of its route. */
  routes?: RouteSpec[];
}

export class BehaviourState {
  /** Simulated times at which agents left through a sink, in order. */
  readonly evacuationTimes: number[] = [];
  /** Per counting line: net crossings, and the times of every crossing (signed by direction). */
  readonly lineNet: number[];
  readonly crossings: { time: number; sign: number }[][];
  readonly initialCount: { value: number } = { value: -1 };
  private readonly direction = new Float64Array(2);

  constructor(readonly spec: Behaviours) {
    this.lineNet = (spec.lines ?? []).map(() => 0);
    this.crossings = (spec.lines ?? []).map(() => []);
  }

  get evacuated(): number {
    return this.evacuationTimes.length;
  }

  /** Time the last agent left, once every agent present at the start has left; else NaN. */
  get evacuationTime(): number {
    return this.initialCount.value > 0 && this.evacuated >= this.initialCount.value ? this.evacuationTimes[this.evacuated - 1] : NaN;
  }

  /** A new target uniform in the wander disc for agent i, keyed on its id and the tick (see keyedRandom.ts). */
  pickTarget(key: number, tick: number, s: AgentState, i: number): void {
    const w = this.spec.wander!, draws = drawKey(key, s.id[i], tick), r = w.radius * Math.sqrt(drawUniform(draws, 0));
    cosSin(2 * Math.PI * drawUniform(draws, 1) - Math.PI, this.direction);
    s.gx[i] = w.cx + r * this.direction[0]; s.gy[i] = w.cy + r * this.direction[1]; s.goalMode[i] = GOAL_POINT;
  }
}

interface Host {
  readonly state: AgentState;
  readonly seed: number;
  readonly ticks: number;
  readonly time: number;
  readonly world: World;
  readonly behaviours: BehaviourState;
}

export function applyBehaviours(sim: Host, prev: { px: Float64Array; py: Float64Array }): void {
  const b = sim.behaviours, s = sim.state, spec = b.spec;
  if (b.initialCount.value < 0) b.initialCount.value = s.count;

  const lines = spec.lines;
  if (lines && lines.length > 0) {
    const halfW = 0.5 * sim.world.width, halfH = 0.5 * sim.world.height;
    for (let k = 0; k < lines.length; k++) {
      const L = lines[k], ex = L.x2 - L.x1, ey = L.y2 - L.y1;
      for (let i = 0; i < s.count; i++) {
        const ax = prev.px[i], ay = prev.py[i], bx = s.x[i], by = s.y[i];
        // A wrap across a periodic edge is not a crossing.
        if (Math.abs(bx - ax) > halfW || Math.abs(by - ay) > halfH) continue;
        const sa = ex * (ay - L.y1) - ey * (ax - L.x1), sb = ex * (by - L.y1) - ey * (bx - L.x1);
        if ((sa > 0) === (sb > 0) || sa === sb) continue;
        // The crossing point must lie on the segment.
        const t = sa / (sa - sb), cx = ax + t * (bx - ax) - L.x1, cy = ay + t * (by - ay) - L.y1;
        const u = (cx * ex + cy * ey) / (ex * ex + ey * ey);
        if (u < 0 || u > 1) continue;
        const sign = sb > 0 ? 1 : -1; // into the left side (positive cross product) counts +1
        b.lineNet[k] += sign;
        b.crossings[k].push({ time: sim.time, sign });
      }
    }
  }

  const sinks = spec.sinks;
  if (sinks && sinks.length > 0) {
    for (let i = s.count - 1; i >= 0; i--) {
      const x = s.x[i], y = s.y[i];
      for (const r of sinks) {
        if (x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1) {
          b.evacuationTimes.push(sim.time);
          s.remove(i);
          // Keep the previous positions aligned with the swapped-in agent.
          prev.px[i] = prev.px[s.count]; prev.py[i] = prev.py[s.count];
          break;
        }
      }
    }
  }

  const routes = spec.routes;
  if (routes && routes.length > 0) {
    for (let i = 0; i < s.count; i++) {
      const r = s.route[i];
      if (r < 0) continue;
      const route = routes[r], dx = s.gx[i] - s.x[i], dy = s.gy[i] - s.y[i];
      if (dx * dx + dy * dy >= route.reach * route.reach) continue;
      const leg = ++s.leg[i];
      if (leg < route.points.length) { s.gx[i] = route.points[leg][0]; s.gy[i] = route.points[leg][1]; }
      else { s.route[i] = -1; s.goalMode[i] = route.then.goalMode; s.gx[i] = route.then.gx; s.gy[i] = route.then.gy; }
    }
  }

  const w = spec.wander;
  if (w) {
    const r2 = w.reach * w.reach, key = streamKey(sim.seed, WANDER_STREAM);
    for (let i = 0; i < s.count; i++) {
      const dx = s.gx[i] - s.x[i], dy = s.gy[i] - s.y[i];
      if (dx * dx + dy * dy < r2) b.pickTarget(key, sim.ticks, s, i);
    }
  }
}
