/**
 * A number a lesson states about what a rung does, as data (as the chapters' claims): one object backs a sentence,
 * a multi-seed unit test (tests/unit/ladder/claims.test.ts) and, with `ask`, a "predict, then check" question whose
 * experiment runs in the reader's browser (a worker runs `measureLadderClaim`, the very function the test runs).
 *
 * Two kinds. A *flock* claim measures a statistic of the flock or of its work (FlockStats, WaveStats) after `frames`
 * frames — of one rung, or compared with the rung before it (a difference or a ratio): deterministic, so the test
 * checks it over seeds. A *speed* claim asks how much faster a rung steps than another at N: that is timed on the
 * reader's machine, so its answer is the reader's measurement, and no test asserts a time (the benchmark reports
 * them); the test checks only that its choices cover every possible ratio.
 */
import type { Ask, Range } from '../claims';
import type { RendererKind } from './rendererKind';
import { flockStats, runWave, type FlockStats, type WaveStats } from './behaviour';
import { rungByName, type RungName } from './catalogue';
import type { RungSettings } from './model';

/**
 * The flock's and the work's statistics; 'candidatesPerBoid' is the distance tests per boid and frame, averaged over
 * the frames (the cost a rung's search pays, counted rather than timed).
 */
export type FlockStat = keyof FlockStats | Exclude<keyof WaveStats, 'frames'> | 'candidatesPerBoid';

interface ClaimBase {
  /** Unique in the book: 'ladder/<lesson>/<what>'. */
  id: string;
  /** The sentence it backs, short. */
  text: string;
  rung: RungName;
  n: number;
  settings?: Partial<RungSettings>;
  /** The seeds the test runs (default 1–5); a question runs the first, "another seed" the next. */
  seeds?: readonly number[];
  ask?: Ask;
}

export interface FlockClaim extends ClaimBase {
  kind: 'flock';
  stat: FlockStat;
  frames: number;
  /** Compared with another rung from the same start: 'difference' = rung − against, 'ratio' = rung / against. */
  against?: RungName;
  as?: 'difference' | 'ratio';
  /** The compared run's settings, when they are not `settings` (the 3-D chapter: the cap off, the plane, another law). */
  againstSettings?: Partial<RungSettings>;
  /** Every seed's value lies in this range. */
  expect: Range;
  /** The mean over the seeds lies in this range ("about x"). */
  mean?: Range;
  /** How the value reads: its unit and a label ("nearest-neighbour distance"). */
  unit?: string;
  label: string;
}

export interface SpeedClaim extends ClaimBase {
  kind: 'speed';
  /** The rung it is faster than: the answer is ms per frame of `against` over ms per frame of `rung`. */
  against: RungName;
  ask: Ask;
}

/**
 * A live claim is read from a lesson's own A/B on the page (by its id) after it has run `seconds`: the ms per step of
 * its left rung over its right one's. For what only the page can show, e.g. a rung in a worker against the same rung
 * on the page. Timed by the reader, like a speed claim.
 */
export interface LiveClaim extends ClaimBase {
  kind: 'live';
  /** The id of the LadderAB on the page. */
  ab: string;
  seconds: number;
  ask: Ask;
}

/**
 * A GPU claim is measured by the reader's WebGPU: the GPU rung against the last CPU rung from the same seed, the
 * largest position difference (m) after `steps` frames. Without WebGPU it cannot run, and the question says so.
 */
export interface GpuClaim extends ClaimBase {
  kind: 'gpu';
  steps: number;
  ask: Ask;
}

/**
 * A drawing claim races two renderers of the drawing lesson on the reader's page: the same N boids drawn again and
 * again into canvases off screen, in turns, each frame flushed to pixels; the answer is ms per frame of `before`
 * over `after`. Timed by the reader, like a speed claim.
 */
export interface DrawClaim extends ClaimBase {
  kind: 'draw';
  before: RendererKind;
  after: RendererKind;
  ask: Ask;
}

export type LadderClaim = FlockClaim | SpeedClaim | LiveClaim | GpuClaim | DrawClaim;

export const LADDER_CLAIM_SEEDS: readonly number[] = [1, 2, 3, 4, 5];
export const ladderClaimSeeds = (c: LadderClaim) => c.seeds ?? LADDER_CLAIM_SEEDS;

const WAVE_STATS: ReadonlySet<FlockStat> = new Set<FlockStat>(['updatedMean', 'updatedMax', 'updatedCv', 'workPeak', 'turningMean', 'turningMax']);

/** One rung's statistic after `frames` frames (wave statistics over those frames). */
function statOf(name: RungName, c: FlockClaim, seed: number, progress?: (done: number) => void, settings = c.settings): number {
  const r = rungByName(name)!.create(c.n, seed, settings ?? {});
  const chunk = Math.max(1, Math.ceil(c.frames / 20));
  let wave: WaveStats | null = null, done = 0, candidates = 0;
  // The wave statistics need the whole run in one call; progress comes between the chunks of a flock-only run.
  if (WAVE_STATS.has(c.stat)) {
    wave = runWave(r, c.frames);
    progress?.(c.frames);
  } else {
    while (done < c.frames) {
      const k = Math.min(chunk, c.frames - done);
      for (let i = 0; i < k; i++) { r.step(); candidates += r.counters.candidates; }
      done += k;
      progress?.(done);
    }
  }
  if (c.stat === 'candidatesPerBoid') return candidates / c.frames / c.n;
  return wave && c.stat in wave ? wave[c.stat as keyof WaveStats] : flockStats(r)[c.stat as keyof FlockStats];
}

export interface FlockMeasurement {
  value: number;
  /** The rung's own statistic, and the compared rung's (when there is one). */
  after: number;
  before?: number;
}

/** Measures a flock claim for one seed; `progress(share)` in [0, 1]. */
export function measureLadderClaim(c: FlockClaim, seed: number, progress?: (share: number) => void): FlockMeasurement {
  const runs = c.against ? 2 : 1;
  let base = 0;
  const report = (done: number) => progress?.((base + done / c.frames) / runs);
  const before = c.against ? statOf(c.against, c, seed, report, c.againstSettings ?? c.settings) : undefined;
  base = c.against ? 1 : 0;
  const after = statOf(c.rung, c, seed, report);
  if (before === undefined) return { value: after, after };
  return { value: c.as === 'ratio' ? after / before : after - before, after, before };
}
