/**
 * Helbing & Molnár 1995, repulsion between pedestrians, per unit mass, from the potential of b:
 *
 *   f_ab = −∇_{r_ab} V(b),   V(b) = V_0 exp(−b/σ),   r_ab = x_a − x_b
 *   circular:                      b = |r_ab|
 *   elliptical specification I:    2b = sqrt( (|r_ab| + |r_ab − y_b|)² − |y_b|² ),   y_b = v_b Δt
 *
 * The ellipse is stretched along the other walker's next step y_b (the paper writes v_b Δt e_b with v_b its speed;
 * we take b's velocity vector, which needs no other force to have run first). The gradient, derived analytically
 * from (2b)² = (|r| + |r'|)² − |y|² with r' = r − y:
 *
 *   ∇b = (|r| + |r'|) (r̂ + r̂') / (4b),    f_ab = (V_0/σ) exp(−b/σ) ∇b
 *
 * (circular: ∇b = r̂, f_ab = (V_0/σ) e^{−|r|/σ} r̂). b vanishes only when a stands on b's step segment; there ∇b
 * diverges, so b is floored at B_MIN in the gradient. Field of view: the term is weighted by
 * w = 1 if e_a·(−f_ab) ≥ |f_ab| cos φ, else c — i.e. full weight when the source of the push (the direction −f_ab,
 * toward b for the circular case) lies within the half-angle φ of the heading e_a (state.ex/ey, else the velocity
 * direction; an agent with no heading sees everyone). Pairs farther than `range` are ignored.
 */
import { PALETTE, defineForce, vec2 } from '../force';
import { heading } from './desiredDirection';
import { cos, exp } from '../../math';

/** Floor on b (m) in the gradient of the elliptical potential, where ∇b diverges. */
const B_MIN = 1e-3;

export const repulsionHM = defineForce({
  name: 'repulsionHM',
  label: 'Repulsion (Helbing & Molnár)',
  colour: PALETTE.vermillion,
  family: 'social',
  channel: 'acceleration',
  summary: 'Keeps walkers apart with −∇V(b), V = V0·exp(−b/σ), circular or elliptical, weaker behind (Helbing & Molnár 1995).',
  tex: String.raw`\sum_b w(\mathbf{e}_a, -\mathbf{f}_{ab})\, \mathbf{f}_{ab}, \quad \mathbf{f}_{ab} = -\nabla_{\mathbf{r}_{ab}} V_0\, e^{-b/\sigma}`,
  params: [
    { key: 'V0', symbol: 'V_0', unit: 'm²/s²', default: 2.1, min: 0, max: 20, step: 0.1, meaning: 'Strength of the repulsive potential.' },
    { key: 'sigma', symbol: String.raw`\sigma`, unit: 'm', default: 0.3, min: 0.05, max: 2, step: 0.01, meaning: 'Range of the repulsion: the potential falls by e every σ.' },
    { key: 'elliptical', symbol: String.raw`\mathrm{ell}`, unit: '', default: 1, min: 0, max: 1, step: 1, integer: true, meaning: '0: circular (b = |r|); 1: ellipse stretched along the other\'s step (the paper).' },
    { key: 'dts', symbol: String.raw`\Delta t`, unit: 's', default: 2, min: 0, max: 5, step: 0.1, meaning: 'Step time: the ellipse spans the other walker\'s next v·Δt.' },
    { key: 'phi', symbol: String.raw`\varphi`, unit: '°', default: 100, min: 0, max: 180, step: 1, meaning: 'Half-angle of the field of view.' },
    { key: 'c', symbol: 'c', unit: '', default: 0.5, min: 0, max: 1, step: 0.05, meaning: 'Weight of pushes from outside the field of view.' },
    { key: 'range', symbol: String.raw`r_{\max}`, unit: 'm', default: 2, min: 0.1, max: 10, step: 0.1, meaning: 'Neighbours farther than this are ignored.' }
  ],
  radius: (p) => p.range,
  initialize: vec2,
  apply(ctx, p, h) {
    const V0 = p.V0, sigma = p.sigma, ell = p.elliptical >= 0.5, dts = p.dts;
    const cosPhi = cos((p.phi * Math.PI) / 180), c = p.c, range = p.range;
    const R2 = range * range, k0 = V0 / sigma, invSigma = 1 / sigma;
    const s = ctx.state, ax = s.ax, ay = s.ay, vx = s.vx, vy = s.vy;
    const { start, j: J, dx: DX, dy: DY, d2: D2 } = ctx.pairs;
    for (let a = ctx.from; a < ctx.to; a++) {
      heading(s, a, h); // e_a: stored desired direction, else velocity direction, else none
      const hx = h.x, hy = h.y;
      let fx = 0, fy = 0;
      for (let e = start[a], end = start[a + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 >= R2 || d2 === 0) continue;
        const r = Math.sqrt(d2);
        const rx = -DX[e], ry = -DY[e]; // r_ab = x_a − x_b
        let gx: number, gy: number, b: number;
        if (ell) {
          const bIdx = J[e];
          const yx = vx[bIdx] * dts, yy = vy[bIdx] * dts;
          const qx = rx - yx, qy = ry - yy, q = Math.sqrt(qx * qx + qy * qy);
          const sum = r + q, b2 = sum * sum - (yx * yx + yy * yy);
          b = b2 > 0 ? 0.5 * Math.sqrt(b2) : 0;
          // ∇b = (|r| + |r'|)(r̂ + r̂')/(4b)
          // Math.max, not "b > B_MIN ? b : B_MIN": V8 kept that choice between a number and a module constant as a
          // tagged value and boxed b for every pair.
          const k = sum / (4 * Math.max(b, B_MIN));
          gx = rx / r; gy = ry / r;
          if (q > 1e-12) { gx += qx / q; gy += qy / q; }
          gx *= k; gy *= k;
        } else {
          b = r;
          gx = rx / r; gy = ry / r;
        }
        const mag = k0 * exp(-b * invSigma);
        const px = mag * gx, py = mag * gy; // f_ab
        // field of view: w = 1 if e_a·(−f_ab) ≥ |f_ab| cos φ, else c
        const seen = -(hx * px + hy * py) >= Math.sqrt(px * px + py * py) * cosPhi;
        const w = seen ? 1 : c;
        fx += w * px;
        fy += w * py;
      }
      ax[a] += fx;
      ay[a] += fy;
    }
  }
});
