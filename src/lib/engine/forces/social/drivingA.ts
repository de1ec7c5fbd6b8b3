/**
 * Article A's self-driving force, exactly as the article writes it:
 *
 *   desired = normalize(target − position) · desiredSpeed,   F = (desired − velocity) / mass
 *
 * and the article adds F straight into the velocity (velocity += F dt), so the acceleration is
 * a_i = (v_{0,i} e_i − v_i) / m_i with desiredSpeed = state.v0[i] and mass = state.mass[i] (the article: 1).
 * Helbing's driving term divides by a relaxation time τ instead of the mass (see drivingHM): with m = 1 the
 * article's version is Helbing's with τ = 1 s. It is not divided by the mass a second time.
 */
import { PALETTE, defineForce, vec2 } from '../force';
import { desiredDirection } from './desiredDirection';
import { relaxationStep } from './drivingHM';

export const drivingA = defineForce({
  name: 'drivingA',
  label: 'Self-driving (article A)',
  colour: PALETTE.green,
  family: 'social',
  channel: 'acceleration',
  summary: 'Steers toward the target: (desired − v)/mass, the simplification of Helbing & Molnár 1995 in article A.',
  tex: String.raw`\frac{v_{0} \mathbf{e} - \mathbf{v}}{m}`,
  params: [],
  radius: () => 0,
  // Dividing by the mass makes it a relaxation with τ = m: stable for Δt < 2m (in seconds per kilogram).
  stableDt: (_p, ctx) => relaxationStep(ctx.minMass, ctx.dt, "article A's self-driving term (v₀e − v)/m", 'm'),
  initialize: vec2,
  apply(ctx, _p, e) {
    const s = ctx.state, world = ctx.world, nav = ctx.nav;
    const vx = s.vx, vy = s.vy, ax = s.ax, ay = s.ay, v0 = s.v0, mass = s.mass, ex = s.ex, ey = s.ey, zones = ctx.zones ?? null;
    for (let i = ctx.from; i < ctx.to; i++) {
      desiredDirection(s, i, world, e, nav);
      ex[i] = e.x; ey[i] = e.y;
      const m = mass[i], v = zones === null ? v0[i] : v0[i] * zones.factorAt(s.x[i], s.y[i], e.x, e.y);
      ax[i] += (e.x * v - vx[i]) / m;
      ay[i] += (e.y * v - vy[i]) / m;
    }
  }
});
