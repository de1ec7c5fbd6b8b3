/**
 * Helbing, Farkas & Vicsek 2000, interaction of pedestrian i with wall W (a force in N, divided by m_i):
 *
 *   f_iW = { A exp((r_i − d_iW)/B) + k g(r_i − d_iW) } n_iW − κ g(r_i − d_iW) (v_i·t_iW) t_iW
 *
 * d_iW = distance to the nearest point of the wall, n_iW = unit vector from that point to the agent,
 * t_iW = (−n_iW.y, n_iW.x), g(x) = x if x > 0 else 0 (body force and friction only on contact). The friction
 * opposes the agent's sliding along the wall. Walls farther than `range` are ignored; an agent exactly on a wall
 * has no normal and is skipped.
 *
 * The nearest tip (a door post or a corner seen from outside, walls.ts), if no wall face is nearer, pushes only
 * sideways into the opening and across its wall's line, never back against passing through or walking along it,
 * and no other tip pushes (see walls.ts) — its social term A exp((r − d)/B); the
 * body force and friction on contact stay radial (a body touching the tip is held like at any wall): the
 * two posts' radial pushes otherwise stop a lone walker for good about 0.3 m in front of a 0.8 m door (v0 ≤ 1.6
 * m/s).
 */
import { PALETTE, defineForce, vec2 } from '../force';
import { A_PARAM, B_PARAM, K_PARAM, KAPPA_PARAM, RANGE_PARAM, FRICTION_CAP_PARAM, contactStep } from './hfvParams';
import { exp } from '../../math';

export const wallHFV = defineForce({
  name: 'wallHFV',
  label: 'Walls with contact (Helbing et al. 2000)',
  colour: PALETTE.grey,
  family: 'social',
  channel: 'acceleration',
  summary: 'Wall repulsion A·exp((r−d)/B) plus body force k and sliding friction κ on contact (Helbing, Farkas & Vicsek 2000).',
  tex: String.raw`\sum_{W} \left\{ A\, e^{(r_i-d_{iW})/B} + k\, g(r_i-d_{iW}) \right\} \mathbf{n}_{iW} - \kappa\, g(r_i-d_{iW})\, (\mathbf{v}_i \cdot \mathbf{t}_{iW})\, \mathbf{t}_{iW}`,
  params: [A_PARAM, B_PARAM, K_PARAM, KAPPA_PARAM, RANGE_PARAM, FRICTION_CAP_PARAM],
  radius: () => 0,
  stableDt: (p, ctx) => contactStep(p.k, ctx.minMass, ctx.dt, true),
  initialize: vec2,
  apply(ctx, p, hit) {
    const A = p.A, invB = 1 / p.B, k = p.k, kappa = p.kappa, range = p.range;
    const R2 = range * range, cap = p.frictionCap === 1, invDt = 1 / ctx.dt;
    const s = ctx.state, x = s.x, y = s.y, ex = s.ex, ey = s.ey, ax = s.ax, ay = s.ay, vx = s.vx, vy = s.vy, rad = s.radius, mass = s.mass;
    const walls = ctx.walls, nw = walls.count;
    if (nw === 0) return;
    for (let i = ctx.from; i < ctx.to; i++) {
      const xi = x[i], yi = y[i], ri = rad[i];
      let fx = 0, fy = 0, solid2 = Infinity, post2 = Infinity, postK = -1, through = 0;
      // Every wall face; then (q = nw) the nearest tip (free end or corner, walls.ts), if no face is nearer.
      for (let q = 0; q <= nw; q++) {
        let w = q;
        const last = q === nw;
        if (last) { if (postK < 0 || post2 >= solid2) break; w = postK; }
        // A wall along an axis farther than the range: nearest() would say so too (walls.ts, beyond), for more work.
        else if (walls.beyond(w, xi, yi, R2)) continue;
        const d2 = walls.nearest(w, xi, yi, hit);
        if (d2 >= R2 || d2 === 0) continue;
        if (!last) {
          if (walls.atEnd()) {
            // How squarely the walker heads through this wall's line (0 to 1). A corner's two walls tie: keep the
            // one it heads through the more squarely.
            const t = walls.through(w, xi, yi, ex[i], ey[i]);
            if (d2 < post2 || (d2 === post2 && t > through)) { post2 = d2; postK = w; through = t; }
            continue;
          }
          if (d2 < solid2) solid2 = d2;
        }
        const d = Math.sqrt(d2);
        const nx = (xi - hit.x) / d, ny = (yi - hit.y) / d;
        const overlap = ri - d;
        let fn = A * exp(overlap * invB), ftx = 0, fty = 0;
        if (last) {
          // A post's social push (the exponential) sideways only; its body force and friction on contact stay as
          // they are: a body touching the post's tip is held by it like by any wall.
          walls.tipPush(w, xi, yi, through, fn * nx, fn * ny, hit);
          fx += hit.x;
          fy += hit.y;
          fn = 0;
        }
        if (overlap > 0) {
          fn += k * overlap;
          const tx = -ny, ty = nx;
          // Friction coefficient κ g, capped at m/Δt unless frictionCap = 0 (see hfvParams.ts).
          let c = kappa * overlap;
          if (cap && c > mass[i] * invDt) c = mass[i] * invDt;
          const ft = -c * (vx[i] * tx + vy[i] * ty);
          ftx = ft * tx;
          fty = ft * ty;
        }
        // In this order, as before posts were told apart: a run without posts is bit-identical.
        fx += ftx;
        fy += fty;
        fx += fn * nx;
        fy += fn * ny;
      }
      const m = mass[i];
      ax[i] += fx / m;
      ay[i] += fy / m;
    }
  }
});
