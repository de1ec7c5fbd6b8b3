/**
 * Run as its own process by allocation.test.ts: `node --import tsx allocationProbe.ts '<SimConfig as JSON>'`.
 * Prints the heap growth per agent and step of a warmed-up simulation (the least of twelve stretches of 20 steps: on a busy machine V8 may finish optimizing, and take heap for it, in any of the first few — six were not always enough when the whole suite ran on two cores; an allocation in the step shows in every stretch).
 * A process of its own, because what V8 compiles for a loop depends on what ran before it in the same process:
 * here the engine runs alone, as it does in `npm run sim` or in a page's worker.
 */
import type { SimConfig } from '../../../src/lib/engine';
import { heapGrowthPerAgentStep } from './heapGrowth';

const { bytes, agents } = heapGrowthPerAgentStep(JSON.parse(process.argv[2]) as SimConfig, 20, 12);
console.log(JSON.stringify({ bytesPerAgentStep: bytes, agents }));
