/**
 * The Vicsek update (Vicsek et al. 1995), a velocity rule: each particle moves at its own speed v_0 along the
 * mean heading of the particles within r, itself included, turned by an optional random angle:
 *
 *   u_i = v_0 · R(ξ_i) · m_i / |m_i|,   m_i = Σ_{j∈N_i} v̂_j,   N_i = { j : |x_j − x_i| < r } ∪ { i },
 *   ξ_i ~ U[−η/2, η/2]
 *
 * Agents at rest have no heading and contribute nothing to m_i. If m_i = 0 the particle keeps its own heading;
 * if it has none either, it takes a uniformly random one (then no further noise is needed). The random numbers are
 * keyed on the agent's id and the (sub)step (see keyedRandom.ts): the same seed gives the same noise, whatever the
 * order of the agents or the neighbour search.
 * With rule timer 0 (due every step), velocity rules off otherwise, and η here (or headingNoise, see its
 * caveat), this is the Vicsek model: order parameter v_a = |⟨v̂_i⟩| near 1 at low noise, ~√π/(2√N) when
 * headings are random.
 * Only agents whose rule timer is due (ctx.due[i] === 1) are updated; v_0 is the agent's desired speed state.v0.
 */
import { PALETTE, defineForce } from '../force';
import { cosSin } from '../../math';
import { drawKey, drawUniform, streamId, streamKey } from '../../keyedRandom';

const STREAM = streamId('vicsekAlignment');

export const vicsekAlignment = defineForce({
  name: 'vicsekAlignment',
  label: 'Vicsek alignment',
  colour: PALETTE.sky,
  family: 'boids',
  channel: 'velocity',
  summary: 'Velocity set to v_0 along the mean unit heading of the particles within r, itself included, plus noise η (Vicsek et al. 1995).',
  tex: String.raw`v_0\,R(\xi_i)\,\frac{\sum_{j\in N_i}\hat{\mathbf{v}}_j}{\big|\sum_{j\in N_i}\hat{\mathbf{v}}_j\big|}`,
  params: [
    { key: 'r', symbol: 'r', unit: 'm', default: 1, min: 0, max: 20, step: 0.05, meaning: 'interaction radius: particles closer than r are averaged' },
    { key: 'eta', symbol: '\\eta', unit: 'rad', default: 0, min: 0, max: 2 * Math.PI, step: 0.01, meaning: 'noise: the new heading is turned by a uniform angle in [−η/2, η/2]' }
  ],
  radius: (p) => p.r,
  // cos, sin of the turning angle.
  initialize: () => new Float64Array(2),
  apply(ctx, p, turn) {
    const r = p.r, eta = p.eta, R2 = r * r, key = streamKey(ctx.seed, STREAM), tick = ctx.tick;
    const st = ctx.state, id = st.id, vx = st.vx, vy = st.vy, v0 = st.v0, ux = st.ux, uy = st.uy, due = ctx.due;
    const pl = ctx.pairs, start = pl.start, J = pl.j, D2 = pl.d2;
    for (let i = ctx.from; i < ctx.to; i++) {
      if (due[i] !== 1) continue;
      const vxi = vx[i], vyi = vy[i], si = Math.sqrt(vxi * vxi + vyi * vyi);
      let mx = 0, my = 0;
      if (si > 0) { mx = vxi / si; my = vyi / si; }
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        if (D2[e] < R2) {
          const j = J[e], a = vx[j], b = vy[j], s2 = a * a + b * b;
          if (s2 > 0) { const w = 1 / Math.sqrt(s2); mx += a * w; my += b * w; }
        }
      }
      const draws = drawKey(key, id[i], tick);
      let m = Math.sqrt(mx * mx + my * my), angle = eta > 0 ? (drawUniform(draws, 0) - 0.5) * eta : 0;
      if (m === 0) {
        if (si > 0) { mx = vxi; my = vyi; m = si; }
        // No heading at all: a uniformly random one (the noise would leave it uniformly random).
        else { mx = 1; my = 0; m = 1; angle = 2 * Math.PI * drawUniform(draws, 1) - Math.PI; }
      }
      let hx = mx / m, hy = my / m;
      if (angle !== 0) {
        cosSin(angle, turn);
        const c = turn[0], s = turn[1], tx = c * hx - s * hy;
        hy = s * hx + c * hy; hx = tx;
      }
      ux[i] += v0[i] * hx; uy[i] += v0[i] * hy;
    }
  }
});
