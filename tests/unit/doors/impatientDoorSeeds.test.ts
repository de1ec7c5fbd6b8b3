/**
 * Chapter 9's narrow door with rising impatience (content/09-lanes-and-bottlenecks.svx, "A narrow door"; the force is
 * forces/social/impatienceHFV.ts, Helbing, Farkas & Vicsek 2000). The chapter's Try (tries.door08Impatient: a wish
 * that can grow to three times itself, remembered over 10 s) "leaves nobody behind", and the first minute passes
 * "about a tenth fewer" people than the same door without it; a milder impatience (one and a half times) still leaves
 * some runs stuck, fewer than without. The rate without it is narrowDoorSeeds.test.ts's.
 * Seeds 1–160 are where the statements were read; 161–240 check them on seeds nobody read them from.
 * Remembered (tests/claims/remembered.ts): 640 runs, most of them emptying the room in about 90 simulated seconds.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation, mergeConfigs, type SimConfig } from '../../../src/lib/engine';
import { rememberedEach } from '../../claims/remembered';
import { tries } from '../../../content/09-lanes-and-bottlenecks';

const seeds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const STATED = seeds(1, 160), FRESH = seeds(161, 240), ALL = [...STATED, ...FRESH];
const mild = mergeConfigs(tries.door08Impatient, { forces: { impatienceHFV: { params: { vmaxFactor: 1.5 } } } });

/** People left in the room at 60 s and at the end (240 s, or sooner once nobody is left). */
function run(config: SimConfig, seed: number, until: number): [number, number] {
  const sim = createSimulation(mergeConfigs(config, { seed }));
  let at60 = -1;
  while (sim.time < until && sim.state.count > 0) {
    if (!sim.step()) throw new Error(`seed ${seed}: ${sim.blowup?.message}`);
    if (at60 < 0 && sim.time >= 60 - 1e-9) at60 = sim.state.count;
  }
  return [at60 < 0 ? sim.state.count : at60, sim.state.count];
}

const left = rememberedEach<[number, number]>('impatient-door-seeds', import.meta.url, Object.fromEntries([
  ...ALL.map((seed) => [`strong-${seed}`, () => run(tries.door08Impatient, seed, 240)]),
  ...ALL.map((seed) => [`plain-${seed}`, () => run(tries.door08, seed, 60)]),
  ...STATED.map((seed) => [`mild-${seed}`, () => run(mild, seed, 240)])
]));
const stuck = (kind: string, list: number[]) => list.filter((seed) => left[`${kind}-${seed}`][1] !== 0);
const outAt60 = (kind: string, list: number[]) => list.reduce((t, seed) => t + 80 - left[`${kind}-${seed}`][0], 0) / list.length;

describe('the 0.8 m door with rising impatience', () => {
  it('up to three times the wish: nobody is left behind, in any of seeds 1–240', () => {
    expect(stuck('strong', ALL)).toEqual([]);
  });

  it('costs the first minute about a tenth of the people it passes without (0.85–0.95), on the stated seeds and on fresh ones', () => {
    for (const list of [STATED, FRESH]) {
      const ratio = outAt60('strong', list) / outAt60('plain', list);
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(0.95);
    }
  });

  it('up to one and a half times the wish: fewer runs stuck than without (21 of seeds 1–160), but some', () => {
    const s = stuck('mild', STATED);
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThan(21);
  });
});
