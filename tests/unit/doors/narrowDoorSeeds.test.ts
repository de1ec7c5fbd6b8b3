/**
 * Chapter 9's narrow door over many seeds: "of the first forty seeds, one (seed 28) leaves three people for good,
 * 77 out at 240 s" (content/09-lanes-and-bottlenecks.svx), and the claims that the 0.8 m door empties "in every
 * seed" hold on seeds 1–8 only because seed 28 is not among them (their chosenSeeds say so). The bottleneck
 * scenario at 0.8 m, seeds 1–40, 240 s. Remembered (tests/claims/remembered.ts): forty runs, about a minute of CPU.
 * Before every wall tip pushed as a door post does (issue 17) six of these forty seeds left two or three people.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/lib/engine';
import { rememberedEach } from '../../claims/remembered';

const SEEDS = Array.from({ length: 40 }, (_, k) => k + 1);
const left = rememberedEach('narrow-door-seeds', import.meta.url, Object.fromEntries(SEEDS.map((seed) => [`seed-${seed}`, () => {
  const sim = createSimulation({ scenario: 'bottleneck', seed, params: { doorWidth: 0.8 } });
  while (sim.time < 240 && sim.state.count > 0) if (!sim.step()) throw new Error(`seed ${seed}: ${sim.blowup?.message}`);
  return sim.state.count;
}])));

describe('the 0.8 m door, seeds 1–40, 240 s', () => {
  it('empties the room in every seed but seed 28, which leaves three', () => {
    const stuck = SEEDS.filter((seed) => left[`seed-${seed}`] !== 0).map((seed) => [seed, left[`seed-${seed}`]]);
    expect(stuck).toEqual([[28, 3]]);
  });
});
