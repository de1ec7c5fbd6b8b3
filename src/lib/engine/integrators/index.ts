/**
 * Integrators turn accelerations into motion; they alone move positions and velocities.
 *  - euler:          x += v h;  v += a h            (explicit / forward Euler)
 *  - semi-implicit:  v += a h;  x += v h            (Euler–Cromer; what both articles' code actually does)
 *  - heun:           a₁ = a(x, v); predictor x̃ = x + v h, ṽ = v + a₁ h; a₂ = a(x̃, ṽ);
 *                    x += (v + ṽ) h / 2;  v += (a₁ + a₂) h / 2   (2nd order, two force evaluations)
 * The speed limit is applied to the new velocity (before it moves the agent in semi-implicit Euler, as in article A).
 */
import type { AgentState } from '../state';
import type { SpeedZones } from '../zones/speedZones';

export const INTEGRATORS = ['euler', 'semi-implicit', 'heun'] as const;
export type IntegratorName = (typeof INTEGRATORS)[number];

export interface IntegratorHost {
  readonly state: AgentState;
  /** Clears ax, ay and applies every enabled acceleration force at the current positions and velocities. */
  evaluate(): void;
  /** Recomputes the neighbour displacements after positions moved inside a step. */
  refreshPairs(): void;
  /** Global speed limit (Infinity = none) and limit as a multiple of v0 (Infinity = none). */
  readonly vmax: number;
  readonly capFactor: number;
  /** Speed zones scale v₀, and with it the cap (null: none). */
  readonly zones: SpeedZones | null;
}

/** Scratch for Heun, grown to capacity. */
export class IntegratorScratch {
  x0 = new Float64Array(0); y0 = new Float64Array(0);
  vx0 = new Float64Array(0); vy0 = new Float64Array(0);
  ax1 = new Float64Array(0); ay1 = new Float64Array(0);
  ensure(n: number): void {
    if (this.x0.length >= n) return;
    this.x0 = new Float64Array(n); this.y0 = new Float64Array(n);
    this.vx0 = new Float64Array(n); this.vy0 = new Float64Array(n);
    this.ax1 = new Float64Array(n); this.ay1 = new Float64Array(n);
  }
}

/** Scales (vx[i], vy[i]) down to the limit if faster. */
function limitSpeed(s: AgentState, i: number, vmax: number, cap: number, zones: SpeedZones | null): void {
  let lim = vmax;
  if (cap !== Infinity) {
    const c = cap * (zones === null ? s.v0[i] : s.v0[i] * zones.factorAt(s.x[i], s.y[i], s.ex[i], s.ey[i]));
    if (c < lim) lim = c;
  }
  if (lim === Infinity) return;
  const vx = s.vx[i], vy = s.vy[i], sp2 = vx * vx + vy * vy;
  if (sp2 > lim * lim) {
    const f = lim / Math.sqrt(sp2);
    s.vx[i] = vx * f;
    s.vy[i] = vy * f;
  }
}

export function integrate(name: IntegratorName, host: IntegratorHost, h: number, scratch: IntegratorScratch): void {
  const s = host.state, n = s.count, vmax = host.vmax, cap = host.capFactor, zones = host.zones;
  const { x, y, vx, vy, ax, ay } = s;
  if (name === 'euler') {
    host.evaluate();
    for (let i = 0; i < n; i++) {
      x[i] += vx[i] * h; y[i] += vy[i] * h;
      vx[i] += ax[i] * h; vy[i] += ay[i] * h;
      limitSpeed(s, i, vmax, cap, zones);
    }
  } else if (name === 'semi-implicit') {
    host.evaluate();
    for (let i = 0; i < n; i++) {
      vx[i] += ax[i] * h; vy[i] += ay[i] * h;
      limitSpeed(s, i, vmax, cap, zones);
      x[i] += vx[i] * h; y[i] += vy[i] * h;
    }
  } else {
    scratch.ensure(s.capacity);
    const { x0, y0, vx0, vy0, ax1, ay1 } = scratch;
    host.evaluate();
    for (let i = 0; i < n; i++) {
      x0[i] = x[i]; y0[i] = y[i]; vx0[i] = vx[i]; vy0[i] = vy[i]; ax1[i] = ax[i]; ay1[i] = ay[i];
      x[i] += vx[i] * h; y[i] += vy[i] * h;
      vx[i] += ax[i] * h; vy[i] += ay[i] * h;
    }
    host.refreshPairs();
    host.evaluate();
    for (let i = 0; i < n; i++) {
      x[i] = x0[i] + 0.5 * h * (vx0[i] + vx[i]);
      y[i] = y0[i] + 0.5 * h * (vy0[i] + vy[i]);
      vx[i] = vx0[i] + 0.5 * h * (ax1[i] + ax[i]);
      vy[i] = vy0[i] + 0.5 * h * (ay1[i] + ay[i]);
      limitSpeed(s, i, vmax, cap, zones);
    }
  }
}
