/**
 * Specific flow J_s: persons per metre of width per second, 1/(m s) — the quantity the bottleneck and corridor
 * experiments report (Seyfried et al. 2009; Weidmann 1993's J = ρ v). Two measurements of it, because a crowd
 * can be watched two ways:
 *
 * - **At a door** (a counting line): the persons that cross the line per second, divided by the line's length
 *   (the door's width when the line spans the door). `steadyLineFlow` gives the flow of a whole run without its
 *   start and its end (see there); `specificLineFlow` (flow.ts) over a sliding span of time.
 * - **In a corridor** (no line): density × mean velocity along each walker's desired direction,
 *
 *       J_s = ρ · v̄_ê = (N / A) · (1/N) Σ_i v_i · ê_i = (1/A) Σ_i v_i · ê_i,
 *
 *   with A the area walkers occupy (the corridor's length × width). In a periodic corridor this equals the time
 *   average of the persons crossing any cross-section per second per metre of width (each walker crosses a
 *   section of a corridor of length L every L / v_x seconds). In a two-way corridor both streams count positive —
 *   it is the total specific flow; a walker pushed backwards counts negative, so J_s cannot hide a jam that
 *   walks backwards the way mean speed (a mean of |v|) does.
 */
import { GOAL_NONE, GOAL_POINT, type AgentState } from '../state';
import { hypot } from '../math';
import type { Crossing } from './flow';

/**
 * (1/area) Σ_i v_i · ê_i over the agents with a goal (ê_i: toward the goal point, or along the goal direction).
 * Agents without a goal, and those standing on their goal point, add nothing. NaN when area ≤ 0.
 */
export function corridorSpecificFlow(state: AgentState, area: number): number {
  if (!(area > 0)) return NaN;
  const { x, y, vx, vy, gx, gy, goalMode } = state, n = state.count;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const mode = goalMode[i];
    if (mode === GOAL_NONE) continue;
    const dx = mode === GOAL_POINT ? gx[i] - x[i] : gx[i], dy = mode === GOAL_POINT ? gy[i] - y[i] : gy[i];
    const d = hypot(dx, dy);
    if (d > 0) s += (vx[i] * dx + vy[i] * dy) / d;
  }
  return s / area;
}

/**
 * (1/area of the rectangle) Σ v_i · (ux, uy) over the agents whose centre lies in [x0, x1) × [y0, y1): the specific
 * flow along the unit direction (ux, uy) measured in a measurement area, as the laboratory studies do (e.g. a
 * 2 m stretch of a corridor). (ux, uy) is normalized here. NaN for an empty rectangle or a zero direction.
 */
export function specificFlowInRect(state: AgentState, x0: number, y0: number, x1: number, y1: number, ux: number, uy: number): number {
  const area = (x1 - x0) * (y1 - y0), d = hypot(ux, uy);
  if (!(area > 0) || !(d > 0)) return NaN;
  const { x, y, vx, vy } = state, n = state.count, ex = ux / d, ey = uy / d;
  let s = 0;
  for (let i = 0; i < n; i++) {
    if (x[i] >= x0 && x[i] < x1 && y[i] >= y0 && y[i] < y1) s += vx[i] * ex + vy[i] * ey;
  }
  return s / area;
}

/**
 * Steady flow through a counting line (persons per second) over a whole run: the crossings in the direction
 * `sign` (+1 by default: out through the door), from the ⌊from·n⌋-th to the ⌈to·n⌉-th of the n such crossings,
 *
 *     J = (k_b − k_a) / (t_b − t_a).
 *
 * Leaving out the first fraction `from` discards the start transient (the crowd walking up to the door before a
 * jam has formed); leaving out the last 1 − `to` discards the end, when the room empties and nobody pushes from
 * behind any more. (Laboratory studies separate a steady state from the time series, e.g. Liao et al., "Steady state of
 * pedestrian flow in bottleneck experiments", arXiv:1506.02433; a fixed fraction is the simple stand-in.) Defaults 0.2 and 0.8: the middle 60 % of those who passed. NaN when fewer than 3 crossed.
 */
export function steadyLineFlow(crossings: readonly Crossing[], from = 0.2, to = 0.8, sign = 1): number {
  let n = 0;
  for (const c of crossings) if (c.sign === sign) n++;
  if (n < 3 || !(from >= 0 && to <= 1 && to > from)) return NaN;
  const a = Math.min(n - 2, Math.floor(from * n)), b = Math.max(a + 1, Math.min(n - 1, Math.ceil(to * n) - 1));
  let k = 0, ta = NaN, tb = NaN;
  for (const c of crossings) {
    if (c.sign !== sign) continue;
    if (k === a) ta = c.time;
    if (k === b) { tb = c.time; break; }
    k++;
  }
  return tb > ta ? (b - a) / (tb - ta) : NaN;
}
