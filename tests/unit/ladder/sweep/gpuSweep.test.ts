/**
 * The GPU sweep's driver (src/lib/ladder/gpu/sweep.ts) with a fake GPU flock and a fake clock: a frame of n boids
 * "takes" a given number of ms, a batch adds a fixed hand-over, so what the driver reports can be checked against
 * what the fake was made to cost. The real GPU runs it in Chromium (tests/e2e/ladder-gpu.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { crossing, sweepGpu, type GpuSweepPoint, type TimedFlock } from '../../../../src/lib/ladder/gpu/sweep';
import type { SweepPoint } from '../../../../src/lib/ladder/sweep/plan';

/** A clock, and flocks whose frames cost frameMs(n) plus handOverMs a batch; what was built and disposed is kept. */
function fakeGpu(frameMs: (n: number) => number, handOverMs = 5, opts: { failAt?: number; errorAt?: number; gpuClock?: boolean } = {}) {
  let t = 0;
  const built: number[] = [], disposed: number[] = [], batches: number[] = [];
  const make = async (n: number): Promise<TimedFlock> => {
    if (opts.failAt !== undefined && n >= opts.failAt) throw new Error('buffer too large');
    built.push(n);
    let queued = 0, last = 0;
    const flock: TimedFlock & { error: string | null } = {
      error: null,
      step(k) { queued += k; last = k; batches.push(k); if (opts.errorAt !== undefined && n >= opts.errorAt) flock.error = 'device lost'; },
      async finished() { t += handOverMs + queued * frameMs(n); queued = 0; },
      async gpuTime() { return opts.gpuClock ? frameMs(n) : null; },
      dispose() { disposed.push(n); void last; }
    };
    return flock;
  };
  return { make, now: () => t, built, disposed, batches };
}

describe('sweepGpu', () => {
  it('reports each size’s frame time, with the hand-over made small by longer batches', async () => {
    const g = fakeGpu((n) => n / 1000, 5, { gpuClock: true });
    const r = await sweepGpu({ sizes: [10_000, 1_000, 100_000], make: g.make, now: g.now, budgetMs: 600, capMs: 1e9 });
    expect(r.status).toBe('done');
    expect(r.points.map((p) => p.n)).toEqual([1_000, 10_000, 100_000]);
    for (const p of r.points) {
      expect(p.status).toBe('measured');
      const frame = p.n / 1000;
      // A sample is kept only from a batch of at least 30 ms, so the 5 ms hand-over adds at most 5/30 of it.
      expect(p.ms!).toBeGreaterThanOrEqual(frame);
      expect(p.ms! - frame).toBeLessThanOrEqual(5 / Math.max(1, Math.ceil(30 / (frame + 5))) + 1e-9);
      expect(p.gpuMs).toBe(frame);
    }
    expect(g.disposed).toEqual(g.built);
  });

  it('doubles a batch that is too short to time, and keeps timing within the budget', async () => {
    const g = fakeGpu(() => 0.5, 1);
    const r = await sweepGpu({ sizes: [1000], make: g.make, now: g.now, budgetMs: 200, capMs: 1e9, warmFrames: 2 });
    // Warm-up 2, then 1, 2, 4, … frames until a batch takes ≥ 30 ms (64 frames = 33 ms).
    expect(g.batches.slice(0, 8)).toEqual([2, 1, 2, 4, 8, 16, 32, 64]);
    expect(r.points[0].ms).toBeCloseTo(0.5 + 1 / 64, 9);
    expect(r.points[0].gpuMs).toBeNull();
  });

  it('never starts a size whose estimate is over the cap, and says why', async () => {
    const g = fakeGpu((n) => n / 100, 0);
    const r = await sweepGpu({ sizes: [1000, 10_000, 100_000, 1_000_000], make: g.make, now: g.now, budgetMs: 100, capMs: 500 });
    expect(r.points.map((p) => p.status)).toEqual(['measured', 'measured', 'skipped', 'skipped']);
    expect(g.built).toEqual([1000, 10_000]);
    const s = r.points[2] as GpuSweepPoint;
    expect(s.estimateMs).toBeCloseTo(1000, 6);
    expect(s.reason).toMatch(/over the 500 ms cap/);
  });

  it('ends the climb at the first size that cannot be built, keeping the sizes below', async () => {
    const g = fakeGpu((n) => n / 1e5, 1, { failAt: 500_000 });
    const r = await sweepGpu({ sizes: [100_000, 500_000, 1_000_000], make: g.make, now: g.now, budgetMs: 100, capMs: 1e9 });
    expect(r.points.map((p) => p.status)).toEqual(['measured', 'skipped', 'skipped']);
    expect((r.points[1] as GpuSweepPoint).reason).toMatch(/could not be built: buffer too large/);
    expect((r.points[2] as GpuSweepPoint).reason).toBe((r.points[1] as GpuSweepPoint).reason);
  });

  it('stops with the error when the device is lost, disposing the flock', async () => {
    const g = fakeGpu(() => 1, 1, { errorAt: 10_000 });
    await expect(sweepGpu({ sizes: [1000, 10_000], make: g.make, now: g.now, budgetMs: 50, capMs: 1e9 })).rejects.toThrow(/device lost/);
    expect(g.disposed).toEqual([1000, 10_000]);
  });

  it('stops when cancelled, keeping the points so far', async () => {
    const g = fakeGpu(() => 1, 1);
    let heard = 0;
    const r = await sweepGpu({ sizes: [1, 2, 3], make: g.make, now: g.now, budgetMs: 50, capMs: 1e9, onPoint: () => heard++, cancelled: () => heard >= 2 });
    expect(r.status).toBe('cancelled');
    expect(r.points.map((p) => p.n)).toEqual([1, 2]);
  });
});

const pts = (rung: string, rows: [number, number][]): SweepPoint[] =>
  rows.map(([n, ms]) => ({ rung, n, status: 'measured', ms, meanMs: ms, steps: 10, estimateMs: null }));

describe('crossing', () => {
  it('finds the first size from which the GPU stays faster', () => {
    const c = crossing(pts('cpu', [[1e3, 0.1], [1e4, 1], [1e5, 10], [1e6, 100]]), pts('gpu', [[1e3, 2], [1e4, 3], [1e5, 8], [1e6, 40]]));
    expect(c).toEqual({ kind: 'passes', n: 1e5, upTo: 1e6, ratioAtTop: 2.5 });
  });
  it('says behind when the CPU is still faster at the largest common size', () => {
    const c = crossing(pts('cpu', [[1e3, 0.1], [1e4, 1], [1e5, 10]]), pts('gpu', [[1e3, 0.05], [1e4, 30], [1e5, 200], [1e6, 2000]]));
    expect(c.kind).toBe('behind');
    expect(c.upTo).toBe(1e5);
    expect(c.ratioAtTop).toBeCloseTo(0.05, 9);
  });
  it('says ahead when the GPU is faster everywhere, and unknown with nothing in common', () => {
    expect(crossing(pts('cpu', [[1e3, 1], [1e4, 10]]), pts('gpu', [[1e3, 0.5], [1e4, 1]])).kind).toBe('ahead');
    expect(crossing(pts('cpu', [[1e3, 1]]), pts('gpu', [[1e4, 1]])).kind).toBe('unknown');
  });
});
