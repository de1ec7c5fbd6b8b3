/**
 * Run as its own process by allocation.test.ts: `node --import tsx allocationProbe.ts '<SimConfig as JSON>'`.
 * Prints the heap growth per agent and step of a warmed-up simulation (the least of three stretches of 20 steps).
 * A process of its own, because what V8 compiles for a loop depends on what ran before it in the same process:
 * here the engine runs alone, as it does in `npm run sim` or in a page's worker.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSimulation, type SimConfig } from '../../../src/lib/engine';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const config = JSON.parse(process.argv[2]) as SimConfig;
const sim = createSimulation(config);
for (let k = 0; k < 100; k++) sim.step();
let least = Infinity;
for (let round = 0; round < 3; round++) {
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let k = 0; k < 20; k++) sim.step();
  least = Math.min(least, process.memoryUsage().heapUsed - before);
}
console.log(JSON.stringify({ bytesPerAgentStep: least / (sim.state.count * 20), agents: sim.state.count }));
