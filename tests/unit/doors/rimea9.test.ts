/**
 * RiMEA test 9 in our words (rimea9.ts): 1,000 persons leave a 30 × 20 m room by four 1 m exits, then by two.
 * Everyone gets out both times, on every seed (before issue 17's door-post and door-middle changes, a few people
 * stood for good beside the posts and the evacuation never completed), and shutting half the exits about doubles the
 * time: the doors' capacity sets it. The ratio is not exactly 2: with all four open the walk to the doors (about 15 s
 * of the 160) weighs more, and fuller queues push a little more through each door. Remembered: about 50 s a seed.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/lib/engine';
import { rememberedEach } from '../../claims/remembered';
import { rimea9 } from './rimea9';

const SEEDS = [1, 2, 3];
const LIMIT = 1200;

const runs = rememberedEach('doors-rimea9', import.meta.url, Object.fromEntries(SEEDS.flatMap((seed) => [false, true].map((shut) => [`${shut ? 'two' : 'four'}/${seed}`, () => {
  const sim = createSimulation({ scenario: 'custom', file: rimea9(shut), seed });
  const n = sim.state.count;
  while (sim.time < LIMIT && sim.state.count > 0) if (!sim.step()) throw new Error(`seed ${seed}: ${sim.blowup?.message}`);
  return { n, left: sim.state.count, last: sim.state.count === 0 ? sim.time : -1 };
}]))));

type Run = { n: number; left: number; last: number };

describe('RiMEA 9: a large room, four exits and then two', () => {
  it('1,000 placed and all out, four exits open and two, every seed', () => {
    for (const k of Object.keys(runs)) {
      const r = runs[k] as Run;
      expect(r.n, k).toBe(1000);
      expect(r.left, k).toBe(0);
    }
  });
  it('two exits take about twice as long as four (ratio 1.6–2.3, each seed)', () => {
    for (const seed of SEEDS) {
      const ratio = (runs[`two/${seed}`] as Run).last / (runs[`four/${seed}`] as Run).last;
      expect(ratio, `seed ${seed}`).toBeGreaterThan(1.6);
      expect(ratio, `seed ${seed}`).toBeLessThan(2.3);
    }
  });
});
