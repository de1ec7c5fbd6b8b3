/**
 * The GPU rung against the last CPU rung: both from the same seed with the same settings, the largest position
 * difference after a few frames (where float32 against float64 is all that separates them) and the flock statistics
 * of behaviour.ts after many (where chaos has made the trajectories part, and only the flock's character can agree).
 * The dev page, the lesson and the e2e test all compare with this.
 */
import { flockStats, FlockSnapshot, type FlockStats } from '../behaviour';
import { rungByName } from '../catalogue';
import { worldRadius, type LadderRung, type RungSettings } from '../model';
import { create, DEFAULTS, type GpuFlock, type GpuFrame } from './webgpu';
import type { GpuInfo } from './support';

/** The CPU rung the GPU is measured against. */
export const CPU_RUNG = 'sorted-grid';

/** The statistics compared (a subset of FlockStats). */
export const COMPARED = ['polarization', 'spread', 'meanSpeed', 'nearestNeighbour'] as const;
export type ComparedStat = (typeof COMPARED)[number];

/**
 * A read-back GPU frame dressed as a rung that only reads, so behaviour.ts measures it exactly as it measures the CPU
 * rungs (it cannot step: the GPU does that).
 */
export function frozenRung(frame: GpuFrame, settings: Readonly<RungSettings>): LadderRung {
  const n = frame.x.length;
  return {
    name: 'webgpu (read back)', count: n, time: frame.time, steps: frame.steps, settings, boundaryRadius: worldRadius(n),
    counters: { candidates: 0, neighbours: 0, updated: 0 },
    step() { throw new Error('a read-back GPU frame cannot step'); },
    read(x, y, vx, vy) { x.set(frame.x); y.set(frame.y); vx.set(frame.vx); vy.set(frame.vy); },
    neighbourIds() { throw new Error('a read-back GPU frame has no neighbour query'); }
  };
}

/** Flock statistics of a read-back GPU frame. */
export function gpuStats(frame: GpuFrame, settings: Readonly<RungSettings>): FlockStats {
  const r = frozenRung(frame, settings);
  return flockStats(r, new FlockSnapshot(r));
}

export interface Comparison {
  n: number;
  seed: number;
  settings: RungSettings;
  /** Frames before the position check, and the largest |Δx|, |Δy| (m) and |Δvx|, |Δvy| (m/s) then. */
  fewSteps: number;
  maxPositionDiff: number;
  /**
   * The 99.9th percentile of the boids' position differences then (m). With many boids the largest alone is an
   * outlier: somewhere a pair sits where float32 and float64 disagree on "within R" or on d_s, and that boid's
   * velocity jumps (up to 15 m/s at once); the percentile says the other 999 in 1000 agree.
   */
  positionDiffP999: number;
  maxVelocityDiff: number;
  /** Frames before the statistics, and both sides' statistics then. */
  steps: number;
  gpu: Record<ComparedStat, number>;
  cpu: Record<ComparedStat, number>;
  /** Mean milliseconds per frame: the GPU's to queue completion, the CPU rung's wall clock. */
  gpuMsPerStep: number;
  cpuMsPerStep: number;
  /** The GPU's own milliseconds per frame over the long batch (timestamp queries); null where the adapter has none. */
  gpuTimeMsPerStep: number | null;
  adapter: GpuInfo;
}

export interface CompareOptions {
  n: number;
  seed?: number;
  settings?: Partial<RungSettings>;
  fewSteps?: number;
  steps?: number;
  /** A device to share (else the GPU flock asks for its own). */
  gpu?: { device: GPUDevice; info: GpuInfo };
  /** Longest stretch (ms) of CPU stepping before giving the page a turn, so a big flock does not freeze it. */
  sliceMs?: number;
}

const pick = (s: FlockStats): Record<ComparedStat, number> =>
  Object.fromEntries(COMPARED.map((k) => [k, s[k]])) as Record<ComparedStat, number>;

const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

/** Steps the CPU rung k frames in slices; returns the milliseconds spent stepping. */
async function stepCpu(rung: LadderRung, k: number, sliceMs: number): Promise<number> {
  let spent = 0, done = 0;
  while (done < k) {
    const t0 = performance.now();
    while (done < k && performance.now() - t0 < sliceMs) { rung.step(); done++; }
    spent += performance.now() - t0;
    if (done < k) await nextTask();
  }
  return spent;
}

/** Steps the GPU flock k frames, waiting for the queue; returns the milliseconds to completion. */
async function stepGpu(flock: GpuFlock, k: number): Promise<number> {
  const t0 = performance.now();
  flock.step(k);
  await flock.finished();
  return performance.now() - t0;
}

export async function compareWithCpu(o: CompareOptions): Promise<Comparison> {
  const n = o.n, seed = o.seed ?? 1, fewSteps = o.fewSteps ?? 5, steps = Math.max(o.steps ?? 200, fewSteps), sliceMs = o.sliceMs ?? 40;
  const settings: RungSettings = { ...DEFAULTS, ...o.settings };
  const flock = await create(n, seed, settings, o.gpu);
  try {
    const cpu = rungByName(CPU_RUNG)!.create(n, seed, settings);
    let gpuMs = await stepGpu(flock, fewSteps), cpuMs = await stepCpu(cpu, fewSteps, sliceMs);
    const few = await flock.read();
    const x = new Float64Array(n), y = new Float64Array(n), vx = new Float64Array(n), vy = new Float64Array(n);
    cpu.read(x, y, vx, vy);
    let dp = 0, dv = 0;
    const each = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      each[i] = Math.max(Math.abs(few.x[i] - x[i]), Math.abs(few.y[i] - y[i]));
      dp = Math.max(dp, each[i]);
      dv = Math.max(dv, Math.abs(few.vx[i] - vx[i]), Math.abs(few.vy[i] - vy[i]));
    }
    const p999 = each.sort()[Math.min(n - 1, Math.floor(0.999 * n))];
    gpuMs += await stepGpu(flock, steps - fewSteps);
    cpuMs += await stepCpu(cpu, steps - fewSteps, sliceMs);
    const gpuTimeMsPerStep = await flock.gpuTime();
    const late = await flock.read();
    if (flock.error) throw new Error(flock.error);
    return {
      n, seed, settings, fewSteps, maxPositionDiff: dp, positionDiffP999: p999, maxVelocityDiff: dv, steps,
      gpu: pick(gpuStats(late, settings)), cpu: pick(flockStats(cpu)),
      gpuMsPerStep: gpuMs / steps, cpuMsPerStep: cpuMs / steps, gpuTimeMsPerStep, adapter: flock.info
    };
  } finally {
    flock.dispose();
  }
}
