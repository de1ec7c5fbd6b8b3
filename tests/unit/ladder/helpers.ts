/** Small helpers for the ladder's tests: run a rung, read its boids, compare two runs. */
import type { LadderRung } from '../../../src/lib/ladder';

export interface Boids { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array }

export function boidsOf(r: LadderRung): Boids {
  const n = r.count, b = { x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n) };
  r.read(b.x, b.y, b.vx, b.vy);
  return b;
}

export function stepTimes(r: LadderRung, frames: number): LadderRung {
  for (let k = 0; k < frames; k++) r.step();
  return r;
}

/** The largest difference in any coordinate of position or velocity. */
export function maxDifference(a: Boids, b: Boids): number {
  let m = 0;
  for (const k of ['x', 'y', 'vx', 'vy'] as const) for (let i = 0; i < a.x.length; i++) m = Math.max(m, Math.abs(a[k][i] - b[k][i]));
  return m;
}

/** Mean and range of one number over several seeds. */
export function overSeeds(seeds: readonly number[], f: (seed: number) => number): { mean: number; min: number; max: number; values: number[] } {
  const values = seeds.map(f);
  return { mean: values.reduce((s, v) => s + v, 0) / values.length, min: Math.min(...values), max: Math.max(...values), values };
}
