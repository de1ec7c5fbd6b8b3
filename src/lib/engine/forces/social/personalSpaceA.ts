/**
 * Article A's interpersonal repulsion, exactly as the article writes it. For every other agent j within
 * personalSpace P (overlap = P − d_ij > 0):
 *
 *   F_i += normalize(x_i − x_j) · s · exp((P − d_ij) / P),    a_i = F_i / m_i
 *
 * (s = strength; the article's mass is 1 so it adds F as an acceleration). Quirk kept on purpose: the exponent is
 * the *overlap*, so the push is s·e⁰ = s at the edge of the personal space and grows to s·e¹ ≈ 2.72 s at contact —
 * it jumps from 0 to s at d = P (a discontinuity) and stays bounded however deep agents overlap. Helbing's
 * exp(−d/σ) decays with distance and is continuous; the book compares both. Coincident agents (d = 0) get no
 * push, like Unity's normalize of a zero vector.
 */
import { PALETTE, defineForce } from '../force';
import { exp } from '../../math';

export const personalSpaceA = defineForce({
  name: 'personalSpaceA',
  label: 'Personal space (article A)',
  colour: PALETTE.vermillion,
  family: 'social',
  channel: 'acceleration',
  summary: 'Pushes neighbours apart with s·exp(overlap/P) inside the personal space P (article A, after Helbing & Molnár 1995).',
  tex: String.raw`\sum_{j:\,d_{ij}<P} \hat{\mathbf{n}}_{ij}\, s\, e^{(P - d_{ij})/P}`,
  params: [
    { key: 'personalSpace', symbol: 'P', unit: 'm', default: 1.5, min: 0.1, max: 5, step: 0.05, meaning: 'Radius of the personal space; others inside it are pushed away.' },
    { key: 'strength', symbol: 's', unit: 'N', default: 2, min: 0, max: 20, step: 0.1, meaning: 'Push at the edge of the personal space (e times more at contact).' }
  ],
  radius: (p) => p.personalSpace,
  apply(ctx, p) {
    const P = p.personalSpace, str = p.strength, P2 = P * P, invP = 1 / P;
    const s = ctx.state, ax = s.ax, ay = s.ay, mass = s.mass;
    const { start, dx: DX, dy: DY, d2: D2 } = ctx.pairs;
    for (let i = ctx.from; i < ctx.to; i++) {
      let fx = 0, fy = 0;
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 >= P2 || d2 === 0) continue;
        const d = Math.sqrt(d2);
        const mag = (str * exp((P - d) * invP)) / d; // normalize(x_i − x_j) = −(dx, dy)/d
        fx -= DX[e] * mag;
        fy -= DY[e] * mag;
      }
      const m = mass[i];
      ax[i] += fx / m;
      ay[i] += fy / m;
    }
  }
});
