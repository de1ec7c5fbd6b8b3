/**
 * The counters are honest: all pairs counts N(N − 1) candidate pairs when every boid rebuilds, a capped scan counts
 * the pairs it tested before it stopped, and a grid counts what it scans — checked against a count made here, from
 * the positions and the grid's geometry, without the rung's code.
 */
import { describe, expect, it } from 'vitest';
import { RADIUS, rungByName, startState, tickFrames, tickSlot, type LadderRung } from '../../../src/lib/ladder';
import { boidsOf, stepTimes } from './helpers';

const N = 200;

describe('all pairs', () => {
  for (const name of ['naive', 'difference-once', 'squared-distance', 'typed-arrays'] as const) {
    it(`${name}: N(N − 1) pairs a frame when every boid rebuilds (tick 0), (N − 1) per rebuilding boid otherwise`, () => {
      const every = rungByName(name)!.create(N, 4, { tick: 0 });
      for (let f = 0; f < 3; f++) {
        every.step();
        expect(every.counters.candidates).toBe(N * (N - 1));
        expect(every.counters.updated).toBe(N);
      }
      const ticked = stepTimes(rungByName(name)!.create(N, 4), 7);
      expect(ticked.counters.candidates).toBe(ticked.counters.updated * (N - 1));
    });
  }

  it('the capped scans count N(N − 1) without a cap, and fewer with one: they stop when they have 9', () => {
    for (const name of ['neighbour-cap', 'update-less-often', 'random-phase', 'no-allocation', 'cheaper-boundary'] as const) {
      const open = rungByName(name)!.create(N, 4, { tick: 0, maxBoids: 0 });
      open.step();
      expect(open.counters.candidates, name).toBe(N * (N - 1));
      const capped = rungByName(name)!.create(N, 4, { tick: 0 });
      stepTimes(capped, 200);
      expect(capped.counters.candidates, name).toBeLessThan(N * (N - 1));
      expect(capped.counters.neighbours, name).toBeLessThanOrEqual(9 * N);
    }
  });
});

/** The boids due this frame (from the start state's phases), and the positions before the frame. */
function dueAndPositions(r: LadderRung, seed: number): { due: number[]; x: Float64Array; y: Float64Array } {
  const s = startState(r.count, seed), frames = tickFrames(r.settings.tick), b = boidsOf(r), f = r.steps % frames;
  const due = [];
  for (let i = 0; i < r.count; i++) if (tickSlot(s.phase[i], frames, r.settings.randomPhase) === f) due.push(i);
  return { due, x: b.x, y: b.y };
}

describe('the grids count what they scan', () => {
  for (const name of ['uniform-grid', 'sorted-grid'] as const) {
    it(`${name}: every other boid in the 3 × 3 cells around each rebuilding boid`, () => {
      const r = stepTimes(rungByName(name)!.create(N, 6, { tick: 0.1 }), 40);
      for (let f = 0; f < 10; f++) {
        const { due, x, y } = dueAndPositions(r, 6);
        r.step();
        const g = r.cells!;
        const cell = (v: number, v0: number) => Math.floor((v - v0) * (1 / g.size));
        let expected = 0;
        for (const i of due) {
          const cx = cell(x[i], g.x0), cy = cell(y[i], g.y0);
          for (let j = 0; j < N; j++) if (j !== i && Math.abs(cell(x[j], g.x0) - cx) <= 1 && Math.abs(cell(y[j], g.y0) - cy) <= 1) expected++;
        }
        expect(g.size).toBeGreaterThanOrEqual(RADIUS);
        expect(r.counters.candidates, `frame ${r.steps}`).toBe(expected);
      }
    });
  }

  it('the hashed grid scans at least the boids of the 3 × 3 cells (⌊x/R⌋, ⌊y/R⌋) around each rebuilding boid; buckets shared by other cells add a few', () => {
    const r = stepTimes(rungByName('hashed-grid')!.create(N, 6, { tick: 0.1 }), 40);
    let scanned = 0, inCells = 0;
    for (let f = 0; f < 10; f++) {
      const { due, x, y } = dueAndPositions(r, 6);
      r.step();
      const cell = (v: number) => Math.floor(v * (1 / RADIUS));
      let expected = 0;
      for (const i of due) {
        for (let j = 0; j < N; j++) if (j !== i && Math.abs(cell(x[j]) - cell(x[i])) <= 1 && Math.abs(cell(y[j]) - cell(y[i])) <= 1) expected++;
      }
      expect(r.counters.candidates).toBeGreaterThanOrEqual(expected);
      scanned += r.counters.candidates; inCells += expected;
    }
    // 2N buckets for N boids: collisions are rare.
    expect(scanned).toBeLessThan(1.2 * inCells);
  });

  it('the trees count the points they test: the quadtree the points of the leaves it visits, kdbush the points it returns', () => {
    const quad = stepTimes(rungByName('quadtree')!.create(N, 6, { maxBoids: 0 }), 50), kd = stepTimes(rungByName('kd-tree')!.create(N, 6, { maxBoids: 0 }), 50);
    for (let f = 0; f < 20; f++) {
      quad.step(); kd.step();
      expect(quad.counters.candidates).toBeGreaterThanOrEqual(quad.counters.neighbours);
      // kdbush returns exactly the points within R (and the boid itself, not counted): all are neighbours.
      expect(kd.counters.candidates).toBe(kd.counters.neighbours);
    }
  });
});
