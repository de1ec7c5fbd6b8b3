/** The interaction constants of Helbing, Farkas & Vicsek 2000 (Nature 407, 487), shared by contactHFV and wallHFV. */
import type { NumberParam } from '../../params';
import type { StableStep } from '../force';

export const A_PARAM = {
  key: 'A', symbol: 'A', unit: 'N', default: 2000, min: 1, max: 1e5, log: true,
  meaning: 'Strength of the exponential social repulsion.'
} as const satisfies NumberParam;
export const B_PARAM = {
  key: 'B', symbol: 'B', unit: 'm', default: 0.08, min: 0.01, max: 2, log: true,
  meaning: 'Range of the social repulsion: it falls by e every B.'
} as const satisfies NumberParam;
export const K_PARAM = {
  key: 'k', symbol: 'k', unit: 'kg/s²', default: 1.2e5, min: 1, max: 1e7, log: true,
  meaning: 'Body force: resistance to compression, acting only on contact.'
} as const satisfies NumberParam;
export const KAPPA_PARAM = {
  key: 'kappa', symbol: String.raw`\kappa`, unit: 'kg/(m s)', default: 2.4e5, min: 1, max: 1e7, log: true,
  meaning: 'Sliding friction against tangential motion, acting only on contact.'
} as const satisfies NumberParam;
export const RANGE_PARAM = {
  key: 'range', symbol: String.raw`r_{\max}`, unit: 'm', default: 2.5, min: 0.1, max: 10, step: 0.1,
  meaning: 'Partners farther than this are ignored (the exponential is negligible there).'
} as const satisfies NumberParam;

/**
 * Explicit integration of sliding friction is unstable once κ g Δt / μ > 1 (μ: the reduced mass of the pair, or the
 * agent's mass against a wall): the friction then reverses the sliding instead of stopping it, and grows every
 * step. With this switch on (the default) the friction coefficient κ g is capped at μ / Δt — the friction that
 * stops the sliding within one step, never more. At Δt = 0.01 s the cap binds only for overlaps above
 * μ / (κ Δt) ≈ 1.7 cm between two 80 kg people. Off: the paper's term unchanged (and the blow-up it causes).
 */
export const FRICTION_CAP_PARAM = {
  key: 'frictionCap', symbol: '\\kappa_{\\max}', unit: '', default: 1, min: 0, max: 1, step: 1, integer: true,
  meaning: 'cap sliding friction at what stops the sliding in one step, so large overlaps do not blow up (1 = on)'
} as const satisfies NumberParam;

/**
 * The contact kernel of Helbing, Farkas & Vicsek 2000 for one touching pair (overlap g = r_ij − d_ij > 0), shared by
 * contactHFV (k, κ in kg/s² and kg/(m s): a force in N) and bodyContact (k/m, κ/m: per unit mass):
 *
 *   k g n_ij + min(κ g, cmax) Δv^t_ji t_ij,   t_ij = (−n_ij.y, n_ij.x),   Δv^t_ji = (v_j − v_i)·t_ij
 *
 * n_ij = (nx, ny) is the unit vector from j to i; (dvx, dvy) = v_j − v_i; cmax caps the friction coefficient
 * (Infinity: the paper's term; see FRICTION_CAP_PARAM). The pair comes in, and the force on i goes out, through the
 * fields of one reused object: passed as arguments to a call V8 does not inline, every double would be boxed, once
 * per touching pair and step (tests/unit/engine/allocation.test.ts).
 */
export class ContactPair {
  k = 0; kappa = 0; cmax = 0;
  overlap = 0; nx = 0; ny = 0; dvx = 0; dvy = 0;
  fx = 0; fy = 0;

  /** Sets fx, fy from the pair's fields. */
  force(): void {
    const nx = this.nx, ny = this.ny, tx = -ny, ty = nx, g = this.overlap;
    const dvt = this.dvx * tx + this.dvy * ty;
    let c = this.kappa * g;
    if (c > this.cmax) c = this.cmax;
    const fn = this.k * g, ft = c * dvt;
    this.fx = fn * nx + ft * tx;
    this.fy = fn * ny + ft * ty;
  }
}

/** Two significant digits; large values as 1.2 × 10^5. */
const g = (v: number) => (Math.abs(v) >= 1e4 ? v.toExponential(1).replace('e+', ' × 10^') : String(Number(v.toPrecision(2))));

/**
 * The body force k g(r − d) on contact is a spring: against a partner of the same mass m it oscillates with
 * ω = √(k/μ) (μ = m/2 for two people, m against a wall). Explicit steps follow it only while ωΔt < 2 (semi-implicit
 * Euler's limit; explicit Euler lets an undamped spring grow at any Δt), and accurately only well below √(m/k).
 */
export function contactStep(k: number, m: number, dt: number, wall: boolean): StableStep {
  const mu = wall ? m : m / 2, omega = Math.sqrt(k / mu), limit = 2 / omega;
  return {
    dt: limit,
    term: `the body force k of Helbing, Farkas & Vicsek (2000)${wall ? ' at walls' : ''}`,
    bound: `${wall ? '2√(m/k)' : '√(2m/k)'} = ${g(limit)} s (m = ${g(m)} kg, k = ${g(k)} kg/s²)`,
    why: `on contact it is a spring that oscillates ${g(omega / (2 * Math.PI))} times a second, and a step of ωΔt = ${g(omega * dt)} > 2 overshoots further every time; explicit integration needs Δt well below √(m/k) = ${g(Math.sqrt(m / k))} s`
  };
}
