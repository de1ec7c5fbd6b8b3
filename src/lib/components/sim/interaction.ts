/**
 * Direct manipulation on the canvas, as pure functions over the engine's arrays (world units throughout; `scale` is
 * pixels per world unit, so pixel tolerances become world tolerances): which agent, goal or wall is under the pointer,
 * which wall segments move together, moving goals and walls, and the new agent a click adds.
 */
import { GOAL_POINT, GOAL_NONE, type AgentInit, type AgentState, type Segment, type World } from '../../engine';
import { distinctGoals } from './layers';

export type Seg4 = [number, number, number, number];

/** What a press on the canvas started. */
export type Drag =
  | { type: 'add'; px: number; py: number; x: number; y: number }
  | { type: 'goal'; ids: Set<number>; moved: boolean }
  | { type: 'wall'; group: number[]; segs: Seg4[]; start: Seg4[]; x0: number; y0: number; x: number; y: number; moved: boolean };

type Agents = Pick<AgentState, 'count' | 'x' | 'y'>;

/** The agent under (x, y): the nearest whose disc (at least 2 px) is within 6 px; -1 for none. */
export function hitAgent(s: Agents & Pick<AgentState, 'radius'>, x: number, y: number, scale: number): number {
  const tol = 6 / scale;
  let best = -1, bestD = Infinity;
  for (let i = 0; i < s.count; i++) {
    const d = Math.hypot(s.x[i] - x, s.y[i] - y) - Math.max(s.radius[i], 2 / scale);
    if (d < tol && d < bestD) { best = i; bestD = d; }
  }
  return best;
}

/** The agent whose centre is nearest to (x, y), however far; -1 when there are none. */
export function nearestAgent(s: Agents, x: number, y: number): number {
  let j = -1, best = Infinity;
  for (let i = 0; i < s.count; i++) {
    const d = (s.x[i] - x) ** 2 + (s.y[i] - y) ** 2;
    if (d < best) { best = d; j = i; }
  }
  return j;
}

/** A point goal (target cross) within 10 px of (x, y), or null. */
export function hitGoal(s: Pick<AgentState, 'count' | 'gx' | 'gy' | 'goalMode'>, x: number, y: number, scale: number): { x: number; y: number } | null {
  const tol = 10 / scale;
  for (const g of distinctGoals(s, 64)) if (Math.hypot(g.x - x, g.y - y) < tol) return g;
  return null;
}

/** The first wall segment within 8 px of (x, y); -1 for none. */
export function hitWall(
  walls: { readonly count: number; nearest(k: number, x: number, y: number, out: { x: number; y: number }): number },
  x: number,
  y: number,
  scale: number
): number {
  const out = { x: 0, y: 0 }, tol = 8 / scale;
  for (let k = 0; k < walls.count; k++) if (walls.nearest(k, x, y, out) < tol * tol) return k;
  return -1;
}

/** Wall segments connected to segment k by shared end points: one obstacle (a column, a room). */
export function wallGroup(segs: readonly Segment[], k: number): number[] {
  const same = (ax: number, ay: number, bx: number, by: number) => Math.abs(ax - bx) < 1e-6 && Math.abs(ay - by) < 1e-6;
  const group = new Set([k]);
  let grew = true;
  while (grew) {
    grew = false;
    segs.forEach((s, i) => {
      if (group.has(i)) return;
      for (const j of group) {
        const t = segs[j];
        if (same(s[0], s[1], t[0], t[1]) || same(s[0], s[1], t[2], t[3]) || same(s[2], s[3], t[0], t[1]) || same(s[2], s[3], t[2], t[3])) {
          group.add(i);
          grew = true;
          return;
        }
      }
    });
  }
  return [...group];
}

/** Shifts the segments of `group` by (dx, dy), in place. */
export function moveWallGroup(segs: Seg4[], group: readonly number[], dx: number, dy: number): void {
  for (const k of group) { const q = segs[k]; segs[k] = [q[0] + dx, q[1] + dy, q[2] + dx, q[3] + dy]; }
}

/**
 * The ids of the agents that a grabbed goal g carries: only the selected agent if it walks to g, else every agent
 * walking to g.
 */
export function goalDragIds(s: Pick<AgentState, 'count' | 'id' | 'gx' | 'gy' | 'goalMode' | 'indexOf'>, g: { x: number; y: number }, selectedId: number): Set<number> {
  const ids = new Set<number>();
  const selIdx = selectedId >= 0 ? s.indexOf(selectedId) : -1;
  const near = (k: number) => s.goalMode[k] === GOAL_POINT && Math.abs(s.gx[k] - g.x) < 1e-3 && Math.abs(s.gy[k] - g.y) < 1e-3;
  if (selIdx >= 0 && near(selIdx)) ids.add(selectedId);
  else for (let k = 0; k < s.count; k++) if (near(k)) ids.add(s.id[k]);
  return ids;
}

/** Moves the goal of every agent in `ids` to (x, y), in place. */
export function moveGoals(s: Pick<AgentState, 'count' | 'id' | 'gx' | 'gy'>, ids: ReadonlySet<number>, x: number, y: number): void {
  for (let k = 0; k < s.count; k++) if (ids.has(s.id[k])) { s.gx[k] = x; s.gy[k] = y; }
}

/** A press and release less than 5 px apart is a click. */
export const isClick = (down: { px: number; py: number }, up: { px: number; py: number }): boolean => Math.hypot(up.px - down.px, up.py - down.py) < 5;

export const inWorld = (w: Pick<World, 'x0' | 'y0' | 'width' | 'height'>, x: number, y: number): boolean =>
  !(x < w.x0 || x > w.x0 + w.width || y < w.y0 || y > w.y0 + w.height);

/**
 * A new agent at (x, y), its goal, size and desired speed copied from the nearest agent (and its velocity too for
 * boids); with no agent to copy, one without a goal.
 */
export function newAgentAt(s: AgentState, x: number, y: number, boids: boolean): AgentInit {
  const j = nearestAgent(s, x, y);
  if (j < 0) return { x, y, goalMode: GOAL_NONE };
  return {
    x, y, radius: s.radius[j], mass: s.mass[j], v0: s.v0[j], gx: s.gx[j], gy: s.gy[j], goalMode: s.goalMode[j], kind: s.kind[j],
    vx: boids ? s.vx[j] : 0, vy: boids ? s.vy[j] : 0, phase: s.phase[j]
  };
}
