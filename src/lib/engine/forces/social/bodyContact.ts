/**
 * Bodies for the 1995 model: the contact forces of Helbing, Farkas & Vicsek 2000 (Nature 407, 487), alone and per
 * unit mass, so that Helbing & Molnár's walkers (and article A's) stop passing through each other:
 *
 *   f_ab = k g(r_ab − d_ab) n_ab + κ g(r_ab − d_ab) Δv^t_ba t_ab,   g(x) = x if x > 0 else 0
 *
 * r_ab = r_a + r_b (state.radius), d_ab = |x_a − x_b|, n_ab = (x_a − x_b)/d_ab, t_ab = (−n_ab.y, n_ab.x),
 * Δv^t_ba = (v_b − v_a)·t_ab. The kernel is contactHFV's (hfvParams.ts: ContactPair); what differs is that k and
 * κ here are per unit mass, like every term of Helbing & Molnár 1995 (V_0 in m²/s²): the paper's k = 1.2 × 10⁵ kg/s²
 * and κ = 2.4 × 10⁵ kg/(m s) for an 80 kg pedestrian are k = 1500 s⁻² and κ = 3000 /(m s) — the defaults. The term
 * acts only on contact (d_ab < r_a + r_b) and is symmetric, f_ab = −f_ba, so it never moves a crowd as a whole: it
 * only keeps bodies apart (HM 1995's repulsion ignores the radii, which is why walkers there pass through each other).
 *
 * Stiffness. On contact it is a spring: two walkers oscillate with ω = √(2k) (per unit mass, both move), and
 * semi-implicit Euler follows it only for ωΔt < 2, i.e. Δt < √(2/k) = 0.037 s at k = 1500 s⁻², and less in a packed
 * crowd, where one walker touches several others at once (the stiffest mode of a chain is twice as stiff as a pair).
 * The 1995 scenarios step Δt = 0.05 s; they keep the paper's k and take sub-steps (see crowds.ts), which stableDt
 * below names in a blow-up report. The sliding friction is capped, as contactHFV's, at the coefficient that stops
 * the relative sliding in one step (κ g ≤ 1/(2Δt) per unit mass): explicit friction is otherwise unstable for any
 * overlap above 1/(2κΔt) (8 mm at Δt = 0.02 s).
 *
 * The built-in scenarios use the body force only (κ = 0, see crowds.ts): sliding friction between walkers brushing
 * past each other in a two-way corridor breaks up the lanes.
 *
 * Pairs farther apart than `range` are not examined: it must be at least the largest r_a + r_b in the crowd.
 */
import { PALETTE, defineForce, type StableStep } from '../force';
import { FRICTION_CAP_PARAM, ContactPair } from './hfvParams';

/** Two significant digits. */
const g2 = (v: number) => String(Number(v.toPrecision(2)));

/** The pair's spring ω = √(2k) per unit mass: semi-implicit Euler is stable for ωΔt < 2. */
export function bodyContactStep(k: number, dt: number): StableStep {
  const omega = Math.sqrt(2 * k), limit = 2 / omega;
  return {
    dt: limit,
    term: 'the body force k of the contact term (Helbing, Farkas & Vicsek 2000)',
    bound: `√(2/k) = ${g2(limit)} s (k = ${g2(k)} s⁻² per unit mass)`,
    why: `two touching walkers form a spring that oscillates ${g2(omega / (2 * Math.PI))} times a second, and a step of ωΔt = ${g2(omega * dt)} > 2 overshoots further every time`
  };
}

export const bodyContact = defineForce({
  name: 'bodyContact',
  label: 'Bodies: contact (Helbing et al. 2000)',
  colour: PALETTE.black,
  family: 'social',
  channel: 'acceleration',
  summary: 'Body force k and sliding friction κ between walkers who touch, per unit mass, so bodies do not pass through each other (Helbing, Farkas & Vicsek 2000).',
  tex: String.raw`\sum_{b} k\, g(r_{ab}-d_{ab})\, \mathbf{n}_{ab} + \kappa\, g(r_{ab}-d_{ab})\, \Delta v^t_{ba}\, \mathbf{t}_{ab}`,
  params: [
    { key: 'k', symbol: 'k', unit: '1/s²', default: 1500, min: 1, max: 1e5, log: true, meaning: 'Body force per unit mass: resistance to compression on contact (Helbing et al. 2000: 1.2 × 10⁵ kg/s² ÷ 80 kg).' },
    { key: 'kappa', symbol: String.raw`\kappa`, unit: '1/(m s)', default: 3000, min: 0, max: 1e5, step: 10, meaning: 'Sliding friction per unit mass on contact (Helbing et al. 2000: 2.4 × 10⁵ kg/(m s) ÷ 80 kg; 0 = none).' },
    { key: 'range', symbol: String.raw`r_{\max}`, unit: 'm', default: 1, min: 0.1, max: 5, step: 0.05, meaning: 'Pairs farther apart are not checked: at least the largest sum of two radii.' },
    FRICTION_CAP_PARAM
  ],
  radius: (p) => p.range,
  stableDt: (p, ctx) => bodyContactStep(p.k, ctx.dt),
  // The contact kernel's pair, reused for every touching pair (apply() allocates nothing).
  initialize: () => new ContactPair(),
  apply(ctx, p, pair) {
    const k = p.k, kappa = p.kappa, range = p.range;
    const R2 = range * range;
    pair.k = k; pair.kappa = kappa; pair.cmax = p.frictionCap === 1 ? 0.5 / ctx.dt : Infinity;
    const s = ctx.state, ax = s.ax, ay = s.ay, vx = s.vx, vy = s.vy, rad = s.radius;
    const { start, j: J, dx: DX, dy: DY, d2: D2 } = ctx.pairs;
    for (let a = ctx.from; a < ctx.to; a++) {
      const ra = rad[a], vxa = vx[a], vya = vy[a];
      let fx = 0, fy = 0;
      for (let e = start[a], end = start[a + 1]; e < end; e++) {
        const d2 = D2[e];
        if (d2 >= R2 || d2 === 0) continue;
        const b = J[e], rab = ra + rad[b];
        if (d2 >= rab * rab) continue;
        const d = Math.sqrt(d2);
        pair.overlap = rab - d; pair.nx = -DX[e] / d; pair.ny = -DY[e] / d; pair.dvx = vx[b] - vxa; pair.dvy = vy[b] - vya;
        pair.force();
        fx += pair.fx;
        fy += pair.fy;
      }
      ax[a] += fx;
      ay[a] += fy;
    }
  }
});
