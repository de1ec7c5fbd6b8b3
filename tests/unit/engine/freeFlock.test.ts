/**
 * The playground's default scenario must keep flying: Reynolds' three steering rules alone let the free flock slow
 * to a stop (alignment averages velocities whose mean starts near zero), so the scenario switches Cruise speed on.
 * Means over three seeds, sampled every second.
 */
import { describe, it, expect } from 'vitest';
import { createSimulation, scenarioByName, type SimConfig } from '../../../src/lib/engine';
import { meanSpeed } from '../../../src/lib/engine/metrics/speed';
import { mean } from './helpers';

/** Mean speed sampled every second over [from, 60] s: its mean and its smallest sample. */
function speeds(config: SimConfig, from: number): { mean: number; min: number } {
  const sim = createSimulation(config);
  sim.run(from);
  const xs: number[] = [];
  for (let t = from; t <= 60 + 1e-9; t += 1) { xs.push(meanSpeed(sim.state)); if (t < 60) expect(sim.run(1)).toBe(true); }
  return { mean: mean(xs), min: Math.min(...xs) };
}

describe('the free flock keeps flying', () => {
  it('has Cruise speed on by default', () => {
    const cruise = scenarioByName('free-flock')!.forces.find((f) => f.name === 'cruise');
    expect(cruise && cruise.enabled !== false).toBe(true);
  });

  it('keeps a mean speed near v0 = 1 m/s over 60 s (3 seeds)', () => {
    // While the headings align (the first ~15 s) alignment brakes and the speed dips to about 0.7 v0; cruise brings
    // it back within τ = 1 s once they agree.
    const whole = [1, 2, 3].map((seed) => speeds({ scenario: 'free-flock', seed }, 0));
    expect(mean(whole.map((r) => r.mean))).toBeGreaterThan(0.9);
    for (const r of whole) expect(r.min).toBeGreaterThan(0.6);
    const late = [1, 2, 3].map((seed) => speeds({ scenario: 'free-flock', seed }, 30));
    for (const r of late) expect(r.min).toBeGreaterThan(0.95);
    for (const r of late) expect(r.mean).toBeLessThanOrEqual(1 + 1e-9); // the speed limit is v0
  });

  it('without it the same flock slows to a crawl (below 0.2 v0 after 20 s): the test above would notice', () => {
    const runs = [1, 2, 3].map((seed) => speeds({ scenario: 'free-flock', seed, forces: { cruise: { enabled: false } } }, 20));
    for (const r of runs) expect(r.min).toBeLessThan(0.6);
    expect(mean(runs.map((r) => r.mean))).toBeLessThan(0.2);
  });
});
