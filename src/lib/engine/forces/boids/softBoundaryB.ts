/**
 * Article B's soft spherical boundary (here a circle), applied every step to every boid:
 *
 *   |x_i − c| > R_b  ⇒  Δv_i = −s · (x_i − c) / |x_i − c|        (linear = 0, the naive version)
 *   always           ⇒  Δv_i = −s · (x_i − c) / R_b              (linear = 1, article step 11)
 *
 * The article adds the kick straight to the velocity every frame. Here it goes through the acceleration channel
 * as a_i += Δv_i / Δt, so that one explicit step (v += a Δt) changes v by exactly Δv_i. Note that it is a kick
 * per step, not a rate: halving Δt doubles the pull per second, as halving the frame time did in the article.
 * Article defaults: c = 0, R_b = 25, s = 1 (m/s). Needs no neighbours.
 */
import { PALETTE, defineForce } from '../force';
import { flagParam } from './boidParams';

export const softBoundaryB = defineForce({
  name: 'softBoundaryB',
  label: 'Soft boundary (article B)',
  colour: PALETTE.black,
  family: 'boids',
  channel: 'acceleration',
  summary: 'Every step, a boid farther than R_b from the centre gets a velocity kick of s back toward it (article B).',
  tex: String.raw`-\frac{s}{\Delta t}\,\frac{\mathbf{x}_i-\mathbf{c}}{|\mathbf{x}_i-\mathbf{c}|}\,[\,|\mathbf{x}_i-\mathbf{c}|>R_b\,]`,
  params: [
    { key: 'cx', symbol: 'c_x', unit: 'm', default: 0, min: -1000, max: 1000, step: 0.5, meaning: 'centre of the boundary circle, x' },
    { key: 'cy', symbol: 'c_y', unit: 'm', default: 0, min: -1000, max: 1000, step: 0.5, meaning: 'centre of the boundary circle, y' },
    { key: 'radius', symbol: 'R_b', unit: 'm', default: 25, min: 0.1, max: 1000, step: 0.5, meaning: 'boundary radius: outside it boids are pulled back' },
    { key: 'strength', symbol: 's', unit: 'm/s', default: 1, min: 0, max: 20, step: 0.1, meaning: 'velocity change per step toward the centre' },
    flagParam('linear', '\\ell', 'pull −s(x_i − c)/R_b on every boid instead of −s·unit(x_i − c) outside (article step 11)')
  ],
  radius: () => 0,
  zones: (p) => [{ shape: 'circle', x: p.cx, y: p.cy, r: p.radius, label: `soft boundary, R_b = ${p.radius} m`, kind: 'boundary' }],
  apply(ctx, p) {
    const dt = ctx.dt;
    if (!(dt > 0)) return;
    const cx = p.cx, cy = p.cy, R = p.radius, k = p.strength / dt;
    const linear = p.linear === 1;
    const st = ctx.state, x = st.x, y = st.y, ax = st.ax, ay = st.ay;
    if (linear) {
      const kr = k / R;
      for (let i = ctx.from; i < ctx.to; i++) { ax[i] -= kr * (x[i] - cx); ay[i] -= kr * (y[i] - cy); }
      return;
    }
    const R2 = R * R;
    for (let i = ctx.from; i < ctx.to; i++) {
      const rx = x[i] - cx, ry = y[i] - cy, r2 = rx * rx + ry * ry;
      if (r2 > R2) { const s = k / Math.sqrt(r2); ax[i] -= s * rx; ay[i] -= s * ry; }
    }
  }
});
