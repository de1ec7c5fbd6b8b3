/**
 * The 3-D sorted grid (src/lib/ladder/boids3dGrid.ts) changes how neighbours are found, not the model: from the same
 * start it gives the all-pairs 3-D flock's trajectories bit for bit — for step 6's capped model (the ladder's), for
 * the uncapped start of part 2 (the boid itself among its neighbours, a root in the distance test) and for a flock
 * squeezed so tight that every boid is a candidate of every other and the cap decides everything — and the same
 * neighbour lists.
 */
import { describe, expect, it } from 'vitest';
import { Boids3d, ballStart, PART2_START, STEP6_FINAL, type Boids3dParams } from '../../../src/lib/ladder/boids3d';
import { SortedGrid3d } from '../../../src/lib/ladder/boids3dGrid';

function compare(n: number, seed: number, frames: number, params: Boids3dParams, squeeze = 1): { grid: SortedGrid3d; all: Boids3d } {
  const start = ballStart(n, seed, params);
  for (const a of ['x', 'y', 'z'] as const) for (let i = 0; i < n; i++) start[a][i] *= squeeze;
  const all = new Boids3d(start, params), grid = new SortedGrid3d(start, params);
  const g = { x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), vz: new Float64Array(n), rays: new Float64Array(9 * n) };
  for (let f = 1; f <= frames; f++) {
    all.step(); grid.step();
    if (f % 100 !== 0 && f > 3) continue;
    grid.read(g.x, g.y, g.vx, g.vy); grid.readZ(g.z, g.vz); grid.readRays(g.rays);
    for (const a of ['x', 'y', 'z', 'vx', 'vy', 'vz'] as const)
      for (let i = 0; i < n; i++) if (!Object.is(g[a][i], all[a][i])) expect.fail(`frame ${f}, boid ${i}, ${a}: grid ${g[a][i]}, all pairs ${all[a][i]}`);
    for (let e = 0; e < 9 * n; e++) if (!Object.is(g.rays[e], all.rays[e])) expect.fail(`frame ${f}, ray ${e}`);
    expect(grid.counters.neighbours).toBe(all.counters.neighbours);
    expect(grid.counters.updated).toBe(all.counters.updated);
  }
  for (const k of [0, 7, n - 1]) expect(grid.neighbourIds(k)).toEqual(all.neighbourIds(k));
  return { grid, all };
}

describe('the 3-D sorted grid is the all-pairs 3-D flock, bit for bit', () => {
  it.each([1, 2])('step 6’s final values (R 7, cap 10, tick 2 s), 1000 boids, seed %i, 2000 frames', (seed) => {
    compare(1000, seed, 2000, { ...STEP6_FINAL, ballRadius: 25 });
  }, 60_000);
  it('the start of part 2 (uncapped, R 10, tick 0.1 s), 400 boids, 1000 frames', () => {
    compare(400, 3, 1000, PART2_START);
  }, 60_000);
  it('a flock squeezed into a ball of radius 2: one cell, the cap decides', () => {
    compare(300, 4, 500, STEP6_FINAL, 2 / 25);
  }, 60_000);
});
