/**
 * Helbing, Farkas & Vicsek 2000 (Nature 407, 487), rising impatience: a walker held back wants to go faster,
 *
 *   v_{0,i}(t) = [1 − n_i(t)] v_{0,i}(0) + n_i(t) v_i^max,   n_i(t) = 1 − v̄_i(t) / v_{0,i}(0)
 *
 * v̄_i is the walker's average speed in its desired direction e_i. The paper does not say how it is averaged; here it
 * is an exponential moving average with time constant T (one number per walker, no history to keep, and a delay
 * counts the more the more recent it is). What is averaged is the shortfall 1 − (v_i·e_i)/v_{0,i}(0) itself, in
 * state.lag (linear, so its average is 1 − v̄_i/v_{0,i}(0)): 0 for a new walker, as if it had walked at its wish.
 * Each (sub)step, once: lag += w (1 − v·e/v₀ − lag), w = min(1, Δt/T). n_i is lag clamped to [0, 1] (a walker pushed
 * backwards is at most fully impatient; one faster than its wish not less than calm). v_i^max = r v_{0,i}(0).
 *
 * Added next to a driving term (a_i = (v_{0,i} e_i − v_i)/τ), it adds what the raised wish adds to that term:
 *
 *   a_i = n_i (v_i^max − v_{0,i}(0)) e_i / τ
 *
 * so that driving + impatience = (v_{0,i}(t) e_i − v_i)/τ. Its τ must be the driving term's. e_i is the walker's own
 * direction from its goal (desiredDirection), whatever order the forces run in; with herding (drivingHFV, p > 0) the
 * raise therefore points along e_i, not along the herding blend e⁰_i. A speed zone scales the raise like the wish.
 */
import { PALETTE, defineForce, vec2, type Vec2 } from '../force';
import { desiredDirection } from './desiredDirection';
import { tauParam } from './drivingHM';

/** The paper's nervousness n from the averaged shortfall: clamped to [0, 1]. */
export const nervousness = (lag: number): number => (lag < 0 ? 0 : lag > 1 ? 1 : lag);

/** The paper's desired speed at nervousness n: [1 − n] v₀(0) + n v_max. */
export const impatientSpeed = (v0: number, vmax: number, n: number): number => (1 - n) * v0 + n * vmax;

/** One step of the running average of the shortfall, weight w = min(1, Δt/T); vAlong = v·e, the speed toward the goal. */
export const nextLag = (lag: number, vAlong: number, v0: number, w: number): number => lag + w * (1 - vAlong / v0 - lag);

interface Scratch { e: Vec2; tick: number }

export const impatienceHFV = defineForce({
  name: 'impatienceHFV',
  label: 'Rising impatience (Helbing et al. 2000)',
  colour: PALETTE.purple, // not the contact force's vermillion, which sits beside it in the door's switches
  family: 'social',
  channel: 'acceleration',
  summary: 'A walker slower than it wishes raises its desired speed toward v_max, by how far its average speed falls short (Helbing, Farkas & Vicsek 2000).',
  tex: String.raw`\frac{n_i \left(v^{\max}_i - v^0_i(0)\right) \mathbf{e}_i}{\tau}, \quad n_i = 1 - \frac{\bar v_i}{v^0_i(0)}`,
  params: [
    { ...tauParam, meaning: 'Relaxation time of the driving term this adds to: set it to that term’s τ.' },
    {
      key: 'vmaxFactor', symbol: String.raw`v^{\max}_i / v^0_i(0)`, unit: '', default: 1.5, min: 1, max: 5, step: 0.05,
      meaning: 'The fastest a walker can come to wish, as a multiple of its own desired speed at the start (1: no impatience).'
    },
    {
      key: 'memory', symbol: 'T', unit: 's', default: 10, min: 0.1, max: 100, step: 0.1, log: true,
      meaning: 'Time constant of the running average of the speed toward the goal: how long a delay is remembered.'
    }
  ],
  radius: () => 0,
  initialize: (): Scratch => ({ e: vec2(), tick: -1 }),
  apply(ctx, p, scratch) {
    const s = ctx.state, world = ctx.world, nav = ctx.nav, zones = ctx.zones ?? null, e = scratch.e;
    const vx = s.vx, vy = s.vy, ax = s.ax, ay = s.ay, v0 = s.v0, lag = s.lag;
    const raise = p.vmaxFactor - 1, k = raise / p.tau;
    // The average moves once per (sub)step: Heun's second evaluation of the same step does not count it again.
    const update = ctx.tick !== scratch.tick;
    scratch.tick = ctx.tick;
    const w = ctx.dt >= p.memory ? 1 : ctx.dt / p.memory;
    for (let i = ctx.from; i < ctx.to; i++) {
      const v = v0[i];
      if (!(v > 0)) continue;
      desiredDirection(s, i, world, e, nav);
      if (update) lag[i] = nextLag(lag[i], vx[i] * e.x + vy[i] * e.y, v, w);
      const n = nervousness(lag[i]);
      if (n === 0 || raise === 0) continue;
      // (v_max − v₀) = raise · v₀; a speed zone scales it as it scales v₀ in the driving term.
      const a = zones === null ? n * v * k : n * v * k * zones.factorAt(s.x[i], s.y[i], e.x, e.y);
      ax[i] += a * e.x;
      ay[i] += a * e.y;
    }
  }
});
