import { describe, expect, it } from 'vitest';
import { lookRotation, turnFraction, turnToward } from '../../../src/lib/components/flock3d/turn';

/** Boid i's orientation applied to v (q v q*). */
function rotate(q: ArrayLike<number>, i: number, v: [number, number, number]): [number, number, number] {
  const [x, y, z, w] = [q[4 * i], q[4 * i + 1], q[4 * i + 2], q[4 * i + 3]];
  const [vx, vy, vz] = v;
  // t = 2 q×v; v' = v + w t + q×t
  const tx = 2 * (y * vz - z * vy), ty = 2 * (z * vx - x * vz), tz = 2 * (x * vy - y * vx);
  return [vx + w * tx + (y * tz - z * ty), vy + w * ty + (z * tx - x * tz), vz + w * tz + (x * ty - y * tx)];
}
const forward = (q: ArrayLike<number>, i = 0) => rotate(q, i, [0, 0, 1]);
const up = (q: ArrayLike<number>, i = 0) => rotate(q, i, [0, 1, 0]);
const unit = (v: [number, number, number]) => { const l = Math.hypot(...v); return v.map((c) => c / l); };
const angle = (a: number[], b: number[]) => Math.acos(Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2])));
function expectClose(a: number[], b: number[], eps = 1e-6) {
  expect(a.length).toBe(b.length);
  a.forEach((v, k) => expect(v).toBeCloseTo(b[k], -Math.log10(eps)));
}
const rest = () => new Float32Array([0, 0, 0, 1]);

describe('lookRotation', () => {
  it('turns the model\'s +Z onto the heading and keeps its +Y up, for headings all around', () => {
    const q = new Float32Array(4);
    for (const v of [[1, 0, 0], [0, 0, -1], [3, 4, 0], [-1, 2, -3], [0.2, -5, 1], [0, 0, 7]] as [number, number, number][]) {
      expect(lookRotation(...v, q, 0)).toBe(true);
      expectClose(forward(q), unit(v));
      expect(Math.hypot(...q)).toBeCloseTo(1, 6);
      const u = up(q);
      expect(u[0] * v[0] + u[1] * v[1] + u[2] * v[2]).toBeCloseTo(0, 6); // up ⟂ heading
      expect(u[1]).toBeGreaterThan(0); // and on the sky's side
      expect(Math.abs(u[0] * v[2] - u[2] * v[0]) / Math.hypot(...v)).toBeLessThan(1e-6); // no roll: up lies in the plane of heading and world up
    }
  });
  it('is the rest orientation (identity) for +Z', () => {
    const q = new Float32Array(4);
    lookRotation(0, 0, 15, q, 0);
    expectClose([...q], [0, 0, 0, 1]);
  });
  it('points straight up or down too', () => {
    const q = new Float32Array(4);
    for (const vy of [15, -15]) {
      expect(lookRotation(0, vy, 0, q, 0)).toBe(true);
      expectClose(forward(q), [0, Math.sign(vy), 0]);
    }
  });
  it('refuses a zero or non-finite vector and leaves the output alone', () => {
    const q = new Float32Array([1, 2, 3, 4]);
    expect(lookRotation(0, 0, 0, q, 0)).toBe(false);
    expect(lookRotation(NaN, 1, 0, q, 0)).toBe(false);
    expect(lookRotation(Infinity, 1, 0, q, 0)).toBe(false);
    expect([...q]).toEqual([1, 2, 3, 4]);
  });
});

describe('turnFraction', () => {
  it('is turnSpeed · Δt, at most 1', () => {
    expect(turnFraction(10, 0.02)).toBeCloseTo(0.2, 12);
    expect(turnFraction(10, 0.05)).toBeCloseTo(0.5, 12);
    expect(turnFraction(10, 0.1)).toBe(1);
    expect(turnFraction(10, 3)).toBe(1);
  });
  it('is 0 when the flock is paused (no simulated time passed)', () => {
    expect(turnFraction(10, 0)).toBe(0);
  });
  it('snaps (1) when time went back: a reset', () => {
    expect(turnFraction(10, -4.2)).toBe(1);
  });
  it('snaps for a turn speed or Δt that is not a number, and never turns backwards', () => {
    expect(turnFraction(NaN, 0.02)).toBe(1);
    expect(turnFraction(10, NaN)).toBe(1);
    expect(turnFraction(-1, 0.02)).toBe(0);
    expect(turnFraction(Infinity, 0.02)).toBe(1);
  });
});

describe('turnToward', () => {
  it('from rest, turns onto the velocity in the limit (repeated partial turns)', () => {
    const q = rest(), v: [number, number, number] = [3, -4, 12];
    let before = angle(forward(q), unit(v));
    for (let k = 0; k < 60; k++) {
      turnToward(q, 0, ...v, 0.2);
      const now = angle(forward(q), unit(v));
      expect(now).toBeLessThanOrEqual(before + 5e-4); // never away (up to float32 noise: acos near 1 resolves ~3e-4 rad)
      before = now;
    }
    expect(before).toBeLessThan(1e-3);
    const target = new Float32Array(4);
    lookRotation(...v, target, 0);
    expectClose([...q], [...target], 1e-4);
  });
  it('turns exactly onto the look rotation with t = 1', () => {
    const q = rest(), target = new Float32Array(4);
    turnToward(q, 0, -2, 1, 0.5, 1);
    lookRotation(-2, 1, 0.5, target, 0);
    expect([...q]).toEqual([...target]);
  });
  it('goes half the angle with t = 0.5 (a slerp: constant angular speed)', () => {
    // From rest (+Z) toward +X: a 90° turn about +Y; half-way is 45°, heading (1, 0, 1)/√2.
    const q = rest();
    turnToward(q, 0, 15, 0, 0, 0.5);
    expectClose(forward(q), [Math.SQRT1_2, 0, Math.SQRT1_2]);
    expectClose([...q], [0, Math.sin(Math.PI / 8), 0, Math.cos(Math.PI / 8)]);
    // A quarter of the way: 22.5°.
    const r = rest();
    turnToward(r, 0, 15, 0, 0, 0.25);
    expect(angle(forward(r), [0, 0, 1])).toBeCloseTo(Math.PI / 8, 6);
  });
  it('takes the shorter arc whichever sign the stored quaternion has', () => {
    const q = new Float32Array([0, 0, 0, -1]); // the same rest orientation
    turnToward(q, 0, 15, 0, 0, 0.5);
    expectClose(forward(q), [Math.SQRT1_2, 0, Math.SQRT1_2]);
  });
  it('with t = 0 (paused) keeps the orientation bit for bit', () => {
    const q = new Float32Array([0.1, 0.2, 0.3, Math.sqrt(1 - 0.14)]), before = [...q];
    turnToward(q, 0, 1, 2, 3, 0);
    expect([...q]).toEqual(before);
  });
  it('keeps the orientation for a zero velocity', () => {
    const q = rest();
    turnToward(q, 0, 15, 0, 0, 0.5);
    const before = [...q];
    turnToward(q, 0, 0, 0, 0, 0.5);
    turnToward(q, 0, 0, 0, 0, 1);
    expect([...q]).toEqual(before);
  });
  it('an orientation never set (zeros) takes the heading at once, or the rest orientation without one', () => {
    const q = new Float32Array(8);
    turnToward(q, 0, 0, 15, 0, 0.1);
    expectClose(forward(q, 0), [0, 1, 0]);
    turnToward(q, 1, 0, 0, 0, 0.1);
    expect([...q.subarray(4)]).toEqual([0, 0, 0, 1]);
  });
  it('a reset snaps: time going back gives t = 1, onto the new velocity', () => {
    const q = rest();
    turnToward(q, 0, 0, 0, -15, turnFraction(10, -1));
    expectClose(forward(q), [0, 0, -1]);
  });
  it('turns boid i only, in its own four floats', () => {
    const q = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    turnToward(q, 1, 15, 0, 0, 1);
    expect([...q.subarray(0, 4)]).toEqual([0, 0, 0, 1]);
    expect([...q.subarray(8)]).toEqual([0, 0, 0, 1]);
    expectClose(forward(q, 1), [1, 0, 0]);
  });
  it('a 180° turn goes through a definite path and ends on the heading', () => {
    const q = rest();
    for (let k = 0; k < 40; k++) turnToward(q, 0, 0, 0, -15, 0.3);
    expectClose(forward(q), [0, 0, -1], 1e-4);
  });
});
