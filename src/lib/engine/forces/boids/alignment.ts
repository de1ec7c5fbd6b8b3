/**
 * Reynolds-style alignment (velocity matching, the second of Reynolds' 1987 rules), a steering acceleration:
 *
 *   a_i += w_a ( (1/|N_i|) Σ_{j∈N_i} v_j − v_i ),   N_i = { j ≠ i : |x_j − x_i| < R, j inside the view cone }
 *
 * The boid itself is not in the mean (unlike article B); with no neighbour the rule adds nothing. It is the
 * alignment term of the book's benchmark workload (../shared/bench/yardstick-boids.mjs: w_a = 0.8, R = 1).
 * View cone: j counts only if the angle between v_i and x_j − x_i is at most φ/2 (all count when v_i = 0).
 * Topological k > 0 (Ballerini et al. 2008): of those neighbours only the k nearest count, whatever their distance;
 * the radius then only bounds the search (see topological.ts). k = 0: all of them (metric), exactly as before.
 * a_max > 0 clamps the rule's acceleration to a_max.
 */
import { PALETTE, defineForce } from '../force';
import { SUM_VELOCITY } from '../../neighbours/neighbourSums';
import { fovParam, maxForceParam } from './boidParams';
import { topologicalBound, topologicalParam } from './topological';
import { cos } from '../../math';

export const alignment = defineForce({
  name: 'alignment',
  label: 'Alignment',
  colour: PALETTE.blue,
  family: 'boids',
  channel: 'acceleration',
  summary: 'Steer toward the mean velocity of the neighbours within R (Reynolds 1987, velocity matching).',
  tex: String.raw`w_a\big(\langle\mathbf{v}_j\rangle_{R}-\mathbf{v}_i\big)`,
  params: [
    { key: 'weight', symbol: 'w_a', unit: '1/s', default: 0.8, min: 0, max: 20, step: 0.05, meaning: 'alignment rate: how fast a boid matches its neighbours’ velocity' },
    { key: 'radius', symbol: 'R', unit: 'm', default: 1, min: 0, max: 100, step: 0.05, meaning: 'interaction radius: boids closer than this are neighbours (with k > 0: the search radius)' },
    fovParam,
    maxForceParam,
    topologicalParam
  ],
  radius: (p) => p.radius,
  // Without a view cone or a topological k this rule needs only neighbourhood sums, which the grid computes in its scan.
  sumRadius: (p) => (p.fov === 360 && p.topological === 0 ? p.radius : null),
  sumTerms: SUM_VELOCITY,
  apply(ctx, p) {
    const wa = p.weight, R = p.radius, fov = p.fov, amax = p.maxForce, topo = p.topological;
    const R2 = R * R, limited = amax > 0, amax2 = amax * amax;
    const st = ctx.state, vx = st.vx, vy = st.vy, ax = st.ax, ay = st.ay;
    const pl = ctx.pairs, start = pl.start, J = pl.j, DX = pl.dx, DY = pl.dy, D2 = pl.d2;
    // angle(v_i, d) ≤ φ/2 ⇔ v_i·d ≥ c|v_i||d| with c = cos(φ/2); as t ↦ t|t| is increasing, this is
    // (v_i·d)|v_i·d| ≥ c|c| |v_i|² d²: one comparison, no square root, and always true when v_i = 0.
    const cone = fov < 360, c = cos((fov * Math.PI) / 360), cc = c * Math.abs(c);
    const sums = ctx.sums;
    if (!cone && topo === 0 && sums && sums.has(R)) {
      // n and Σ v_j from the scan; the same terms in the same order as the loop below, so the same result.
      const C = sums.count, SVX = sums.vx, SVY = sums.vy;
      for (let i = ctx.from; i < ctx.to; i++) {
        const cnt = C[i];
        if (cnt === 0) continue;
        const inv = 1 / cnt;
        let fx = (SVX[i] * inv - vx[i]) * wa, fy = (SVY[i] * inv - vy[i]) * wa;
        if (limited) { const m2 = fx * fx + fy * fy; if (m2 > amax2) { const s = amax / Math.sqrt(m2); fx *= s; fy *= s; } }
        ax[i] += fx; ay[i] += fy;
      }
      return;
    }
    for (let i = ctx.from; i < ctx.to; i++) {
      let sx = 0, sy = 0, cnt = 0;
      const b = start[i], end = start[i + 1], vxi = vx[i], vyi = vy[i];
      // Topological: the squared distance beyond the k nearest, which then acts as this boid's own R².
      const lim = topo > 0 ? topologicalBound(b, end, D2, DX, DY, R2, topo, cone, cc, vxi, vyi) : R2;
      if (!cone) {
        for (let e = b; e < end; e++) {
          if (D2[e] < lim) { const j = J[e]; sx += vx[j]; sy += vy[j]; cnt++; }
        }
      } else {
        const k = cc * (vxi * vxi + vyi * vyi);
        for (let e = b; e < end; e++) {
          const d2 = D2[e];
          if (d2 < lim) {
            const dot = vxi * DX[e] + vyi * DY[e];
            if (dot * Math.abs(dot) >= k * d2) {
              const j = J[e]; sx += vx[j]; sy += vy[j]; cnt++;
            }
          }
        }
      }
      if (cnt === 0) continue;
      const inv = 1 / cnt;
      let fx = (sx * inv - vxi) * wa, fy = (sy * inv - vyi) * wa;
      if (limited) {
        const m2 = fx * fx + fy * fy;
        if (m2 > amax2) { const s = amax / Math.sqrt(m2); fx *= s; fy *= s; }
      }
      ax[i] += fx; ay[i] += fy;
    }
  }
});
