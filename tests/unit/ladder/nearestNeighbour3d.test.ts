/**
 * The 3-D flock's mean nearest-neighbour distance (behaviour3d.ts) is exact: the same number, to the last bit, as
 * every pair measured with Math.hypot, on flocks that stress its cell search (uniform, planar, clustered far apart,
 * on a lattice with ties, coincident boids, one stray far out). The cell search only decides which pairs to measure.
 */
import { describe, expect, it } from 'vitest';
import { meanNearestNeighbour3d, type Flock3dArrays } from '../../../src/lib/ladder/behaviour3d';
import { Boids3d, ballStart, params3d } from '../../../src/lib/ladder/boids3d';

/** Every pair: each boid's least Math.hypot to another, summed in index order (as the metric sums). */
function allPairs(f: Flock3dArrays): number {
  if (f.n < 2) return NaN;
  let sum = 0;
  for (let i = 0; i < f.n; i++) {
    let best = Infinity;
    for (let j = 0; j < f.n; j++) if (j !== i) best = Math.min(best, Math.hypot(f.x[j] - f.x[i], f.y[j] - f.y[i], f.z[j] - f.z[i]));
    sum += best;
  }
  return sum / f.n;
}

function flock(n: number, at: (i: number, r: () => number) => [number, number, number], seed = 1): Flock3dArrays {
  let s = seed >>> 0;
  const r = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const x = new Float64Array(n), y = new Float64Array(n), z = new Float64Array(n);
  for (let i = 0; i < n; i++) [x[i], y[i], z[i]] = at(i, r);
  return { n, x, y, z, vx: x, vy: y, vz: z };
}

describe('meanNearestNeighbour3d', () => {
  const cases: [string, Flock3dArrays][] = [
    ['uniform in a box', flock(700, (_, r) => [100 * r(), 100 * r(), 100 * r()])],
    ['in a plane (no depth)', flock(700, (_, r) => [100 * r(), 100 * r(), 0])],
    ['three tight clusters far apart', flock(600, (i, r) => [50 * (i % 3) + r(), r(), 7 * (i % 3) + 0.01 * r()])],
    ['on a lattice (ties)', flock(500, (_, r) => [Math.round(5 * r()), Math.round(5 * r()), Math.round(5 * r())])],
    ['one stray far out', flock(500, (i, r) => (i === 0 ? [1e4, 0, 0] : [r(), 3 * r(), -r()]))],
    ['two boids', flock(2, (i) => [i, 2 * i, 0])]
  ];
  for (const [name, f] of cases) it(`equals every pair measured, to the last bit: ${name}`, () => expect(Object.is(meanNearestNeighbour3d(f), allPairs(f))).toBe(true));

  it('equals every pair measured on article B’s flock in its ball, at the start and after 200 frames', () => {
    const P = params3d(1500, { set: 'step6' }), b = new Boids3d(ballStart(1500, 3, P), P);
    const arrays = (): Flock3dArrays => ({ n: b.count, x: b.x, y: b.y, z: b.z, vx: b.vx, vy: b.vy, vz: b.vz });
    expect(Object.is(meanNearestNeighbour3d(arrays()), allPairs(arrays()))).toBe(true);
    for (let k = 0; k < 200; k++) b.step();
    expect(Object.is(meanNearestNeighbour3d(arrays()), allPairs(arrays()))).toBe(true);
  });

  it('is NaN for fewer than two boids', () => {
    expect(meanNearestNeighbour3d(flock(1, () => [0, 0, 0]))).toBeNaN();
    expect(meanNearestNeighbour3d(flock(0, () => [0, 0, 0]))).toBeNaN();
  });
});
