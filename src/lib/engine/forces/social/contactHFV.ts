/**
 * Helbing, Farkas & Vicsek 2000, interaction between pedestrians i and j (a force in N, divided by m_i):
 *
 *   f_ij = { A exp((r_ij − d_ij)/B) + k g(r_ij − d_ij) } n_ij + κ g(r_ij − d_ij) Δv^t_ji t_ij
 *
 * r_ij = r_i + r_j (state.radius), d_ij = |x_i − x_j|, n_ij = (x_i − x_j)/d_ij, t_ij = (−n_ij.y, n_ij.x),
 * Δv^t_ji = (v_j − v_i)·t_ij, g(x) = x if x > 0 else 0: the body force k and the sliding friction κ act only when
 * the bodies touch (d_ij < r_ij). For equal masses f_ij = −f_ji, friction included. Pairs farther than `range`
 * are ignored; coincident agents (d_ij = 0) have no normal and are skipped. Friction is capped at what stops the
 * sliding in one step unless frictionCap = 0 (see hfvParams.ts: explicit friction is otherwise unstable).
 */
import { PALETTE, defineForce } from '../force';
import { A_PARAM, B_PARAM, FRICTION_CAP_PARAM, K_PARAM, KAPPA_PARAM, RANGE_PARAM, ContactPair, contactStep } from './hfvParams';
import { exp } from '../../math';

export const contactHFV = defineForce({
  name: 'contactHFV',
  label: 'Repulsion and contact (Helbing et al. 2000)',
  colour: PALETTE.vermillion,
  family: 'social',
  channel: 'acceleration',
  summary: 'Social repulsion A·exp((r−d)/B) plus body force k and sliding friction κ on contact (Helbing, Farkas & Vicsek 2000).',
  tex: String.raw`\sum_{j} \left\{ A\, e^{(r_{ij}-d_{ij})/B} + k\, g(r_{ij}-d_{ij}) \right\} \mathbf{n}_{ij} + \kappa\, g(r_{ij}-d_{ij})\, \Delta v^t_{ji}\, \mathbf{t}_{ij}`,
  params: [A_PARAM, B_PARAM, K_PARAM, KAPPA_PARAM, RANGE_PARAM, FRICTION_CAP_PARAM],
  radius: (p) => p.range,
  stableDt: (p, ctx) => contactStep(p.k, ctx.minMass, ctx.dt, false),
  // The contact kernel's pair, reused for every touching pair (apply() allocates nothing).
  initialize: () => new ContactPair(),
  apply(ctx, p, pair) {
    const A = p.A, invB = 1 / p.B, k = p.k, kappa = p.kappa, range = p.range;
    const R2 = range * range, cap = p.frictionCap === 1, invDt = 1 / ctx.dt;
    const s = ctx.state, ax = s.ax, ay = s.ay, vx = s.vx, vy = s.vy, rad = s.radius, mass = s.mass;
    const { start, j: J, dx: DX, dy: DY, d2: D2 } = ctx.pairs;
    pair.k = k; pair.kappa = kappa;
    for (let i = ctx.from; i < ctx.to; i++) {
      const ri = rad[i], vxi = vx[i], vyi = vy[i];
      let fx = 0, fy = 0;
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 >= R2 || d2 === 0) continue;
        const jj = J[e], d = Math.sqrt(d2);
        const nx = -DX[e] / d, ny = -DY[e] / d; // n_ij = (x_i − x_j)/d_ij
        const overlap = ri + rad[jj] - d; // r_ij − d_ij
        const fn = A * exp(overlap * invB);
        fx += fn * nx;
        fy += fn * ny;
        if (overlap > 0) {
          // Friction coefficient κ g, capped (see FRICTION_CAP_PARAM) at μ/Δt; symmetric in i and j, so f_ij = −f_ji.
          const mi = mass[i], mj = mass[jj];
          pair.cmax = cap ? ((mi * mj) / (mi + mj)) * invDt : Infinity;
          pair.overlap = overlap; pair.nx = nx; pair.ny = ny; pair.dvx = vx[jj] - vxi; pair.dvy = vy[jj] - vyi;
          pair.force();
          fx += pair.fx;
          fy += pair.fy;
        }
      }
      const m = mass[i];
      ax[i] += fx / m;
      ay[i] += fy / m;
    }
  }
});
