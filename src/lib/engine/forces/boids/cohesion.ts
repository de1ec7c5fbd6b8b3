/**
 * Reynolds-style cohesion (flock centring, the third of Reynolds' 1987 rules), a steering acceleration:
 *
 *   a_i += w_c ( (1/|N_i|) Σ_{j∈N_i} x_j − x_i ) = w_c (1/|N_i|) Σ_{j∈N_i} (x_j − x_i),
 *   N_i = { j ≠ i : |x_j − x_i| < R, j inside the view cone }
 *
 * The boid itself is not in the mean (unlike article B); with no neighbour the rule adds nothing. Offsets are
 * the neighbour list's minimum-image displacements, so the centre is right across a periodic edge. It is the
 * cohesion term of the book's benchmark workload (../shared/bench/yardstick-boids.mjs: w_c = 0.5, R = 1).
 * View cone: j counts only if the angle between v_i and x_j − x_i is at most φ/2 (all count when v_i = 0).
 * Topological k > 0 (Ballerini et al. 2008): of those neighbours only the k nearest count, whatever their distance;
 * the radius then only bounds the search (see topological.ts). k = 0: all of them (metric), exactly as before.
 * a_max > 0 clamps the rule's acceleration to a_max.
 */
import { PALETTE, defineForce } from '../force';
import { SUM_OFFSET } from '../../neighbours/neighbourSums';
import { fovParam, maxForceParam } from './boidParams';
import { topologicalBound, topologicalParam } from './topological';
import { cos } from '../../math';

export const cohesion = defineForce({
  name: 'cohesion',
  label: 'Cohesion',
  colour: PALETTE.purple,
  family: 'boids',
  channel: 'acceleration',
  summary: 'Steer toward the mean position of the neighbours within R (Reynolds 1987, flock centring).',
  tex: String.raw`w_c\big(\langle\mathbf{x}_j\rangle_{R}-\mathbf{x}_i\big)`,
  params: [
    { key: 'weight', symbol: 'w_c', unit: '1/s²', default: 0.5, min: 0, max: 20, step: 0.05, meaning: 'cohesion strength: acceleration per metre of offset to the local centre' },
    { key: 'radius', symbol: 'R', unit: 'm', default: 1, min: 0, max: 100, step: 0.05, meaning: 'interaction radius: boids closer than this are neighbours (with k > 0: the search radius)' },
    fovParam,
    maxForceParam,
    topologicalParam
  ],
  radius: (p) => p.radius,
  // Without a view cone or a topological k this rule needs only neighbourhood sums, which the grid computes in its scan.
  sumRadius: (p) => (p.fov === 360 && p.topological === 0 ? p.radius : null),
  sumTerms: SUM_OFFSET,
  apply(ctx, p) {
    const wc = p.weight, R = p.radius, fov = p.fov, amax = p.maxForce, topo = p.topological;
    const R2 = R * R, limited = amax > 0, amax2 = amax * amax;
    const st = ctx.state, vx = st.vx, vy = st.vy, ax = st.ax, ay = st.ay;
    const pl = ctx.pairs, start = pl.start, DX = pl.dx, DY = pl.dy, D2 = pl.d2;
    // angle(v_i, d) ≤ φ/2 ⇔ v_i·d ≥ c|v_i||d| with c = cos(φ/2); as t ↦ t|t| is increasing, this is
    // (v_i·d)|v_i·d| ≥ c|c| |v_i|² d²: one comparison, no square root, and always true when v_i = 0.
    const cone = fov < 360, c = cos((fov * Math.PI) / 360), cc = c * Math.abs(c);
    const sums = ctx.sums;
    if (!cone && topo === 0 && sums && sums.has(R)) {
      // n and Σ d from the scan; the same terms in the same order as the loop below, so the same result.
      const C = sums.count, SX = sums.dx, SY = sums.dy;
      for (let i = ctx.from; i < ctx.to; i++) {
        const cnt = C[i];
        if (cnt === 0) continue;
        const inv = 1 / cnt;
        let fx = SX[i] * inv * wc, fy = SY[i] * inv * wc;
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
          if (D2[e] < lim) { sx += DX[e]; sy += DY[e]; cnt++; }
        }
      } else {
        const k = cc * (vxi * vxi + vyi * vyi);
        for (let e = b; e < end; e++) {
          const d2 = D2[e];
          if (d2 < lim) {
            const dx = DX[e], dy = DY[e], dot = vxi * dx + vyi * dy;
            if (dot * Math.abs(dot) >= k * d2) { sx += dx; sy += dy; cnt++; }
          }
        }
      }
      if (cnt === 0) continue;
      const inv = 1 / cnt;
      let fx = sx * inv * wc, fy = sy * inv * wc;
      if (limited) {
        const m2 = fx * fx + fy * fy;
        if (m2 > amax2) { const s = amax / Math.sqrt(m2); fx *= s; fy *= s; }
      }
      ax[i] += fx; ay[i] += fy;
    }
  }
});
