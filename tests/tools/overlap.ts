/**
 * Prints body-overlap statistics for the built-in crowd scenarios (see tests/unit/bodies/overlap.ts):
 *   npx tsx tests/tools/overlap.ts [seconds=30] [seeds=1,2,3] [scenario…]
 * Pairs are counted from t = SKIP seconds on (environment variable; default 0, from the start).
 * Extra "name:key=value,key=value" arguments override scenario params, e.g. fundamental:density=3.
 */
import { createSimulation, SCENARIOS, type SimConfig } from '../../src/lib/engine';
import { measureOverlap } from '../unit/bodies/overlap';

const args = process.argv.slice(2);
const seconds = Number(args[0] ?? 30);
const seeds = (args[1] ?? '1,2,3').split(',').map(Number);
const only = args.slice(2);
const runs: { name: string; params: Record<string, number | string>; forces?: SimConfig['forces'] }[] = [];
if (only.length) for (const a of only) {
  const [name, rest] = a.split(':');
  const params: Record<string, number | string> = {};
  let forces: SimConfig['forces'];
  for (const kv of (rest ?? '').split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    if (k === 'off' || k === 'on') { forces = { ...(forces ?? {}), [v]: { enabled: k === 'on' } }; continue; }
    params[k] = Number.isFinite(Number(v)) ? Number(v) : v;
  }
  runs.push({ name, params, forces });
}
else for (const s of SCENARIOS) if (s.family === 'social') runs.push({ name: s.name, params: {} });

for (const r of runs) {
  let min = Infinity, touching = 0, deep = 0, blew = 0;
  const t0 = performance.now();
  for (const seed of seeds) {
    const sim = createSimulation({ scenario: r.name as SimConfig['scenario'], seed, params: r.params, forces: r.forces });
    const st = measureOverlap(sim, seconds, Number(process.env.SKIP ?? 0));
    min = Math.min(min, st.minRatio); touching += st.touching; deep += st.deep; if (st.blewUp) blew++;
  }
  console.log(`${r.name} ${JSON.stringify(r.params)}${r.forces ? ' ' + JSON.stringify(r.forces) : ''}: min d/(ra+rb) ${min.toFixed(3)}, touching pairs ${touching}, deep (>0.1 m) ${deep} = ${(100 * deep / Math.max(1, touching)).toFixed(1)} %, blow-ups ${blew}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
