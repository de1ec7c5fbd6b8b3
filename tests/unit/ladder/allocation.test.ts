/**
 * Rung 7's claim, measured: from rung 7 on, a frame allocates nothing per boid (the bytes V8 counts, from its own GC
 * statistics, whether or not a collection ran). Every boid rebuilds on every frame here (tick 0), so a query that
 * allocated would show 300 times a frame. And the trees beside rung 10 allocate by design: the reason they lose for
 * moving agents is partly this.
 */
import { describe, expect, it } from 'vitest';
import { STEPPERS, isAtOrAfter, rungByName, type RungName } from '../../../src/lib/ladder';
import { measureAllocation } from '../../bench/allocation';

const N = 300;

/** Bytes allocated per frame by a warmed-up rung whose every boid rebuilds every frame (the least of two stretches). */
function bytesPerFrame(name: RungName): number {
  const r = rungByName(name)!.create(N, 1, { tick: 0 });
  for (let k = 0; k < 200; k++) r.step();
  const frames = 50;
  return Math.min(...[0, 1].map(() => measureAllocation(() => { for (let k = 0; k < frames; k++) r.step(); }).bytes / frames));
}

describe('allocation per frame (N = 300, every boid rebuilding every frame)', () => {
  it('rung 6 allocates for every query: fresh arrays for the answer (about 800 bytes a query, 242 KB a frame measured)', () => {
    expect(bytesPerFrame('random-phase')).toBeGreaterThan(100 * N);
  });

  // V8 keeps a few numbers of its own per frame (a double passed to a builtin is boxed): well under 1 KB, against the
  // 240 KB above. One allocation per boid would be 16 bytes × 300 = 4.8 KB.
  const clean = STEPPERS.filter((r) => isAtOrAfter(r.name, 'no-allocation') && r.search !== 'tree').map((r) => r.name);
  for (const name of clean) {
    it(`${name} allocates nothing per boid: under 1 KB a frame`, () => {
      expect(bytesPerFrame(name)).toBeLessThan(1024);
    });
  }

  it('the quadtree allocates its nodes every frame (over 100 bytes a boid), the k-d tree its arrays (16–100 bytes a boid)', () => {
    expect(bytesPerFrame('quadtree') / N).toBeGreaterThan(100);
    const kd = bytesPerFrame('kd-tree') / N;
    expect(kd).toBeGreaterThan(16);
    expect(kd).toBeLessThan(100);
  });
});
