/**
 * What the RiMEA verification modules share: the shape of a test (its scenario file, what it checks, a measurement per
 * part — a seed, or a seed and a variant — and a verdict over all parts), loading a file, and the measuring helpers
 * (a crossing time, the density in a measuring area, a run until everyone is out or nobody has left for a while).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSimulation, parseScenarioDoc, type ScenarioDoc, type Simulation } from '$lib/engine';
import type { Numbers } from '../../../claims/remembered';

export interface Verdict {
  /** The measured figures, for the table (one line of markdown, no pipes). */
  measured: string;
  pass: boolean;
}

export interface RimeaTest {
  /** 't01' … */
  id: string;
  /** RiMEA's number for it. */
  number: number;
  title: string;
  /** Its scenario file in static/scenarios/rimea/. */
  file: string;
  /** The guideline's test in our own words, and how it is set up here (for docs/verification.md). */
  about: string;
  /** What is checked, and what is expected (table columns). */
  checked: string;
  expected: string;
  /** The measurements, by part name (each one run or a few): remembered part by part. */
  parts(doc: ScenarioDoc): Record<string, () => Numbers>;
  judge(values: Record<string, Numbers>): Verdict;
  /** Set while the model fails the test: what fixes it (the runner then expects the failure, it.fails). */
  knownFailure?: string;
}

export const RIMEA_DIR = join(process.cwd(), 'static', 'scenarios', 'rimea');

/** A file of static/scenarios/rimea/, through the format check, as the playground would load it. */
export const loadRimea = (file: string): ScenarioDoc => parseScenarioDoc(JSON.parse(readFileSync(join(RIMEA_DIR, file), 'utf8')));

/** A deep copy to vary (a density, an exit shut, the stairs taken out). */
export const copyDoc = (doc: ScenarioDoc): ScenarioDoc => JSON.parse(JSON.stringify(doc));

export const simOf = (doc: ScenarioDoc, seed: number): Simulation => createSimulation({ scenario: 'custom', file: doc, seed });

/** Agents (centres) in a rectangle, per m². */
export function densityIn(sim: Simulation, r: readonly [number, number, number, number]): number {
  const s = sim.state;
  let n = 0;
  for (let i = 0; i < s.count; i++) if (s.x[i] >= r[0] && s.x[i] <= r[2] && s.y[i] >= r[1] && s.y[i] <= r[3]) n++;
  return n / ((r[2] - r[0]) * (r[3] - r[1]));
}

/** The first time agent 0's x reaches `x` (interpolated within the step), or NaN if not before `limit`. */
export function timeToReach(sim: Simulation, x: number, limit: number): number {
  let px = sim.state.x[0], pt = sim.time;
  while (sim.time < limit && sim.state.count > 0) {
    sim.step();
    const nx = sim.state.x[0];
    if (nx >= x) return pt + ((x - px) / (nx - px)) * (sim.time - pt);
    px = nx; pt = sim.time;
  }
  return NaN;
}

export interface Evacuation {
  /** Agents out, and those left when the run stopped. */
  out: number;
  left: number;
  /** Time the last one left (NaN unless everyone did), and the time 90 % had left (NaN if they did not). */
  last: number;
  t90: number;
}

/**
 * Steps until everyone is out, or nobody has left for `stall` s (people pinned for good), or `limit` s; `each` is
 * called after every step (a measuring area, a wall check).
 */
export function evacuate(sim: Simulation, limit: number, stall = 30, each?: () => void): Evacuation {
  const b = sim.behaviours, n = sim.state.count;
  let lastOut = 0, seen = 0;
  while (sim.time < limit && sim.state.count > 0) {
    sim.step();
    each?.();
    if (b.evacuated !== seen) { seen = b.evacuated; lastOut = sim.time; }
    if (sim.time - lastOut > stall) break;
  }
  const k90 = Math.ceil(0.9 * n);
  return { out: b.evacuated, left: sim.state.count, last: sim.state.count === 0 ? b.evacuationTimes[n - 1] : NaN, t90: b.evacuated >= k90 ? b.evacuationTimes[k90 - 1] : NaN };
}

/** The largest mean, over any `window` s, of a quantity sampled after every step. */
export class PeakOfMean {
  private readonly buf: number[] = [];
  private sum = 0;
  peak = 0;
  constructor(private readonly size: number) {}
  add(v: number): void {
    this.buf.push(v); this.sum += v;
    if (this.buf.length > this.size) this.sum -= this.buf.shift()!;
    if (this.buf.length === this.size) this.peak = Math.max(this.peak, this.sum / this.size);
  }
}

/** Steps in `seconds` of simulated time for a document's settings. */
export const stepsIn = (doc: ScenarioDoc, seconds: number) => Math.round(seconds / Number(doc.settings?.dt ?? 0.01));

export const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
export const range = (xs: number[], digits = 2) => {
  const f = xs.filter(Number.isFinite);
  if (f.length === 0) return '—';
  const lo = Math.min(...f), hi = Math.max(...f);
  return lo === hi ? fmt(lo, digits) : `${fmt(lo, digits)}–${fmt(hi, digits)}`;
};
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b), m = s.length >> 1;
  return s.length % 2 ? s[m] : 0.5 * (s[m - 1] + s[m]);
};
export const seedsPart = (seeds: readonly number[], f: (seed: number) => () => Numbers, suffix = '') =>
  Object.fromEntries(seeds.map((s) => [`seed-${s}${suffix}`, f(s)]));
