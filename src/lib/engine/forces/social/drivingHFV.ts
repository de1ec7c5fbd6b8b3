/**
 * Helbing, Farkas & Vicsek 2000, driving term with herding (panic parameter p):
 *
 *   m_i dv_i/dt = m_i (v_{0,i} e⁰_i − v_i) / τ   ⇒   a_i = (v_{0,i} e⁰_i − v_i) / τ
 *   e⁰_i = normalize( (1 − p) e_i + p ⟨e⁰_j⟩_i )
 *
 * e_i is the agent's own direction from its goal; ⟨e⁰_j⟩_i is the mean over the neighbours j within the herding
 * radius R_h. As in most implementations, a neighbour's direction is its current direction of motion
 * v_j/|v_j| (what others can see; it also keeps the result independent of the order agents are updated);
 * neighbours at rest are not counted. With no moving neighbour the mean is taken as e_i (nobody to follow).
 * p = 0: individual behaviour (identical to drivingHM); p = 1: pure herding. The e⁰_i used is stored into
 * state.ex/ey. A zero blend (e.g. exactly opposite directions) gives e⁰_i = 0: the agent relaxes to rest.
 */
import { PALETTE, defineForce, vec2 } from '../force';
import { desiredDirection } from './desiredDirection';
import { relaxationStep, tauParam } from './drivingHM';

export const drivingHFV = defineForce({
  name: 'drivingHFV',
  label: 'Driving with herding (Helbing et al. 2000)',
  colour: PALETTE.green,
  family: 'social',
  channel: 'acceleration',
  summary: 'Relaxes toward v0·e⁰ within τ, where e⁰ blends the own direction with the neighbours\' by the panic p (Helbing, Farkas & Vicsek 2000).',
  tex: String.raw`\frac{v_0 \mathbf{e}^0 - \mathbf{v}}{\tau}, \quad \mathbf{e}^0 = \mathrm{N}\!\left[(1-p)\,\mathbf{e} + p \langle \mathbf{e}^0_j \rangle\right]`,
  params: [
    tauParam,
    { key: 'p', symbol: 'p', unit: '', default: 0, min: 0, max: 1, step: 0.01, meaning: 'Panic: 0 follows its own way, 1 follows the neighbours\' mean direction.' },
    { key: 'herdingRadius', symbol: 'R_h', unit: 'm', default: 2, min: 0.1, max: 10, step: 0.1, meaning: 'Neighbours within this distance are followed.' }
  ],
  radius: (p) => (p.p > 0 ? p.herdingRadius : 0),
  stableDt: (p, ctx) => relaxationStep(p.tau, ctx.dt, 'the driving term (v₀e⁰ − v)/τ of Helbing, Farkas & Vicsek'),
  initialize: vec2,
  apply(ctx, p, e) {
    const invTau = 1 / p.tau, panic = p.p, Rh = p.herdingRadius, Rh2 = Rh * Rh;
    const s = ctx.state, world = ctx.world, nav = ctx.nav;
    const vx = s.vx, vy = s.vy, ax = s.ax, ay = s.ay, v0 = s.v0, ex = s.ex, ey = s.ey, zones = ctx.zones ?? null;
    const { start, j: J, d2: D2 } = ctx.pairs;
    for (let i = ctx.from; i < ctx.to; i++) {
      desiredDirection(s, i, world, e, nav);
      let e0x = e.x, e0y = e.y;
      if (panic > 0) {
        let mx = 0, my = 0, count = 0;
        for (let k = start[i], end = start[i + 1]; k < end; k++) {
          if (D2[k] >= Rh2) continue;
          const jj = J[k], ux = vx[jj], uy = vy[jj], u = Math.sqrt(ux * ux + uy * uy);
          if (u <= 1e-9) continue;
          mx += ux / u; my += uy / u; count++;
        }
        if (count > 0) { mx /= count; my /= count; } else { mx = e.x; my = e.y; }
        e0x = (1 - panic) * e.x + panic * mx;
        e0y = (1 - panic) * e.y + panic * my;
        const l = Math.sqrt(e0x * e0x + e0y * e0y);
        if (l > 1e-9) { e0x /= l; e0y /= l; } else { e0x = 0; e0y = 0; }
      }
      ex[i] = e0x; ey[i] = e0y;
      const v = zones === null ? v0[i] : v0[i] * zones.factorAt(s.x[i], s.y[i], e0x, e0y);
      ax[i] += (v * e0x - vx[i]) * invTau;
      ay[i] += (v * e0y - vy[i]) * invTau;
    }
  }
});
