/**
 * Polarization (Vicsek et al. 1995's order parameter v_a; Couzin et al. 2002):
 *
 *     P = | (1/N) Σ_i v_i / |v_i| |
 *
 * 1 when everyone moves the same way, 0 for opposite pairs. For N independent uniformly random headings the
 * expectation is about √π / (2 √N) (Rayleigh): 0.089 for N = 100. Agents at rest have no heading and are left out.
 */
import type { AgentState } from '../state';
import { hypot } from '../math';

/** Speeds at or below this (m/s) count as "at rest". */
export const REST_SPEED = 1e-9;

export function polarization(state: AgentState): number {
  const { vx, vy } = state, n = state.count;
  let sx = 0, sy = 0, m = 0;
  for (let i = 0; i < n; i++) {
    const sp = hypot(vx[i], vy[i]);
    if (!(sp > REST_SPEED)) continue;
    sx += vx[i] / sp; sy += vy[i] / sp; m++;
  }
  return m === 0 ? 0 : hypot(sx, sy) / m;
}
