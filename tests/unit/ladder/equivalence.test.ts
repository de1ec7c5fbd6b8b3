/**
 * A rung that should not change the model gives the same result as the rung it builds on: the same neighbour sets,
 * and the same trajectories. The tolerance is zero, on purpose. These rungs do the same floating-point arithmetic in
 * the same order (x_i − x_j is exactly −(x_j − x_i); sums over the neighbours run in the same order of boids), so
 * any difference at all is a bug. A tolerance would also not buy robustness: the flock is chaotic, a difference in
 * the last bit grows about tenfold every second (see the engine test below), so after a few hundred frames a small
 * tolerance is no looser than none.
 *
 * And rung 0 is the boids chapter's own flock: the engine's bounded-flock scenario with all pairs, at N = 100, to
 * 1e-9 m over 500 frames (10 s). Not to the last bit: the engine adds the boid's own velocity first in alignment
 * and applies the boundary kick as an acceleration times Δt, which rounds differently, and chaos amplifies that
 * (measured: about 1e-11 m after 10 s, 1e-4 m after 20 s), so 1e-9 m at 10 s leaves a margin of about 100.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/lib/engine';
import { STEPPERS, isAtOrAfter, rungByName, type RungEntry, type RungName } from '../../../src/lib/ladder';
import { boidsOf, maxDifference } from './helpers';

const unchanged = STEPPERS.filter((r) => !r.changesModel && r.builtOn !== null);

/** Boids and frames for each pair: the all-pairs object rungs are slow, the grid ones fast. */
function size(entry: RungEntry<RungName>): { n: number; frames: number } {
  return isAtOrAfter(entry.name, 'neighbour-cap') ? { n: 300, frames: 1500 } : { n: 150, frames: 500 };
}

describe.each(unchanged.map((r) => [r.name, r.builtOn!, r] as const))('%s against %s', (name, base, entry) => {
  const { n, frames } = size(entry);

  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: the same neighbour sets and the same trajectories to the last bit over ${frames} frames (N = ${n})`, () => {
      const a = rungByName(base)!.create(n, seed), b = entry.create(n, seed);
      for (let f = 0; f <= frames; f++) {
        if (f === 0 || f === frames >> 1 || f === frames) {
          for (let k = 0; k < n; k++) expect(b.neighbourIds(k), `boid ${k} at frame ${f}`).toEqual(a.neighbourIds(k));
          expect(maxDifference(boidsOf(b), boidsOf(a)), `frame ${f}`).toBe(0);
        }
        if (f < frames) {
          a.step(); b.step();
          expect(b.counters.neighbours).toBe(a.counters.neighbours);
          expect(b.counters.updated).toBe(a.counters.updated);
        }
      }
    });
  }
});

describe("rung 0 is the boids chapter's flock", () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: the engine's bounded flock (all pairs, N = 100) to 1e-9 m over 500 frames`, () => {
      const sim = createSimulation({ scenario: 'bounded-flock', seed, params: { N: 100 }, settings: { neighbours: 'all-pairs' } });
      const rung = rungByName('naive')!.create(100, seed);
      let worst = 0;
      for (let f = 0; f <= 500; f++) {
        const b = boidsOf(rung), s = sim.state;
        for (let k = 0; k < 100; k++) {
          const i = s.indexOf(k);
          worst = Math.max(worst, Math.abs(s.x[i] - b.x[k]), Math.abs(s.y[i] - b.y[k]), Math.abs(s.vx[i] - b.vx[k]), Math.abs(s.vy[i] - b.vy[k]));
        }
        if (f === 0) expect(worst).toBe(0);
        sim.step(); rung.step();
      }
      expect(worst).toBeLessThan(1e-9);
    });
  }
});
