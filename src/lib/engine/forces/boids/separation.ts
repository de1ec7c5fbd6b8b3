/**
 * Reynolds-style separation (collision avoidance, the first of Reynolds' 1987 rules), a steering acceleration:
 *
 *   a_i += w_s Σ_{j∈S_i} (x_i − x_j) / |x_i − x_j|²,   S_i = { j ≠ i : |x_i − x_j| < R_s, j inside the view cone }
 *
 * A plain sum (not divided by the neighbour count), inverse-distance weighted: the closest neighbours dominate.
 * It is the separation term of the book's benchmark workload (../shared/bench/yardstick-boids.mjs: w_s = 0.05,
 * R_s = 0.5), and for φ = 360° it obeys Newton's third law pair by pair (a_ij = −a_ji).
 * View cone: j counts only if the angle between v_i and x_j − x_i is at most φ/2 (all count when v_i = 0);
 * tested without square roots. Coincident neighbours have no direction and are skipped.
 * Topological k > 0 (Ballerini et al. 2008): of those neighbours only the k nearest count, whatever their distance;
 * the radius then only bounds the search (see topological.ts). k = 0: all of them (metric), exactly as before.
 * a_max > 0 clamps |w_s Σ …| to a_max.
 */
import { PALETTE, defineForce } from '../force';
import { SUM_INVERSE } from '../../neighbours/neighbourSums';
import { fovParam, maxForceParam } from './boidParams';
import { topologicalBound, topologicalParam } from './topological';
import { cos } from '../../math';

export const separation = defineForce({
  name: 'separation',
  label: 'Separation',
  colour: PALETTE.vermillion,
  family: 'boids',
  channel: 'acceleration',
  summary: 'Steer away from neighbours closer than R_s, weighted by 1/distance (Reynolds 1987, collision avoidance).',
  tex: String.raw`w_s\sum_{|\mathbf{x}_i-\mathbf{x}_j|<R_s}\frac{\mathbf{x}_i-\mathbf{x}_j}{|\mathbf{x}_i-\mathbf{x}_j|^2}`,
  params: [
    { key: 'weight', symbol: 'w_s', unit: 'm²/s²', default: 0.05, min: 0, max: 5, step: 0.01, meaning: 'separation weight: push at distance d is w_s/d' },
    { key: 'radius', symbol: 'R_s', unit: 'm', default: 0.5, min: 0, max: 10, step: 0.05, meaning: 'separation radius: neighbours closer than this push away' },
    fovParam,
    maxForceParam,
    topologicalParam
  ],
  radius: (p) => p.radius,
  // Without a view cone or a topological k this rule needs only neighbourhood sums, which the grid computes in its scan.
  sumRadius: (p) => (p.fov === 360 && p.topological === 0 ? p.radius : null),
  sumTerms: SUM_INVERSE,
  apply(ctx, p) {
    const ws = p.weight, R = p.radius, fov = p.fov, amax = p.maxForce, topo = p.topological;
    const R2 = R * R, limited = amax > 0, amax2 = amax * amax;
    const st = ctx.state, vx = st.vx, vy = st.vy, ax = st.ax, ay = st.ay;
    const pl = ctx.pairs, start = pl.start, DX = pl.dx, DY = pl.dy, D2 = pl.d2;
    // angle(v_i, d) ≤ φ/2 ⇔ v_i·d ≥ c|v_i||d| with c = cos(φ/2); as t ↦ t|t| is increasing, this is
    // (v_i·d)|v_i·d| ≥ c|c| |v_i|² d²: one comparison, no square root, and always true when v_i = 0.
    const cone = fov < 360, c = cos((fov * Math.PI) / 360), cc = c * Math.abs(c);
    const sums = ctx.sums;
    if (!cone && topo === 0 && sums && sums.hasInverse(R)) {
      // Σ d/|d|² from the scan; the same terms in the same order as the loop below, so the same result.
      const IX = sums.ix, IY = sums.iy;
      for (let i = ctx.from; i < ctx.to; i++) {
        let fx = -ws * IX[i], fy = -ws * IY[i];
        if (limited) { const m2 = fx * fx + fy * fy; if (m2 > amax2) { const s = amax / Math.sqrt(m2); fx *= s; fy *= s; } }
        ax[i] += fx; ay[i] += fy;
      }
      return;
    }
    for (let i = ctx.from; i < ctx.to; i++) {
      let sx = 0, sy = 0;
      const b = start[i], end = start[i + 1], vxi = vx[i], vyi = vy[i];
      // Topological: the squared distance beyond the k nearest, which then acts as this boid's own R_s².
      const lim = topo > 0 ? topologicalBound(b, end, D2, DX, DY, R2, topo, cone, cc, vxi, vyi) : R2;
      if (!cone) {
        for (let e = b; e < end; e++) {
          const d2 = D2[e];
          if (d2 < lim && d2 > 0) { const w = 1 / d2; sx -= DX[e] * w; sy -= DY[e] * w; }
        }
      } else {
        const k = cc * (vxi * vxi + vyi * vyi);
        for (let e = b; e < end; e++) {
          const d2 = D2[e];
          if (d2 < lim && d2 > 0) {
            const dx = DX[e], dy = DY[e], dot = vxi * dx + vyi * dy;
            if (dot * Math.abs(dot) >= k * d2) {
              const w = 1 / d2; sx -= dx * w; sy -= dy * w;
            }
          }
        }
      }
      let fx = ws * sx, fy = ws * sy;
      if (limited) {
        const m2 = fx * fx + fy * fy;
        if (m2 > amax2) { const s = amax / Math.sqrt(m2); fx *= s; fy *= s; }
      }
      ax[i] += fx; ay[i] += fy;
    }
  }
});
