/**
 * The lanes-and-bottlenecks chapter (content/09-lanes-and-bottlenecks.*): what its claims cannot check by themselves.
 * - The named measures it adds (src/lib/figures/lanesDoorMeasures.ts): doorSteadyFlow is bottleneckFlow's measurement
 *   (same number for the same run); doorPassages counts a walker once, only when it got through.
 * - The scenario document of the two-way door is valid (the view and the tests run it unvalidated otherwise).
 * - The numbers the prose reads off the flow sweep's precomputed file (content/sweeps/door-flow-width.json, itself
 *   re-measured by tests/unit/chapters/sweeps.test.ts): a line through the mean flows with slope about 2.5 /(m s),
 *   cutting the width axis at about 0.42 m, R² ≥ 0.99; about three quarters of the laboratory's specific flow at
 *   0.8 m, about 2.0 /(m s) at 2.4 m, doubling 1.2 m multiplying the flow by about 2.6; and the lane sweep rising
 *   from 4 to 12 m.
 */
import { describe, expect, it } from 'vitest';
import { parseScenarioDoc } from '../../../src/lib/engine';
import { bottleneckFlow, linearFit } from '../../../src/lib/figures';
import { SWEEP_MEASURES } from '../../../src/lib/figures/sweepMeasures';
import { doorPassages } from '../../../src/lib/figures/lanesDoorMeasures';
import { sweepSummary, type SweepData } from '../../../src/lib/claims';
import { doorOf, sweeps, twoWayDoor, twoWayDoorOf } from '../../../content/09-lanes-and-bottlenecks';
import doorFile from '../../../content/sweeps/door-flow-width.json';
import lanesFile from '../../../content/sweeps/lanes-width.json';

describe('named measures of the lanes-and-bottlenecks chapter', () => {
  it('doorSteadyFlow gives bottleneckFlow’s steady flow for the same door and seed', () => {
    for (const [w, seed] of [[1.2, 1], [2.4, 2]] as const) {
      expect(SWEEP_MEASURES.doorSteadyFlow({ ...doorOf(w), seed }, 150)).toBe(bottleneckFlow(w, seed).flow);
    }
  }, 60_000);

  it('doorPassages: in time order, at most one passage per walker, and both directions pass', () => {
    const seq = doorPassages({ ...twoWayDoorOf(1.2), seed: 1 }, 40);
    expect(seq.length).toBeGreaterThan(5);
    for (let k = 1; k < seq.length; k++) expect(seq[k].time).toBeGreaterThanOrEqual(seq[k - 1].time);
    expect(seq.length).toBeLessThanOrEqual(80);
    expect(new Set(seq.map((p) => p.sign))).toEqual(new Set([1, -1]));
  }, 60_000);
});

describe('the two-way door document', () => {
  it('is a valid scenario file', () => {
    for (const w of [1, 2.2]) expect(() => parseScenarioDoc(JSON.parse(JSON.stringify(twoWayDoor(w))))).not.toThrow();
  });
});

describe('numbers the prose reads off the precomputed sweeps', () => {
  it('door flow: a line with slope 2.4–2.6 /(m s), meeting the width axis at 0.37–0.47 m, R² ≥ 0.99', () => {
    const s = sweepSummary((doorFile as SweepData).results);
    expect(s.map((p) => p.x)).toEqual(sweeps.door.points.map((p) => p.x));
    const fit = linearFit(s.map((p) => p.x), s.map((p) => p.mean));
    expect(fit.slope).toBeGreaterThanOrEqual(2.4);
    expect(fit.slope).toBeLessThanOrEqual(2.6);
    expect(-fit.intercept / fit.slope).toBeGreaterThanOrEqual(0.37);
    expect(-fit.intercept / fit.slope).toBeLessThanOrEqual(0.47);
    expect(fit.r2).toBeGreaterThanOrEqual(0.99);
    // About three quarters of the laboratory's specific flow at 0.8 m (Seyfried et al. 2009: about 1.6 /(m s)), "a
    // little too few"; about 2.0 /(m s) at 2.4 m, "a little above the 1.9 line"; 1.2 → 2.4 m multiplies it by about 2.6.
    expect(s[0].mean / 0.8 / 1.6).toBeGreaterThan(0.7);
    expect(s[0].mean / 0.8 / 1.6).toBeLessThan(0.8);
    const at = (x: number) => s.find((p) => p.x === x)!.mean;
    expect(at(2.4) / at(1.2)).toBeGreaterThan(2.5);
    expect(at(2.4) / at(1.2)).toBeLessThan(2.7);
    expect(s[s.length - 1].mean / 2.4).toBeGreaterThan(1.9);
    expect(s[s.length - 1].mean / 2.4).toBeLessThan(2.1);
  });

  it('lanes: the mean count rises from 4 to 8 to 12 m', () => {
    const s = sweepSummary((lanesFile as SweepData).results), at = (x: number) => s.find((p) => p.x === x)!.mean;
    expect(at(8)).toBeGreaterThan(at(4));
    expect(at(12)).toBeGreaterThan(at(8));
  });
});
