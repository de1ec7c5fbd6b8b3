/** The contact chapter's two numbers: the deepest overlap of bodies (and walls), and the longest blockage of a door. */
import { describe, expect, it } from 'vitest';
import { AgentState, type AgentInit } from '../../../src/lib/engine/state';
import { Walls, createSimulation, makeWorld, metricByName } from '../../../src/lib/engine';
import { deepestOverlap, longestPause } from '../../../src/lib/engine/metrics';

const stateOf = (agents: AgentInit[]): AgentState => {
  const s = new AgentState(Math.max(1, agents.length));
  for (const a of agents) s.add(a);
  return s;
};

describe('deepestOverlap: the largest r_i + r_j − d_ij or r_i − d_iW', () => {
  const world = makeWorld(20, 20);
  it('is 0 when nothing touches', () => {
    const s = stateOf([{ x: 1, y: 1, radius: 0.3 }, { x: 2, y: 1, radius: 0.3 }]);
    expect(deepestOverlap(s, world, new Walls([[0, 5, 10, 5]]))).toBe(0);
  });
  it('is the deepest pair overlap (0.3 + 0.25 − 0.5 = 0.05 beats 0.6 − 0.58 = 0.02)', () => {
    const s = stateOf([
      { x: 1, y: 1, radius: 0.3 }, { x: 1.58, y: 1, radius: 0.3 },
      { x: 5, y: 5, radius: 0.3 }, { x: 5.5, y: 5, radius: 0.25 }
    ]);
    expect(deepestOverlap(s, world, null)).toBeCloseTo(0.05, 12);
  });
  it('counts a body pressed into a wall: r − d = 0.3 − 0.22', () => {
    const s = stateOf([{ x: 3, y: 0.22, radius: 0.3 }, { x: 8, y: 8, radius: 0.3 }]);
    expect(deepestOverlap(s, world, new Walls([[0, 0, 10, 0]]))).toBeCloseTo(0.08, 12);
  });
  it('sees a pair across a periodic seam (minimum image)', () => {
    const s = stateOf([{ x: 0.1, y: 1, radius: 0.3 }, { x: 19.6, y: 1, radius: 0.3 }]);
    expect(deepestOverlap(s, makeWorld(20, 20, true, false), null)).toBeCloseTo(0.1, 12);
    expect(deepestOverlap(s, world, null)).toBe(0);
  });
  it('gives the same answer from the neighbour list as from all pairs, in a pressing crowd', () => {
    const sim = createSimulation({ scenario: 'bottleneck', seed: 3, params: { v0: 3 } });
    sim.run(6);
    const fromList = deepestOverlap(sim.state, sim.world, sim.walls, sim.pairs);
    expect(fromList).toBeGreaterThan(0);
    expect(fromList).toBe(deepestOverlap(sim.state, sim.world, sim.walls, null));
    expect(metricByName('deepestOverlap')!.compute(sim)).toBe(fromList);
  });
});

describe('longestPause: the longest time between two successive passages', () => {
  it('is 0 before the second passage', () => {
    expect(longestPause([])).toBe(0);
    expect(longestPause([{ time: 3, sign: 1 }])).toBe(0);
  });
  it('takes the longest gap between passages, and ignores crossings back in (sign −1)', () => {
    expect(longestPause([{ time: 1, sign: 1 }, { time: 1.5, sign: 1 }, { time: 2, sign: -1 }, { time: 4.5, sign: 1 }, { time: 5, sign: 1 }])).toBeCloseTo(3, 12);
  });
  it('reads the first counting line in the registry (NaN in a scenario without one)', () => {
    const door = createSimulation({ scenario: 'bottleneck', seed: 1 });
    door.run(12);
    const c = door.behaviours.crossings[0];
    expect(c.length).toBeGreaterThan(2);
    expect(metricByName('doorLongestPause')!.compute(door)).toBe(longestPause(c));
    expect(metricByName('doorLongestPause')!.compute(createSimulation({ scenario: 'wandering', seed: 1 }))).toBeNaN();
  });
});
