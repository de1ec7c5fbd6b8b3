/**
 * Issue 17: every built-in evacuation (each catalogue scenario with an exit) completes — everyone out — on seeds 1–5,
 * at its defaults. Before door posts were told apart (walls.ts) and the fields aimed at the doors' middles
 * (navigation/doorMiddle.ts), walkers could stand for good in front of a door or pinned beside a post, and "the time
 * until the last one is out" was undefined. Remembered (tests/claims/remembered.ts): the five evacuations of the
 * Helbing 2000 room cost about a minute.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIOS, createSimulation } from '../../../src/lib/engine';
import { rememberedEach } from '../../claims/remembered';

const SEEDS = [1, 2, 3, 4, 5];
/** Ample: the slowest default (200 people through one 1 m door at v0 = 1 m/s) takes about 125 s. */
const LIMIT = 600;

const evacuations = SCENARIOS.map((s) => s.name).filter((name) => createSimulation({ scenario: name, seed: 1 }).exits().length > 0);

const runs = rememberedEach('doors-completions', import.meta.url, Object.fromEntries(evacuations.flatMap((scenario) => SEEDS.map((seed) => [`${scenario}/${seed}`, () => {
  const sim = createSimulation({ scenario, seed });
  const n = sim.state.count;
  while (sim.time < LIMIT && sim.state.count > 0) if (!sim.step()) throw new Error(`${scenario}, seed ${seed}: ${sim.blowup?.message}`);
  return { n, left: sim.state.count, last: sim.state.count === 0 ? sim.time : -1 };
}]))));

describe('every built-in evacuation completes on seeds 1–5', () => {
  it('the evacuation scenarios are the four with exits', () => {
    expect(evacuations.sort()).toEqual(['bottleneck', 'evacuation', 'exits-room', 'l-corridor']);
  });
  for (const scenario of evacuations)
    it(`${scenario}: all out within ${LIMIT} s, every seed`, () => {
      for (const seed of SEEDS) {
        const r = runs[`${scenario}/${seed}`] as { n: number; left: number; last: number };
        expect(r.n).toBeGreaterThan(10);
        expect(r.left, `seed ${seed}`).toBe(0);
        expect(r.last).toBeGreaterThan(0);
      }
    });
});
