/**
 * Blow-up detection: a NaN, an Infinity or a runaway speed stops the run and says who, when, and why it is likely,
 * instead of letting garbage reach a screen. Explicit integration of a stiff force (a large k or A/B, a short
 * relaxation time τ) is stable only for a small Δt: that is the usual cause. Forces may declare their limit
 * (Force.stableDt): when the step exceeds one, the report names that term, its bound and why, in the chapters' words.
 */
import type { AgentState } from './state';
import type { Force, StableStep } from './forces/force';
import type { ParamValues } from './params';
import type { SettingValues } from './settings';

export interface BlowupReport {
  /** Stable id of the first agent found in trouble. */
  agentId: number;
  step: number;
  time: number;
  quantity: 'position' | 'velocity' | 'speed';
  value: number;
  dt: number;
  integrator: string;
  /** The enabled forces whose stable step the (sub-)step exceeds, the strictest first. */
  exceeded: StableStep[];
  message: string;
}

interface Host {
  readonly state: AgentState;
  readonly steps: number;
  readonly time: number;
  readonly settings: Readonly<SettingValues>;
  forces?(): readonly { readonly force: Force; readonly params: ParamValues; readonly enabled: boolean }[];
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
  const dt = sim.settings.dt, integrator = sim.settings.integrator, sub = sim.settings.substeps;
  const exceeded = exceededLimits(sim, dt / sub);
  const what = quantity === 'speed' ? `reached a speed of ${Number(value.toPrecision(3))} m/s` : `has a ${quantity} that is ${value} (not a finite number)`;
  const step = sub > 1 ? `Δt = ${dt} s in ${sub} sub-steps of ${Number((dt / sub).toPrecision(3))} s` : `Δt = ${dt} s`;
  const head = `The integration blew up: agent #${agentId} ${what} at t = ${sim.time.toFixed(3)} s (step ${sim.steps + 1}). `;
  const worst = exceeded[0];
  const message = worst
    ? head +
      `${capital(worst.term)} is stable only for Δt < ${worst.bound}, and this run steps ${step}: ${worst.why}. ` +
      (exceeded.length > 1 ? `Also beyond its limit: ${exceeded.slice(1).map((l) => `${l.term} (Δt < ${Number(l.dt.toPrecision(2))} s)`).join(', ')}. ` : '') +
      `Try a smaller Δt (below ${Number((worst.dt * sub).toPrecision(2))} s) or more sub-steps.`
    : head +
      `The likely cause is a time step too large for the stiffness of the forces: with ${step}` +
      ` and ${integrator} integration, a stiff repulsion overshoots, the next push is larger, and the error grows every step. ` +
      `Try a smaller Δt or more sub-steps` + (integrator === 'euler' ? ', or semi-implicit Euler, which is stable for a larger Δt' : '') + '.';
  return { agentId, step: sim.steps + 1, time: sim.time, quantity, value, dt, integrator, exceeded, message };
}

/** The stability limits of the enabled forces that the (sub-)step h exceeds, the strictest first. */
export function exceededLimits(sim: Host, h: number): StableStep[] {
  const s = sim.state;
  let minMass = Infinity;
  for (let i = 0; i < s.count; i++) if (s.mass[i] < minMass) minMass = s.mass[i];
  if (!Number.isFinite(minMass)) minMass = 1;
  const out: StableStep[] = [];
  for (const e of sim.forces?.() ?? []) {
    if (!e.enabled) continue;
    const limit = e.force.stableDt?.(e.params, { dt: h, minMass });
    if (limit && h > limit.dt) out.push(limit);
  }
  return out.sort((a, b) => a.dt - b.dt);
}

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
