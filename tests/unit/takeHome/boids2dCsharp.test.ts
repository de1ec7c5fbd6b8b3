/**
 * The C# take-home 2-D flock (static/take-home/Boids2D.cs, float as Unity uses) against the TypeScript one
 * (static/take-home/boids-2d.ts, double: the ladder's sorted grid to the last bit), both compiled and run here with
 * Debian's mcs and mono, as boids3dCsharp.test.ts does for the 3-D flock. 300 boids:
 *  - the same start for the same seed, to float32 rounding;
 *  - the same trajectories over the first 100 frames (2 s, one tick: every boid rebuilds its velocity once), seeds
 *    1 and 2, and from a start of one's own through Boids2D.Start (the boids chapter's: the ladder's start for 100
 *    boids, seed 1): every coordinate within 1e-2 m and every velocity component within 1e-2 m/s (measured: at most
 *    1.9e-3 m and 3.3e-3 m/s, seeds 1–2; 7.7e-4 m and 1.6e-3 m/s from the chapter's start). That is float32 rounding amplified by close pairs (separation goes as
 *    1/distance). Soon after, the float and double flocks part for good: the first boid at the edge of
 *    cohesionRadius or of the boundary that the two decide differently jumps a velocity by 0.4–2.6 m/s (frames
 *    109–204 for seeds 1–5), and within 10 s they differ by metres. The 2-D flock parts sooner than the 3-D one (which
 *    holds 1e-3 for 20 s) because it is denser: about 16 boids within cohesionRadius, so the nine-boid buffer is full
 *    and its choice flips whenever one of them crosses the radius;
 *  - the same flock over 100 s: over 32 seeds, the means over the last 50 s (every 50 frames) of the polarization
 *    within 0.12, of the mean distance from the centre within 2 % and of the mean nearest-neighbour distance within
 *    8 % (measured: 0.042, 0.3 % and 1.3 %; one seed's polarization differs between the two by 0.19 on average, so
 *    the mean of 32 has a standard error of 0.034; the other two 0.5 % and 2.6 %).
 * And the MonoBehaviour (static/take-home/Boids2DBehaviour.cs) compiles against the stand-in of the Unity types it
 * uses (tests/unit/takeHome/unity/UnityEngine.cs) and, run for 50 frames, puts each model at its boid in the x–y
 * plane with its nose (+X) turned along the boid's velocity.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Flock, discStart, type Start } from '../../../static/take-home/boids-2d';
import { startState } from '../../../src/lib/ladder/start';

const N = 300, TRAJECTORY_FRAMES = 100, TOLERANCE = 1e-2;
const STATS_SEEDS = 32, STATS_FRAMES = 5000, STATS_FROM = 2500, STATS_EVERY = 50;
let dir = '', exe = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boids2d-cs-'));
  exe = join(dir, 'harness.exe');
  const sources = ['static/take-home/Boids2D.cs', 'static/take-home/Boids2DBehaviour.cs', 'tests/unit/takeHome/unity/UnityEngine.cs', 'tests/unit/takeHome/unity/Boids2DHarness.cs'];
  execFileSync('mcs', ['-warnaserror+', '-nowarn:0109', `-out:${exe}`, '-r:System.Core', ...sources], { encoding: 'utf8' });
}, 120_000);

/** The C# flock's printed frames: for each, the flat [x, y, vx, vy] of every boid. */
function csharp(args: string[]): number[][] {
  const lines = execFileSync('mono', [exe, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim().split('\n');
  return lines.map((l) => l.split(' ').slice(1).map(Number));
}

/** Compares the first frames of the C# flock with the TypeScript one from the same start. */
function sameTrajectories(cs: number[][], ts: Flock): void {
  expect(cs.length).toBe(TRAJECTORY_FRAMES + 1);
  for (let f = 0; f <= TRAJECTORY_FRAMES; f++) {
    const c = cs[f];
    let position = 0, velocity = 0;
    for (let i = 0; i < ts.count; i++) {
      const t = [ts.x[i], ts.y[i], ts.vx[i], ts.vy[i]];
      for (let a = 0; a < 4; a++) {
        if (f === 0) expect(Math.fround(c[4 * i + a]), `boid ${i}`).toBe(Math.fround(t[a]));
        const d = Math.abs(c[4 * i + a] - t[a]);
        if (a < 2) position = Math.max(position, d); else velocity = Math.max(velocity, d);
      }
    }
    expect(position, `frame ${f}, positions`).toBeLessThan(TOLERANCE);
    expect(velocity, `frame ${f}, velocities`).toBeLessThan(TOLERANCE);
    ts.step();
  }
}

/** Polarization, mean distance from the centre, mean nearest-neighbour distance. */
function stats(x: ArrayLike<number>, y: ArrayLike<number>, vx: ArrayLike<number>, vy: ArrayLike<number>): number[] {
  let px = 0, py = 0, r = 0, nearest = 0;
  for (let i = 0; i < N; i++) {
    px += vx[i]; py += vy[i]; r += Math.hypot(x[i], y[i]);
    let d2 = Infinity;
    for (let j = 0; j < N; j++) if (j !== i) d2 = Math.min(d2, (x[i] - x[j]) ** 2 + (y[i] - y[j]) ** 2);
    nearest += Math.sqrt(d2);
  }
  return [Math.hypot(px, py) / N / 15, r / N, nearest / N];
}

describe('the C# take-home 2-D flock against the TypeScript one', () => {
  it('in double, the same bits as the TypeScript file for 5000 frames', () => {
    const double = join(dir, 'Boids2DDouble.cs'), doubleExe = join(dir, 'double.exe');
    writeFileSync(double, readFileSync('static/take-home/Boids2D.cs', 'utf8').replace(/\bfloat\b/g, 'double').replace(/(\d)f\b/g, '$1'));
    execFileSync('mcs', ['-warnaserror+', '-define:DOUBLE_CHECK', `-out:${doubleExe}`, '-r:System.Core', double, 'tests/unit/takeHome/unity/Boids2DHarness.cs'], { encoding: 'utf8' });
    const cs = execFileSync('mono', [doubleExe, '1', String(N), '5000', '250'], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim().split('\n').map((l) => l.split(' ').slice(1).map(Number));
    const ts = new Flock(discStart(N, 1));
    for (let f = 0; f <= 5000; f++) {
      if (f % 250 === 0) {
        const c = cs[f / 250];
        for (let i = 0; i < N; i++)
          if (![ts.x[i], ts.y[i], ts.vx[i], ts.vy[i]].every((v, a) => Object.is(v, c[4 * i + a]))) expect.fail(`frame ${f}, boid ${i}: C# (${c[4 * i]}, ${c[4 * i + 1]}), TypeScript (${ts.x[i]}, ${ts.y[i]})`);
      }
      ts.step();
    }
  }, 60_000);

  it.each([1, 2])('seed %i: the same start, trajectories within 1e-2 for 100 frames', (seed) => {
    sameTrajectories(csharp([String(seed), String(N), String(TRAJECTORY_FRAMES), '1']), new Flock(discStart(N, seed)));
  }, 60_000);

  it('from a start of one’s own (the boids chapter’s): the same start, trajectories within 1e-2 for 100 frames', () => {
    const s = startState(100, 1), start: Start = { x: s.x, y: s.y, vx: s.vx, vy: s.vy, phase: s.phase };
    const file = join(dir, 'start.txt');
    writeFileSync(file, Array.from({ length: s.n }, (_, i) => [s.x[i], s.y[i], s.vx[i], s.vy[i], s.phase[i]].join(' ')).join('\n'));
    sameTrajectories(csharp(['start', file, String(TRAJECTORY_FRAMES), '1']), new Flock(start));
  }, 60_000);

  it('the same flock over 100 s: polarization, spread and nearest neighbour, over 32 seeds', () => {
    const mean = [0, 0, 0, 0, 0, 0];
    for (let seed = 1; seed <= STATS_SEEDS; seed++) {
      const cs = csharp([String(seed), String(N), String(STATS_FRAMES), String(STATS_EVERY)]), ts = new Flock(discStart(N, seed));
      const samples = (STATS_FRAMES - STATS_FROM) / STATS_EVERY + 1;
      for (let f = 0; f <= STATS_FRAMES; f++) {
        if (f >= STATS_FROM && f % STATS_EVERY === 0) {
          const c = cs[f / STATS_EVERY], col = (a: number) => Array.from({ length: N }, (_, i) => c[4 * i + a]);
          const a = stats(col(0), col(1), col(2), col(3)), b = stats(ts.x, ts.y, ts.vx, ts.vy);
          for (let q = 0; q < 3; q++) { mean[q] += a[q] / samples / STATS_SEEDS; mean[3 + q] += b[q] / samples / STATS_SEEDS; }
        }
        ts.step();
      }
    }
    const [polarization, spread, nearest, tsPolarization, tsSpread, tsNearest] = mean;
    expect(Math.abs(polarization - tsPolarization), 'polarization').toBeLessThan(0.12);
    expect(Math.abs(spread / tsSpread - 1), 'mean distance from the centre').toBeLessThan(0.02);
    expect(Math.abs(nearest / tsNearest - 1), 'nearest neighbour').toBeLessThan(0.08);
  }, 180_000);

  it('the MonoBehaviour compiles against the Unity stand-in, and each model sits on its boid in the x–y plane, nose along its velocity', () => {
    const [px, py, pz, bx, by, vx, vy, nx, ny, nz] = execFileSync('mono', [exe, 'behaviour'], { encoding: 'utf8' }).trim().split(' ').map(Number);
    expect([px, py, pz]).toEqual([bx, by, 0]);
    expect(Math.hypot(nx, ny, nz)).toBeCloseTo(1, 5);
    expect(Math.abs(nz)).toBe(0);
    const v = Math.hypot(vx, vy);
    expect(Math.hypot(nx - vx / v, ny - vy / v)).toBeLessThan(1e-4);
  }, 60_000);
});
