/**
 * Rung 11, the step split into slices: whatever the number of slices, the same trajectories as rung 9 (and rung 10)
 * to the last bit; the same with real threads (Node worker_threads on a SharedArrayBuffer, the driver the browser's
 * workers run); and capabilities() says why the split cannot run, from faked globals.
 */
import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { rungByName, type LadderRung } from '../../../src/lib/ladder';
import { create as createSplit } from '../../../src/lib/ladder/rungs/split';
import { Coordinator } from '../../../src/lib/ladder/parallel/driver';
import { allocate, sharedBuffer, sliceRange, sliceStart } from '../../../src/lib/ladder/parallel/state';
import { DEFAULTS } from '../../../src/lib/ladder/rungs/split';
import { readStartOrder } from '../../../src/lib/ladder/rungs/split';
import { capabilities } from '../../../src/lib/backend/splitBackend';
import { boidsOf, stepTimes as stepTimesOf, type Boids } from './helpers';

const N = 2000, FRAMES = 200;

/** The exact bits: every coordinate equal as a 64-bit pattern (so −0 ≠ 0 and NaN = NaN would both be caught). */
function sameBits(a: Boids, b: Boids): boolean {
  return (['x', 'y', 'vx', 'vy'] as const).every((k) => Buffer.from(a[k].buffer).equals(Buffer.from(b[k].buffer)));
}

describe('rung 11 in one thread: any number of slices gives rung 9’s trajectories to the last bit', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: 1, 2, 3 and 7 slices against rung 9 and rung 10 over ${FRAMES} frames (N = ${N})`, () => {
      const grid = rungByName('uniform-grid')!.create(N, seed), sorted = rungByName('sorted-grid')!.create(N, seed);
      const splits: LadderRung[] = [1, 2, 3, 7].map((slices) => createSplit(N, seed, {}, { slices }));
      for (let f = 1; f <= FRAMES; f++) {
        grid.step(); sorted.step();
        for (const s of splits) {
          s.step();
          expect(s.counters.updated, `frame ${f}`).toBe(grid.counters.updated);
          expect(s.counters.neighbours, `frame ${f}`).toBe(grid.counters.neighbours);
          expect(s.counters.candidates, `frame ${f}`).toBe(sorted.counters.candidates);
        }
        if (f % 50 === 0) {
          const ref = boidsOf(grid);
          expect(sameBits(boidsOf(sorted), ref), `rung 10 at frame ${f}`).toBe(true);
          splits.forEach((s, k) => expect(sameBits(boidsOf(s), ref), `${[1, 2, 3, 7][k]} slices at frame ${f}`).toBe(true));
        }
      }
      expect(splits[0].steps).toBe(FRAMES);
      expect(splits[0].time).toBe(grid.time);
    });
  }

  it('tick 0 (every boid every frame: the slices sort their cells by id and share blocks), 1, 2 and 3 slices against rung 10 over 150 frames', () => {
    const sorted = rungByName('sorted-grid')!.create(N, 5, { tick: 0 });
    const splits = [1, 2, 3].map((slices) => createSplit(N, 5, { tick: 0 }, { slices }));
    for (let f = 1; f <= 150; f++) {
      sorted.step();
      for (const s of splits) {
        s.step();
        expect(s.counters.neighbours, `frame ${f}`).toBe(sorted.counters.neighbours);
        expect(s.counters.candidates, `frame ${f}`).toBe(sorted.counters.candidates);
      }
    }
    splits.forEach((s, k) => expect(sameBits(boidsOf(s), boidsOf(sorted)), `${k + 1} slices`).toBe(true));
    for (const k of [0, 11, 500]) expect(splits[1].neighbourIds(k)).toEqual(sorted.neighbourIds(k));
  });

  it('cuts the places into contiguous slices that cover every boid once', () => {
    for (const slices of [1, 2, 3, 7, 16]) {
      let next = 0;
      for (let s = 0; s < slices; s++) {
        const [lo, hi] = sliceRange(1001, s, slices);
        expect(lo).toBe(next);
        expect(hi).toBeGreaterThanOrEqual(lo);
        next = hi;
      }
      expect(next).toBe(1001);
    }
  });

  it('starts slice s at ⌊n·s / slices⌋ (sliceStart, the whole number a frame uses for the cells of phase A′)', () => {
    // Up to 4n + 66 cells at n = 1 000 000 boids, the most cells phase A makes for a large flock.
    for (const n of [0, 1, 7, 1001, 400_065, 4_000_066]) {
      for (const slices of [1, 2, 3, 7, 16]) {
        for (let s = 0; s <= slices; s++) {
          expect(sliceStart(n, s, slices)).toBe(Math.floor((n * s) / slices));
          if (s < slices) expect(sliceRange(n, s, slices)).toEqual([sliceStart(n, s, slices), sliceStart(n, s + 1, slices)]);
        }
      }
    }
  });
});

/** Runs the split with `threads` − 1 worker_threads as slice workers and this thread as the coordinator. */
async function threaded(n: number, seed: number, frames: number, threads: number, tick = DEFAULTS.tick): Promise<{ boids: Boids; msPerFrame: number }> {
  const st = allocate(n, seed, { ...DEFAULTS, tick }, sharedBuffer), coordinator = new Coordinator(st, threads, frames);
  const workers = Array.from({ length: threads - 1 }, (_, k) => new Worker(new URL('./sliceThread.mjs', import.meta.url), {
    workerData: { buffer: st.buffer, n, slice: k + 1, slices: threads }
  }));
  try {
    await Promise.all(workers.map((w) => new Promise<void>((ok, fail) => { w.once('message', () => ok()); w.once('error', fail); })));
    coordinator.step(frames);
    coordinator.stop();
    await Promise.all(workers.map((w) => new Promise((ok) => w.once('exit', ok))));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  const boids = { x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n) };
  readStartOrder(st, boids.x, boids.y, boids.vx, boids.vy);
  const sortedMs = [...coordinator.recent].sort((a, b) => a - b);
  return { boids, msPerFrame: sortedMs[sortedMs.length >> 1] };
}

describe('rung 11 on real threads (worker_threads, SharedArrayBuffer, Atomics barrier)', () => {
  for (const threads of [2, 3]) {
    it(`${threads} threads give rung 9’s trajectories to the last bit (N = ${N}, ${FRAMES} frames)`, async () => {
      const ref = rungByName('uniform-grid')!.create(N, 4);
      for (let f = 0; f < FRAMES; f++) ref.step();
      const { boids } = await threaded(N, 4, FRAMES, threads);
      expect(sameBits(boids, boidsOf(ref))).toBe(true);
    });
  }

  it('tick 0 on 2 threads (phase A′ and the blocks in each thread) gives rung 9’s trajectories to the last bit (N = 2000, 100 frames)', async () => {
    const ref = stepTimesOf(rungByName('uniform-grid')!.create(N, 4, { tick: 0 }), 100);
    const { boids } = await threaded(N, 4, 100, 2, 0);
    expect(sameBits(boids, boidsOf(ref))).toBe(true);
  });
});

describe('capabilities(): what the browser allows, and why not', () => {
  const full = { crossOriginIsolated: true, SharedArrayBuffer, Atomics, Worker: class {}, navigator: { hardwareConcurrency: 8 } };

  it('an isolated page with shared memory and 8 cores: 4 slice workers (the cap), no reason', () => {
    expect(capabilities(full)).toEqual({ isolated: true, sharedMemory: true, cores: 8, maxWorkers: 4, reason: null });
  });

  it('2 cores: one slice worker beside the coordinator', () => {
    expect(capabilities({ ...full, navigator: { hardwareConcurrency: 2 } }).maxWorkers).toBe(1);
  });

  it('not isolated: names the two headers the host must send', () => {
    const c = capabilities({ ...full, crossOriginIsolated: false });
    expect(c.maxWorkers).toBe(0);
    expect(c.isolated).toBe(false);
    expect(c.reason).toMatch(/Cross-Origin-Opener-Policy: same-origin/);
    expect(c.reason).toMatch(/Cross-Origin-Embedder-Policy: require-corp/);
    // A browser without the flag at all is not isolated either.
    expect(capabilities({ ...full, crossOriginIsolated: undefined }).isolated).toBe(false);
  });

  it('isolated but no SharedArrayBuffer or Atomics', () => {
    for (const g of [{ ...full, SharedArrayBuffer: undefined }, { ...full, Atomics: undefined }]) {
      const c = capabilities(g);
      expect(c.sharedMemory).toBe(false);
      expect(c.maxWorkers).toBe(0);
      expect(c.reason).toMatch(/SharedArrayBuffer/);
    }
  });

  it('one core, or an unknown count: nothing to split across', () => {
    for (const navigator of [{ hardwareConcurrency: 1 }, {}, undefined]) {
      const c = capabilities({ ...full, navigator });
      expect(c.cores).toBe(1);
      expect(c.maxWorkers).toBe(0);
      expect(c.reason).toMatch(/1 core/);
    }
  });

  it('no Web Workers at all', () => {
    expect(capabilities({ ...full, Worker: undefined }).reason).toMatch(/no Web Workers/);
  });
});
