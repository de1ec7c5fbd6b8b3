/**
 * Heap growth per agent and step of a warmed-up simulation: what the allocation test measures, in its own process
 * (allocationProbe.ts) and in the test's. Needs V8's gc(), exposed here at run time.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSimulation, type SimConfig } from '../../../src/lib/engine';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Bytes the heap grew by per agent and step over `steps` steps, after 100 warm-up steps (long enough for V8 to
 * optimize the step); the least of `rounds` stretches, as compiling optimized code also takes heap, once.
 */
export function heapGrowthPerAgentStep(config: SimConfig, steps: number, rounds: number): { bytes: number; agents: number } {
  const sim = createSimulation(config);
  for (let k = 0; k < 100; k++) sim.step();
  let least = Infinity;
  for (let round = 0; round < rounds; round++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let k = 0; k < steps; k++) sim.step();
    least = Math.min(least, process.memoryUsage().heapUsed - before);
  }
  return { bytes: least / (sim.state.count * steps), agents: sim.state.count };
}
