/** Shared helpers for engine tests: trajectories by stable id, so reordering agents does not matter. */
import type { Simulation } from '../../../src/lib/engine';

export interface Snapshot { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array }

/** Positions and velocities indexed by agent id (ids are 0 … n−1 at the start). */
export function byId(sim: Simulation): Snapshot {
  const s = sim.state, n = s.count;
  let maxId = 0;
  for (let i = 0; i < n; i++) maxId = Math.max(maxId, s.id[i]);
  const out = { x: new Float64Array(maxId + 1), y: new Float64Array(maxId + 1), vx: new Float64Array(maxId + 1), vy: new Float64Array(maxId + 1) };
  for (let i = 0; i < n; i++) { const k = s.id[i]; out.x[k] = s.x[i]; out.y[k] = s.y[i]; out.vx[k] = s.vx[i]; out.vy[k] = s.vy[i]; }
  return out;
}

/** Largest absolute difference between two snapshots (positions on a torus compared by minimum image). */
export function maxDiff(a: Snapshot, b: Snapshot, L = Infinity): number {
  let m = 0;
  const wrap = (d: number) => (L === Infinity ? d : d - L * Math.round(d / L));
  for (let k = 0; k < a.x.length; k++) {
    m = Math.max(m, Math.abs(wrap(a.x[k] - b.x[k])), Math.abs(wrap(a.y[k] - b.y[k])), Math.abs(a.vx[k] - b.vx[k]), Math.abs(a.vy[k] - b.vy[k]));
  }
  return m;
}

export function identical(a: Snapshot, b: Snapshot): boolean {
  for (const f of ['x', 'y', 'vx', 'vy'] as const) {
    if (a[f].length !== b[f].length) return false;
    for (let k = 0; k < a[f].length; k++) if (!Object.is(a[f][k], b[f][k])) return false;
  }
  return true;
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
