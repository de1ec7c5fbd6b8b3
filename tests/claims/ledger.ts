/**
 * The book's values against the store: for every value the claims and sweeps need, what is stored for it and whether
 * that can be trusted — *current* (measured by today's code, its check intact), *stale* (measured by other code),
 * *corrupt* (its check fails: edited by hand) or *missing*. Measuring runs answers the values that are not current.
 */
import { cpuUsage } from 'node:process';
import { runExperiment, type Outcome } from '../../src/lib/figures/experiment';
import { measureClaim } from '../../src/lib/figures/measure';
import { measureSweepRun } from '../../src/lib/figures/sweep';
import { loadBook, type Book } from './book';
import { planRuns, planValues, type PlannedRun, type PlannedValue } from './plan';
import { sourcesHash } from './sources';
import { checkOf, decodeOutcome, readClaimStores, readSweepStore, sweepOutcome, sweepStored, type ClaimStoreFile, type SweepStoreFile } from './store';

export type Status = 'current' | 'stale' | 'corrupt' | 'missing';

export interface Entry {
  status: Status;
  /** What is stored (absent when missing). */
  outcome?: Outcome;
  /** CPU ms of the run that measured it, when stored. */
  ms?: number;
}

export interface Ledger {
  book: Book;
  sources: string;
  values: PlannedValue[];
  runs: PlannedRun[];
  /** Per value (same order as `values`). */
  entries: Entry[];
  claimStores: Map<string, ClaimStoreFile>;
  sweepStores: Map<string, SweepStoreFile | undefined>;
  /** Stored claim values no claim asks for any more ('<store>: <claim> seed <seed>'). */
  orphans: string[];
}

export async function openLedger(): Promise<Ledger> {
  const book = await loadBook();
  const { hash: sources } = sourcesHash();
  const values = planValues(book);
  const claimStores = readClaimStores();
  const sweepStores = new Map(book.sweeps.map(({ spec }) => [spec.id, readSweepStore(spec.id)]));
  const byKey = new Map<string, Map<string, ClaimStoreFile['values'][number]>>();
  for (const [name, file] of claimStores) byKey.set(name, new Map(file.values.map((v) => [v.key, v])));

  const asked = new Map<string, Set<string>>();
  const entries = values.map((v): Entry => {
    if (v.kind === 'claim') {
      (asked.get(v.store) ?? asked.set(v.store, new Set()).get(v.store)!).add(v.key);
      const file = claimStores.get(v.store), s = byKey.get(v.store)?.get(v.key);
      if (!file || !s) return { status: 'missing' };
      const outcome = decodeOutcome(s.outcome);
      if (s.check !== checkOf(s.key, file.sources, s.outcome)) return { status: 'corrupt', outcome, ms: s.ms };
      return { status: file.sources === sources ? 'current' : 'stale', outcome, ms: s.ms };
    }
    const file = sweepStores.get(v.spec.id), r = file?.results[v.index];
    if (!file || !r || r.x !== v.x || r.seed !== v.seed || r.key !== v.key) return { status: 'missing' };
    const outcome = sweepOutcome(r);
    if (!file.sources || r.check !== checkOf(v.key, file.sources, sweepStored(r.y))) return { status: 'corrupt', outcome, ms: r.ms };
    return { status: file.sources === sources ? 'current' : 'stale', outcome, ms: r.ms };
  });
  const orphans: string[] = [];
  for (const [name, file] of claimStores)
    for (const s of file.values) if (!asked.get(name)?.has(s.key)) orphans.push(`${name}: ${s.claim} seed ${s.seed}`);
  return { book, sources, values, runs: planRuns(values), entries, claimStores, sweepStores, orphans };
}

/** What measuring one run gave: an outcome per value key, and its CPU time. */
export interface Measured {
  outcomes: Map<string, Outcome>;
  ms: number;
}

/** Measures a run once, shared (figures/experiment.ts): every value it answers. */
export function measureRun(run: PlannedRun, progress?: (share: number) => void): Measured {
  const t0 = cpuUsage();
  const outs = runExperiment(run.experiment, run.probes, progress);
  const t = cpuUsage(t0);
  const outcomes = new Map<string, Outcome>();
  for (const { value, probe } of run.values) outcomes.set(value.key, outs[probe]);
  return { outcomes, ms: (t.user + t.system) / 1000 };
}

/** Measures one value alone, the way the book did before runs were shared: its own simulation, its claim's own config. */
export function measureAlone(v: PlannedValue): Outcome {
  try {
    return { value: v.kind === 'claim' ? measureClaim(v.claim, v.seed) : measureSweepRun(v.spec.measure, v.config, v.seed) };
  } catch (err) {
    // measureClaim names the claim first; the shared runner does not know it.
    const message = err instanceof Error ? err.message : String(err);
    return { error: v.kind === 'claim' ? message.replace(`${v.claim.id}: `, '') : message };
  }
}
