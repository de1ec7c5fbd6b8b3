/**
 * How long the N slider's limit takes when a room parameter changes (issue 21: populationLimit, which counts what
 * the room holds without placing anyone), per crowd scenario: at its defaults, and over its room parameters swept
 * across their declared ranges (each value new, so nothing is cached). Prints medians and the slowest.
 *   npx tsx tests/bench/populationLimit.ts [N]
 */
import { SCENARIOS, defaultsOf, populationLimit, type NumberParam, type ParamValues, type Scenario } from '../../src/lib/engine';
import { cpus } from 'node:os';

const N = Number(process.argv[2] ?? 21);
const median = (a: number[]) => [...a].sort((p, q) => p - q)[a.length >> 1];
const ms = (f: () => void) => { const t0 = performance.now(); f(); return performance.now() - t0; };

console.log(`${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}`);
for (const sc of SCENARIOS as readonly Scenario[]) {
  if (!sc.room) continue;
  const d = defaultsOf(sc.params) as ParamValues;
  // At the defaults: a key the cache has not seen each time (a speed nudged), so the room is counted again.
  const speed = sc.params.find((p) => p.key === 'v0' || p.key === 'desiredSpeed') as NumberParam | undefined;
  const atDefaults: number[] = [];
  for (let k = 0; k < N + 3; k++) {
    const t = ms(() => populationLimit(sc, speed ? { ...d, [speed.key]: speed.min + (k + 1) * 1e-6 } : { ...d, N: 1 }));
    if (k >= 3) atDefaults.push(t);
  }
  const swept: number[] = [];
  for (const key of sc.room.grows) {
    const s = sc.params.find((p) => p.key === key) as NumberParam;
    for (let k = 0; k < N; k++) swept.push(ms(() => populationLimit(sc, { ...d, [key]: s.min + ((s.max - s.min) * (k + 0.5)) / N })));
  }
  const limit = populationLimit(sc, d);
  console.log(
    `${sc.name}: limit at the defaults ${limit ? limit.max : 'none (the declared maximum builds)'}; ` +
    `median ${median(atDefaults).toFixed(2)} ms at the defaults` +
    (swept.length ? `, ${median(swept).toFixed(1)} ms over ${sc.room.grows.join(', ')} swept (max ${Math.max(...swept).toFixed(0)} ms, ${swept.length} values)` : '')
  );
}
