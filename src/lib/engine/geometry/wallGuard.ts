/**
 * Keeps agents from passing through walls: a step that would carry an agent's centre across a wall segment is
 * cut at the wall, the agent is left just on the side it came from, and the velocity component into the wall
 * is removed. Forces should keep agents off walls; this guard makes it a guarantee even when Δt is large.
 */
import type { AgentState } from '../state';
import type { Walls } from './walls';
import { hypot } from '../math';

const EPS = 1e-6;

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
      // Several walls may be crossed (a corner): repeat on the shortened move until none is.
      for (let pass = 0; pass < 4; pass++) {
        let best = 2, bestK = -1;
        const ax = px[i], ay = py[i], bx = x[i], by = y[i];
        if (ax === bx && ay === by) break;
        for (let k = 0; k < W; k++) {
          const t = walls.crossing(k, ax, ay, bx, by);
          if (t >= 0 && t < best) { best = t; bestK = k; }
        }
        if (bestK < 0) break;
        // Unit normal of the wall, pointing to the side the agent came from.
        const o = 4 * bestK;
        let nx = -(seg[o + 3] - seg[o + 1]), ny = seg[o + 2] - seg[o];
        const len = hypot(nx, ny) || 1;
        nx /= len; ny /= len;
        if ((ax - seg[o]) * nx + (ay - seg[o + 1]) * ny < 0) { nx = -nx; ny = -ny; }
        // Stop at the wall, just on the near side (no slide: the position stays certain).
        const hx = ax + best * (bx - ax), hy = ay + best * (by - ay);
        x[i] = hx + nx * EPS;
        y[i] = hy + ny * EPS;
        const vn = vx[i] * nx + vy[i] * ny;
        if (vn < 0) { vx[i] -= vn * nx; vy[i] -= vn * ny; }
      }
    }
  }
}
