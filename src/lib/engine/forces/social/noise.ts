/**
 * Fluctuations (Helbing & Molnár 1995 add "fluctuations" to the sum of forces): a white-noise acceleration,
 *
 *   a_i = σ_ξ ξ_i / √Δt,   ξ_i ~ N(0, 1) independently for x and y, every step
 *
 * scaled by 1/√Δt so that the velocity spreads like a random walk, Var[v(t)] = σ_ξ² t per axis, whatever the
 * time step (the Euler–Maruyama form of a Langevin term). The draws are keyed on the agent's id and the (sub)step
 * (see keyedRandom.ts): the same seed gives the same kicks, whatever the order of the agents or the neighbour search.
 */
import { PALETTE, defineForce } from '../force';
import { drawKey, drawNormalPair, streamId, streamKey } from '../../keyedRandom';

const STREAM = streamId('noise');

export const noise = defineForce({
  name: 'noise',
  label: 'Fluctuations',
  colour: PALETTE.sky,
  family: 'common',
  channel: 'acceleration',
  summary: 'Random kicks: white noise of strength σ_ξ (the fluctuation term of Helbing & Molnár 1995).',
  tex: String.raw`\boldsymbol{\xi}, \quad \langle \xi_x(t)\, \xi_x(t') \rangle = \sigma_\xi^2\, \delta(t - t')`,
  params: [
    { key: 'sigma', symbol: String.raw`\sigma_\xi`, unit: 'm/s^1.5', default: 0, min: 0, max: 5, step: 0.01, meaning: 'Noise strength: the velocity spreads by σ_ξ·√t per axis.' }
  ],
  radius: () => 0,
  // ξ_x, ξ_y of one draw.
  initialize: () => new Float64Array(2),
  apply(ctx, p, xi) {
    const sigma = p.sigma;
    if (sigma === 0 || ctx.dt <= 0) return;
    const amp = sigma / Math.sqrt(ctx.dt), key = streamKey(ctx.seed, STREAM), tick = ctx.tick;
    const s = ctx.state, id = s.id, ax = s.ax, ay = s.ay;
    for (let i = ctx.from; i < ctx.to; i++) {
      drawNormalPair(drawKey(key, id[i], tick), xi);
      ax[i] += amp * xi[0];
      ay[i] += amp * xi[1];
    }
  }
});
