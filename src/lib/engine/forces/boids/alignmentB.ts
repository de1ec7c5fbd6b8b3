/**
 * Article B's alignment rule ("Optimizing boids in Unity", naive version), a velocity rule:
 *
 *   u_i += w_a · clamp( (1/|N_i|) Σ_{j∈N_i} v_j ,  v_max ),   N_i = { j : |x_j − x_i| < R_a } ∪ { i }
 *
 * The mean includes the boid's own velocity (its sphere query returns itself): with n listed neighbours the
 * divisor is n + 1. A boid alone therefore gets w_a · clamp(v_i). clamp(w, v_max) scales w down to length v_max
 * (ctx.maxSpeed) when it is longer.
 *
 * Neighbour cap n_max (article step 5): the boid itself takes the first place, then the first n_max − 1
 * neighbours within R_a in neighbour-list order (which depends on the neighbour strategy); the divisor is
 * min(n + 1, n_max).
 *
 * Only agents whose rule timer is due (ctx.due[i] === 1) are updated.
 */
import { PALETTE, defineForce } from '../force';
import { maxNeighboursParam } from './boidParams';

export const alignmentB = defineForce({
  name: 'alignmentB',
  label: 'Alignment (article B)',
  colour: PALETTE.blue,
  family: 'boids',
  channel: 'velocity',
  summary: 'Velocity set toward the mean velocity of the boids within R_a, itself included, clamped to v_max (article B, naive boids).',
  tex: String.raw`w_a\,\operatorname{clamp}\!\Big(\tfrac{1}{|N_i|}\textstyle\sum_{j\in N_i}\mathbf{v}_j\Big)`,
  params: [
    { key: 'weight', symbol: 'w_a', unit: '', default: 1.5, min: 0, max: 20, step: 0.1, meaning: 'alignment coefficient (1.5 in the naive version, 4 after tuning)' },
    { key: 'radius', symbol: 'R_a', unit: 'm', default: 10, min: 0, max: 50, step: 0.5, meaning: 'alignment radius: boids closer than this are neighbours' },
    maxNeighboursParam
  ],
  radius: (p) => p.radius,
  apply(ctx, p) {
    const wa = p.weight, R = p.radius, cap = p.maxNeighbours;
    const R2 = R * R, vmax = ctx.maxSpeed, vmax2 = vmax * vmax;
    const st = ctx.state, vx = st.vx, vy = st.vy, ux = st.ux, uy = st.uy, due = ctx.due;
    const pl = ctx.pairs, start = pl.start, J = pl.j, D2 = pl.d2;
    const limit = cap > 0 ? cap : 0x7fffffff;
    for (let i = ctx.from; i < ctx.to; i++) {
      if (due[i] !== 1) continue;
      let sx = vx[i], sy = vy[i], cnt = 1; // the boid itself
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        if (D2[e] < R2) {
          if (cnt >= limit) break;
          const j = J[e];
          sx += vx[j]; sy += vy[j]; cnt++;
        }
      }
      let mx = sx / cnt, my = sy / cnt;
      const m2 = mx * mx + my * my;
      if (m2 > vmax2) { const s = vmax / Math.sqrt(m2); mx *= s; my *= s; }
      ux[i] += wa * mx; uy[i] += wa * my;
    }
  }
});
