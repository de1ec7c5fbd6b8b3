/**
 * Heading noise after Vicsek et al. 1995: every step each agent's velocity is turned by a random angle,
 * its speed unchanged:
 *
 *   ξ_i ~ U[−η/2, η/2],   v'_i = R(ξ_i) v_i,   a_i += (v'_i − v_i) / Δt
 *
 * so that one explicit step (v += a Δt) gives exactly v'_i. One draw per agent per (sub)step, keyed on its id (see
 * keyedRandom.ts): the same seed gives the same noise, whatever the order of the agents or the neighbour search.
 * An agent at rest stays at rest.
 *
 * Caveat: the rotation is computed from the velocity at the start of the step. If a velocity rule (such as
 * vicsekAlignment) replaces v in the same step, v' = u + (R − I) v_old is not an exact rotation of u; for the
 * exact Vicsek update use vicsekAlignment's own η, and keep this force for the steering (Reynolds) models.
 */
import { PALETTE, defineForce } from '../force';
import { cosSin } from '../../math';
import { drawKey, drawUniform, streamId, streamKey } from '../../keyedRandom';

const STREAM = streamId('headingNoise');

export const headingNoise = defineForce({
  name: 'headingNoise',
  label: 'Heading noise',
  colour: PALETTE.grey,
  family: 'boids',
  channel: 'acceleration',
  summary: 'Turns each velocity by a uniform random angle in [−η/2, η/2] every step, keeping the speed (Vicsek et al. 1995).',
  tex: String.raw`\frac{R(\xi_i)\,\mathbf{v}_i-\mathbf{v}_i}{\Delta t},\quad \xi_i\sim U[-\eta/2,\eta/2]`,
  params: [
    { key: 'eta', symbol: '\\eta', unit: 'rad', default: 0.5, min: 0, max: 2 * Math.PI, step: 0.01, meaning: 'noise amplitude: turning angles are uniform in [−η/2, η/2]' }
  ],
  radius: () => 0,
  // cos ξ, sin ξ of one draw.
  initialize: () => new Float64Array(2),
  apply(ctx, p, turn) {
    const dt = ctx.dt;
    if (!(dt > 0)) return;
    const eta = p.eta, inv = 1 / dt, key = streamKey(ctx.seed, STREAM), tick = ctx.tick;
    const st = ctx.state, id = st.id, vx = st.vx, vy = st.vy, ax = st.ax, ay = st.ay;
    for (let i = ctx.from; i < ctx.to; i++) {
      cosSin((drawUniform(drawKey(key, id[i], tick), 0) - 0.5) * eta, turn);
      const c = turn[0], s = turn[1], x = vx[i], y = vy[i];
      ax[i] += (c * x - s * y - x) * inv;
      ay[i] += (s * x + c * y - y) * inv;
    }
  }
});
