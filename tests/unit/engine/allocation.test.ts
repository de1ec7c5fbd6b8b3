/**
 * "Hot loops allocate nothing": a step of a running simulation must not create garbage per agent. V8 boxes a double
 * (a HeapNumber, 16 bytes) where it cannot keep it raw, for instance when it is passed to a call that is not inlined;
 * once per agent or per pair, that is megabytes a step and a garbage collection every few steps.
 */
import { describe, expect, it } from 'vitest';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSimulation } from '../../../src/lib/engine';
import type { SimConfig } from '../../../src/lib/engine';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Bytes the heap grew by per agent and step, after a warm-up long enough for V8 to optimize the step. The smaller of
 * two stretches: compiling optimized code also takes heap, once.
 */
function heapGrowthPerAgentStep(config: SimConfig, steps: number): number {
  const sim = createSimulation(config);
  for (let k = 0; k < 100; k++) sim.step();
  let least = Infinity;
  for (let round = 0; round < 2; round++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let k = 0; k < steps; k++) sim.step();
    least = Math.min(least, process.memoryUsage().heapUsed - before);
  }
  return least / (sim.state.count * steps);
}

describe('a step allocates nothing per agent', () => {
  // One boxed double per agent and step is 16 bytes or more, one per grid cell about 4; the allowance of 1 byte
  // covers V8's bookkeeping.
  const cases: [string, SimConfig][] = [
    ['boids on the grid with fused sums', { scenario: 'free-flock', seed: 3, params: { N: 10000 } }],
    ['boids on the grid with the written list', { scenario: 'free-flock', seed: 3, params: { N: 10000 }, settings: { fusedSums: 0 } }]
  ];
  // Not yet here: Helbing & Molnár's repulsion. Under the sampling heap profiler its pair loop is sometimes compiled
  // with a boxed number per pair, and trivial edits of the loop make that come and go; until the cause is found, a
  // case for it would pass or fail by the compiler's mood.
  for (const [name, config] of cases) {
    it(name, () => {
      expect(heapGrowthPerAgentStep(config, 30)).toBeLessThan(1);
    });
  }
});
