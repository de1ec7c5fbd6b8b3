/**
 * Wall avoidance for steering boids (after Reynolds 1999, "Steering behaviors for autonomous characters":
 * containment): a boid that is flying *toward* a wall closer than the look-ahead distance D steers away from it,
 * harder the closer it is. For every wall W whose nearest point h lies within D:
 *
 *   a_i += w_w (1 − d_iW / D) n̂_iW   if v_i · n̂_iW < 0,     n̂_iW = (x_i − h) / d_iW,   d_iW = |x_i − h|
 *
 * A boid flying along a wall or away from it is left alone, so a flock is not pushed off walls it is not heading
 * for (unlike article A's obstacle force, which pushes whoever is near). The push only has to cancel the speed
 * toward the wall within D: over the ramp it removes a speed of about √(w_w D), so w_w ≥ v²/D turns a boid
 * arriving head-on at speed v before it touches (the engine's wall guard still stops any that do not turn in time).
 * A boid exactly on a wall (d = 0) has no direction and gets no push.
 */
import { PALETTE, defineForce, vec2 } from '../force';

export const wallAvoidance = defineForce({
  name: 'wallAvoidance',
  label: 'Wall avoidance',
  colour: PALETTE.black,
  family: 'boids',
  channel: 'acceleration',
  summary: 'A boid flying toward a wall closer than D steers away from it: w_w (1 − d/D) along the wall’s normal (Reynolds-style containment).',
  tex: String.raw`\sum_{W:\,d_{iW}<D,\ \mathbf{v}_i\cdot\hat{\mathbf{n}}_{iW}<0} w_w\Big(1-\frac{d_{iW}}{D}\Big)\hat{\mathbf{n}}_{iW}`,
  params: [
    { key: 'weight', symbol: 'w_w', unit: 'm/s²', default: 2, min: 0, max: 100, step: 0.5, meaning: 'steering away from a wall at contact (zero at the look-ahead distance)' },
    { key: 'distance', symbol: 'D', unit: 'm', default: 2, min: 0.1, max: 50, step: 0.1, meaning: 'look-ahead distance: walls nearer than this are avoided' }
  ],
  radius: () => 0,
  initialize: vec2,
  apply(ctx, p, hit) {
    const w = p.weight, D = p.distance, D2 = D * D, invD = 1 / D;
    const walls = ctx.walls, nw = walls.count;
    if (nw === 0 || w === 0) return;
    const st = ctx.state, x = st.x, y = st.y, vx = st.vx, vy = st.vy, ax = st.ax, ay = st.ay;
    for (let i = ctx.from; i < ctx.to; i++) {
      const xi = x[i], yi = y[i], vxi = vx[i], vyi = vy[i];
      let fx = 0, fy = 0;
      for (let k = 0; k < nw; k++) {
        const d2 = walls.nearest(k, xi, yi, hit);
        if (d2 >= D2 || d2 === 0) continue;
        const nx = xi - hit.x, ny = yi - hit.y;
        if (vxi * nx + vyi * ny >= 0) continue; // not approaching this wall
        const d = Math.sqrt(d2), s = (w * (1 - d * invD)) / d;
        fx += nx * s;
        fy += ny * s;
      }
      ax[i] += fx;
      ay[i] += fy;
    }
  }
});
