/**
 * The named sweep measures evacuationTime and evacuationTime90 (src/lib/figures/sweepMeasures.ts), on a small room
 * (5 m square, 1 m exit, 10 people, the HFV 2000 forces): they agree with the engine's own record of who left when,
 * stop as soon as they can, and return the time limit when the room is not empty by then.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation, type SimConfig } from '../../../src/lib/engine';
import { SWEEP_MEASURES } from '../../../src/lib/figures/sweepMeasures';

const small: SimConfig = { scenario: 'evacuation', seed: 3, params: { N: 10, size: 5, v0: 2 } };

/** Every evacuation time of the small room, from the engine's behaviours (run to the end). */
function leavingTimes(config: SimConfig): number[] {
  const sim = createSimulation(config);
  while (sim.state.count > 0 && sim.time < 120) expect(sim.step()).toBe(true);
  expect(sim.state.count).toBe(0);
  return [...sim.behaviours.evacuationTimes];
}

describe('evacuation measures', () => {
  const times = leavingTimes(small);

  it('evacuationTime is the time the last one left; evacuationTime90 the time the 9th of 10 left', () => {
    expect(SWEEP_MEASURES.evacuationTime(small, 120)).toBe(times[9]);
    expect(SWEEP_MEASURES.evacuationTime90(small, 120)).toBe(times[8]);
    expect(times[8]).toBeLessThanOrEqual(times[9]);
  });

  it('returns the time limit when the room is not yet empty by then', () => {
    const limit = Math.floor(times[9] / 2);
    expect(SWEEP_MEASURES.evacuationTime(small, limit)).toBe(limit);
  });

  it('reports progress as a share of the limit, below 1', () => {
    const shares: number[] = [];
    SWEEP_MEASURES.evacuationTime(small, 120, (s) => shares.push(s));
    expect(shares.length).toBeGreaterThan(0);
    expect(Math.max(...shares)).toBeLessThan(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });
});
