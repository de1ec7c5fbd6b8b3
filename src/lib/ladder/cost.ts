/**
 * About how long one frame of a rung takes at N, before anything is built: so a lesson runs a heavy rung in a worker,
 * never starts one whose frame would take many seconds, and says why an N is out of reach. Every rung's catalogue
 * entry carries its cost (the Node run's constants, rounded: docs/measurements.md, "The ladder's benchmark"); a
 * browser is within a small factor of them, which is all a placement needs. Nothing here is a claim about speed; the
 * lessons measure that live.
 */
import type { LadderEntry, RungEntry } from './catalogue';
import { tickFrames, type RungSettings } from './model';

/** A tree's query descends log₂ N levels; its constant was measured at about 8k boids (2¹³). */
const treeFactor = (n: number) => Math.max(1, Math.log2(n) / 13);

/** Estimated milliseconds of one frame (the mean over a tick) of `entry` with n boids. */
export function estimateFrameMs(entry: LadderEntry, n: number, settings: Partial<RungSettings> = {}): number {
  const { cost } = entry;
  if (cost.per === 'boid') return (n * cost.ns * (searchOf(entry) === 'tree' ? treeFactor(n) : 1)) / 1e6;
  // All pairs: the boids due this frame each test the other n − 1; a neighbour cap's early exit tests about half.
  const s = settingsOf(entry, settings);
  const due = n / tickFrames(s.tick);
  const capped = s.maxBoids > 0 ? 0.55 : 1;
  return (due * (n - 1) * capped * cost.ns) / 1e6;
}

/**
 * The worst single frame: a rung whose boids all rebuild on one frame (a tick without a random phase) does a whole
 * tick's work then. This is what can freeze a page.
 */
export function estimateWorstFrameMs(entry: LadderEntry, n: number, settings: Partial<RungSettings> = {}): number {
  const mean = estimateFrameMs(entry, n, settings);
  if (entry.cost.per === 'boid') return mean;
  const s = settingsOf(entry, settings);
  return s.randomPhase ? mean : mean * tickFrames(s.tick);
}

const searchOf = (e: LadderEntry) => ('search' in e ? e.search : 'grid');

/** A pair cost belongs to a rung that steps (the catalogue's types allow no other), so it has defaults. */
function settingsOf(entry: LadderEntry, settings: Partial<RungSettings>): RungSettings {
  return { ...(entry as RungEntry).defaults, ...settings };
}

/** Above this a frame belongs in a worker (ms; as the engine's placement). */
export const MAIN_THREAD_FRAME_MS = 4;
/** Above this (ms) a lesson does not offer the N at all: a frame would take more than a few seconds. */
export const OUT_OF_REACH_MS = 4000;
