/**
 * The desired direction e_i of an agent, from its goal (Helbing & Molnár 1995: e_a points to the next
 * destination). GOAL_POINT: e = (g − x)/|g − x| (0 at the goal); GOAL_DIRECTION: e = g/|g|; GOAL_NONE: e = 0;
 * GOAL_FIELD: e = −∇φ/|∇φ| of way-finding field number gx (navigation/), 0 without navigation.
 * Shared by every driving force; the driving force stores the e it uses into state.ex/ey (drawing, view cones).
 */
import { GOAL_DIRECTION, GOAL_FIELD, GOAL_POINT, type AgentState } from '../../state';
import type { Navigation } from '../../navigation/navigation';
import { wrapDelta, type World } from '../../geometry/world';

/** Below this distance (m) to a goal point the agent has arrived and has no direction. */
const AT_GOAL = 1e-9;

/** Writes agent i's desired direction from its goal into out (unit vector, or 0). Allocates nothing. */
export function desiredDirection(state: AgentState, i: number, world: World | null, out: { x: number; y: number }, nav?: Navigation | null): void {
  const mode = state.goalMode[i];
  if (mode === GOAL_FIELD) {
    if (nav) nav.directionOf(state.gx[i] | 0, state.x, state.y, i, out);
    else { out.x = 0; out.y = 0; }
    return;
  }
  let ex = 0, ey = 0;
  if (mode === GOAL_POINT) {
    ex = state.gx[i] - state.x[i];
    ey = state.gy[i] - state.y[i];
    if (world) {
      if (world.periodicX) ex = wrapDelta(ex, world.width);
      if (world.periodicY) ey = wrapDelta(ey, world.height);
    }
  } else if (mode === GOAL_DIRECTION) {
    ex = state.gx[i];
    ey = state.gy[i];
  }
  const l2 = ex * ex + ey * ey;
  // A unit vector already (a goal direction such as (1, 0)): √1 = 1 and x/1 = x exactly, so the root and the two
  // divisions would give ex and ey back; skipped, the step is faster and the bits the same.
  if (l2 === 1) { out.x = ex; out.y = ey; return; }
  const len = Math.sqrt(l2);
  if (len > AT_GOAL) { out.x = ex / len; out.y = ey / len; }
  else { out.x = 0; out.y = 0; }
}

/**
 * The heading used by view cones and anisotropy: the stored desired direction ex/ey if it is set, else the
 * direction of the velocity, else 0. Writes a unit vector (or 0) into out.
 */
export function heading(state: AgentState, i: number, out: { x: number; y: number }): void {
  let hx = state.ex[i], hy = state.ey[i];
  let len = Math.sqrt(hx * hx + hy * hy);
  if (len <= 1e-12) { hx = state.vx[i]; hy = state.vy[i]; len = Math.sqrt(hx * hx + hy * hy); }
  if (len > 1e-12) { out.x = hx / len; out.y = hy / len; }
  else { out.x = 0; out.y = 0; }
}
