/**
 * A claim is a number the book states about what a simulation does, as data. One object backs a sentence in a
 * chapter, a multi-seed test that runs the same config with the engine (measured once and stored: tests/claims/), and, with
 * `ask`, a Prediction the reader answers before the view runs the experiment. So the text cannot drift from the
 * engine: change either, and the test says which sentence no longer holds.
 */
import type { MetricName, SimConfig } from '../engine';
import type { SweepMeasureName } from '../figures/sweepMeasures';

/** A closed range; a missing end is open. */
export interface Range {
  min?: number;
  max?: number;
}

/** One answer a reader can pick: right when the measured value falls in its range. */
export interface Choice extends Range {
  label: string;
}

/** The question a Prediction asks before it runs the claim's experiment. */
export interface Ask {
  question: string;
  /** Multiple choice; without choices the reader types a number (in the metric's unit), right when inside `expect`. */
  choices?: readonly Choice[];
}

export type ClaimStatistic = 'at' | 'max' | 'min' | 'mean';

export interface Claim {
  /** Unique in the book, e.g. 'boids/slow-alignment-speed'. */
  id: string;
  /** The sentence it backs, short. */
  text: string;
  /** The view (its id) a Prediction runs the experiment in; absent for claims no view shows (a chart). */
  view?: string;
  config: SimConfig;
  /** Simulated seconds from the start. */
  seconds: number;
  /**
   * A metric of the engine's registry; a named measure (figures/sweepMeasures.ts: a whole run reduced to one number);
   * or, for the tests only, 'blowupTime' (when the run blew up, s; Infinity if it did not) or 'agentsWithin' (agents
   * inside the disc `within`). A typed union: a misspelt name is a type error.
   */
  metric: MetricName | SweepMeasureName | 'blowupTime' | 'agentsWithin';
  within?: { x: number; y: number; r: number };
  /** 'at' (default): the value at `seconds`; 'max' | 'min' | 'mean': over samples every `every` s from `from` to `seconds`. */
  statistic?: ClaimStatistic;
  from?: number;
  every?: number;
  /** Every seed's value lies in this range. */
  expect: Range;
  /** The mean over the seeds lies in this range (what "about x" means). */
  mean?: Range;
  /** The seeds the test runs; a Prediction starts with the config's seed and "another seed" walks through these. */
  seeds?: readonly number[];
  /**
   * Why the claim holds only for the seeds it names ("the seeds that do not blow up"): it is then not checked on
   * held-out seeds (tests/claims/heldOut.ts), and the prose must say the selection.
   */
  chosenSeeds?: string;
  ask?: Ask;
}

/** Seeds a claim is tested with unless it names its own. */
const DEFAULT_CLAIM_SEEDS: readonly number[] = [1, 2, 3, 4, 5, 6];
/** Sampling interval of 'max' | 'min' | 'mean' claims, s. */
export const DEFAULT_CLAIM_EVERY = 0.1;

export const claimSeeds = (c: Claim): readonly number[] => c.seeds ?? DEFAULT_CLAIM_SEEDS;

export const inRange = (v: number, r: Range): boolean => !Number.isNaN(v) && (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);

/** '1.4–1.8 m/s', 'at least 0.95', 'at most 0.3 m'. */
export function formatRange(r: Range, unit = ''): string {
  const u = unit ? `\u00a0${unit}` : '';
  const f = (v: number) => formatValue(v);
  if (r.min !== undefined && r.max !== undefined) return `${f(r.min)}–${f(r.max)}${u}`;
  if (r.min !== undefined) return `at least ${f(r.min)}${u}`;
  if (r.max !== undefined) return `at most ${f(r.max)}${u}`;
  return 'any value';
}

/** Three significant digits, no exponent for the values the book shows. */
export function formatValue(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  const a = Math.abs(v);
  return a >= 100 ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : a >= 1 ? v.toFixed(2) : v.toFixed(3);
}

/** The seed a Prediction runs first, and the one "another seed" picks after `seed`. */
export function firstSeed(c: Claim): number {
  return c.config.seed ?? claimSeeds(c)[0];
}
export function nextSeed(c: Claim, seed: number): number {
  const seeds = claimSeeds(c), i = seeds.indexOf(seed);
  return seeds[(i + 1) % seeds.length];
}

/** A reader's answer: the index of a choice, or a number in the metric's unit. */
export type Answer = { choice: number } | { value: number };

/**
 * Was the reader right about `measured`? With choices: when the measured value falls in the chosen one's range.
 * With a number: when it lies in the claim's range (what the engine gives across the tested seeds).
 * `held`: the measured value lies in the claim's range.
 */
export function judge(c: Claim, answer: Answer, measured: number): { right: boolean; held: boolean } {
  const held = inRange(measured, c.expect);
  if ('choice' in answer) {
    const choice = c.ask?.choices?.[answer.choice];
    return { right: choice !== undefined && inRange(measured, choice), held };
  }
  return { right: inRange(answer.value, c.expect), held };
}
