/**
 * The GPU rung over N, for the reader's sweep: how many milliseconds a frame takes on this browser's GPU at each
 * size, and how far up it can go. The CPU rungs are timed by the synchronous plan (sweep/plan.ts) in a worker; a GPU
 * frame is asynchronous (queued, then awaited), so it has this driver of its own, with the same rules where they
 * apply: sizes ascending, a time budget per size, no size started whose estimate (the last measured time grown
 * linearly, as a grid grows) is over the cap, and a size that cannot be built (the device's limits, memory) ends the
 * climb. What it reports is a SweepPoint, so the chart and the table show it beside the CPU's.
 *
 * The flock and the clock are injected: the page passes the real GPU flock (webgpu.ts), the tests a fake.
 */
import { median, type SweepPoint } from '../sweep/plan';

/** What the driver needs of a GPU flock (webgpu.ts's GpuFlock has it). */
export interface TimedFlock {
  /** Queues k frames. */
  step(k: number): void;
  /** Resolves when everything queued so far is done. */
  finished(): Promise<void>;
  /** The GPU's own ms per frame of the latest timed batch (timestamp queries), or null. */
  gpuTime(): Promise<number | null>;
  /** The first WebGPU error or device loss, or null. */
  readonly error: string | null;
  dispose(): void;
}

/** A GPU point: the wall clock to the queue's end (ms) and, where the adapter clocks itself, the GPU's own time. */
export interface GpuSweepPoint extends SweepPoint {
  gpuMs: number | null;
  /** Why a skipped size was not run: over the cap, or the flock could not be built (the message). */
  reason: string | null;
}

export interface GpuSweepOptions {
  sizes: readonly number[];
  /** Time (ms) spent on one size, warm-up included (default 1500: a GPU batch has a hand-over of its own). */
  budgetMs?: number;
  /** No size whose estimated frame is longer than this (ms) is started (default 2500, the CPU sweep's). */
  capMs?: number;
  /** Frames run before timing (default 3): the first frames compile and page in. */
  warmFrames?: number;
  /** A batch is made longer until it takes at least this long (ms), so the hand-over is a small part of it (default 30). */
  minBatchMs?: number;
  /** The rung's name in the points (default 'webgpu'). */
  rung?: string;
  make(n: number): Promise<TimedFlock>;
  now(): number;
  onStart?(n: number, fraction: number): void;
  onPoint?(p: GpuSweepPoint, fraction: number): void;
  /** Asked between batches: true stops the sweep (the points so far stand). */
  cancelled?(): boolean;
}

export const GPU_SWEEP_DEFAULTS = { budgetMs: 1500, capMs: 2500, warmFrames: 3, minBatchMs: 30 } as const;

/** The sweep's outcome: every point, and whether it ran to the end. */
export interface GpuSweepResult {
  points: GpuSweepPoint[];
  status: 'done' | 'cancelled';
}

const skipped = (rung: string, n: number, estimateMs: number | null, reason: string): GpuSweepPoint => ({
  rung, n, status: 'skipped', ms: null, meanMs: null, steps: 0, estimateMs, gpuMs: null, reason
});

/** Times the GPU flock at each size; throws only when a WebGPU error (not a size's build) stops it. */
export async function sweepGpu(o: GpuSweepOptions): Promise<GpuSweepResult> {
  const d = { ...GPU_SWEEP_DEFAULTS, ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) } as Required<GpuSweepOptions>;
  const rung = o.rung ?? 'webgpu';
  const sizes = [...new Set(o.sizes)].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
  const points: GpuSweepPoint[] = [];
  const emit = (p: GpuSweepPoint) => { points.push(p); o.onPoint?.(p, points.length / sizes.length); };
  let last: { n: number; ms: number } | null = null;
  let stopped: string | null = null;

  for (const n of sizes) {
    if (o.cancelled?.()) return { points, status: 'cancelled' };
    const estimate = last ? (last.ms * n) / last.n : null;
    if (stopped !== null) { emit(skipped(rung, n, estimate, stopped)); continue; }
    if (estimate !== null && estimate > d.capMs) {
      stopped = `estimated ${Math.round(estimate)} ms a frame, over the ${d.capMs} ms cap`;
      emit(skipped(rung, n, estimate, stopped));
      continue;
    }
    o.onStart?.(n, points.length / sizes.length);
    let flock: TimedFlock;
    try {
      flock = await o.make(n);
    } catch (e) {
      stopped = `could not be built: ${e instanceof Error ? e.message : String(e)}`;
      emit(skipped(rung, n, estimate, stopped));
      continue;
    }
    try {
      const t = await timeFlock(flock, d, o);
      if (t === null) return { points, status: 'cancelled' };
      emit({ rung, n, status: 'measured', ms: t.ms, meanMs: t.meanMs, steps: t.steps, estimateMs: null, gpuMs: t.gpuMs, reason: null });
      last = { n, ms: t.ms };
      if (t.ms > d.capMs) stopped = `a frame took ${Math.round(t.ms)} ms at N = ${n}, over the ${d.capMs} ms cap`;
    } finally {
      flock.dispose();
    }
  }
  return { points, status: 'done' };
}

/** Frames timed at one size at the most. */
const MAX_FRAMES = 1 << 20;

interface Timing { ms: number; meanMs: number; steps: number; gpuMs: number | null }

/** Warm-up, then batches of frames (each long enough to outweigh the hand-over) until the budget is spent. */
async function timeFlock(flock: TimedFlock, d: Required<GpuSweepOptions>, o: GpuSweepOptions): Promise<Timing | null> {
  const check = () => { if (flock.error) throw new Error(flock.error); };
  let t0 = o.now();
  flock.step(d.warmFrames);
  await flock.finished();
  check();
  let spent = o.now() - t0;
  let batch = 1, steps = 0, timed = 0;
  const samples: number[] = [], clocks: number[] = [];
  await flock.gpuTime(); // the warm-up's clock read, so the first timed batch is clocked
  // At least one timed batch, however slow the warm-up was: a size that was started gets a measurement. The frame
  // limit only guards against a clock that does not move.
  while ((samples.length === 0 || spent < d.budgetMs) && steps < MAX_FRAMES) {
    if (o.cancelled?.()) return null;
    t0 = o.now();
    flock.step(batch);
    await flock.finished();
    check();
    const dt = o.now() - t0;
    // The GPU's clock of this very batch: waited for outside the timed interval, so that the next batch is timed too
    // (the timer times one batch at a time) and the clock's median is over the same batches as the wall's.
    const clock = await flock.gpuTime();
    spent += dt; timed += dt; steps += batch;
    // A batch shorter than minBatchMs is mostly hand-over: it counts in the mean, and the next one is twice as long.
    if (dt >= d.minBatchMs || samples.length === 0 && spent >= d.budgetMs) {
      samples.push(dt / batch);
      if (clock !== null) clocks.push(clock);
    } else batch *= 2;
  }
  if (samples.length === 0) samples.push(timed / steps);
  return { ms: median(samples), meanMs: timed / steps, steps, gpuMs: clocks.length ? median(clocks) : await flock.gpuTime() };
}

/** Where one line passes below another, from measured points at the same N. */
export interface Crossing {
  /** 'ahead': the GPU is faster at every common N; 'behind': at none; 'passes': from `n` on. */
  kind: 'ahead' | 'behind' | 'passes' | 'unknown';
  /** The first common N from which the GPU stays faster ('passes'), else null. */
  n: number | null;
  /** The largest common N compared. */
  upTo: number | null;
  /** CPU ms ÷ GPU ms at the largest common N (> 1: the GPU is faster there). */
  ratioAtTop: number | null;
}

/** Compares two measured series at the sizes both have. */
export function crossing(cpu: readonly SweepPoint[], gpu: readonly SweepPoint[]): Crossing {
  const ms = (ps: readonly SweepPoint[]) => new Map(ps.filter((p) => p.status === 'measured' && p.ms !== null && p.ms > 0).map((p) => [p.n, p.ms!]));
  const c = ms(cpu), g = ms(gpu);
  const common = [...c.keys()].filter((n) => g.has(n)).sort((a, b) => a - b);
  if (common.length === 0) return { kind: 'unknown', n: null, upTo: null, ratioAtTop: null };
  const faster = common.map((n) => g.get(n)! < c.get(n)!);
  const top = common.at(-1)!;
  const ratioAtTop = c.get(top)! / g.get(top)!;
  if (faster.every(Boolean)) return { kind: 'ahead', n: common[0], upTo: top, ratioAtTop };
  if (!faster.at(-1)) return { kind: 'behind', n: null, upTo: top, ratioAtTop };
  // The first N after the last size where the CPU was still faster.
  const from = common[faster.lastIndexOf(false) + 1];
  return { kind: 'passes', n: from, upTo: top, ratioAtTop };
}
