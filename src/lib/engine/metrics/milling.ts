/**
 * Milling (Couzin et al. 2002): how much the group turns around its centre,
 *
 *     M = | (1/N) Σ_i r̂_ic × v̂_i |,   r_ic = x_i − c   (the 2-D cross product is a scalar)
 *
 * 1 for a ring rotating rigidly, about 0 for a polarized or disordered group. The centroid c uses the circular
 * mean on periodic axes, and r_ic the minimum image. Agents at rest or sitting on the centroid are left out.
 */
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';
import { centroid } from './centroid';
import { REST_SPEED } from './polarization';
import { hypot } from '../math';

const c = { x: 0, y: 0 };

export function milling(state: AgentState, world: World): number {
  const n = state.count;
  if (n === 0) return 0;
  centroid(state, world, c);
  const { x, y, vx, vy } = state, px = world.periodicX, py = world.periodicY, W = world.width, H = world.height;
  let sum = 0, m = 0;
  for (let i = 0; i < n; i++) {
    const sp = hypot(vx[i], vy[i]);
    let rx = x[i] - c.x, ry = y[i] - c.y;
    if (px) rx = wrapDelta(rx, W);
    if (py) ry = wrapDelta(ry, H);
    const r = hypot(rx, ry);
    if (!(sp > REST_SPEED) || !(r > 1e-12)) continue;
    sum += (rx * vy[i] - ry * vx[i]) / (r * sp);
    m++;
  }
  return m === 0 ? 0 : Math.abs(sum) / m;
}
