/**
 * Cruise speed (Reynolds' boids fly at a preferred speed): each boid relaxes its speed toward its desired speed
 * v_0 along its current heading, without turning it:
 *
 *   a_i += (v_0,i − |v_i|) / τ · v_i / |v_i|
 *
 * Steering rules alone let a flock slow down (alignment averages speeds, separation brakes); article B's
 * formulation never slows because it rebuilds velocity from clamped terms. A boid at rest has no heading and is
 * left alone.
 */
import { PALETTE, defineForce } from '../force';

export const cruise = defineForce({
  name: 'cruise',
  label: 'Cruise speed',
  colour: PALETTE.orange,
  family: 'boids',
  channel: 'acceleration',
  summary: 'Relax each boid’s speed toward its preferred speed v₀ along its heading, so a steering flock keeps flying.',
  tex: String.raw`\frac{v_0 - |\mathbf{v}_i|}{\tau}\,\hat{\mathbf{v}}_i`,
  params: [
    { key: 'tau', symbol: '\\tau', unit: 's', default: 1, min: 0.05, max: 20, step: 0.05, log: true, meaning: 'how quickly a boid returns to its preferred speed' }
  ],
  apply(ctx, p) {
    const k = 1 / p.tau;
    const st = ctx.state, vx = st.vx, vy = st.vy, v0 = st.v0, ax = st.ax, ay = st.ay;
    for (let i = ctx.from; i < ctx.to; i++) {
      const sp = Math.sqrt(vx[i] * vx[i] + vy[i] * vy[i]);
      if (sp === 0) continue;
      const f = ((v0[i] - sp) * k) / sp;
      ax[i] += f * vx[i];
      ay[i] += f * vy[i];
    }
  }
});
