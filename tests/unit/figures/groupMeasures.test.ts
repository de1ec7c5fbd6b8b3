/**
 * The named measures of the groups-panic-herding chapter (src/lib/figures/groupMeasures.ts, spread into SWEEP_MEASURES) on fixtures whose answer
 * is known: a pair placed side by side and walking east is abreast (|sin θ| = 1), a pair one behind the other is not
 * (0); both keep their distance when nothing acts but the driving term. The busiest exit's share is 1 when everyone
 * walks out through one door.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIO_FORMAT, type ScenarioDoc, type SimConfig } from '../../../src/lib/engine';
import { SWEEP_MEASURES } from '../../../src/lib/figures/sweepMeasures';

/** Two walkers of one group in a periodic corridor, placed in `rect`, walking east at the same speed, nothing else. */
function pair(rect: [number, number, number, number]): SimConfig {
  const file: ScenarioDoc = {
    format: SCENARIO_FORMAT, name: 'pair', title: 'pair', family: 'social',
    world: { x0: 0, y0: 0, width: 20, height: 6, periodic: ['x'] },
    spawns: [{ region: { rect }, count: 2, radius: 0.3, v0: 1.3, goal: { direction: [1, 0] }, groupSize: 2 }],
    forces: [{ name: 'drivingHM' }],
    settings: { dt: 0.05, integrator: 'semi-implicit', speedCap: 0 }
  };
  return { scenario: 'custom', file, seed: 1 };
}

describe('pair measures', () => {
  it('side by side: abreast 1, and the distance they started at', () => {
    const c = pair([5, 1, 5.001, 5]);
    expect(SWEEP_MEASURES.pairAbreast(c, 25)).toBeCloseTo(1, 6);
    expect(SWEEP_MEASURES.pairDistance(c, 25)).toBeGreaterThan(0.6);
  });

  it('one behind the other: abreast 0', () => {
    expect(SWEEP_MEASURES.pairAbreast(pair([2, 3, 8, 3.001]), 25)).toBeCloseTo(0, 2);
  });
});

describe('busiestExitShare', () => {
  it('is 1 when everyone leaves by the one door their heading crosses', () => {
    const file: ScenarioDoc = {
      format: SCENARIO_FORMAT, name: 'one-door', title: 'one door', family: 'social',
      world: { x0: -2, y0: -2, width: 14, height: 8 },
      walls: [[0, 0, 10, 0], [0, 4, 10, 4], [0, 0, 0, 4], [10, 0, 10, 1], [10, 3, 10, 4]],
      exits: [{ name: 'east', segment: [10, 1, 10, 3], sink: [10.6, -2, 12, 6] }],
      spawns: [{ region: { rect: [6, 1.5, 8, 2.5] }, count: 3, radius: 0.25, v0: 1.2, goal: { direction: [1, 0] } }],
      lines: [{ name: 'east', segment: [10, 1, 10, 3] }, { name: 'west', segment: [0, 3, 0, 1] }],
      forces: [{ name: 'drivingHM' }],
      settings: { dt: 0.05, integrator: 'semi-implicit', speedCap: 0 }
    };
    expect(SWEEP_MEASURES.busiestExitShare({ scenario: 'custom', file, seed: 1 }, 10)).toBe(1);
  });
});
