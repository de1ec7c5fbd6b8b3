/**
 * Article B's three rules for one boid over itself and its capped neighbours: the sorted grid's (rungs/sorted-grid.ts)
 * and the split step's phase B (parallel/phases.ts), one copy for both, so the two cannot drift apart and the split
 * keeps the sorted grid's trajectories to the last bit.
 *
 * It takes the query's answer as the found buffers hold it (see the rung's `neighbours`): for each of the m
 * neighbours e, its place Q[e], its offset DX[e], DY[e] = x_j − x_i and the squared distance D2[e]. Only whole
 * numbers and arrays are passed, so a call allocates nothing (a double passed to a function V8 does not inline is
 * boxed).
 */
import { ALIGNMENT_WEIGHT, COHESION_WEIGHT, MAX_SPEED, SEPARATION_DISTANCE, SEPARATION_WEIGHT } from './model';

/** The new velocity of the boid at place i, from its m neighbours, into nvx[k], nvy[k]. */
export function boidRules(
  m: number, i: number, k: number, vx: Float64Array, vy: Float64Array,
  Q: Int32Array, DX: Float64Array, DY: Float64Array, D2: Float64Array, nvx: Float64Array, nvy: Float64Array
): void {
  // Early exit: no one but itself, the velocity stays.
  if (m === 0) { nvx[k] = vx[i]; nvy[k] = vy[i]; return; }
  const count = m + 1, V2 = MAX_SPEED * MAX_SPEED, S2 = SEPARATION_DISTANCE * SEPARATION_DISTANCE;

  // Cohesion: toward the mean position of itself and its neighbours.
  let cx = 0, cy = 0;
  for (let e = 0; e < m; e++) { cx += DX[e]; cy += DY[e]; }
  cx = cx / count; cy = cy / count;
  let l2 = cx * cx + cy * cy;
  if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); cx *= s; cy *= s; }

  // Separation: the mean of (x_i − x_j)/|x_i − x_j|² over the neighbours closer than d_s.
  let sx = 0, sy = 0, close = 0;
  for (let e = 0; e < m; e++) {
    const d2 = D2[e];
    if (!(d2 < S2 && d2 > 0)) continue;
    const w = -1 / d2;
    sx += DX[e] * w; sy += DY[e] * w; close++;
  }
  if (close > 0) {
    sx = sx / close; sy = sy / close;
    l2 = sx * sx + sy * sy;
    if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); sx *= s; sy *= s; }
  }

  // Alignment: the mean velocity of itself and its neighbours.
  let ax = vx[i], ay = vy[i];
  for (let e = 0; e < m; e++) { ax += vx[Q[e]]; ay += vy[Q[e]]; }
  ax = ax / count; ay = ay / count;
  l2 = ax * ax + ay * ay;
  if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); ax *= s; ay *= s; }

  let ux = cx * COHESION_WEIGHT + sx * SEPARATION_WEIGHT + ax * ALIGNMENT_WEIGHT;
  let uy = cy * COHESION_WEIGHT + sy * SEPARATION_WEIGHT + ay * ALIGNMENT_WEIGHT;
  l2 = ux * ux + uy * uy;
  if (l2 > V2) { const s = MAX_SPEED / Math.sqrt(l2); ux *= s; uy *= s; }
  nvx[k] = ux; nvy[k] = uy;
}
