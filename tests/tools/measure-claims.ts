/**
 * Measures the book's claims and sweeps with the engine and keeps the store current (tests/claims/store.ts):
 *
 *   npm run claims:measure                 measure what is missing, stale or corrupt, write the store, and name the
 *                                          claims that fail on it (exit 1 if any does)
 *   npm run claims:measure -- --fresh      re-measure everything (one run per experiment), compare with the store,
 *                                          judge every claim; write nothing; exit 1 on any difference or failed claim
 *   npm run claims:measure -- --alone      re-measure every value alone (its own run, its claim's own config, as the
 *                                          book did before runs were shared) and compare with the store; exit 1 on a difference
 *   --jobs N                               processes to measure in (default: one per core)
 *   --report                               print each claim's measured mean and range
 *   --only TEXT                            with --fresh or --alone: only what "claim:<id>" or "sweep:<id>" contains TEXT in
 *                                          (--only claim: is every claim, --only sweep:vicsek one sweep)
 *
 * Then the tests' own remembered measurements (tests/claims/remembered.ts): their test files are run with Vitest,
 * storing what is missing or stale (refresh), or measuring all of them again and comparing (--fresh).
 *
 * The work is split over child processes (the same file, with --child); each plans the book itself and measures the
 * runs (or values) it is sent, by index. CPU time is summed over them and printed.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { claimSeeds } from '../../src/lib/claims';
import type { Outcome } from '../../src/lib/figures/experiment';
import { measureAlone, measureRun, openLedger, type Ledger } from '../claims/ledger';
import { ABOUT, checkOf, decodeOutcome, encodeOutcome, formatOutcome, sameOutcome, sweepStored, writeClaimStore, writeSweepStore, type StoredClaimValue, type StoredSweepResult } from '../claims/store';
import { judgeClaim, reportLine } from '../claims/verdict';

type Mode = 'refresh' | 'fresh' | 'alone';
type Job = { mode: 'shared' | 'alone'; items: number[] };
type Reply = { type: 'ready' } | { type: 'result'; item: number; outcomes: [number, ReturnType<typeof encodeOutcome>][]; ms: number } | { type: 'done'; cpuMs: number };

const USAGE = 'usage: npm run claims:measure [-- --fresh | --alone] [--jobs N] [--report]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const known = new Set(['--fresh', '--alone', '--report', '--jobs', '--only', '--help']);
  const unknown = args.filter((a, k) => a.startsWith('--') ? !known.has(a) : args[k - 1] !== '--jobs' && args[k - 1] !== '--only');
  if (args.includes('--help')) { console.log(USAGE); return; }
  if (unknown.length > 0 || (args.includes('--fresh') && args.includes('--alone'))) {
    console.error(`claims:measure: ${unknown.length > 0 ? `unknown argument ${unknown.join(' ')}` : '--fresh and --alone are two modes: pick one'}\n${USAGE}`);
    process.exit(2);
  }
  const jobsAt = args.indexOf('--jobs');
  const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : cpus().length;
  if (!Number.isInteger(jobs) || jobs < 1) { console.error(`claims:measure: --jobs needs a whole number ≥ 1\n${USAGE}`); process.exit(2); }
  const mode: Mode = args.includes('--fresh') ? 'fresh' : args.includes('--alone') ? 'alone' : 'refresh';
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] ?? '' : null;
  if (only !== null && mode === 'refresh') { console.error(`claims:measure: --only checks part of the book; it cannot write the store (use it with --fresh or --alone)\n${USAGE}`); process.exit(2); }
  const chosen = (v: Ledger['values'][number]) => only === null || (v.kind === 'claim' ? `claim:${v.claim.id}` : `sweep:${v.spec.id}`).includes(only);

  const t0 = performance.now();
  const ledger = await openLedger();
  const indexOf = valueIndex(ledger);
  const counts = countStatus(ledger);
  console.error(`claims:measure (${mode}): ${ledger.book.claims.length} claims and ${ledger.book.sweeps.length} sweeps need ${ledger.values.length} values from ${ledger.runs.length} runs; ` +
    `stored: ${counts.current} current, ${counts.stale} stale, ${counts.corrupt} corrupt, ${counts.missing} missing; ${ledger.orphans.length} orphans. Code ${ledger.sources}.`);

  // What to measure: runs (shared) or values (alone).
  const items = mode === 'alone' ? ledger.values.flatMap((v, k) => (chosen(v) ? [k] : []))
    : ledger.runs.map((run, k) => ({ run, k }))
      .filter(({ run }) => (mode === 'fresh' ? run.values.some(({ value }) => chosen(value)) : run.values.some(({ value }) => ledger.entries[indexOf.get(value)!].status !== 'current')))
      .map(({ k }) => k);
  const cost = (item: number) => (mode === 'alone' ? ledger.entries[item].ms ?? 1000 : Math.max(...ledger.runs[item].values.map(({ value }) => ledger.entries[indexOf.get(value)!].ms ?? 1000)));
  const measured = new Map<number, Outcome>();
  const runMs = new Map<number, number>();
  const cpuMs = await measureInChildren(mode === 'alone' ? 'alone' : 'shared', items, cost, jobs, (r) => {
    for (const [value, o] of r.outcomes) measured.set(value, decodeOutcome(o));
    runMs.set(r.item, r.ms);
  });
  const wall = (performance.now() - t0) / 1000;
  console.error(`\nmeasured ${items.length} ${mode === 'alone' ? 'values alone' : 'runs'} in ${wall.toFixed(1)} s (wall), ${(cpuMs / 1000).toFixed(1)} s of CPU over ${jobs} process(es).`);

  if (args.includes('--report')) for (const { claim } of ledger.book.claims) if (only === null || `claim:${claim.id}`.includes(only)) console.log(reportLine(claim, claimOutcomes(ledger, claim.id, measured)));

  if (mode === 'refresh') {
    writeStores(ledger, measured, runMs);
    // The store is written either way; a claim its new values break is named now, not after a test run.
    const failing = judgeAll(ledger, measured, null);
    if (!runRemembered('refresh') || failing > 0) process.exit(1);
    return;
  }
  // Verify: every value measured now against the store, and every claim judged on what was measured.
  let differences = 0, staleChanged = 0;
  ledger.values.forEach((v, k) => {
    const now = measured.get(k), e = ledger.entries[k];
    if (!now || !e.outcome) return;
    if (sameOutcome(now, e.outcome)) return;
    const where = v.kind === 'claim' ? `${v.claim.id} seed ${v.seed}` : `sweep ${v.spec.id} x = ${v.x} seed ${v.seed}`;
    if (e.status === 'current' || e.status === 'corrupt') { differences++; console.error(`DIFFERENT ${where}: stored ${formatOutcome(e.outcome)} (${e.status}), measured ${formatOutcome(now)}`); }
    else { staleChanged++; console.error(`changed since the stale value ${where}: ${formatOutcome(e.outcome)} → ${formatOutcome(now)}`); }
  });
  const failedClaims = mode === 'fresh' ? judgeAll(ledger, measured, only) : 0;
  console.error(`${mode}: ${differences} value(s) differ from a current store entry, ${staleChanged} differ from a stale one; ${failedClaims} claim(s) fail.`);
  const rememberedOk = mode === 'fresh' && only === null ? runRemembered('fresh') : true;
  if (differences > 0 || failedClaims > 0 || !rememberedOk) process.exit(1);
}

/** Judges every claim (whose id `only` contains) on what was measured, else what is stored; says which fail. */
function judgeAll(ledger: Ledger, measured: Map<number, Outcome>, only: string | null): number {
  let failed = 0;
  for (const { claim } of ledger.book.claims) {
    if (only !== null && !`claim:${claim.id}`.includes(only)) continue;
    const problems = judgeClaim(claim, claimOutcomes(ledger, claim.id, measured));
    if (problems.length > 0) { failed++; console.error(`CLAIM FAILS ${claim.id}: ${problems.join('; ')}`); }
  }
  if (failed > 0) console.error(`${failed} claim(s) fail on the values measured or stored`);
  return failed;
}

/** The test files that remember a measurement of their own. */
function rememberingTests(): string[] {
  const root = fileURLToPath(new URL('../..', import.meta.url)), out: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      // A call may name its type: rememberedEach<number[]>('id', …) is found too, and so is rememberedEachLater('id', …).
      else if (/\.test\.ts$/.test(f) && /\bremembered(?:Each)?(?:Later)?(?:<[^>]*>)?\(\s*'/.test(readFileSync(p, 'utf8'))) out.push(relative(root, p));
    }
  };
  for (const d of ['tests/unit', 'tests/component']) walk(join(root, d));
  return out.sort();
}

/** Runs those tests: storing what is missing or stale (refresh), or re-measuring every one and comparing (fresh). */
function runRemembered(mode: 'refresh' | 'fresh'): boolean {
  const files = rememberingTests();
  if (files.length === 0) return true;
  console.error(`\nthe tests' own remembered measurements (${mode}): ${files.join(', ')}`);
  const env = { ...process.env, ...(mode === 'refresh' ? { CLAIMS_UPDATE: '1' } : { CLAIMS_SAMPLE: '1' }) };
  const r = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env });
  return r.status === 0;
}

/** Each planned value's index in `ledger.values`. */
const valueIndex = (l: Ledger) => new Map(l.values.map((v, k) => [v, k]));

const countStatus = (l: Ledger) => l.entries.reduce((c, e) => ({ ...c, [e.status]: c[e.status] + 1 }), { current: 0, stale: 0, corrupt: 0, missing: 0 });

/** A claim's outcomes per seed: measured now, else stored. */
function claimOutcomes(l: Ledger, id: string, measured: Map<number, Outcome>): Outcome[] {
  const at = l.values.map((v, k) => ({ v, k })).filter(({ v }) => v.kind === 'claim' && v.claim.id === id);
  return at.map(({ k }) => measured.get(k) ?? l.entries[k].outcome ?? { error: 'not measured' });
}

/** A line of progress: rewritten in place on a terminal, every tenth of the way in a log. */
let lastShown = -1;
function progress(done: number, of: number): void {
  if (process.stderr.isTTY) process.stderr.write(`\r  ${done}/${of} measured`);
  else if (Math.floor((10 * done) / of) > lastShown) { lastShown = Math.floor((10 * done) / of); process.stderr.write(`  ${done}/${of} measured\n`); }
}

/** Hands the items to `jobs` children, longest first to the least loaded (their cost as last measured). */
async function measureInChildren(mode: Job['mode'], items: number[], cost: (item: number) => number, jobs: number, onResult: (r: Extract<Reply, { type: 'result' }>) => void): Promise<number> {
  if (items.length === 0) return 0;
  const n = Math.min(jobs, items.length);
  const shares = Array.from({ length: n }, () => ({ items: [] as number[], load: 0 }));
  for (const item of [...items].sort((a, b) => cost(b) - cost(a))) {
    const s = shares.reduce((a, b) => (b.load < a.load ? b : a));
    s.items.push(item);
    s.load += cost(item);
  }
  let done = 0, cpu = 0;
  const self = fileURLToPath(import.meta.url);
  await Promise.all(shares.map((share) => new Promise<void>((resolve, reject) => {
    const child: ChildProcess = fork(self, ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (r: Reply) => {
      if (r.type === 'ready') child.send({ mode, items: share.items } satisfies Job);
      else if (r.type === 'result') { onResult(r); done++; progress(done, items.length); }
      else if (r.type === 'done') cpu += r.cpuMs;
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a measuring process exited with ${code}`))));
  })));
  return cpu;
}

/** Writes every claims store and every sweep file that is not current, from what was measured and what was current. */
function writeStores(l: Ledger, measured: Map<number, Outcome>, runMs: Map<number, number>): void {
  const indexOf = valueIndex(l);
  const msOfValue = new Map<number, number>();
  l.runs.forEach((run, k) => { const ms = runMs.get(k); if (ms !== undefined) for (const { value } of run.values) msOfValue.set(indexOf.get(value)!, ms); });
  const outcomeOf = (k: number): Outcome => measured.get(k) ?? l.entries[k].outcome!;

  // Claims: one file per source, one entry per distinct key, in the order the claims ask.
  const stores = new Map<string, StoredClaimValue[]>();
  l.values.forEach((v, k) => {
    if (v.kind !== 'claim') return;
    const list = stores.get(v.store) ?? stores.set(v.store, []).get(v.store)!;
    if (list.some((s) => s.key === v.key)) return;
    const outcome = encodeOutcome(outcomeOf(k));
    list.push({ claim: v.claim.id, seed: v.seed, key: v.key, outcome, ms: Math.round(msOfValue.get(k) ?? l.entries[k].ms ?? 0), check: checkOf(v.key, l.sources, outcome) });
  });
  let written = 0;
  for (const [source, values] of stores) {
    const old = l.claimStores.get(source);
    const same = old && old.sources === l.sources && JSON.stringify(old.values.map(({ ms: _, ...v }) => v)) === JSON.stringify(values.map(({ ms: _, ...v }) => v));
    if (same) continue;
    writeClaimStore(source, { about: ABOUT, sources: l.sources, values });
    written++;
  }

  // Sweeps: a file is rewritten when any of its entries was not current; its label stays when no number changed.
  for (const { spec } of l.book.sweeps) {
    const at = l.values.map((v, k) => ({ v, k })).filter(({ v }) => v.kind === 'sweep' && v.spec.id === spec.id);
    if (at.every(({ k }) => l.entries[k].status === 'current') && l.sweepStores.get(spec.id)?.results.length === at.length) continue;
    const old = l.sweepStores.get(spec.id);
    const results: StoredSweepResult[] = at.map(({ v, k }) => {
      const o = outcomeOf(k);
      if ('error' in o) throw new Error(`sweep ${spec.id}: x = ${(v as { x: number }).x}, seed ${v.seed}: ${o.error}`);
      return { x: (v as { x: number }).x, seed: v.seed, y: o.value, key: v.key, ms: Math.round(msOfValue.get(k) ?? l.entries[k].ms ?? 0), check: checkOf(v.key, l.sources, sweepStored(o.value)) };
    });
    const unchanged = old !== undefined && old.results.length === results.length && results.every((r, i) => old.results[i].x === r.x && old.results[i].seed === r.seed && Object.is(old.results[i].y, r.y));
    const seconds = at.reduce((s, { k }) => s + (msOfValue.get(k) ?? 0), 0) / 1000;
    const date = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const computed = unchanged ? old.computed : `${date}, Node ${process.versions.node}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${seconds.toFixed(0)} s of CPU`;
    writeSweepStore({ id: spec.id, computed, sources: l.sources, results });
    written++;
    console.error(`sweep ${spec.id}: ${unchanged ? 'the same numbers, re-keyed' : 'new numbers'}`);
  }
  const claimsN = l.book.claims.reduce((s, { claim }) => s + claimSeeds(claim).length, 0);
  console.error(`wrote ${written} file(s); the store holds ${claimsN} claim values and ${l.values.length - claimsN} sweep entries, all current.`);
}

/** A child: plans the book, says it is ready, then measures the items it is sent and exits. */
async function child(): Promise<void> {
  const ledger = await openLedger();
  const indexOf = valueIndex(ledger);
  process.on('message', (job: Job) => {
    const t0 = process.cpuUsage();
    for (const item of job.items) {
      if (job.mode === 'shared') {
        const run = ledger.runs[item], m = measureRun(run);
        const outcomes = run.values.map(({ value }) => [indexOf.get(value)!, encodeOutcome(m.outcomes.get(value.key)!)] as [number, ReturnType<typeof encodeOutcome>]);
        process.send!({ type: 'result', item, outcomes, ms: m.ms } satisfies Reply);
      } else {
        const c0 = process.cpuUsage(), o = measureAlone(ledger.values[item]), c = process.cpuUsage(c0);
        process.send!({ type: 'result', item, outcomes: [[item, encodeOutcome(o)]], ms: (c.user + c.system) / 1000 } satisfies Reply);
      }
    }
    const t = process.cpuUsage(t0);
    process.send!({ type: 'done', cpuMs: (t.user + t.system) / 1000 } satisfies Reply, () => process.exit(0));
  });
  process.send!({ type: 'ready' } satisfies Reply);
}

if (process.argv.includes('--child')) await child();
else await main();
