/**
 * Faster-is-slower (Helbing, Farkas & Vicsek 2000): in the 15 m room with a 1 m exit and 200 people, the time for
 * everyone to get out against the desired speed v0 is U-shaped. Means over 3 seeds; the slowest test in the suite
 * (about ten full evacuations), so it has a file of its own.
 */
import { describe, it, expect } from 'vitest';
import { createSimulation } from '../../../src/lib/engine';
import { mean } from './helpers';

/** Time until all 200 are out; a run that has not finished by `limit` counts as `limit` (a lower bound). */
function evacuationTime(v0: number, seed: number, limit = 300): number {
  const sim = createSimulation({ scenario: 'evacuation', seed, params: { v0 } });
  while (sim.state.count > 0 && sim.time < limit) expect(sim.step(), sim.blowup?.message).toBe(true);
  return sim.state.count === 0 ? sim.behaviours.evacuationTime : limit;
}

describe('faster is slower', () => {
  it('evacuation time against desired speed is U-shaped: 2 m/s beats both 1.2 m/s and 5 m/s by over 10 s', () => {
    const T = (v0: number) => mean([1, 2, 3].map((seed) => evacuationTime(v0, seed)));
    const slow = T(1.2), moderate = T(2), panic = T(5);
    expect(moderate).toBeLessThan(slow - 10);
    expect(moderate).toBeLessThan(panic - 10);
  }, 900_000);
});
