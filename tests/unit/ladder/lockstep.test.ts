/**
 * The A/B's lockstep (src/lib/components/ladder/lockstep.ts): two rungs of the same model, driven as LadderAB drives
 * them (the lesson rung's driver steps both, the other's only draws), are at the same step after every animation
 * frame and show the same counts and the same boids; in this thread the two take turns at going first; a worker is
 * never asked twice at once, and nothing steps again until both have answered; two that came apart are levelled.
 */
import { describe, expect, it } from 'vitest';
import { LadderBackend, type BackendStats, type SimBackend } from '../../../src/lib/backend';
import { Driver, fixedStep } from '../../../src/lib/driver';
import { DT, type RungName } from '../../../src/lib/ladder';
import { Lockstep, sameStep } from '../../../src/lib/components/ladder/lockstep';
import { AsyncBackend, FakeClock, SyncBackend } from '../driver/fakes';

const COUNTS = ['candidatesPerAgent', 'candidatesPerQuery', 'neighboursPerQuery', 'updatedShare'];
const quiet = { onupdate: () => {}, onerror: () => {} };
const metric = (s: BackendStats, name: string) => s.metrics.find((m) => m.name === name)!.value;

/** Two rungs wired as an A/B wires them, on a fake clock: `after` drives both, `before` only draws. */
function pair(before: RungName, after: RungName, n: number) {
  const clock = new FakeClock();
  const a = new LadderBackend({ rung: before, n, seed: 2 }, quiet, COUNTS);
  const b = new LadderBackend({ rung: after, n, seed: 2 }, quiet, COUNTS);
  const hooks = { paint: () => {} };
  const driverA = new Driver(hooks, { pacing: fixedStep(() => DT), clock });
  const driverB = new Driver(hooks, { pacing: fixedStep(() => DT), clock });
  driverA.attach(a);
  driverB.attach(new Lockstep(b, a));
  driverA.limit = () => driverA.stepsDone; // it never steps by itself
  driverA.play();
  driverB.play();
  return { clock, a, b, driverA, driverB };
}

function boids(b: SimBackend) {
  const f = b.newest()!;
  return { steps: f.steps, x: Array.from(f.x), y: Array.from(f.y), vx: Array.from(f.vx), vy: Array.from(f.vy) };
}

describe('two rungs in lockstep', () => {
  for (const hz of [60, 24]) {
    it(`the same model (uniform grid, sorted grid) shows the same frame and the same counts after every frame (${hz} Hz)`, () => {
      const { clock, a, b } = pair('uniform-grid', 'sorted-grid', 300);
      for (let f = 0; f < 3 * hz; f++) {
        clock.run(1 / hz, hz);
        expect(b.stats().steps).toBe(a.stats().steps);
        if (f % 10 === 0) for (const m of COUNTS) expect(metric(b.stats(), m), m).toBe(metric(a.stats(), m));
      }
      // About real time was kept (a slow page takes several steps a frame, both alike; the first frame counts none).
      expect(a.stats().steps).toBeGreaterThan(0.95 * (3 / DT));
      expect(boids(b)).toEqual(boids(a));
    });
  }

  it('a different search, the same model (all pairs, the grid): the same boids and neighbours, fewer candidates', () => {
    const { clock, a, b } = pair('no-allocation', 'uniform-grid', 300);
    clock.run(2, 60);
    expect(b.stats().steps).toBe(a.stats().steps);
    expect(boids(b)).toEqual(boids(a));
    expect(metric(b.stats(), 'neighboursPerQuery')).toBe(metric(a.stats(), 'neighboursPerQuery'));
    expect(metric(b.stats(), 'updatedShare')).toBe(metric(a.stats(), 'updatedShare'));
    expect(metric(b.stats(), 'candidatesPerAgent')).toBeLessThan(metric(a.stats(), 'candidatesPerAgent'));
  });

  it('in this thread, takes turns at going first: own first on even steps, the other first on odd ones', () => {
    const clock = new FakeClock(), order: string[] = [];
    const side = (name: string) => {
      const s = new SyncBackend(clock, quiet);
      const step = s.step.bind(s);
      s.step = (k, budget) => { order.push(name); return step(k, budget); };
      return s;
    };
    const own = side('own'), other = side('other');
    const l = new Lockstep(own, other);
    expect(l.step(3, Infinity)).toBe(3);
    expect(l.step(2, Infinity)).toBe(2);
    expect(order).toEqual(['own', 'other', 'other', 'own', 'own', 'other', 'other', 'own', 'own', 'other']);
    expect([own.steps, other.steps]).toEqual([5, 5]);
  });

  it('stops at the budget after a whole turn, both sides level', () => {
    const clock = new FakeClock();
    const own = new SyncBackend(clock, quiet, { costMs: 5 }), other = new SyncBackend(clock, quiet, { costMs: 5 });
    const l = new Lockstep(own, other, () => clock.now());
    expect(l.step(10, 12)).toBe(2);
    expect([own.steps, other.steps]).toEqual([2, 2]);
  });

  it('levels two that came apart before stepping them together again', () => {
    const clock = new FakeClock();
    const own = new SyncBackend(clock, quiet), other = new SyncBackend(clock, quiet);
    other.step(3, Infinity);
    const l = new Lockstep(own, other);
    expect(l.step(2, Infinity)).toBe(2); // own alone, 2 of the 3 it is behind
    expect(l.step(5, Infinity)).toBe(1);
    expect([own.steps, other.steps]).toEqual([3, 3]);
    own.step(4, Infinity);
    expect(l.step(9, Infinity)).toBe(0); // the other alone: own did not step
    expect([own.steps, other.steps]).toEqual([7, 7]);
    expect(l.step(1, Infinity)).toBe(1);
    expect([own.steps, other.steps]).toEqual([8, 8]);
  });

  it('with workers: both asked at once, busy until both answered, never asked twice at once, always level', () => {
    const clock = new FakeClock();
    const own = new AsyncBackend(clock, quiet, 'worker', 7), other = new AsyncBackend(clock, quiet, 'worker', 19);
    const driver = new Driver({ paint: () => {} }, { pacing: fixedStep(() => DT), clock });
    driver.attach(new Lockstep(own, other));
    driver.play();
    for (let f = 0; f < 120; f++) {
      clock.run(1 / 60, 60);
      if (!own.busy && !other.busy) expect(own.steps).toBe(other.steps);
    }
    expect(own.overlapping + other.overlapping).toBe(0);
    expect(own.batches).toEqual(other.batches);
    expect(own.steps).toBeGreaterThan(50);
  });

  it('this thread beside a worker: the worker is asked first, both do the same steps', () => {
    const clock = new FakeClock();
    const own = new SyncBackend(clock, quiet), other = new AsyncBackend(clock, quiet, 'worker', 5);
    const l = new Lockstep(own, other);
    expect(l.step(3, Infinity)).toBe(3);
    expect(other.asked).toBe(3);
    expect(l.busy).toBe(true);
    expect(l.step(3, Infinity)).toBe(0);
    clock.advanceTo(clock.t + 5);
    expect([own.steps, other.steps]).toEqual([3, 3]);
  });

  it('unpaired, steps only its own rung', () => {
    const clock = new FakeClock();
    const own = new SyncBackend(clock, quiet), other = new SyncBackend(clock, quiet);
    const l = new Lockstep(own, other);
    l.paired = false;
    expect(l.step(4, Infinity)).toBe(4);
    expect([own.steps, other.steps]).toEqual([4, 0]);
    l.dispose();
    expect([own.disposed, other.disposed]).toEqual([true, false]); // the other belongs to its own driver
  });
});

describe('sameStep', () => {
  it('finds the newest readings of the two sides taken at one step', () => {
    const s = (steps: number, v: number) => ({ steps, v });
    expect(sameStep([s(1, 1), s(5, 2), s(9, 3)], [s(5, 4), s(8, 5)])).toEqual([s(5, 2), s(5, 4)]);
    expect(sameStep([s(1, 1)], [s(2, 1)])).toBeNull();
    expect(sameStep([], [s(2, 1)])).toBeNull();
  });
});
