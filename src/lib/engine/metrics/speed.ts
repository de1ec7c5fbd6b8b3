/** Mean speed and mean velocity along a direction (m/s), over all agents (agents at rest count as 0). */
import type { AgentState } from '../state';
import { hypot } from '../math';

export function meanSpeed(state: AgentState): number {
  const { vx, vy } = state, n = state.count;
  if (n === 0) return 0;
  let s = 0;
  for (let i = 0; i < n; i++) s += hypot(vx[i], vy[i]);
  return s / n;
}

/** Mean of v_i · d̂ for the direction (dx, dy) (normalized here), e.g. (1, 0) for the walking direction +x. */
export function meanVelocityAlong(state: AgentState, dx: number, dy: number): number {
  const { vx, vy } = state, n = state.count, d = hypot(dx, dy);
  if (n === 0 || !(d > 0)) return 0;
  const ux = dx / d, uy = dy / d;
  let s = 0;
  for (let i = 0; i < n; i++) s += vx[i] * ux + vy[i] * uy;
  return s / n;
}
