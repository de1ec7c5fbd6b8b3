import { describe, it, expect } from 'vitest';
import {
  resolveConfig, createSimulation, buildSimulation, toSimConfig, mergeConfigs, fitPopulation, addMove, ParamError, CapacityError,
  GOAL_DIRECTION, docForConfig, type AddedAgent, type SimConfig
} from '../../../src/lib/engine';

const agent = (x: number, y: number, over: Partial<AddedAgent> = {}): AddedAgent => ({
  x, y, radius: 0.3, mass: 80, v0: 1.2, kind: 1, goalMode: GOAL_DIRECTION, gx: -1, gy: 0, vx: 0, vy: 0, phase: 0, ...over
});

/** Positions after `steps` steps. */
function run(config: SimConfig, steps: number): number[] {
  const sim = createSimulation(config);
  for (let k = 0; k < steps; k++) sim.step();
  return [...sim.state.x.slice(0, sim.state.count), ...sim.state.y.slice(0, sim.state.count)];
}

describe('edits: the reader’s moved walls and added agents as part of a config', () => {
  it('moves the named wall segments and adds the agents after the scenario’s own, with their goals', () => {
    const plain = createSimulation({ scenario: 'corridor', seed: 4, params: { N: 20 } });
    const edited = createSimulation({
      scenario: 'corridor', seed: 4, params: { N: 20 },
      edits: { walls: [{ segments: [1], dx: 0, dy: -1.5 }], agents: [agent(5, 3), agent(8, 2, { kind: 0, gx: 1 })] }
    });
    const w0 = plain.walls.toArray(), w1 = edited.walls.toArray();
    expect(w1[0]).toEqual(w0[0]);
    expect(w1[1]).toEqual([w0[1][0], w0[1][1] - 1.5, w0[1][2], w0[1][3] - 1.5]);
    expect(edited.state.count).toBe(22);
    expect([edited.state.x[20], edited.state.y[20], edited.state.kind[20], edited.state.gx[20]]).toEqual([5, 3, 1, -1]);
    expect([edited.state.x[21], edited.state.gx[21]]).toEqual([8, 1]);
    // The scenario's own agents are placed exactly as without edits.
    expect(Array.from(edited.state.x.slice(0, 20))).toEqual(Array.from(plain.state.x.slice(0, 20)));
  });

  it('the same config with the same edits runs the same; without them it runs differently', () => {
    const c: SimConfig = { scenario: 'corridor', seed: 7, params: { N: 30 }, edits: { walls: [{ segments: [0], dx: 0, dy: 1 }], agents: [agent(10, 3)] } };
    const a = run(c, 40), b = run(structuredClone(c), 40);
    expect(a).toEqual(b);
    expect(run({ ...c, edits: undefined }, 40)).not.toEqual(a.slice(0, 60));
  });

  it('survives resolve → toSimConfig → resolve, and merging a layer’s edits replaces the base’s', () => {
    const c: SimConfig = { scenario: 'corridor', edits: { walls: [{ segments: [1, 0], dx: 0.25, dy: 0 }], agents: [agent(3, 3)] } };
    const r = resolveConfig(c);
    expect(r.edits!.walls![0].segments).toEqual([0, 1]);
    expect(resolveConfig(toSimConfig(r))).toEqual(r);
    const merged = mergeConfigs(c, { edits: { agents: [agent(4, 4)] } });
    expect(merged.edits).toEqual({ agents: [agent(4, 4)] });
    expect(mergeConfigs(c, { seed: 3 }).edits).toEqual(c.edits);
    expect(mergeConfigs(c, { scenario: 'bottleneck' }).edits).toBeUndefined();
  });

  it('refuses, naming the field, an agent outside the world, a bad number or a segment the layout lacks', () => {
    const bad = (edits: unknown) => () => resolveConfig({ scenario: 'corridor', edits } as SimConfig);
    expect(bad({ agents: [agent(500, 3)] })).toThrow(/edits\.agents\[0\]\.x/);
    expect(bad({ agents: [agent(3, 3, { radius: NaN })] })).toThrow(/edits\.agents\[0\]\.radius/);
    expect(bad({ walls: [{ segments: [-1], dx: 0, dy: 0 }] })).toThrow(ParamError);
    expect(bad({ walls: 'x' })).toThrow(/edits\.walls/);
    const r = resolveConfig({ scenario: 'corridor', edits: { walls: [{ segments: [7], dx: 1, dy: 0 }] } });
    expect(() => buildSimulation(r)).toThrow(/segment 7, but this layout has 2/);
  });

  it('addMove folds a second drag of the same group into the first, and drops a move that came back', () => {
    const m1 = addMove([], { segments: [2, 1], dx: 0.1234, dy: 0 });
    expect(m1).toEqual([{ segments: [1, 2], dx: 0.123, dy: 0 }]);
    expect(addMove(m1, { segments: [1, 2], dx: 0.5, dy: 1 })).toEqual([{ segments: [1, 2], dx: 0.623, dy: 1 }]);
    expect(addMove(m1, { segments: [1, 2], dx: -0.123, dy: 0 })).toEqual([]);
    expect(addMove(m1, { segments: [0], dx: 1, dy: 0 })).toHaveLength(2);
  });
});

describe('fitPopulation: the largest population a refused region holds', () => {
  // (The fundamental corridor is not among them: it declares only densities it can place, placement.test.ts.)
  for (const [scenario, params] of [['evacuation', { N: 2000 }], ['corridor', { N: 900, width: 2, length: 10 }]] as const) {
    it(`${scenario} ${JSON.stringify(params)}: refused with a maximum; the fitted config builds with at most that many`, () => {
      const r = resolveConfig({ scenario, seed: 2, params });
      let err: unknown;
      try { buildSimulation(r); } catch (e) { err = e; }
      expect(err).toBeInstanceOf(CapacityError);
      const max = (err as CapacityError).max;
      const fit = fitPopulation(r, max)!;
      expect(fit.value).toBeLessThan(fit.asked);
      const sim = buildSimulation(fit.config);
      expect(sim.state.count).toBeLessThanOrEqual(max);
      // The largest on the parameter's grid: one step more would ask for more than the region holds.
      const step = fit.key === 'N' ? 1 : 0.05;
      const more = resolveConfig({ scenario, seed: 2, params: { ...params, [fit.key]: fit.value + step } });
      expect(() => buildSimulation(more)).toThrow(CapacityError);
    });
  }

  it('a scenario file has no population parameter: nothing to fit', () => {
    const file = docForConfig(resolveConfig({ scenario: 'corridor', params: { N: 900, width: 2, length: 10 } }))!;
    const r = resolveConfig({ scenario: 'custom', file });
    expect(() => buildSimulation(r)).toThrow(CapacityError);
    expect(fitPopulation(r, 10)).toBeNull();
  });
});
