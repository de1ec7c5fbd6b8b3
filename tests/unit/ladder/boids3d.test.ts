/**
 * Article B's 3-D flock (src/lib/ladder/boids3d.ts) is the ladder's 2-D model with a z added: restricted to the
 * plane (every z and v_z 0) it gives the 2-D rungs' trajectories bit for bit, for the article's start of part 2
 * (naive.ts), for its capped, squared-distance boid (neighbour-cap.ts) and with step 11's linear boundary
 * (cheaper-boundary.ts); z and v_z stay exactly 0. Off the plane: the start fills the ball at full speed, the same
 * seed gives the same bits, and both of the article's parameter sets keep the flock in the ball.
 */
import { describe, expect, it } from 'vitest';
import { Boids3d, ballStart, PART2_START, STEP6_FINAL, type Boids3dParams, type Start3d } from '../../../src/lib/ladder/boids3d';
import { startState } from '../../../src/lib/ladder/start';
import { worldRadius } from '../../../src/lib/ladder/model';
import { create as naive } from '../../../src/lib/ladder/rungs/naive';
import { create as capped } from '../../../src/lib/ladder/rungs/neighbour-cap';
import { create as linear } from '../../../src/lib/ladder/rungs/cheaper-boundary';

const N = 100, FRAMES = 1500;

/** The 2-D start of the ladder, put in the plane z = 0. */
function inPlane(seed: number): Start3d {
  const s = startState(N, seed);
  return { n: N, x: s.x, y: s.y, z: new Float64Array(N), vx: s.vx, vy: s.vy, vz: new Float64Array(N), phase: s.phase };
}

function samePlaneTrajectories(make2d: typeof naive, params: Boids3dParams, seed: number): void {
  const flat = make2d(N, seed), ball = new Boids3d(inPlane(seed), { ...params, ballRadius: worldRadius(N) });
  const x = new Float64Array(N), y = new Float64Array(N), vx = new Float64Array(N), vy = new Float64Array(N);
  for (let f = 1; f <= FRAMES; f++) {
    flat.step(); ball.step();
    if (f % 50 !== 0 && f !== 1) continue;
    flat.read(x, y, vx, vy);
    for (let i = 0; i < N; i++) {
      const ok = Object.is(x[i], ball.x[i]) && Object.is(y[i], ball.y[i]) && Object.is(vx[i], ball.vx[i]) && Object.is(vy[i], ball.vy[i]);
      if (!ok) expect.fail(`frame ${f}, boid ${i}: 2-D (${x[i]}, ${y[i]}, ${vx[i]}, ${vy[i]}) against 3-D (${ball.x[i]}, ${ball.y[i]}, ${ball.vx[i]}, ${ball.vy[i]})`);
      if (ball.z[i] !== 0 || ball.vz[i] !== 0) expect.fail(`frame ${f}, boid ${i} left the plane`);
    }
    expect(ball.counters).toEqual(flat.counters);
  }
  for (const k of [0, 17, 99]) expect(ball.neighbourIds(k)).toEqual(flat.neighbourIds(k));
}

describe('restricted to the plane, the 3-D flock is the 2-D model bit for bit (100 boids, 1500 frames = 30 s)', () => {
  it.each([1, 2, 3])('the start of part 2 against naive.ts, seed %i', (seed) => samePlaneTrajectories(naive, PART2_START, seed));
  it.each([1, 2])('capped at ten, squared-distance separation, against neighbour-cap.ts, seed %i', (seed) =>
    samePlaneTrajectories(capped, { ...PART2_START, maxBoids: 10, separationLaw: 'inverse-square' }, seed));
  it.each([1, 2])('with step 11’s linear boundary and a 2 s tick, against cheaper-boundary.ts, seed %i', (seed) =>
    samePlaneTrajectories(linear, { ...PART2_START, maxBoids: 10, separationLaw: 'inverse-square', boundary: 'linear', tick: 2 }, seed));
});

describe('the 3-D flock off the plane', () => {
  it('starts uniformly in the ball of radius 25, every boid at v_max, phases in [0, 1)', () => {
    const s = ballStart(2000, 7);
    let inner = 0;
    for (let i = 0; i < s.n; i++) {
      const r = Math.hypot(s.x[i], s.y[i], s.z[i]);
      expect(r).toBeLessThanOrEqual(25);
      if (r < 25 / 2 ** (1 / 3)) inner++;
      expect(Math.hypot(s.vx[i], s.vy[i], s.vz[i])).toBeCloseTo(15, 9);
      expect(s.phase[i]).toBeGreaterThanOrEqual(0);
      expect(s.phase[i]).toBeLessThan(1);
    }
    // Half the ball's volume lies within 25/2^(1/3): about half the boids (2000 draws: within ±4 standard deviations).
    expect(Math.abs(inner / s.n - 0.5)).toBeLessThan(4 * Math.sqrt(0.25 / s.n));
  });

  it('the same seed gives the same bits; another seed another flock', () => {
    const run = (seed: number) => { const b = new Boids3d(ballStart(200, seed), STEP6_FINAL); for (let f = 0; f < 500; f++) b.step(); return [...b.x, ...b.z, ...b.vy]; };
    expect(run(4)).toEqual(run(4));
    expect(run(5)).not.toEqual(run(4));
  });

  it.each([['the start of part 2', PART2_START], ['step 6’s final values', STEP6_FINAL]] as const)('%s: after 60 s nearly every boid is within 1.5 ball radii, and z spreads as x does', (_, params) => {
    const b = new Boids3d(ballStart(300, 1, params), params);
    for (let f = 0; f < 3000; f++) b.step();
    let inside = 0, zz = 0, xx = 0;
    for (let i = 0; i < b.count; i++) {
      if (Math.hypot(b.x[i], b.y[i], b.z[i]) < 1.5 * params.ballRadius) inside++;
      zz += b.z[i] * b.z[i]; xx += b.x[i] * b.x[i];
    }
    expect(inside / b.count).toBeGreaterThan(0.95);
    expect(zz).toBeGreaterThan(0.2 * xx);
  });
});
