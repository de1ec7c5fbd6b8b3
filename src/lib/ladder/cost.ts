/**
 * About how long one frame of a rung takes at N, before anything is built: so a lesson runs a heavy rung in a worker,
 * never starts one whose frame would take many seconds, and says why an N is out of reach. The constants are the
 * Node run's (docs/measurements.md, "The ladder's benchmark"), rounded: a browser is within a small factor of them, which is all
 * a placement needs. Nothing here is a claim about speed; the lessons measure that live.
 */
import type { RungEntry } from './catalogue';
import { tickFrames, type RungSettings } from './model';

/** Nanoseconds per candidate pair of the all-pairs rungs (rung 0: objects; 1–2: a vector per pair; 3+: typed arrays). */
const NS_PER_PAIR: Record<number, number> = { 0: 7, 1: 17, 2: 15, 3: 2 };
/** Nanoseconds per boid and frame of the indexed rungs (their cost is linear in N, or N log N for the trees). */
const NS_PER_BOID: Record<string, number> = {
  'rung09-uniform-grid': 31,
  'rung10-sorted-grid': 30,
  'rung10-hashed-grid': 46,
  'rung10-quadtree': 1340,
  'rung10-kd-tree': 230,
  // In one thread (the catalogue's rung runs its slices one after the other): rung 10's cost.
  'rung11-split': 30
};

/** Estimated milliseconds of one frame (the mean over a tick) of `entry` with n boids. */
export function estimateFrameMs(entry: RungEntry, n: number, settings: Partial<RungSettings> = {}): number {
  const s = { ...entry.defaults, ...settings };
  const perBoid = NS_PER_BOID[entry.name];
  if (perBoid !== undefined) return (n * perBoid * (entry.search === 'tree' ? Math.max(1, Math.log2(n) / 13) : 1)) / 1e6;
  // All pairs: the boids due this frame each test the other n − 1; a neighbour cap's early exit tests about half.
  const due = n / tickFrames(s.tick);
  const capped = s.maxBoids > 0 ? 0.55 : 1;
  return (due * (n - 1) * capped * (NS_PER_PAIR[Math.min(entry.rung, 3)] ?? 2)) / 1e6;
}

/**
 * The worst single frame: a rung whose boids all rebuild on one frame (a tick without a random phase) does a whole
 * tick's work then. This is what can freeze a page.
 */
export function estimateWorstFrameMs(entry: RungEntry, n: number, settings: Partial<RungSettings> = {}): number {
  const s = { ...entry.defaults, ...settings };
  const mean = estimateFrameMs(entry, n, s);
  return s.randomPhase || NS_PER_BOID[entry.name] !== undefined ? mean : mean * tickFrames(s.tick);
}

/** Above this a frame belongs in a worker (ms; as the engine's placement). */
export const MAIN_THREAD_FRAME_MS = 4;
/** Above this (ms) a lesson does not offer the N at all: a frame would take more than a few seconds. */
export const OUT_OF_REACH_MS = 4000;
