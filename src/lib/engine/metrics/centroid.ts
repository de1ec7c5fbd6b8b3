/**
 * The centroid of the agents. On a periodic axis the arithmetic mean is meaningless (a group straddling the edge
 * would be "centred" in the middle of the world), so each periodic axis uses the circular mean: map the
 * coordinate to an angle θ = 2π (x − x0)/L, average the unit vectors, and map the mean angle back.
 * If the agents are spread evenly round a periodic axis the mean vector vanishes and the centroid along that
 * axis is arbitrary (we return the middle of the axis).
 */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';
import { atan2, cos, hypot, sin } from '../math';

function axisMean(a: Float64Array, n: number, periodic: boolean, lo: number, L: number): number {
  if (!periodic) {
    let s = 0;
    for (let i = 0; i < n; i++) s += a[i];
    return s / n;
  }
  const k = (2 * Math.PI) / L;
  let c = 0, s = 0;
  for (let i = 0; i < n; i++) { const th = k * (a[i] - lo); c += cos(th); s += sin(th); }
  if (hypot(c, s) < 1e-12 * n) return lo + 0.5 * L;
  let th = atan2(s, c);
  if (th < 0) th += 2 * Math.PI;
  return lo + th / k;
}

/** Writes the centroid into `out` (no allocation) and returns it; NaN for no agents. */
export function centroid(state: AgentState, world: World, out: { x: number; y: number } = { x: 0, y: 0 }): { x: number; y: number } {
  const n = state.count;
  if (n === 0) { out.x = NaN; out.y = NaN; return out; }
  out.x = axisMean(state.x, n, world.periodicX, world.x0, world.width);
  out.y = axisMean(state.y, n, world.periodicY, world.y0, world.height);
  return out;
}
