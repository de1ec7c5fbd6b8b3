/**
 * Article B's separation rule ("Optimizing boids in Unity", naive version), a velocity rule:
 *
 *   u_i += w_s · clamp( (1/|S_i|) Σ_{j∈S_i} (x_i − x_j) / |x_i − x_j| ,  v_max ),   S_i = { j ≠ i : |x_i − x_j| < d_s }
 *
 * the mean of unit vectors pointing away from the neighbours closer than d_s (the boid itself excluded).
 * With squared = 1 (article step 3) the weight becomes (x_i − x_j) / |x_i − x_j|²: the article says this
 * "does not affect the result much", but it is a change of model — inverse-distance weighting, so near boids
 * push much harder — and the book shows the difference. (Then w_s is in m²/s rather than m/s.)
 * Neighbours at exactly the same position have no direction and are skipped (and not counted).
 *
 * Neighbour cap n_max (article step 5): only the first n_max neighbours closer than d_s, in neighbour-list
 * order (which depends on the neighbour strategy), are used; the divisor is min(|S_i|, n_max).
 *
 * Only agents whose rule timer is due (ctx.due[i] === 1) are updated.
 */
import { PALETTE, defineForce } from '../force';
import { flagParam, maxNeighboursParam } from './boidParams';

export const separationB = defineForce({
  name: 'separationB',
  label: 'Separation (article B)',
  colour: PALETTE.vermillion,
  family: 'boids',
  channel: 'velocity',
  summary: 'Velocity away from the boids closer than d_s: mean of unit vectors, clamped to v_max (article B, naive boids).',
  tex: String.raw`w_s\,\operatorname{clamp}\!\Big(\tfrac{1}{|S_i|}\textstyle\sum_{j\in S_i}\frac{\mathbf{x}_i-\mathbf{x}_j}{|\mathbf{x}_i-\mathbf{x}_j|}\Big)`,
  params: [
    { key: 'weight', symbol: 'w_s', unit: 'm/s', default: 10, min: 0, max: 50, step: 0.5, meaning: 'separation coefficient (10 in the article)' },
    { key: 'radius', symbol: 'd_s', unit: 'm', default: 5, min: 0, max: 50, step: 0.5, meaning: 'separation distance: boids closer than this push away' },
    flagParam('squared', 'p', 'weight by 1/|x_i − x_j|² instead of 1/|x_i − x_j| (article step 3: a change of model)'),
    maxNeighboursParam
  ],
  radius: (p) => p.radius,
  apply(ctx, p) {
    const ws = p.weight, R = p.radius, sq = p.squared === 1, cap = p.maxNeighbours;
    const R2 = R * R, vmax = ctx.maxSpeed, vmax2 = vmax * vmax;
    const st = ctx.state, ux = st.ux, uy = st.uy, due = ctx.due;
    const pl = ctx.pairs, start = pl.start, DX = pl.dx, DY = pl.dy, D2 = pl.d2;
    const limit = cap > 0 ? cap : 0x7fffffff;
    for (let i = ctx.from; i < ctx.to; i++) {
      if (due[i] !== 1) continue;
      let sx = 0, sy = 0, cnt = 0;
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 < R2 && d2 > 0) {
          if (cnt >= limit) break;
          const w = sq ? 1 / d2 : 1 / Math.sqrt(d2);
          sx -= DX[e] * w; sy -= DY[e] * w; cnt++; // dx = x_j − x_i, so −dx points away from j
        }
      }
      if (cnt === 0) continue;
      let mx = sx / cnt, my = sy / cnt;
      const m2 = mx * mx + my * my;
      if (m2 > vmax2) { const s = vmax / Math.sqrt(m2); mx *= s; my *= s; }
      ux[i] += ws * mx; uy[i] += ws * my;
    }
  }
});
