/**
 * The integrators' orders of accuracy and their energy behaviour, measured on the motion chapter's two problems
 * with exact solutions (src/lib/figures/motion.ts): one walker relaxing to v₀ (v and the distance walked known in
 * closed form) and an elastic head-on collision through the contact spring (each body must leave as fast as it came).
 * A first-order method's error halves when Δt halves; a second-order method's falls to a quarter.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/lib/engine';
import { bounceConfig, exactDistance, exactSpeed, walkerAfter, speedErrorCurves, distanceErrorCurves, BOUNCE_SPEED } from '../../../src/lib/figures/motion';

const T = 2;
const speedError = (i: 'euler' | 'semi-implicit' | 'heun', n: number) => walkerAfter(i, T, n).speed - exactSpeed(T);
const distanceError = (i: 'euler' | 'semi-implicit' | 'heun', n: number) => walkerAfter(i, T, n).distance - exactDistance(T);

/** error(Δt) / error(Δt/2) for Δt = 0.1, 0.05, 0.025 s. */
const ratios = (err: (n: number) => number) => [20, 40, 80].map((n) => err(n) / err(2 * n));

describe('orders of accuracy (one walker relaxing, t = 2 s)', () => {
  for (const i of ['euler', 'semi-implicit'] as const) {
    it(`${i} is first order: halving Δt halves the error of the speed and of the distance`, () => {
      for (const r of ratios((n) => speedError(i, n))) expect(r).toBeGreaterThan(1.85), expect(r).toBeLessThan(2.15);
      for (const r of ratios((n) => distanceError(i, n))) expect(r).toBeGreaterThan(1.85), expect(r).toBeLessThan(2.15);
    });
  }

  it('Heun is second order: halving Δt quarters the error of the speed and of the distance', () => {
    for (const r of ratios((n) => speedError('heun', n))) expect(r).toBeGreaterThan(3.7), expect(r).toBeLessThan(4.5);
    for (const r of ratios((n) => distanceError('heun', n))) expect(r).toBeGreaterThan(3.7), expect(r).toBeLessThan(4.5);
  });

  it('explicit and semi-implicit Euler give the same speeds (the driving term reads only v), not the same positions', () => {
    for (const n of [8, 20, 40]) {
      expect(walkerAfter('semi-implicit', T, n).speed).toBe(walkerAfter('euler', T, n).speed);
      // Euler sums old velocities (behind the exact ones), semi-implicit new ones: their distance errors differ in sign.
      expect(Math.sign(distanceError('euler', n))).toBe(-1);
      expect(Math.sign(distanceError('semi-implicit', n))).toBe(1);
      // The chapter: on this problem explicit Euler's distance is far more accurate (its two errors nearly cancel).
      expect(Math.abs(distanceError('semi-implicit', n))).toBeGreaterThan(10 * Math.abs(distanceError('euler', n)));
    }
  });

  it('Euler runs ahead of the exact speed, Heun behind it (the chart’s signs)', () => {
    const [euler, heun] = speedErrorCurves();
    expect(euler.data.v.every((v) => v > 0)).toBe(true);
    expect(heun.data.v.every((v) => v < 0)).toBe(true);
    const dist = distanceErrorCurves();
    expect(dist.map((s) => s.name)).toEqual(['euler', 'semi-implicit', 'heun', 'zero']);
  });
});

/** Mean speed of the six bodies after their collisions (t = 3 s), over four seeds. */
function leaving(integrator: 'euler' | 'semi-implicit' | 'heun', dt: number): number[] {
  return [1, 2, 3, 4].map((seed) => {
    const sim = createSimulation({ ...bounceConfig(integrator, dt), seed });
    expect(sim.run(3)).toBe(true);
    let s = 0;
    for (let i = 0; i < sim.state.count; i++) s += Math.hypot(sim.state.vx[i], sim.state.vy[i]);
    return s / sim.state.count / BOUNCE_SPEED;
  });
}

describe('energy through an elastic collision (the contact spring, ω = √(2k))', () => {
  const omega = Math.sqrt(2 * 1500);

  it('explicit Euler gains: each body leaves faster by about exp(π ωΔt / 2)', () => {
    for (const dt of [0.0025, 0.005, 0.01]) {
      const predicted = Math.exp((Math.PI * omega * dt) / 2);
      for (const r of leaving('euler', dt)) expect(Math.abs(r / predicted - 1)).toBeLessThan(0.05);
    }
  });

  it('semi-implicit Euler neither gains nor loses systematically below its limit Δt < 2/ω', () => {
    for (const dt of [0.005, 0.01]) for (const r of leaving('semi-implicit', dt)) expect(Math.abs(r - 1)).toBeLessThan(0.02);
  });

  it('Heun gains too, at a higher order: its gain shrinks about eightfold when Δt halves', () => {
    const gain = (dt: number) => leaving('heun', dt).reduce((a, r) => a + Math.log(r), 0) / 4;
    const g1 = gain(0.01), g2 = gain(0.005);
    expect(g1).toBeGreaterThan(0);
    expect(g2).toBeGreaterThan(0);
    expect(g1 / g2).toBeGreaterThan(4);
  });
});
