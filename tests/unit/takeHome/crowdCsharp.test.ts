/**
 * The C# take-home crowd (static/take-home/Crowd.cs, float as Unity uses, and the platform's Math.Exp, Cos, Sin)
 * against the TypeScript one (static/take-home/crowd.ts, double, the book's engine to the bit), both compiled and run
 * here with mcs and mono, as boids3dCsharp.test.ts does, with a harness of its own (unity/CrowdHarness.cs):
 *  - the same start for the same seed, to float32 rounding: positions, velocities and targets, for a random start
 *    (seeds 1, 2) and for a lattice one (seed 4, whose random places run out);
 *  - the same trajectories over the first 2 s (100 frames): every coordinate within 1e-4 m and every velocity
 *    component within 1e-4 m/s (measured: at most 2.5e-5 m/s in a velocity and 8.3e-6 m in a position, seed 1,
 *    frame 100; seed 2: 2.2e-5 m/s, frame 100). Not longer: the crowd is chaotic, and float rounding (2e-7 m at the
 *    start) grows about e-fold every 0.6 s — 1e-4 to 5e-4 at 3 s, centimetres at 5 s, metres by 6 s — and then
 *    arrivals fall on other frames and draw other targets. The TypeScript crowd started from its own float-rounded
 *    start parts from itself as fast (6e-6 at 2 s, 3e-4 at 4 s, seed 1);
 *  - the same crowd over 5 minutes (frames 500 – 15 000, every 50th): the time means of the mean speed within 5 %,
 *    of the mean distance from the centre within 6 % and of the mean nearest-neighbour distance within 3 %
 *    (measured, seeds 1 / 2: speed 1.2 % / 2.3 %, distance 0.5 % / 3.0 %, nearest neighbour 0.25 % / 1.1 %, of about
 *    1.18 m/s — the crowd jams far below desiredSpeed 2 —, 5.2 m and 1.45 m);
 * and the MonoBehaviour (static/take-home/CrowdBehaviour.cs) compiles against the stand-in of the Unity types
 * (unity/UnityEngine.cs) and, run for 50 frames, puts each of its 30 models on its agent, on the x-y plane, where
 * the TypeScript crowd of the same seed is after 50 frames.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Crowd } from '../../../static/take-home/crowd';

const N = 50;
let exe = '';

beforeAll(() => {
  exe = join(mkdtempSync(join(tmpdir(), 'crowd-cs-')), 'crowd.exe');
  const sources = ['static/take-home/Crowd.cs', 'static/take-home/CrowdBehaviour.cs', 'tests/unit/takeHome/unity/UnityEngine.cs', 'tests/unit/takeHome/unity/CrowdHarness.cs'];
  execFileSync('mcs', ['-warnaserror+', '-nowarn:0109', `-out:${exe}`, '-r:System.Core', ...sources], { encoding: 'utf8' });
}, 120_000);

/** The C# crowd's frames: for each printed frame, [x, y, vx, vy, targetX, targetY] per agent. */
function csharp(seed: number, frames: number, every: number): number[][][] {
  const lines = execFileSync('mono', [exe, String(seed), String(N), String(frames), String(every)], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim().split('\n');
  expect(lines.length).toBe(frames / every + 1);
  return lines.map((l) => { const v = l.split(' ').slice(1).map(Number); return Array.from({ length: N }, (_, i) => v.slice(6 * i, 6 * i + 6)); });
}

const rows = (c: Crowd) => Array.from({ length: c.count }, (_, i) => [c.x[i], c.y[i], c.vx[i], c.vy[i], c.targetX[i], c.targetY[i]]);

/** Mean speed, mean distance from the centre, mean nearest-neighbour distance. */
function stats(a: number[][]): [number, number, number] {
  let speed = 0, spread = 0, nearest = 0;
  for (let i = 0; i < a.length; i++) {
    speed += Math.hypot(a[i][2], a[i][3]);
    spread += Math.hypot(a[i][0], a[i][1]);
    let best = Infinity;
    for (let j = 0; j < a.length; j++) if (j !== i) best = Math.min(best, Math.hypot(a[i][0] - a[j][0], a[i][1] - a[j][1]));
    nearest += best;
  }
  return [speed / a.length, spread / a.length, nearest / a.length];
}

describe('the C# take-home crowd against the TypeScript one', () => {
  it.each([1, 2, 4])('seed %i: the same start to float32 rounding', (seed) => {
    const c = csharp(seed, 0, 1)[0], t = rows(new Crowd(N, seed));
    for (let i = 0; i < N; i++) for (let a = 0; a < 6; a++) expect(Math.fround(c[i][a]), `agent ${i}, field ${a}`).toBe(Math.fround(t[i][a]));
  }, 60_000);

  it.each([1, 2])('seed %i: trajectories within 1e-4 for the first 2 s (100 frames)', (seed) => {
    const cs = csharp(seed, 100, 1), ts = new Crowd(N, seed);
    for (let f = 0; f <= 100; f++) {
      const c = cs[f], t = rows(ts);
      let worst = 0;
      for (let i = 0; i < N; i++) for (let a = 0; a < 4; a++) worst = Math.max(worst, Math.abs(c[i][a] - t[i][a]));
      expect(worst, `frame ${f}`).toBeLessThan(1e-4);
      ts.step();
    }
  }, 60_000);

  it.each([1, 2])('seed %i: the same crowd over 5 minutes (speed, spread, nearest neighbours)', (seed) => {
    const FRAMES = 15_000, EVERY = 50, FROM = 500;
    const cs = csharp(seed, FRAMES, EVERY), ts = new Crowd(N, seed), sumC = [0, 0, 0], sumT = [0, 0, 0];
    for (let f = 0; f <= FRAMES; f++) {
      if (f % EVERY === 0 && f >= FROM) {
        const a = stats(cs[f / EVERY]), b = stats(rows(ts));
        for (let k = 0; k < 3; k++) { sumC[k] += a[k]; sumT[k] += b[k]; }
      }
      ts.step();
    }
    const [speed, spread, nearest] = sumC.map((v, k) => Math.abs(v / sumT[k] - 1));
    expect(speed).toBeLessThan(0.05);
    expect(spread).toBeLessThan(0.06);
    expect(nearest).toBeLessThan(0.03);
  }, 120_000);

  it('the MonoBehaviour compiles against the Unity stand-in, and each model sits on its agent', () => {
    const v = execFileSync('mono', [exe, 'behaviour', '50'], { encoding: 'utf8' }).trim().split(' ').map(Number);
    expect(v.length).toBe(30 * 5);
    // The crowd it drew stepped once per FixedUpdate: where the TypeScript crowd of 30 agents, seed 3, is after 50 frames.
    const ts = new Crowd(30, 3);
    for (let f = 0; f < 50; f++) ts.step();
    for (let i = 0; i < 30; i++) {
      const [mx, my, mz, ax, ay] = v.slice(5 * i, 5 * i + 5);
      expect([mx, my, mz]).toEqual([ax, ay, 0]);
      expect(Math.abs(ax - ts.x[i]) + Math.abs(ay - ts.y[i])).toBeLessThan(1e-4);
    }
  }, 60_000);
});
