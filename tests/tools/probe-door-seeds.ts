/**
 * Chapter 9's narrow door over many seeds (issue 17): the bottleneck scenario, 240 s per seed; which seeds leave people in the
 * room for good, and when the last left in the runs that emptied. A layer (SimConfig) changes the model.
 *   npx tsx tests/tools/probe-door-seeds.ts ['{"forces":{"noise":{"params":{"sigma":0.02}}}}'] [seeds=1-40] [width=0.8]
 */
import { createSimulation, mergeConfigs } from '../../src/lib/engine';
const layer = process.argv[2] ? JSON.parse(process.argv[2]) : undefined;
const [a, b] = (process.argv[3] ?? '1-40').split('-').map(Number), w = Number(process.argv[4] ?? 0.8);
const stuck: string[] = [], lasts: number[] = [];
for (let seed = a; seed <= b; seed++) {
  const base = { scenario: 'bottleneck', seed, params: { doorWidth: w } };
  const sim = createSimulation(layer ? mergeConfigs(base as never, layer) : (base as never));
  let last = 0, n = sim.state.count;
  while (sim.time < 240 && sim.state.count > 0) { sim.step(); if (sim.state.count !== n) { n = sim.state.count; last = sim.time; } }
  if (sim.state.count > 0) stuck.push(`${seed}:${sim.state.count}`); else lasts.push(last);
}
lasts.sort((x, y) => x - y);
console.log(`${JSON.stringify(layer ?? {})} w ${w} seeds ${a}-${b}: stuck [${stuck.join(' ')}]; last out (emptied runs) median ${lasts[lasts.length >> 1]?.toFixed(1)} s, range ${lasts[0]?.toFixed(1)}–${lasts[lasts.length - 1]?.toFixed(1)} s`);
