/** Mean speed and mean velocity along a direction (m/s), over all agents (agents at rest count as 0). */
import { GOAL_FIELD, GOAL_NONE, GOAL_POINT, type AgentState } from '../state';
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

/**
 * Mean of v_i · ê_i over the agents that have a goal, where ê_i is agent i's desired direction: toward its goal
 * point, or along its goal direction. Negative when the crowd is pushed back against where it wants to go — which
 * mean speed, a mean of |v|, cannot show. 0 when no agent has a goal (or every agent stands on its goal point).
 */
export function meanVelocityToGoal(state: AgentState): number {
  const { x, y, vx, vy, gx, gy, goalMode } = state, n = state.count;
  let s = 0, k = 0;
  for (let i = 0; i < n; i++) {
    const mode = goalMode[i];
    if (mode === GOAL_NONE) continue;
    // A field's walkers: the direction the field gave them in the last step (gx is the field's number, not a point).
    const field = mode === GOAL_FIELD;
    const dx = field ? state.ex[i] : mode === GOAL_POINT ? gx[i] - x[i] : gx[i], dy = field ? state.ey[i] : mode === GOAL_POINT ? gy[i] - y[i] : gy[i];
    const d = hypot(dx, dy);
    if (!(d > 0)) continue;
    s += (vx[i] * dx + vy[i] * dy) / d;
    k++;
  }
  return k > 0 ? s / k : 0;
}
