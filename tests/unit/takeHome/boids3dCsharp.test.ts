/**
 * The C# take-home flock (static/take-home/Boids3D.cs, float as Unity uses) against the TypeScript one
 * (static/take-home/boids-3d.ts, double), both compiled and run here: mcs and mono from Debian's mono-mcs and
 * mono-runtime, which the test command installs as it installs Chromium.
 *  - the same start for the same seed, to float32 rounding;
 *  - the same trajectories over the first 20 s (1000 frames): every coordinate within 1e-3 m and every velocity
 *    component within 1e-3 m/s (measured: at most 3.8e-4, seed 1, 300 boids). Later the float and double flocks part
 *    as any chaotic system's do (about 0.1 m at 40 s, metres at 60 s);
 *  - the same flock over a minute: polarization within 0.02 and the mean distance from the centre within 3 % at 60 s.
 * And the MonoBehaviour (static/take-home/Boids3DBehaviour.cs) compiles against a stand-in of the Unity types it uses
 * (tests/unit/takeHome/unity/UnityEngine.cs) and, run for 50 frames, puts each model at its boid with a unit nose.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Flock } from '../../../static/take-home/boids-3d';

const N = 300, FRAMES = 3000, EVERY = 50;
let exe = '';

beforeAll(() => {
  exe = join(mkdtempSync(join(tmpdir(), 'boids-cs-')), 'harness.exe');
  const sources = ['static/take-home/Boids3D.cs', 'static/take-home/Boids3DBehaviour.cs', 'tests/unit/takeHome/unity/UnityEngine.cs', 'tests/unit/takeHome/unity/Harness.cs'];
  execFileSync('mcs', ['-warnaserror+', '-nowarn:0109', `-out:${exe}`, '-r:System.Core', ...sources], { encoding: 'utf8' });
}, 120_000);

/** The C# flock's frames: for each printed frame, [x, y, z, vx, vy, vz] per boid. */
function csharp(seed: number): number[][][] {
  const lines = execFileSync('mono', [exe, String(seed), String(N), String(FRAMES), String(EVERY)], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim().split('\n');
  return lines.map((l) => { const v = l.split(' ').slice(1).map(Number); return Array.from({ length: N }, (_, i) => v.slice(6 * i, 6 * i + 6)); });
}

function stats(b: number[][]): { polarization: number; spread: number } {
  let px = 0, py = 0, pz = 0, r = 0;
  for (const [x, y, z, vx, vy, vz] of b) { px += vx; py += vy; pz += vz; r += Math.hypot(x, y, z); }
  return { polarization: Math.hypot(px, py, pz) / N / 15, spread: r / N };
}

describe('the C# take-home flock against the TypeScript one', () => {
  it.each([1, 2])('seed %i: same start, trajectories within 1e-3 for 20 s, same flock after 60 s', (seed) => {
    const cs = csharp(seed), ts = new Flock(N, seed);
    expect(cs.length).toBe(FRAMES / EVERY + 1);
    for (let f = 0; f <= FRAMES; f++) {
      if (f % EVERY === 0) {
        const c = cs[f / EVERY], t = Array.from({ length: N }, (_, i) => [ts.x[i], ts.y[i], ts.z[i], ts.vx[i], ts.vy[i], ts.vz[i]]);
        if (f === 0) for (let i = 0; i < N; i++) for (let a = 0; a < 6; a++) expect(Math.fround(c[i][a]), `boid ${i}`).toBe(Math.fround(t[i][a]));
        if (f <= 1000) {
          let worst = 0;
          for (let i = 0; i < N; i++) for (let a = 0; a < 6; a++) worst = Math.max(worst, Math.abs(c[i][a] - t[i][a]));
          expect(worst, `frame ${f}`).toBeLessThan(1e-3);
        }
        if (f === FRAMES) {
          const a = stats(c), b = stats(t);
          expect(Math.abs(a.polarization - b.polarization)).toBeLessThan(0.02);
          expect(Math.abs(a.spread / b.spread - 1)).toBeLessThan(0.03);
        }
      }
      ts.step();
    }
  }, 120_000);

  it('the MonoBehaviour compiles against the Unity stand-in, and each model sits on its boid with a unit nose', () => {
    const [px, py, pz, bx, by, bz, fx, fy, fz] = execFileSync('mono', [exe, 'behaviour'], { encoding: 'utf8' }).trim().split(' ').map(Number);
    expect([px, py, pz]).toEqual([bx, by, bz]);
    expect(Math.hypot(fx, fy, fz)).toBeCloseTo(1, 5);
  }, 60_000);
});
