/**
 * Blow-up detection: a NaN, an Infinity or a runaway speed stops the run and says who, when, and why it is likely,
 * instead of letting garbage reach a screen. Explicit integration of a stiff force (a large k or A/B, a short
 * relaxation time τ) is stable only for a small Δt: that is the usual cause, and the report says so.
 */
import type { AgentState } from './state';

export interface BlowupReport {
  /** Stable id of the first agent found in trouble. */
  agentId: number;
  step: number;
  time: number;
  quantity: 'position' | 'velocity' | 'speed';
  value: number;
  dt: number;
  integrator: string;
  message: string;
}

interface Host {
  readonly state: AgentState;
  readonly steps: number;
  readonly time: number;
  readonly settings: Readonly<Record<string, number | string>>;
}

export function detectBlowup(sim: Host, maxSpeed: number): BlowupReport | null {
  const s = sim.state, n = s.count, lim2 = maxSpeed * maxSpeed;
  const { x, y, vx, vy } = s;
  for (let i = 0; i < n; i++) {
    const sp2 = vx[i] * vx[i] + vy[i] * vy[i];
    // One comparison catches most cases: NaN fails every comparison, so test finiteness only when needed.
    if (sp2 <= lim2 && Number.isFinite(x[i] + y[i])) continue;
    const quantity = !Number.isFinite(x[i] + y[i]) ? 'position' : !Number.isFinite(sp2) ? 'velocity' : 'speed';
    const value = quantity === 'position' ? x[i] + y[i] : Math.sqrt(sp2);
    return report(sim, s.id[i], quantity, value);
  }
  return null;
}

function report(sim: Host, agentId: number, quantity: BlowupReport['quantity'], value: number): BlowupReport {
  const dt = sim.settings.dt as number, integrator = String(sim.settings.integrator), sub = sim.settings.substeps as number;
  const what = quantity === 'speed' ? `reached a speed of ${value.toPrecision(3)} m/s` : `has a ${quantity} that is ${value} (not a finite number)`;
  const message =
    `The integration blew up: agent #${agentId} ${what} at t = ${sim.time.toFixed(3)} s (step ${sim.steps + 1}). ` +
    `The likely cause is a time step too large for the stiffness of the forces: with Δt = ${dt} s` +
    (sub > 1 ? ` in ${sub} sub-steps` : '') +
    ` and ${integrator} integration, a stiff repulsion overshoots, the next push is larger, and the error grows every step. ` +
    `Try a smaller Δt or more sub-steps` + (integrator === 'euler' ? ', or semi-implicit Euler, which is stable for a larger Δt' : '') + '.';
  return { agentId, step: sim.steps + 1, time: sim.time, quantity, value, dt, integrator, message };
}
