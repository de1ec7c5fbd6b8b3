/**
 * Keeps agents from passing through walls, and keeps what is recorded consistent with how they move: a step that
 * would carry an agent's centre across a wall segment is cut at the wall (the agent is left just on the side it
 * came from), the velocity component into the wall is removed, and the rest of the step is walked along the wall
 * — the remaining move's component along the wall — so that an agent held at a wall moves with the velocity it
 * keeps, the one along the wall, instead of standing still with a velocity that says it walks. The slide is checked
 * again against every wall (a corner), up to MAX_LEGS legs; if the last leg still crosses one, the agent stops at
 * that wall. Forces should keep agents off walls; this guard makes it a guarantee even when Δt is large.
 */
import type { AgentState } from '../state';
import type { Walls } from './walls';
import { hypot } from '../math';

const EPS = 1e-6;
/** Legs of one move: the cut move and up to three slides (into a corner and out along the other wall). */
const MAX_LEGS = 4;

export class WallGuard {
  px = new Float64Array(0);
  py = new Float64Array(0);

  /** Positions before the move (also used to detect line crossings). */
  remember(s: AgentState): void {
    if (this.px.length < s.capacity) { this.px = new Float64Array(s.capacity); this.py = new Float64Array(s.capacity); }
    this.px.set(s.x.subarray(0, s.count));
    this.py.set(s.y.subarray(0, s.count));
  }

  apply(s: AgentState, walls: Walls): void {
    const n = s.count, seg = walls.seg, W = walls.count, px = this.px, py = this.py;
    const x = s.x, y = s.y, vx = s.vx, vy = s.vy;
    for (let i = 0; i < n; i++) {
      // The current leg: (ax, ay) → (bx, by); the first is the integrator's move.
      let ax = px[i], ay = py[i], bx = x[i], by = y[i];
      for (let leg = 0; leg < MAX_LEGS; leg++) {
        if (ax === bx && ay === by) break;
        let best = 2, bestK = -1;
        for (let k = 0; k < W; k++) {
          const t = walls.crossing(k, ax, ay, bx, by);
          if (t >= 0 && t < best) { best = t; bestK = k; }
        }
        if (bestK < 0) break;
        // Unit tangent and normal of the wall, the normal pointing to the side the agent came from.
        const o = 4 * bestK;
        let tx = seg[o + 2] - seg[o], ty = seg[o + 3] - seg[o + 1];
        const len = hypot(tx, ty) || 1;
        tx /= len; ty /= len;
        let nx = -ty, ny = tx;
        if ((ax - seg[o]) * nx + (ay - seg[o + 1]) * ny < 0) { nx = -nx; ny = -ny; }
        // Stop at the wall, just on the near side.
        const hx = ax + best * (bx - ax) + nx * EPS, hy = ay + best * (by - ay) + ny * EPS;
        const vn = vx[i] * nx + vy[i] * ny;
        if (vn < 0) { vx[i] -= vn * nx; vy[i] -= vn * ny; }
        // The rest of the move, along the wall only; on the last leg, none (the agent stays at the wall).
        const rest = leg < MAX_LEGS - 1 ? (1 - best) * ((bx - ax) * tx + (by - ay) * ty) : 0;
        ax = hx; ay = hy;
        bx = hx + rest * tx; by = hy + rest * ty;
      }
      x[i] = bx;
      y[i] = by;
    }
  }
}
