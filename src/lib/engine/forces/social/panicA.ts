/**
 * Article A's panic extension: an agent that panics runs straight away from the danger,
 *
 *   F_i = normalize(x_i − x_d) · s_p   when |x_i − x_d| < R_d (the agent panics),  else 0;   a_i = F_i / m_i
 *
 * (x_d = (dangerX, dangerY), s_p = panicStrength; mass 1 in the article). The article leaves "when panicking"
 * open; here an agent panics while it is within the danger's radius of influence R_d. The push has the same size
 * at every distance inside R_d and vanishes at its edge. An agent exactly at the danger gets no push.
 */
import { PALETTE, defineForce } from '../force';
import { wrapDelta } from '../../geometry/world';

export const panicA = defineForce({
  name: 'panicA',
  label: 'Panic (article A)',
  colour: PALETTE.orange,
  family: 'social',
  channel: 'acceleration',
  summary: 'Agents within R_d of a danger flee it with a constant push s_p (article A\'s panic extension).',
  tex: String.raw`s_p\, \frac{\mathbf{x}_i - \mathbf{x}_d}{\lVert \mathbf{x}_i - \mathbf{x}_d \rVert}`,
  params: [
    { key: 'dangerX', symbol: 'x_d', unit: 'm', default: 0, min: -1000, max: 1000, step: 0.1, meaning: 'Where the danger is: x.' },
    { key: 'dangerY', symbol: 'y_d', unit: 'm', default: 0, min: -1000, max: 1000, step: 0.1, meaning: 'Where the danger is: y.' },
    { key: 'panicStrength', symbol: 's_p', unit: 'N', default: 5, min: 0, max: 50, step: 0.1, meaning: 'Push away from the danger while panicking.' },
    { key: 'dangerRadius', symbol: 'R_d', unit: 'm', default: 8, min: 0, max: 100, step: 0.5, meaning: 'Agents nearer the danger than this panic; farther ones do not.' }
  ],
  radius: () => 0,
  zones: (p) => [{ shape: 'circle', x: p.dangerX, y: p.dangerY, r: p.dangerRadius, label: `danger zone, R_d = ${p.dangerRadius} m`, kind: 'danger' }],
  apply(ctx, p) {
    const xd = p.dangerX, yd = p.dangerY, sp = p.panicStrength, R = p.dangerRadius;
    const R2 = R * R;
    const s = ctx.state, x = s.x, y = s.y, ax = s.ax, ay = s.ay, mass = s.mass;
    const w = ctx.world, px = w.periodicX, py = w.periodicY, W = w.width, H = w.height;
    for (let i = ctx.from; i < ctx.to; i++) {
      let dx = x[i] - xd, dy = y[i] - yd;
      if (px) dx = wrapDelta(dx, W);
      if (py) dy = wrapDelta(dy, H);
      const d2 = dx * dx + dy * dy;
      if (d2 >= R2 || d2 === 0) continue;
      const f = sp / (Math.sqrt(d2) * mass[i]);
      ax[i] += dx * f;
      ay[i] += dy * f;
    }
  }
});
