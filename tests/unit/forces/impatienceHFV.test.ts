/**
 * Rising impatience (Helbing, Farkas & Vicsek 2000): the desired speed v₀(t) = [1 − n] v₀(0) + n v_max with
 * n = 1 − v̄/v₀(0), v̄ a running average of the speed toward the goal (forces/social/impatienceHFV.ts). The formula,
 * the average, the force as the difference it makes to the driving term, and that it is off unless a config adds it.
 */
import { describe, it, expect } from 'vitest';
import { makeForceContext } from './forceContext';
import { GOAL_DIRECTION } from '../../../src/lib/engine/state';
import { defaultsOf } from '../../../src/lib/engine/params';
import { drivingHFV } from '../../../src/lib/engine/forces/social';
import { impatienceHFV, impatientSpeed, nervousness, nextLag } from '../../../src/lib/engine/forces/social/impatienceHFV';
import { createSimulation, mergeConfigs, SCENARIOS } from '../../../src/lib/engine';
import { Simulation } from '../../../src/lib/engine/simulation';
import { makeWorld } from '../../../src/lib/engine/geometry/world';

const close = (a: number, b: number, tol = 1e-12) => expect(Math.abs(a - b)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(b)));

describe('the desired speed of an impatient walker', () => {
  it('is v₀(0) when calm, v_max when fully delayed, and the blend [1 − n] v₀(0) + n v_max between', () => {
    expect(impatientSpeed(1.34, 2.68, 0)).toBe(1.34);
    expect(impatientSpeed(1.34, 2.68, 1)).toBe(2.68);
    close(impatientSpeed(1.2, 2.0, 0.25), 0.75 * 1.2 + 0.25 * 2.0);
    close(impatientSpeed(1, 1.5, 0.5), 1.25);
  });

  it('takes n = 1 − v̄/v₀(0), clamped to [0, 1]', () => {
    // v̄ = v₀/4 → n = 3/4; a walker faster than its wish is not less than calm, one pushed back not more than fully impatient.
    close(nervousness(1 - 0.25), 0.75);
    expect(nervousness(-0.3)).toBe(0);
    expect(nervousness(1.4)).toBe(1);
  });
});

describe('the running average of the shortfall', () => {
  it('stays 0 for a walker at its desired speed, and reaches 1 − 1/e after the time constant T for one held at rest', () => {
    let lag = 0;
    for (let k = 0; k < 1000; k++) lag = nextLag(lag, 1.34, 1.34, 0.01);
    expect(lag).toBe(0);
    const dt = 0.001, T = 10, w = dt / T;
    lag = 0;
    for (let k = 0; k < Math.round(T / dt); k++) lag = nextLag(lag, 0, 1.3, w);
    close(lag, 1 - Math.exp(-1), 1e-4);
    for (let k = 0; k < Math.round((10 * T) / dt); k++) lag = nextLag(lag, 0, 1.3, w);
    close(lag, 1, 1e-4);
  });

  it('tends to 1 − v/v₀(0) for a walker held at a steady speed v (v̄ = v)', () => {
    let lag = 0;
    for (let k = 0; k < 20000; k++) lag = nextLag(lag, 0.4, 1.6, 0.01);
    close(lag, 1 - 0.4 / 1.6, 1e-9);
  });
});

describe('the force', () => {
  it('adds to the driving term what raising v₀ to v₀(t) adds: driving + impatience = (v₀(t) e − v)/τ', () => {
    const ctx = makeForceContext([
      { x: 10, y: 10, vx: 0.2, vy: 0.1, v0: 1.3, goalMode: GOAL_DIRECTION, gx: 1, gy: 0 },
      { x: 20, y: 20, vx: -0.1, vy: 0, v0: 0.9, goalMode: GOAL_DIRECTION, gx: 0, gy: 1 }
    ], { dt: 0.01 });
    const s = ctx.state;
    s.lag[0] = 0.6; s.lag[1] = 1.7; // the second is clamped to n = 1
    const p = { ...defaultsOf(impatienceHFV.params), vmaxFactor: 1.8, memory: 5 };
    // dt = 0 leaves the average where it is, so the force reads the n set above.
    const frozen = { ...ctx, dt: 0 };
    drivingHFV.apply(frozen, defaultsOf(drivingHFV.params), { x: 0, y: 0 });
    impatienceHFV.apply(frozen, p, impatienceHFV.initialize!());
    const tau = p.tau;
    const want0 = impatientSpeed(1.3, 1.8 * 1.3, 0.6), want1 = impatientSpeed(0.9, 1.8 * 0.9, 1);
    close(s.ax[0], (want0 - 0.2) / tau, 1e-12); close(s.ay[0], -0.1 / tau, 1e-12);
    close(s.ax[1], 0.1 / tau, 1e-12); close(s.ay[1], (want1 - 0) / tau, 1e-12);
  });

  it('moves the average once a step: Heun\'s second evaluation of the same step does not count it again', () => {
    const ctx = makeForceContext([{ x: 10, y: 10, v0: 1, goalMode: GOAL_DIRECTION, gx: 1, gy: 0 }], { dt: 0.01 });
    const p = { ...defaultsOf(impatienceHFV.params), memory: 1 }, scratch = impatienceHFV.initialize!();
    impatienceHFV.apply(ctx, p, scratch);
    impatienceHFV.apply(ctx, p, scratch);
    close(ctx.state.lag[0], 0.01);
    impatienceHFV.apply({ ...ctx, tick: 1 }, p, scratch);
    close(ctx.state.lag[0], nextLag(0.01, 0, 1, 0.01));
  });

  it('lets a free walker settle at its own desired speed (impatience only acts on a delay)', () => {
    const sim = new Simulation({ world: makeWorld(1000, 100, false), agents: [{ x: 1, y: 50, v0: 1.3, goalMode: GOAL_DIRECTION, gx: 1, gy: 0 }], settings: { dt: 0.01 } });
    sim.add(drivingHFV).add(impatienceHFV, { vmaxFactor: 2, memory: 5 });
    sim.run(2);
    // Speeding up from rest it fell behind its wish for a moment, and wishes a little more for a while.
    expect(sim.state.lag[0]).toBeGreaterThan(0);
    expect(sim.state.vx[0]).toBeGreaterThan(1.3);
    sim.run(60);
    close(sim.state.vx[0], 1.3, 1e-3);
  });
});

describe('switched off', () => {
  it('is in no scenario: a config has to add it', () => {
    for (const sc of SCENARIOS) expect(sc.forces.map((f) => f.name)).not.toContain('impatienceHFV');
  });

  it('added but disabled, the door runs bit for bit as without it', () => {
    const base = { scenario: 'bottleneck', seed: 28, params: { doorWidth: 0.8 } } as const;
    const plain = createSimulation(base), off = createSimulation(mergeConfigs(base, { forces: { impatienceHFV: { enabled: false } } }));
    const on = createSimulation(mergeConfigs(base, { forces: { impatienceHFV: { enabled: true, params: { vmaxFactor: 2 } } } }));
    for (let k = 0; k < 1500; k++) { plain.step(); off.step(); on.step(); }
    expect(off.forceNames()).toContain('impatienceHFV');
    expect(Array.from(off.state.x.subarray(0, off.state.count))).toEqual(Array.from(plain.state.x.subarray(0, plain.state.count)));
    expect(Array.from(off.state.vy.subarray(0, off.state.count))).toEqual(Array.from(plain.state.vy.subarray(0, plain.state.count)));
    // And switched on it does change the run: the comparison above can fail.
    expect(Array.from(on.state.x.subarray(0, on.state.count))).not.toEqual(Array.from(plain.state.x.subarray(0, plain.state.count)));
  });
});
