/**
 * Article A's obstacle force, exactly as the article writes it. For every wall whose nearest point h lies within
 * the detection radius D of the agent (dist = |x_i − h| < D):
 *
 *   F_i += normalize(x_i − h) · s · (1 − dist / D),    a_i = F_i / m_i
 *
 * (s = strength; mass 1 in the article). A linear ramp: s at the wall, 0 at distance D. The article's "hit points"
 * come from Unity physics queries; here each wall segment contributes its nearest point, so an agent near the
 * joint of two walls feels both. An agent exactly on a wall (dist = 0) has no direction and gets no push.
 * The nearest tip (a door post or a corner seen from outside, walls.ts), if no wall face is nearer, pushes only
 * sideways into the opening and across its wall's line, never back against passing through or walking along it,
 * and no other tip pushes (see walls.ts): with the article's D = 2 m the two
 * posts of a 1 m door otherwise stop a walker for good about 1.5–2.3 m in front of it.
 */
import { PALETTE, defineForce, vec2 } from '../force';

export const obstacleA = defineForce({
  name: 'obstacleA',
  label: 'Obstacles (article A)',
  colour: PALETTE.grey,
  family: 'social',
  channel: 'acceleration',
  summary: 'Pushes away from walls closer than D, linearly: s·(1 − dist/D) (article A).',
  tex: String.raw`\sum_{W:\,d_{iW}<D} \hat{\mathbf{n}}_{iW}\, s \left(1 - \frac{d_{iW}}{D}\right)`,
  params: [
    { key: 'detectionRadius', symbol: 'D', unit: 'm', default: 2, min: 0.1, max: 5, step: 0.05, meaning: 'Walls nearer than this push the agent.' },
    { key: 'strength', symbol: 's', unit: 'N', default: 3, min: 0, max: 20, step: 0.1, meaning: 'Push at the wall itself (zero at the detection radius).' }
  ],
  radius: () => 0,
  initialize: vec2,
  apply(ctx, p, hit) {
    const D = p.detectionRadius, str = p.strength, D2 = D * D, invD = 1 / D;
    const s = ctx.state, x = s.x, y = s.y, ex = s.ex, ey = s.ey, ax = s.ax, ay = s.ay, mass = s.mass;
    const walls = ctx.walls, nw = walls.count;
    if (nw === 0) return;
    for (let i = ctx.from; i < ctx.to; i++) {
      const xi = x[i], yi = y[i];
      let fx = 0, fy = 0, solid2 = Infinity, post2 = Infinity, postK = -1, through = 0;
      // Every wall face; then (q = nw) the nearest tip (free end or corner, walls.ts), if no face is nearer.
      for (let q = 0; q <= nw; q++) {
        let k = q;
        const last = q === nw;
        if (last) { if (postK < 0 || post2 >= solid2) break; k = postK; }
        const d2 = walls.nearest(k, xi, yi, hit);
        if (d2 >= D2 || d2 === 0) continue;
        if (!last) {
          if (walls.atEnd()) {
            // How squarely the walker heads through this wall's line (0 to 1). A corner's two walls tie: keep the
            // one it heads through the more squarely.
            const t = walls.through(k, xi, yi, ex[i], ey[i]);
            if (d2 < post2 || (d2 === post2 && t > through)) { post2 = d2; postK = k; through = t; }
            continue;
          }
          if (d2 < solid2) solid2 = d2;
        }
        const d = Math.sqrt(d2);
        const mag = (str * (1 - d * invD)) / d;
        let gx = (xi - hit.x) * mag, gy = (yi - hit.y) * mag;
        if (last) { walls.tipPush(k, xi, yi, through, gx, gy, hit); gx = hit.x; gy = hit.y; }
        fx += gx;
        fy += gy;
      }
      const m = mass[i];
      ax[i] += fx / m;
      ay[i] += fy / m;
    }
  }
});
