/**
 * The grid's worst case (the lesson's button): every boid squeezed into one cell, so a query's 3 × 3 block holds the
 * whole flock and the grid tests as many pairs as all pairs do; the disc start tests a few dozen. The squeeze is the
 * same draws scaled, so both starts have the same headings.
 */
import { describe, expect, it } from 'vitest';
import { RADIUS, rungByName, startState } from '../../../src/lib/ladder';

describe("the grid's worst case: everyone in one cell", () => {
  it('puts every boid within R/2 of the centre, with the disc start’s headings', () => {
    const disc = startState(2000, 3), one = startState(2000, 3, 'one-cell');
    for (let i = 0; i < 2000; i++) {
      expect(Math.hypot(one.x[i], one.y[i])).toBeLessThanOrEqual(RADIUS / 2 + 1e-9);
      expect(one.vx[i]).toBe(disc.vx[i]);
    }
  });

  it('makes the uniform grid test all pairs on its first frame (N − 1 candidates a query), the disc start ~1 %', () => {
    const n = 2000;
    for (const [start, lo, hi] of [['one-cell', n - 1, n - 1], ['disc', 1, 0.05 * n]] as const) {
      const r = rungByName('uniform-grid')!.create(n, 1, { maxBoids: 0, start });
      r.step();
      const perQuery = r.counters.candidates / r.counters.updated;
      expect(perQuery).toBeGreaterThanOrEqual(lo);
      expect(perQuery).toBeLessThanOrEqual(hi);
    }
  });
});
