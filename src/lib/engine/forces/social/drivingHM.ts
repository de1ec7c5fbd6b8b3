/**
 * Helbing & Molnár 1995, driving term: relaxation toward the desired velocity within the relaxation time τ,
 *
 *   a_i = (v_{0,i} e_i − v_i) / τ
 *
 * with v_{0,i} = state.v0[i] and e_i from the goal (desiredDirection), stored into state.ex/ey. Alone, an agent
 * follows v(t) = v_0 e + (v(0) − v_0 e) exp(−t/τ): 63.2 % of the way after τ. Helbing, Farkas & Vicsek 2000 use
 * the same term multiplied by m_i on both sides, so per unit mass it is identical (see drivingHFV for herding).
 */
import { PALETTE, defineForce, vec2, type StableStep } from '../force';
import { desiredDirection } from './desiredDirection';

export const tauParam = {
  key: 'tau', symbol: String.raw`\tau`, unit: 's', default: 0.5, min: 0.05, max: 5, step: 0.01, log: true,
  meaning: 'Relaxation time: how quickly the walker returns to its desired velocity.'
} as const;

/** Three significant digits, with a true minus sign. */
const g = (v: number) => String(Number(v.toPrecision(3))).replace('-', '−');

/**
 * A relaxation (v₀e − v)/τ integrated explicitly: one step multiplies the gap to the desired velocity by 1 − Δt/τ,
 * which shrinks only while |1 − Δt/τ| < 1, i.e. Δt < 2τ (the same for explicit, semi-implicit Euler and Heun).
 */
export function relaxationStep(tau: number, dt: number, term: string, symbol = 'τ'): StableStep {
  return {
    dt: 2 * tau, term, bound: `2${symbol} = ${g(2 * tau)} s`,
    why: `each step multiplies the gap between the desired and the actual velocity by 1 − Δt/${symbol} = ${g(1 - dt / tau)}, so every step overshoots by more than the last`
  };
}

export const drivingHM = defineForce({
  name: 'drivingHM',
  label: 'Driving (Helbing & Molnár)',
  colour: PALETTE.green,
  family: 'social',
  channel: 'acceleration',
  summary: 'Relaxes the velocity toward v0·e within the time τ (Helbing & Molnár 1995).',
  tex: String.raw`\frac{v_0 \mathbf{e} - \mathbf{v}}{\tau}`,
  params: [tauParam],
  radius: () => 0,
  stableDt: (p, ctx) => relaxationStep(p.tau, ctx.dt, "Helbing's driving term (v₀e − v)/τ"),
  initialize: vec2,
  apply(ctx, p, e) {
    const invTau = 1 / p.tau;
    const s = ctx.state, world = ctx.world, nav = ctx.nav;
    const vx = s.vx, vy = s.vy, ax = s.ax, ay = s.ay, v0 = s.v0, ex = s.ex, ey = s.ey, zones = ctx.zones ?? null;
    for (let i = ctx.from; i < ctx.to; i++) {
      desiredDirection(s, i, world, e, nav);
      ex[i] = e.x; ey[i] = e.y;
      // A speed zone (stairs) scales the desired speed; without zones v₀ is read exactly as before.
      const v = zones === null ? v0[i] : v0[i] * zones.factorAt(s.x[i], s.y[i], e.x, e.y);
      ax[i] += (v * e.x - vx[i]) * invTau;
      ay[i] += (v * e.y - vy[i]) * invTau;
    }
  }
});
