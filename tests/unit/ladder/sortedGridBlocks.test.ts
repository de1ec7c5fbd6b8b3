/**
 * The sorted grid's shared blocks (rungs/sorted-grid.ts): when many boids query on a frame (tick 0: all of them), the
 * boids of a cell share their 3 × 3 cells merged into id order and each query stops at its 9th boid within R. That
 * must change nothing but the work: the same neighbour sets and the same trajectories as the uniform grid to the
 * last bit (checked as exact 64-bit patterns), with and without the cap, from the disc and from everyone in one cell;
 * and its counter must count the distance tests it made, checked against a count made here from the positions.
 */
import { describe, expect, it } from 'vitest';
import { RADIUS, rungByName, type RungSettings } from '../../../src/lib/ladder';
import { boidsOf, stepTimes, type Boids } from './helpers';

const sameBits = (a: Boids, b: Boids) => (['x', 'y', 'vx', 'vy'] as const).every((k) => Buffer.from(a[k].buffer).equals(Buffer.from(b[k].buffer)));

describe('the sorted grid with shared blocks is the uniform grid, bit for bit', () => {
  const cases: [string, Partial<RungSettings>, number, number][] = [
    ['tick 0, cap 10', { tick: 0 }, 300, 600],
    ['tick 0, no cap', { tick: 0, maxBoids: 0 }, 300, 200],
    ['tick 0, cap 3', { tick: 0, maxBoids: 3 }, 300, 300],
    ['tick 0, everyone in one cell', { tick: 0, start: 'one-cell' }, 300, 200],
    ['tick 0.1 s, no random phase (everyone on one frame in five)', { tick: 0.1, randomPhase: false }, 300, 300]
  ];
  for (const [label, settings, n, frames] of cases) {
    for (const seed of [1, 2]) {
      it(`${label}, seed ${seed}: same neighbours every frame, same boids at the end (N = ${n}, ${frames} frames)`, () => {
        const a = rungByName('uniform-grid')!.create(n, seed, settings), b = rungByName('sorted-grid')!.create(n, seed, settings);
        for (let f = 0; f < frames; f++) {
          a.step(); b.step();
          expect(b.counters.neighbours, `frame ${f}`).toBe(a.counters.neighbours);
          expect(b.counters.updated, `frame ${f}`).toBe(a.counters.updated);
          if (f === frames >> 1) expect(sameBits(boidsOf(b), boidsOf(a)), `frame ${f}`).toBe(true);
        }
        expect(sameBits(boidsOf(b), boidsOf(a))).toBe(true);
        for (let k = 0; k < n; k += 7) expect(b.neighbourIds(k), `boid ${k}`).toEqual(a.neighbourIds(k));
      });
    }
  }
});

describe('the shared blocks test fewer candidates, and count them honestly', () => {
  it('tick 0: each query tests the boids of its 3 × 3 cells in id order until its 9th within R (counted here from the positions)', () => {
    const N = 400, r = stepTimes(rungByName('sorted-grid')!.create(N, 5, { tick: 0 }), 60), grid = stepTimes(rungByName('uniform-grid')!.create(N, 5, { tick: 0 }), 60);
    for (let f = 0; f < 5; f++) {
      const { x, y } = boidsOf(r);
      r.step(); grid.step();
      const g = r.cells!, cell = (v: number, v0: number) => Math.floor((v - v0) * (1 / g.size));
      let expected = 0;
      for (let i = 0; i < N; i++) {
        const cx = cell(x[i], g.x0), cy = cell(y[i], g.y0), block: number[] = [];
        for (let j = 0; j < N; j++) if (Math.abs(cell(x[j], g.x0) - cx) <= 1 && Math.abs(cell(y[j], g.y0) - cy) <= 1) block.push(j);
        let found = 0;
        for (const j of block.sort((a, b) => a - b)) {
          if (found === 9) break;
          if (j === i) continue;
          expected++;
          const dx = x[j] - x[i], dy = y[j] - y[i];
          if (dx * dx + dy * dy < RADIUS * RADIUS) found++;
        }
      }
      expect(r.counters.candidates, `frame ${r.steps}`).toBe(expected);
      // Fewer than the uniform grid, which tests the whole 3 × 3 block.
      expect(r.counters.candidates).toBeLessThan(grid.counters.candidates);
    }
  });

  it('everyone in one cell: about 9 tests a query, where the uniform grid tests all N − 1', () => {
    const N = 1000, r = rungByName('sorted-grid')!.create(N, 1, { tick: 0, start: 'one-cell' });
    r.step();
    expect(r.counters.candidates / N).toBeLessThan(12);
    const g = rungByName('uniform-grid')!.create(N, 1, { tick: 0, start: 'one-cell' });
    g.step();
    expect(g.counters.candidates).toBe(N * (N - 1));
  });

  it('few boids querying (article B’s 2 s tick): each query scans its cells one by one, as the uniform grid does', () => {
    const a = stepTimes(rungByName('uniform-grid')!.create(500, 3), 30), b = stepTimes(rungByName('sorted-grid')!.create(500, 3), 30);
    for (let f = 0; f < 20; f++) { a.step(); b.step(); expect(b.counters.candidates).toBe(a.counters.candidates); }
  });
});
