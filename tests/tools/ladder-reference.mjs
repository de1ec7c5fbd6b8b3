// The Node reference for the reader's sweep (src/lib/components/ladder/SweepPanel.svelte): the same plan the browser
// runs ($lib/ladder/sweep/plan.ts), over every rung of the catalogue, written to src/lib/ladder/sweep/reference.json.
// TypeScript sources are imported, so run it through tsx:
//
//   npm run ladder:reference [-- --budget 300] [-- --cap 1500] [-- --wall] [-- --out FILE] [-- --rungs a,b]
//
// --rungs times only those rungs and keeps every other rung's points from the file (a rung added to the catalogue).
//
// Sizes: 100 … 10k for every rung, and up to 100k for the grid and tree rungs (an all-pairs rung at 100k is tens of
// seconds a step). Clock: the process's CPU time by default, because the machine is shared and its wall time swings
// with the other load (see tests/bench/lessons.ts); --wall uses performance.now(), as the browser must.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { STEPPERS } from '../../src/lib/ladder/index.ts';
import { DEFAULT_SIZES, sampled, sweep } from '../../src/lib/ladder/sweep/plan.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => { const k = args.indexOf(name); return k >= 0 ? args[k + 1] : fallback; };
const budgetMs = Number(option('--budget', 300));
const capMs = Number(option('--cap', 1500));
const wall = args.includes('--wall');
const out = option('--out', new URL('../../src/lib/ladder/sweep/reference.json', import.meta.url));
const SEED = 1;
const only = option('--rungs', null)?.split(',');
if (only) for (const name of only) if (!STEPPERS.some((r) => r.name === name)) throw new Error(`--rungs: no stepping rung '${name}'`);

const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const now = wall ? () => performance.now() : cpuMs;
const byName = new Map(STEPPERS.map((r) => [r.name, r]));

// With --rungs, the other rungs' points as they were.
const kept = only && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).points.filter((p) => !only.includes(p.rung)) : [];
const points = [];
const t0 = performance.now();
for (const entry of STEPPERS.filter((r) => !only || only.includes(r.name))) {
  const sizes = DEFAULT_SIZES.filter((n) => entry.search !== 'all-pairs' || n <= 10000);
  const events = sweep({ rungs: [entry.name], sizes, budgetMs, capMs, now, make: (name, n) => sampled(byName.get(name).create(n, SEED)), search: (name) => byName.get(name).search });
  for (const ev of events) {
    if (ev.type !== 'point') continue;
    const p = ev.point;
    if (p.status === 'measured') points.push({ rung: p.rung, n: p.n, ms: +p.ms.toPrecision(4), meanMs: +p.meanMs.toPrecision(4), steps: p.steps });
    console.error(`${p.rung.padEnd(28)} ${String(p.n).padStart(6)}  ${p.status === 'measured' ? `${p.ms.toPrecision(4)} ms (${p.steps} steps)` : `skipped, est. ${p.estimateMs?.toPrecision(3)} ms`}`);
  }
}

const cpu = os.cpus()[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
// Catalogue order, then N: a re-run of one rung lands where the full run would put it.
const order = new Map(STEPPERS.map((r, k) => [r.name, k]));
points.push(...kept);
points.sort((a, b) => (order.get(a.rung) ?? 1e9) - (order.get(b.rung) ?? 1e9) || a.n - b.n);
const reference = {
  what: 'ms per step (median of timed batches) of each ladder rung in Node, by tests/tools/ladder-reference.mjs',
  machine: `${cpu}, ${os.cpus().length} cores, Node ${process.version}`,
  date: new Date().toISOString().slice(0, 10),
  clock: wall ? 'wall (performance.now)' : 'process CPU time',
  budgetMs, capMs, seed: SEED,
  points
};
// One point a line: a diff of a re-run reads as a table.
const text = JSON.stringify({ ...reference, points: [] }, null, 1).replace('"points": []', `"points": [\n${points.map((p) => '  ' + JSON.stringify(p)).join(',\n')}\n ]`);
writeFileSync(out, text + '\n');
console.error(`${points.length} points in ${((performance.now() - t0) / 1000).toFixed(0)} s → ${out}`);
