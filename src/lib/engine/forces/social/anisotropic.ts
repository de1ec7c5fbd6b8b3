/**
 * Circular repulsion with anisotropy (Helbing & Johansson 2009; Johansson, Helbing & Shukla 2007), divided by m_a:
 *
 *   f_ab = A exp((r_ab − d_ab)/B) n_ab ( λ + (1 − λ) (1 + cos φ_ab)/2 ),   cos φ_ab = −n_ab · e_a
 *
 * r_ab = r_a + r_b, d_ab = |x_a − x_b|, n_ab = (x_a − x_b)/d_ab. Sign: −n_ab points from a to b, so a neighbour
 * straight ahead (e_a toward b) has cos φ = 1 and full weight 1, one straight behind has weight λ. Using +n_ab
 * would invert this (a classic bug; the unit test pins it). e_a is the heading: state.ex/ey (set by the driving
 * force) if non-zero, else the direction of the velocity; with neither, cos φ = 0 and the weight is (1 + λ)/2.
 * Not a momentum-conserving pair force when λ < 1 (f_ab ≠ −f_ba): that is the point of it.
 */
import { PALETTE, defineForce, vec2 } from '../force';
import { A_PARAM, B_PARAM, RANGE_PARAM } from './hfvParams';
import { heading } from './desiredDirection';
import { exp } from '../../math';

export const anisotropic = defineForce({
  name: 'anisotropic',
  label: 'Anisotropic repulsion (Helbing & Johansson)',
  colour: PALETTE.vermillion,
  family: 'social',
  channel: 'acceleration',
  summary: 'Circular repulsion A·exp((r−d)/B) weighted λ behind and 1 ahead (Johansson, Helbing & Shukla 2007; Helbing & Johansson 2009).',
  tex: String.raw`\sum_b A\, e^{(r_{ab}-d_{ab})/B}\, \mathbf{n}_{ab} \left( \lambda + (1-\lambda) \frac{1+\cos\varphi_{ab}}{2} \right)`,
  params: [
    A_PARAM,
    B_PARAM,
    { key: 'lambda', symbol: String.raw`\lambda`, unit: '', default: 0.5, min: 0, max: 1, step: 0.01, meaning: 'Weight of people behind (1: isotropic, 0: only those ahead count).' },
    RANGE_PARAM
  ],
  radius: (p) => p.range,
  initialize: vec2,
  apply(ctx, p, h) {
    const A = p.A, invB = 1 / p.B, lambda = p.lambda, range = p.range;
    const R2 = range * range, half = 0.5 * (1 - lambda);
    const s = ctx.state, ax = s.ax, ay = s.ay, rad = s.radius, mass = s.mass;
    const { start, j: J, dx: DX, dy: DY, d2: D2 } = ctx.pairs;
    for (let a = ctx.from; a < ctx.to; a++) {
      heading(s, a, h);
      const hx = h.x, hy = h.y, ra = rad[a];
      let fx = 0, fy = 0;
      for (let e = start[a], end = start[a + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 >= R2 || d2 === 0) continue;
        const d = Math.sqrt(d2);
        const nx = -DX[e] / d, ny = -DY[e] / d; // n_ab = (x_a − x_b)/d_ab
        const cosPhi = -(nx * hx + ny * hy);
        const mag = A * exp((ra + rad[J[e]] - d) * invB) * (lambda + half * (1 + cosPhi));
        fx += mag * nx;
        fy += mag * ny;
      }
      const m = mass[a];
      ax[a] += fx / m;
      ay[a] += fy / m;
    }
  }
});
