/**
 * Helbing & Molnár 1995, repulsion from walls (borders), per unit mass, from the nearest point of each wall:
 *
 *   F_aB = −∇_{r_aB} U(|r_aB|),   U = U_0 exp(−|r_aB|/R)   ⇒   F_aB = (U_0/R) exp(−|r_aB|/R) r̂_aB
 *
 * with r_aB = x_a − (nearest point of wall B). Each wall segment within `range` contributes (near the joint of two
 * segments both do). An agent exactly on a wall has no direction and gets no push.
 *
 * The nearest tip (a door post or a corner seen from outside, walls.ts), if no wall face is nearer, pushes only
 * sideways into the opening and across its wall's line, never back against passing through or walking along it,
 * and no other tip pushes (see walls.ts): the two posts' radial pushes would
 * otherwise add up against a walker heading through a 1 m door and stop it for good about half a metre in front (at
 * v0 ≤ 1.2 m/s, R = 0.2 m, U0 = 10 m²/s²).
 */
import { PALETTE, defineForce, vec2 } from '../force';
import { exp } from '../../math';

export const wallHM = defineForce({
  name: 'wallHM',
  label: 'Walls (Helbing & Molnár)',
  colour: PALETTE.grey,
  family: 'social',
  channel: 'acceleration',
  summary: 'Pushes away from walls with −∇U, U = U0·exp(−|r|/R) (Helbing & Molnár 1995).',
  tex: String.raw`\sum_B -\nabla_{\mathbf{r}_{aB}} U_0\, e^{-\lVert \mathbf{r}_{aB} \rVert / R}`,
  params: [
    { key: 'U0', symbol: 'U_0', unit: 'm²/s²', default: 10, min: 0, max: 100, step: 0.5, meaning: 'Strength of the wall potential.' },
    { key: 'R', symbol: 'R', unit: 'm', default: 0.2, min: 0.02, max: 2, step: 0.01, meaning: 'Range of the wall repulsion: the potential falls by e every R.' },
    { key: 'range', symbol: String.raw`r_{\max}`, unit: 'm', default: 2, min: 0.1, max: 10, step: 0.1, meaning: 'Walls farther than this are ignored.' }
  ],
  radius: () => 0,
  initialize: vec2,
  apply(ctx, p, hit) {
    const U0 = p.U0, R = p.R, range = p.range;
    const R2 = range * range, k0 = U0 / R, invR = 1 / R;
    const s = ctx.state, x = s.x, y = s.y, ex = s.ex, ey = s.ey, ax = s.ax, ay = s.ay;
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
        // A wall along an axis farther than the range: nearest() would say so too (walls.ts, beyond), for more work.
        else if (walls.beyond(k, xi, yi, R2)) continue;
        const d2 = walls.nearest(k, xi, yi, hit);
        if (d2 >= R2 || d2 === 0) continue;
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
        const mag = (k0 * exp(-d * invR)) / d;
        let gx = (xi - hit.x) * mag, gy = (yi - hit.y) * mag;
        if (last) { walls.tipPush(k, xi, yi, through, gx, gy, hit); gx = hit.x; gy = hit.y; }
        fx += gx;
        fy += gy;
      }
      ax[i] += fx;
      ay[i] += fy;
    }
  }
});
