/**
 * The catalogues are what scenarios, share links, the playground and the command line refer to by name. Instead of
 * restating their contents, these tests check what a name must give: every entry is found by its name, and what it
 * names builds and runs. A new force or scenario is covered the day it is added.
 */
import { describe, it, expect } from 'vitest';
import { ALL_FORCES, FORCES, forceByName, forceNamed } from '../../../src/lib/engine/forces';
import { BOIDS_FORCES } from '../../../src/lib/engine/forces/boids';
import { SOCIAL_FORCES } from '../../../src/lib/engine/forces/social';
import { SCENARIOS, scenarioByName } from '../../../src/lib/engine/scenarios';
import { createSimulation } from '../../../src/lib/engine/config';
import { Simulation } from '../../../src/lib/engine/simulation';
import { makeWorld } from '../../../src/lib/engine/geometry/world';
import { GOAL_POINT } from '../../../src/lib/engine/state';

/** A small mixed crowd: moving, at rest, with goals, in groups; a wall across one corner. */
function smallSimulation(): Simulation {
  const agents = Array.from({ length: 12 }, (_, k) => ({
    x: 2 + (k % 4) * 1.1, y: 2 + Math.floor(k / 4) * 0.9,
    vx: k % 3 === 0 ? 0 : Math.cos(k), vy: k % 3 === 0 ? 0 : Math.sin(k),
    v0: 1.2, gx: 9, gy: 5, goalMode: GOAL_POINT, radius: 0.25, mass: 70, group: k % 4
  }));
  return new Simulation({ world: makeWorld(10, 10, false), walls: [[0, 8, 2, 10]], agents, seed: 3 });
}

describe('force catalogue', () => {
  it('holds every family’s forces, each once', () => {
    const names = ALL_FORCES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const f of [...BOIDS_FORCES, ...SOCIAL_FORCES]) expect(ALL_FORCES).toContain(f);
    expect(ALL_FORCES.length).toBe(BOIDS_FORCES.length + SOCIAL_FORCES.length);
  });

  it.each(ALL_FORCES.map((f) => [f.name, f] as const))('%s is found by its name, and a simulation runs with it at its defaults', (name, force) => {
    expect(forceByName(name)).toBe(force);
    expect(FORCES[name]).toBe(force);
    const sim = smallSimulation().add(forceNamed(name));
    expect(sim.forceNames()).toEqual([name]);
    for (let k = 0; k < 5; k++) expect(sim.step(), sim.blowup?.message).toBe(true);
    const s = sim.state;
    for (let i = 0; i < s.count; i++) expect([s.x[i], s.y[i], s.vx[i], s.vy[i]].every(Number.isFinite)).toBe(true);
  });

  it('a name that is not a force, or that only an object’s prototype has, finds nothing', () => {
    for (const name of ['', 'nope', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(forceByName(name), name).toBeUndefined();
  });
});

describe('scenario catalogue', () => {
  it('names are unique, and every force a scenario sets up is in the force catalogue', () => {
    const names = SCENARIOS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const sc of SCENARIOS) for (const f of sc.forces) expect(forceByName(f.name), `${sc.name}: ${f.name}`).toBeDefined();
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s is found by its name and builds the forces it declares, in order', (name, sc) => {
    expect(scenarioByName(name)).toBe(sc);
    const small: Record<string, number> = sc.params.some((p) => p.key === 'N') ? { N: 20 } : {};
    const sim = createSimulation({ scenario: name, seed: 1, params: small });
    expect(sim.forceNames()).toEqual(sc.forces.map((f) => f.name));
    for (const f of sc.forces) expect(sim.entry(f.name).enabled).toBe(f.enabled !== false);
    expect(sim.state.count).toBeGreaterThan(0);
    expect(sim.step(), sim.blowup?.message).toBe(true);
  });

  it('a name that is not a scenario finds nothing', () => {
    for (const name of ['', 'nope', 'toString', '__proto__']) expect(scenarioByName(name), name).toBeUndefined();
  });
});
