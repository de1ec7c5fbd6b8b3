/**
 * How hard a crowd is pressed together, and how long a door stays blocked: two numbers for the contact forces of
 * Helbing, Farkas & Vicsek 2000, whose body force k g(r_ij − d_ij) and sliding friction act only where bodies overlap.
 *
 * deepestOverlap: the largest overlap g = r_i + r_j − d_ij between two bodies, or r_i − d_iW between a body and a
 * wall, right now (0 when nothing touches). The body force is k g, so at k = 1.2 × 10⁵ kg/s² each centimetre of
 * overlap is a push of 1200 N. Pairs come from the simulation's neighbour list when it is current (distances
 * recomputed from the present positions; two bodies that touch now were within any contact force's range when the
 * list was built one step ago), otherwise from all pairs.
 *
 * longestPause: the longest time between two successive passages (crossings with sign +1) of a counting line so far:
 * how long the door stayed blocked at its worst. Only pauses that have ended count (the clock of an arch that is
 * still holding is not included), so the number changes the moment a blocked door lets the next person through.
 */
import type { AgentState } from '../state';
import type { Walls } from '../geometry/walls';
import { wrapDelta, type World } from '../geometry/world';
import type { NeighbourList } from '../neighbours/neighbourList';
import type { Crossing } from './flow';

const hit = { x: 0, y: 0 };

/** Overlap (m) of bodies i and k, 0 when they do not touch (minimum image on periodic axes). */
function pairOverlap(state: AgentState, world: World, i: number, k: number): number {
  let dx = state.x[k] - state.x[i], dy = state.y[k] - state.y[i];
  if (world.periodicX) dx = wrapDelta(dx, world.width);
  if (world.periodicY) dy = wrapDelta(dy, world.height);
  const r = state.radius[i] + state.radius[k], d2 = dx * dx + dy * dy;
  return d2 < r * r ? r - Math.sqrt(d2) : 0;
}

/** Largest overlap (m) of two bodies, or of a body and a wall; 0 when none touch. */
export function deepestOverlap(state: AgentState, world: World, walls: Walls | null, pairs?: NeighbourList | null): number {
  const n = state.count, { x, y, radius } = state;
  const usePairs = !!pairs && pairs.cutoff > 0 && pairs.from === 0 && pairs.to === n;
  let best = 0;
  for (let i = 0; i < n; i++) {
    if (usePairs) {
      const { j, start } = pairs!;
      for (let e = start[i], end = start[i + 1]; e < end; e++) best = Math.max(best, pairOverlap(state, world, i, j[e]));
    } else {
      for (let k = i + 1; k < n; k++) best = Math.max(best, pairOverlap(state, world, i, k));
    }
    if (!walls) continue;
    const ri = radius[i];
    for (let k = 0; k < walls.count; k++) {
      const d2 = walls.nearest(k, x[i], y[i], hit);
      if (d2 < ri * ri) best = Math.max(best, ri - Math.sqrt(d2));
    }
  }
  return best;
}

/** Longest time (s) between two successive crossings with sign +1; 0 before the second one. */
export function longestPause(crossings: readonly Crossing[]): number {
  let last = NaN, best = 0;
  for (const c of crossings) {
    if (c.sign <= 0) continue;
    if (c.time - last > best) best = c.time - last;
    last = c.time;
  }
  return best;
}
