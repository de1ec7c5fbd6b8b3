/**
 * Article B's cohesion rule ("Optimizing boids in Unity", naive version), a velocity rule:
 *
 *   u_i += w_c · clamp( (1/|N_i|) Σ_{j∈N_i} x_j − x_i ,  v_max ),   N_i = { j : |x_j − x_i| < R_c } ∪ { i }
 *
 * The boid itself is in its own neighbourhood (the article's sphere query returns it), so the mean position
 * includes x_i: with n listed neighbours, (1/(n+1)) Σ_{j∈N_i} x_j − x_i = (Σ_{j≠i} (x_j − x_i)) / (n + 1).
 * clamp(w, v_max) scales w down to length v_max when it is longer (v_max = ctx.maxSpeed, 15 in the article).
 *
 * Neighbour cap n_max (article step 5): the boid itself takes the first place, then the first n_max − 1
 * neighbours within R_c in neighbour-list order; the divisor is min(n + 1, n_max). Which neighbours are
 * "first" depends on the neighbour strategy (all pairs lists by index, the grid by cell), exactly as in the
 * article the physics query's order decided it. (The article's early exit for a boid alone is not modelled:
 * here such a boid simply gets a zero cohesion term.)
 *
 * Only agents whose rule timer is due (ctx.due[i] === 1) are updated.
 */
import { PALETTE, defineForce } from '../force';
import { maxNeighboursParam } from './boidParams';

export const cohesionB = defineForce({
  name: 'cohesionB',
  label: 'Cohesion (article B)',
  colour: PALETTE.purple,
  family: 'boids',
  channel: 'velocity',
  summary: 'Velocity toward the mean position of the boids within R_c, itself included, clamped to v_max (article B, naive boids).',
  tex: String.raw`w_c\,\operatorname{clamp}\!\Big(\tfrac{1}{|N_i|}\textstyle\sum_{j\in N_i}\mathbf{x}_j-\mathbf{x}_i\Big)`,
  params: [
    { key: 'weight', symbol: 'w_c', unit: '1/s', default: 1, min: 0, max: 20, step: 0.1, meaning: 'cohesion coefficient: turns the offset to the local centre into a velocity' },
    { key: 'radius', symbol: 'R_c', unit: 'm', default: 10, min: 0, max: 50, step: 0.5, meaning: 'cohesion radius: boids closer than this are neighbours' },
    maxNeighboursParam
  ],
  radius: (p) => p.radius,
  apply(ctx, p) {
    const wc = p.weight, R = p.radius, cap = p.maxNeighbours;
    const R2 = R * R, vmax = ctx.maxSpeed, vmax2 = vmax * vmax;
    const st = ctx.state, ux = st.ux, uy = st.uy, due = ctx.due;
    const pl = ctx.pairs, start = pl.start, DX = pl.dx, DY = pl.dy, D2 = pl.d2;
    const limit = cap > 0 ? cap : 0x7fffffff;
    for (let i = ctx.from; i < ctx.to; i++) {
      if (due[i] !== 1) continue;
      let sx = 0, sy = 0, cnt = 1; // the boid itself: offset 0, counted once
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        if (D2[e] < R2) {
          if (cnt >= limit) break;
          sx += DX[e]; sy += DY[e]; cnt++;
        }
      }
      let cx = sx / cnt, cy = sy / cnt;
      const m2 = cx * cx + cy * cy;
      if (m2 > vmax2) { const s = vmax / Math.sqrt(m2); cx *= s; cy *= s; }
      ux[i] += wc * cx; uy[i] += wc * cy;
    }
  }
});
