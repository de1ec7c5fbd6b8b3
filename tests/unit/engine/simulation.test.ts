import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createSimulation, Simulation, makeWorld, FORCES, forceNamed, ParamError, SCENARIOS, scenarioByName, type SimConfig, isChoice } from '../../../src/lib/engine';
import { byId, identical, maxDiff } from './helpers';

const run = (config: SimConfig, steps: number) => {
  const sim = createSimulation(config);
  for (let k = 0; k < steps; k++) expect(sim.step()).toBe(true);
  return sim;
};

describe('determinism', () => {
  for (const scenario of ['free-flock', 'bounded-flock', 'wandering', 'corridor', 'evacuation'] as const) {
    it(`${scenario}: the same seed and parameters give bit-identical trajectories`, () => {
      const a = run({ scenario, seed: 42 }, 60), b = run({ scenario, seed: 42 }, 60);
      expect(identical(byId(a), byId(b))).toBe(true);
      const c = run({ scenario, seed: 43 }, 60);
      expect(identical(byId(a), byId(c))).toBe(false);
    });
  }
});

describe('neighbour strategies give the same trajectories', () => {
  // Neighbours are summed in a different order by each strategy, so sums differ in the last bits. A crowd is
  // chaotic (a round-off difference grows by about e every 1.5 steps in the corridor), so trajectories are compared
  // over 10 steps, where they must agree to 1e-9; over long runs only statistics can be compared.
  for (const scenario of ['free-flock', 'corridor', 'bottleneck'] as const) {
    it(scenario, () => {
      const ref = run({ scenario, seed: 5, settings: { neighbours: 'all-pairs' } }, 10);
      for (const neighbours of ['grid', 'kd-tree'] as const) {
        const other = run({ scenario, seed: 5, settings: { neighbours } }, 10);
        expect(other.state.count).toBe(ref.state.count);
        expect(maxDiff(byId(ref), byId(other), ref.world.periodicX ? ref.world.width : Infinity)).toBeLessThan(1e-9);
      }
    });
  }
});

describe('permutation invariance', () => {
  it('shuffling the order agents are stored in does not change any trajectory', () => {
    const base = createSimulation({ scenario: 'corridor', seed: 9, settings: { neighbours: 'all-pairs' } });
    const n = base.state.count;
    const order = Int32Array.from({ length: n }, (_, k) => k);
    for (let k = n - 1; k > 0; k--) { const r = (k * 7919) % (k + 1); [order[k], order[r]] = [order[r], order[k]]; }
    const shuffled = createSimulation({ scenario: 'corridor', seed: 9, settings: { neighbours: 'all-pairs' } });
    shuffled.state.permute(order);
    for (let k = 0; k < 10; k++) { base.step(); shuffled.step(); }
    expect(maxDiff(byId(base), byId(shuffled), base.world.width)).toBeLessThan(1e-9);
  });
});

describe('force registry', () => {
  it('adds, switches, removes forces by name, in insertion order', () => {
    const sim = createSimulation({ scenario: 'free-flock', seed: 1 });
    const declared = scenarioByName('free-flock')!.forces.map((f) => f.name);
    expect(sim.forceNames()).toEqual(declared);
    sim.setEnabled('alignment', false);
    expect(sim.entry('alignment').enabled).toBe(false);
    sim.remove('cohesion');
    expect(sim.has('cohesion')).toBe(false);
    expect(sim.forceNames()).toEqual(declared.filter((n) => n !== 'cohesion'));
    sim.add(FORCES.cohesion, { weight: 1 });
    expect(sim.entry('cohesion').params.weight).toBe(1);
    // Added again, it goes to the end.
    expect(sim.forceNames()).toEqual([...declared.filter((n) => n !== 'cohesion'), 'cohesion']);
  });

  it('refuses a value outside its range, naming the parameter and its range', () => {
    const sim = createSimulation({ scenario: 'corridor', seed: 1 });
    expect(() => sim.setParams('repulsionHM', { sigma: -1 })).toThrow(ParamError);
    expect(() => sim.setParams('repulsionHM', { sigma: -1 })).toThrow(/sigma = -1 .*0\.\d+ … \d/);
    expect(() => sim.setParams('repulsionHM', { nope: 1 })).toThrow(/unknown parameter 'nope'/);
    expect(() => createSimulation({ scenario: 'corridor', params: { N: 0 } })).toThrow(/N = 0 is out of range/);
    expect(() => createSimulation({ scenario: 'nowhere' } as unknown as SimConfig)).toThrow(/unknown scenario 'nowhere'.*corridor/);
    expect(() => sim.setSettings({ integrator: 'rk9' })).toThrow(/one of euler, semi-implicit, heun/);
  });

  it('switching a force off changes what happens', () => {
    const on = run({ scenario: 'free-flock', seed: 3 }, 100);
    const off = run({ scenario: 'free-flock', seed: 3, forces: { alignment: { enabled: false } } }, 100);
    expect(maxDiff(byId(on), byId(off), on.world.width)).toBeGreaterThan(0.1);
  });

  it('recording what each force applied costs nothing when off and sums to the acceleration when on', () => {
    const sim = createSimulation({ scenario: 'corridor', seed: 2, settings: { integrator: 'euler' } });
    sim.step();
    expect(sim.recordOf('drivingHM')).toBeUndefined();
    sim.setRecording(true);
    sim.step();
    const s = sim.state;
    for (let i = 0; i < s.count; i += 7) {
      let fx = 0;
      for (const name of sim.forceNames()) fx += sim.recordOf(name)!.fx[i];
      expect(fx).toBeCloseTo(s.ax[i], 9);
    }
  });
});

describe('integrators', () => {
  const lone = (integrator: string, dt: number) => {
    const sim = new Simulation({ world: makeWorld(100, 100), agents: [{ x: 0, y: 0, v0: 1.34, gx: 1, gy: 0, goalMode: 1 }], settings: { dt, integrator } });
    sim.add(FORCES.drivingHM, { tau: 0.5 });
    return sim;
  };
  for (const integrator of ['euler', 'semi-implicit', 'heun']) {
    it(`${integrator}: relaxation reaches 63.2 % of v0 at t = tau`, () => {
      const sim = lone(integrator, 0.001);
      sim.run(0.5);
      expect(sim.state.vx[0] / 1.34).toBeCloseTo(1 - Math.exp(-1), 3);
    });
  }
  it('Heun is second order: its error at a coarse step is far below Euler’s', () => {
    const err = (name: string) => { const sim = lone(name, 0.1); sim.run(0.5); return Math.abs(sim.state.vx[0] / 1.34 - (1 - Math.exp(-1))); };
    expect(err('heun')).toBeLessThan(err('euler') / 5);
  });
});

describe('blow-up detection', () => {
  it('a time step far too large for the contact forces stops the run with a report naming agent, step and cause', () => {
    const config: SimConfig = { scenario: 'evacuation', seed: 1, params: { N: 200, v0: 5 }, settings: { dt: 0.2, integrator: 'euler' } };
    const sim = createSimulation(config);
    let ok = true;
    for (let k = 0; k < 200 && ok; k++) ok = sim.step();
    expect(ok).toBe(false);
    const r = sim.blowup!;
    expect(r.agentId).toBeGreaterThanOrEqual(0);
    expect(r.step).toBeGreaterThan(0);
    expect(r.message).toMatch(/Δt = 0.2 s/);
    expect(r.message).toMatch(/smaller Δt/);
    // Nothing non-finite was let through before the report: the runaway was caught by its speed while every
    // agent's position, velocity and squared speed were still finite numbers…
    const s = sim.state;
    expect(s.count).toBeGreaterThan(0);
    expect(Number.isFinite(sim.time)).toBe(true);
    expect(r.quantity).toBe('speed');
    const finite = (st: typeof s, i: number) => [st.x[i], st.y[i], st.vx[i], st.vy[i], st.vx[i] * st.vx[i] + st.vy[i] * st.vy[i]].every(Number.isFinite);
    for (let i = 0; i < s.count; i++) expect(finite(s, i), `agent ${s.id[i]} at the report`).toBe(true);
    // …and at the first step that crossed the line: one step earlier (same seed, same trajectory) every agent was
    // finite and below the blow-up speed.
    const earlier = createSimulation(config);
    for (let k = 1; k < r.step; k++) expect(earlier.step()).toBe(true);
    const e = earlier.state, limit = earlier.settings.blowupSpeed as number;
    for (let i = 0; i < e.count; i++) {
      expect(finite(e, i), `agent ${e.id[i]} a step before`).toBe(true);
      expect(Math.hypot(e.vx[i], e.vy[i]), `agent ${e.id[i]} a step before`).toBeLessThanOrEqual(limit);
    }
    const frozen = [s.x, s.y, s.vx, s.vy].map((a) => Array.from(a.subarray(0, s.count)));
    // It stays stopped: another step is refused and moves nobody.
    expect(sim.step()).toBe(false);
    expect([s.x, s.y, s.vx, s.vy].map((a) => Array.from(a.subarray(0, s.count)))).toEqual(frozen);
  });

  it('no NaN for random valid parameter sets: either the run stays finite or it reports a blow-up (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS.map((s) => s.name)), fc.integer({ min: 0, max: 1e6 }), fc.double({ min: 0, max: 1, noNaN: true }), (scenario, seed, u) => {
        const sc = SCENARIOS.find((s) => s.name === scenario)!;
        // A random value inside every force parameter's declared range (small populations keep it quick).
        const forces: SimConfig['forces'] = {};
        for (const f of sc.forces) {
          const params: Record<string, number | string> = {};
          for (const p of forceNamed(f.name).params) if (!isChoice(p)) params[p.key] = p.integer ? Math.round(p.min + u * (p.max - p.min)) : p.min + u * (p.max - p.min);
          forces[f.name] = { params };
        }
        const sizeKey: Record<string, number> = sc.params.find((p) => p.key === 'N') ? { N: 30 } : { density: 0.5, length: 8, width: 4 };
        const sim = createSimulation({ scenario, seed, params: sizeKey, forces });
        for (let k = 0; k < 40; k++) {
          if (!sim.step()) { expect(sim.blowup!.message.length).toBeGreaterThan(20); return; }
          const s = sim.state;
          for (let i = 0; i < s.count; i++) expect(Number.isFinite(s.x[i] + s.y[i] + s.vx[i] + s.vy[i])).toBe(true);
        }
      }),
      { numRuns: 60 }
    );
  });

  it('with default parameters, time step and integrator, no shipped scenario blows up', () => {
    for (const sc of SCENARIOS) {
      const small: Record<string, number> = sc.params.find((p) => p.key === 'N') ? { N: Math.min(200, sc.params.find((p) => p.key === 'N')!.default as number) } : {};
      const sim = createSimulation({ scenario: sc.name, seed: 11, params: small });
      expect(sim.run(10), `${sc.name}: ${sim.blowup?.message}`).toBe(true);
    }
  });
});

describe('neighbourhood sums computed in the scan', () => {
  // An optimization that must not change the model: the same terms in the same order, so bit-identical.
  for (const scenario of ['free-flock', 'vicsek'] as const) {
    it(`${scenario}: fused sums and the written list give bit-identical trajectories`, () => {
      const fused = run({ scenario, seed: 8, params: { N: 400 }, settings: { fusedSums: 1 } }, 80);
      const listed = run({ scenario, seed: 8, params: { N: 400 }, settings: { fusedSums: 0 } }, 80);
      expect(identical(byId(fused), byId(listed))).toBe(true);
    });
  }
  // The scan skips the inverse-square term in rows of cells beyond the separation radius: vary that radius across
  // the cell size (0.5 m here), and mix a rule that reads the list with rules that read sums (agents in blocks).
  for (const radius of [0.2, 0.5, 0.75, 1]) {
    it(`separation radius ${radius} m: fused sums and the list stay bit-identical`, () => {
      const forces = { separation: { params: { radius } } };
      const fused = run({ scenario: 'free-flock', seed: 5, params: { N: 300 }, forces, settings: { fusedSums: 1 } }, 40);
      const listed = run({ scenario: 'free-flock', seed: 5, params: { N: 300 }, forces, settings: { fusedSums: 0 } }, 40);
      expect(identical(byId(fused), byId(listed))).toBe(true);
    });
  }
  it('sums read block by block (one rule needs the list) are bit-identical to the list', () => {
    const forces = { alignment: { params: { fov: 270 } } };
    const mixed = run({ scenario: 'free-flock', seed: 6, params: { N: 300 }, forces, settings: { fusedSums: 1 } }, 40);
    const listed = run({ scenario: 'free-flock', seed: 6, params: { N: 300 }, forces, settings: { fusedSums: 0 } }, 40);
    expect(identical(byId(mixed), byId(listed))).toBe(true);
  });
  it('with a view cone the rules read the list (sums cannot know the cone) and still agree with all pairs', () => {
    const cone = { separation: { params: { fov: 270 } }, alignment: { params: { fov: 270 } }, cohesion: { params: { fov: 270 } } };
    const a = run({ scenario: 'free-flock', seed: 2, params: { N: 300 }, forces: cone }, 10);
    const b = run({ scenario: 'free-flock', seed: 2, params: { N: 300 }, forces: cone, settings: { neighbours: 'all-pairs' } }, 10);
    expect(maxDiff(byId(a), byId(b), a.world.width)).toBeLessThan(1e-9);
  });
  it('sums through the list (k-d tree) match the grid’s fused sums to round-off', () => {
    const a = run({ scenario: 'free-flock', seed: 4, params: { N: 500 } }, 10);
    const b = run({ scenario: 'free-flock', seed: 4, params: { N: 500 }, settings: { neighbours: 'kd-tree' } }, 10);
    expect(maxDiff(byId(a), byId(b), a.world.width)).toBeLessThan(1e-9);
  });
});
