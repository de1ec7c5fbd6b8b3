/**
 * Two simulations in one thread share nothing: a force's scratch lives in the simulation that added it (made by the
 * force's initialize(), as d3-force initializes a force per simulation), never in the force's module. So simulations
 * stepped in turns end exactly where each ends when stepped alone, to the last bit.
 */
import { describe, expect, it } from 'vitest';
import { ALL_FORCES, PALETTE, Simulation, createSimulation, defineForce, makeWorld, type Force, type SimConfig } from '../../../src/lib/engine';
import { byId, identical } from './helpers';

const STEPS = 25;

/** Every force that keeps scratch, in small runs that differ from each other (so their scratch holds different values). */
const CONFIGS: [string, SimConfig][] = [
  ['wandering: article A, groups, panic, anisotropic repulsion, noise', {
    scenario: 'wandering', seed: 3, params: { N: 30, groupSize: 3 },
    forces: { groupCohesionA: { enabled: true }, panicA: { enabled: true }, anisotropic: { enabled: true }, noise: { params: { sigma: 0.2 } } }
  }],
  ['corridor: Helbing & Molnár, walls, wall avoidance, noise', {
    scenario: 'corridor', seed: 4, params: { N: 40 }, forces: { wallAvoidance: { enabled: true }, noise: { params: { sigma: 0.3 } } }
  }],
  ['bottleneck: Helbing, Farkas & Vicsek with herding and rising impatience', {
    scenario: 'bottleneck', seed: 5, params: { N: 40 }, forces: { drivingHFV: { params: { p: 0.4 } }, impatienceHFV: { enabled: true, params: { memory: 1 } } }
  }],
  ['evacuation: contact and friction, a column', { scenario: 'evacuation', seed: 6, params: { N: 40, size: 8, column: 1 } }],
  ['free flock: heading noise', { scenario: 'free-flock', seed: 7, params: { N: 60 }, forces: { headingNoise: { enabled: true, params: { eta: 2 } } } }],
  ['Vicsek: noise', { scenario: 'vicsek', seed: 8, params: { N: 80 }, forces: { vicsekAlignment: { params: { eta: 5 } } } }]
];

describe('simulations stepped in turns end as each does alone', () => {
  it('every force with scratch, six simulations stepped round-robin', () => {
    const alone = CONFIGS.map(([, c]) => {
      const sim = createSimulation(c);
      for (let k = 0; k < STEPS; k++) sim.step();
      return byId(sim);
    });
    const sims = CONFIGS.map(([, c]) => createSimulation(c));
    for (let k = 0; k < STEPS; k++) for (const sim of sims) sim.step();
    CONFIGS.forEach(([name], i) => {
      expect(sims[i].blowup, name).toBeNull();
      expect(identical(byId(sims[i]), alone[i]), name).toBe(true);
    });
    // Between them, the runs switch on every force of the catalogue that keeps scratch.
    const used = new Set(sims.flatMap((sim) => sim.forces().filter((e) => e.enabled).map((e) => e.force.name)));
    const withScratch = (ALL_FORCES as readonly Force[]).filter((f) => f.initialize).map((f) => f.name);
    expect(withScratch.length).toBeGreaterThan(10);
    expect(withScratch.filter((n) => !used.has(n))).toEqual([]);
  });

  it('the check sees shared scratch (so it can fail): a force whose scratch outlives a call', () => {
    // Damps each agent's change of velocity since the last call: what it remembers is the previous call's velocities.
    const memoryForce = (shared?: { prev: Float64Array }) => defineForce({
      name: 'memory', label: 'Memory', colour: PALETTE.grey, family: 'common', summary: 'test force with memory', tex: 'm',
      params: [{ key: 'k', symbol: 'k', unit: '1/s', default: 3, min: 0, max: 10, meaning: 'damping of the change' }],
      initialize: () => shared ?? { prev: new Float64Array(0) },
      apply(ctx, p, m) {
        const s = ctx.state;
        if (m.prev.length < s.capacity) { const next = new Float64Array(s.capacity); next.set(m.prev); m.prev = next; }
        for (let i = ctx.from; i < ctx.to; i++) { s.ax[i] += p.k * (m.prev[i] - s.vx[i]); m.prev[i] = s.vx[i]; }
      }
    });
    const make = (vx: number, force: ReturnType<typeof memoryForce>) =>
      new Simulation({ world: makeWorld(100, 100, true), agents: [{ x: 1, y: 1, vx }, { x: 5, y: 5, vx: -vx }], settings: { dt: 0.1 } }).add(force);
    const run = (force: () => ReturnType<typeof memoryForce>, interleaved: boolean) => {
      const a = make(1, force()), b = make(4, force());
      if (interleaved) for (let k = 0; k < STEPS; k++) { a.step(); b.step(); }
      else { for (let k = 0; k < STEPS; k++) a.step(); for (let k = 0; k < STEPS; k++) b.step(); }
      return [byId(a), byId(b)];
    };
    const alone = run(() => memoryForce(), false);
    // Scratch of its own in each simulation: stepping in turns changes nothing.
    const own = run(() => memoryForce(), true);
    expect(identical(own[0], alone[0]) && identical(own[1], alone[1])).toBe(true);
    // One scratch object for both (what a module-level buffer would be): each simulation reads the other's velocities.
    const shared = { prev: new Float64Array(0) };
    const mixed = run(() => memoryForce(shared), true);
    expect(identical(mixed[0], alone[0])).toBe(false);
  });
});
