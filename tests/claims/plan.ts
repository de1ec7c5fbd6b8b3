/**
 * From the book's claims and sweeps to the values they need and the runs that measure them. A *value* is one number
 * for one seed: a claim's for each of its seeds, a sweep's for each (point, seed). Its key is a hash of its experiment
 * (the resolved config without switched-off forces, the seed) and its probe (metric, times, statistic): two claims
 * that ask the same thing of the same run share one value. Values whose experiment is the same share one *run*
 * (figures/experiment.ts), stepped once.
 */
import { createHash } from 'node:crypto';
import { claimSeeds, sweepRuns, type Claim, type SweepSpec } from '../../src/lib/claims';
import type { SimConfig } from '../../src/lib/engine';
import { canonicalJson, experimentOf, probeOfClaim, probeOfSweep, runKeyOf, type Experiment, type Probe } from '../../src/lib/figures/experiment';
import type { Book } from './book';

const hash = (text: string, length = 16): string => createHash('sha256').update(text).digest('hex').slice(0, length);

interface ValueBase {
  key: string;
  seed: number;
  probe: Probe;
  experiment: Experiment;
  runKey: string;
}

/** One seed's number of a claim. */
export interface ClaimValue extends ValueBase {
  kind: 'claim';
  /** The store it lives in: the claim's chapter, or 'playground'. */
  store: string;
  claim: Claim;
}

/** One entry of a sweep: a point's x, a seed, and its place in the sweep's file. */
export interface SweepValue extends ValueBase {
  kind: 'sweep';
  chapter: string;
  spec: SweepSpec;
  index: number;
  x: number;
  /** The point's config (its seed replaced by `seed` when run). */
  config: SimConfig;
}

export type PlannedValue = ClaimValue | SweepValue;

/** One simulation run (or one named measure's run) and the distinct probes it answers. */
export interface PlannedRun {
  key: string;
  experiment: Experiment;
  probes: Probe[];
  /** Each value's probe, as an index into `probes`. */
  values: { value: PlannedValue; probe: number }[];
}

function value<T extends PlannedValue>(v: Omit<T, 'key' | 'runKey'>): T {
  return { ...v, key: hash(canonicalJson({ experiment: v.experiment.key, probe: v.probe })), runKey: runKeyOf(v.experiment, v.probe) } as T;
}

export function claimValues(store: string, claim: Claim): ClaimValue[] {
  const probe = probeOfClaim(claim);
  return claimSeeds(claim).map((seed) => value<ClaimValue>({ kind: 'claim', store, claim, seed, probe, experiment: experimentOf(claim.config, seed) }));
}

export function sweepValues(chapter: string, spec: SweepSpec): SweepValue[] {
  const probe = probeOfSweep(spec.measure);
  return sweepRuns(spec).map((r, index) =>
    value<SweepValue>({ kind: 'sweep', chapter, spec, index, x: r.x, config: r.config, seed: r.seed, probe, experiment: experimentOf(r.config, r.seed) })
  );
}

export function planValues(book: Book): PlannedValue[] {
  return [...book.claims.flatMap(({ source, claim }) => claimValues(source, claim)), ...book.sweeps.flatMap(({ chapter, spec }) => sweepValues(chapter, spec))];
}

/** The runs the values need, in the order their first value appears. */
export function planRuns(values: readonly PlannedValue[]): PlannedRun[] {
  const runs = new Map<string, PlannedRun & { probeIndex: Map<string, number> }>();
  for (const v of values) {
    let run = runs.get(v.runKey);
    if (!run) runs.set(v.runKey, (run = { key: v.runKey, experiment: v.experiment, probes: [], values: [], probeIndex: new Map() }));
    const p = canonicalJson(v.probe);
    let k = run.probeIndex.get(p);
    if (k === undefined) run.probeIndex.set(p, (k = run.probes.push(v.probe) - 1));
    run.values.push({ value: v, probe: k });
  }
  return [...runs.values()].map(({ probeIndex: _, ...run }) => run);
}

/** A stable hash of a run's key, in [0, 1): which shard measures it, and whether a sample takes it. */
export const runHash = (runKey: string, salt = ''): number => parseInt(hash(`${salt}|${runKey}`, 8), 16) / 0x100000000;
