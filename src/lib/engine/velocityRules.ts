/**
 * Article B's velocity rules are not forces that accumulate: every rule tick a boid forgets its velocity and takes
 * the clamped sum of its rules' terms. These two loops bracket the rules: which agents are due this step (article
 * B's `tick`, with a random phase per boid, its step 8), and setting their velocity afterwards.
 */
import type { AgentState } from './state';

/**
 * Marks due[i] = 1 for agents whose rule timer (period `tick`, offset phase·tick) fires inside [time, time + h),
 * and clears their rule accumulators (ux, uy). `tick` = 0: everyone, every step. Returns whether anyone is due.
 */
export function markDue(s: AgentState, due: Uint8Array, time: number, h: number, tick: number, randomPhase: boolean): boolean {
  let any = false;
  for (let i = 0, n = s.count; i < n; i++) {
    let d = 1;
    if (tick > 0) {
      const offset = randomPhase ? s.phase[i] * tick : 0;
      const k0 = Math.floor((time - offset) / tick), k1 = Math.floor((time + h - offset) / tick);
      // Without a phase every agent updates at t = 0; with one, the first update comes at phase·tick.
      d = k1 > k0 || (time === 0 && offset === 0) ? 1 : 0;
    }
    due[i] = d;
    if (d) { s.ux[i] = 0; s.uy[i] = 0; any = true; }
  }
  return any;
}

/** v := clamp(u, vmax) for the agents that were due. */
export function setRuleVelocities(s: AgentState, due: Uint8Array, vmax: number): void {
  for (let i = 0, n = s.count; i < n; i++) {
    if (!due[i]) continue;
    let ux = s.ux[i], uy = s.uy[i];
    const sp2 = ux * ux + uy * uy;
    if (sp2 > vmax * vmax) { const f = vmax / Math.sqrt(sp2); ux *= f; uy *= f; }
    s.vx[i] = ux; s.vy[i] = uy;
  }
}
