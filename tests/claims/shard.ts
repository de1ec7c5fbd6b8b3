/**
 * One shard of the claims' tests: Vitest runs a file per shard (tests/unit/chapters/claims-shard-N.test.ts), so the
 * machine's cores share the work. A shard
 *  - judges its claims on their stored values, measuring only what is not current (missing, stale or corrupt: the
 *    store's own test fails on those, this one says whether the claim would hold);
 *  - re-measures its part of a random sample of the book's runs (10 %, CLAIMS_SAMPLE to change it; drawn by cost
 *    strata so that its cost varies little from run to run) and fails on any difference from a stored current value —
 *    the engine is deterministic, so a stored value either matches to the bit or is wrong — and measures one value of
 *    a third of the sampled runs alone, as the book did before runs were shared, to the same bits.
 * The sample's seed is printed; CLAIMS_SAMPLE_SEED=<seed> replays it.
 */
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../src/lib/claims';
import { Random } from '../../src/lib/engine/random';
import type { Outcome } from '../../src/lib/figures/experiment';
import { measureAlone, measureRun, type Ledger, type Measured } from './ledger';
import type { PlannedRun, PlannedValue } from './plan';
import { formatOutcome, sameOutcome } from './store';
import { judgeClaim, reportLine } from './verdict';

/** Vitest's workers: the shards are spread over them. */
export const SHARDS = 4;

const SAMPLE_SHARE = Number(process.env.CLAIMS_SAMPLE ?? 0.1);
const report = process.env.CLAIMS_REPORT === '1';

/** Splits items over `n` bins, heaviest first into the lightest bin (deterministic for the same costs). */
function balance<T>(items: readonly T[], cost: (t: T) => number, n: number): T[][] {
  const bins = Array.from({ length: n }, () => ({ items: [] as T[], load: 0 }));
  const order = items.map((t, k) => ({ t, k, c: cost(t) })).sort((a, b) => b.c - a.c || a.k - b.k);
  for (const { t, c } of order) {
    const bin = bins.reduce((a, b) => (b.load < a.load ? b : a));
    bin.items.push(t);
    bin.load += c;
  }
  return bins.map((b) => b.items);
}

/** Claims that share a run go together (so a run not current is measured in one shard only). */
function claimGroups(l: Ledger): { claims: Claim[]; runs: Set<string> }[] {
  const parent = new Map<string, string>();
  const find = (k: string): string => { while (parent.get(k) !== k) k = parent.get(k)!; return k; };
  const byClaim = new Map<Claim, string[]>();
  for (const v of l.values) if (v.kind === 'claim') (byClaim.get(v.claim) ?? byClaim.set(v.claim, []).get(v.claim)!).push(v.runKey);
  for (const runs of byClaim.values()) {
    for (const r of runs) if (!parent.has(r)) parent.set(r, r);
    for (const r of runs.slice(1)) parent.set(find(r), find(runs[0]));
  }
  const groups = new Map<string, { claims: Claim[]; runs: Set<string> }>();
  for (const [claim, runs] of byClaim) {
    const g = groups.get(find(runs[0])) ?? groups.set(find(runs[0]), { claims: [], runs: new Set() }).get(find(runs[0]))!;
    g.claims.push(claim);
    for (const r of runs) g.runs.add(r);
  }
  return [...groups.values()];
}

/** Milliseconds a run took when last measured (1 s when never). */
const runCost = (l: Ledger, run: PlannedRun, index: Map<PlannedValue, number>) => Math.max(1, ...run.values.map(({ value }) => l.entries[index.get(value)!].ms ?? 1000));


/**
 * A share of the items, each with the same chance of being in it, and costing about that share of the whole: sorted
 * by cost, the items fall in groups of 1/share (ten for 10 %), and one place in each group is drawn at random (the
 * last group, if short, may give none). Drawing each item alone with the same chance would give the same odds, but a
 * sample that now and then held four of the book's ten costliest evacuations and took three times as long.
 */
function stratifiedSample<T>(items: readonly T[], cost: (t: T) => number, share: number, next: () => number): T[] {
  if (!(share > 0)) return [];
  const size = Math.max(1, Math.round(1 / share));
  const sorted = items.map((t, k) => ({ t, k, c: cost(t) })).sort((a, b) => b.c - a.c || a.k - b.k);
  const out: T[] = [];
  for (let i = 0; i < sorted.length; i += size) {
    const k = i + Math.floor(next() * size);
    if (k < sorted.length) out.push(sorted[k].t);
  }
  return out;
}

export function defineShard(l: Ledger, shard: number): void {
  const index = new Map(l.values.map((v, k) => [v, k]));
  const runByKey = new Map(l.runs.map((r) => [r.key, r]));
  const costOf = (key: string) => runCost(l, runByKey.get(key)!, index);
  const notCurrent = (run: PlannedRun) => run.values.some(({ value }) => l.entries[index.get(value)!].status !== 'current');

  // ── The claims of this shard, judged on stored values (measured where not current) ──
  const groups = balance(claimGroups(l), (g) => [...g.runs].reduce((s, r) => s + (notCurrent(runByKey.get(r)!) ? costOf(r) : 0), 1), SHARDS)[shard - 1];
  const measuredRuns = new Map<string, Measured>();
  const pending = groups.flatMap((g) => [...g.runs]).filter((r) => notCurrent(runByKey.get(r)!));
  const outcomeOf = (v: PlannedValue): Outcome => {
    const e = l.entries[index.get(v)!];
    if (e.status === 'current') return e.outcome!;
    let m = measuredRuns.get(v.runKey);
    if (!m) {
      m = measureRun(runByKey.get(v.runKey)!);
      measuredRuns.set(v.runKey, m);
      console.log(`claims shard ${shard}/${SHARDS}: measured ${measuredRuns.size}/${pending.length} runs the store does not hold current (${(m.ms / 1000).toFixed(1)} s of CPU for this one)`);
    }
    return m.outcomes.get(v.key)!;
  };
  const valuesOf = new Map<Claim, PlannedValue[]>();
  for (const v of l.values) if (v.kind === 'claim') (valuesOf.get(v.claim) ?? valuesOf.set(v.claim, []).get(v.claim)!).push(v);

  describe(`claims hold in the engine (shard ${shard} of ${SHARDS}${pending.length > 0 ? `; ${pending.length} runs to measure` : ''})`, () => {
    for (const c of groups.flatMap((g) => g.claims)) {
      it(`${c.id}: ${c.text}`, { timeout: 900_000 }, () => {
        const outcomes = valuesOf.get(c)!.map(outcomeOf);
        expect(outcomes.length).toBe(c.seeds?.length);
        if (report) console.log(reportLine(c, outcomes));
        expect(judgeClaim(c, outcomes)).toEqual([]);
      });
    }
  });

  // ── A random sample of the book's runs, measured again: the same in every shard (one seed), split by cost ──
  const seed = process.env.CLAIMS_SAMPLE_SEED !== undefined ? Number(process.env.CLAIMS_SAMPLE_SEED) : Math.floor(Math.random() * 2 ** 31);
  const random = new Random(seed), next = () => random.next();
  const cost = (r: PlannedRun) => runCost(l, r, index);
  const drawn = stratifiedSample(l.runs, cost, SAMPLE_SHARE, next);
  const alone = new Set(stratifiedSample(drawn, cost, 1 / 3, next));
  const sample = balance(drawn, (r) => cost(r) * (alone.has(r) ? 2 : 1), SHARDS)[shard - 1];
  let remeasured = 0;
  console.log(`claims shard ${shard}/${SHARDS}: re-measuring ${sample.length} of the ${drawn.length} runs sampled from ${l.runs.length} (${Math.round(100 * SAMPLE_SHARE)} %), sample seed ${seed} — CLAIMS_SAMPLE_SEED=${seed} replays it`);

  describe(`stored values are measured again to the bit (shard ${shard}, sample seed ${seed})`, () => {
    it('the sample is drawn from the runs the book needs', () => {
      // One run from each full group of 1/share by cost, none or one from the last.
      const size = Math.max(1, Math.round(1 / SAMPLE_SHARE));
      if (SAMPLE_SHARE > 0) expect(drawn.length).toBeGreaterThanOrEqual(Math.floor(l.runs.length / size));
      expect(drawn.length).toBeLessThanOrEqual(Math.ceil(l.runs.length / size));
      expect(new Set(drawn).size).toBe(drawn.length);
      expect(drawn.every((r) => runByKey.get(r.key) === r)).toBe(true);
    });
    for (const run of sample) {
      const first = run.values[0].value;
      const name = first.kind === 'claim' ? `${first.claim.id} seed ${first.seed}` : `sweep ${first.spec.id} x = ${first.x} seed ${first.seed}`;
      it(`${name} (${run.values.length} value(s), one run${alone.has(run) ? ', one value alone too' : ''})`, { timeout: 900_000 }, () => {
        const m = measuredRuns.get(run.key) ?? measureRun(run);
        if (++remeasured % 10 === 0 || remeasured === sample.length) console.log(`claims shard ${shard}/${SHARDS}: ${remeasured}/${sample.length} sampled runs measured again`);
        const differ: string[] = [];
        for (const { value } of run.values) {
          const e = l.entries[index.get(value)!];
          if (e.status === 'current' && !sameOutcome(e.outcome!, m.outcomes.get(value.key)!))
            differ.push(`${value.kind === 'claim' ? value.claim.id : value.spec.id} seed ${value.seed}: stored ${formatOutcome(e.outcome!)}, measured ${formatOutcome(m.outcomes.get(value.key)!)}`);
        }
        expect(differ, 'stored values that the engine no longer gives (npm run claims:measure -- --fresh lists all)').toEqual([]);
        // For a third of them, one value alone, in its own run with its own config: sharing and leaving out
        // switched-off forces change no bit.
        if (!alone.has(run)) return;
        const pick = run.values[Math.floor(next() * run.values.length)].value;
        const own = measureAlone(pick);
        expect(sameOutcome(own, m.outcomes.get(pick.key)!), `alone ${formatOutcome(own)}, shared ${formatOutcome(m.outcomes.get(pick.key)!)}`).toBe(true);
      });
    }
  });
}
