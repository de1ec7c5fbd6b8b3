/**
 * Evacuation figures from the simulation's sinks (sim.behaviours): how many have left, when the k-th left, and
 * the evacuation time — the moment the last of the agents present at the start left (NaN until then).
 */
import type { BehaviourState } from '../behaviours';

export function evacuatedCount(b: BehaviourState): number {
  return b.evacuated;
}

/** Time the last initial agent left, or NaN while anyone is still inside. */
export function evacuationTime(b: BehaviourState): number {
  return b.evacuationTime;
}

/** Time at which the k-th agent (1-based) left, or NaN if fewer have left. */
export function timeOfKthEvacuee(b: BehaviourState, k: number): number {
  return k >= 1 && k <= b.evacuationTimes.length ? b.evacuationTimes[k - 1] : NaN;
}

/** Fraction (0 … 1) of the initial agents that have left; NaN before the first step. */
export function evacuatedFraction(b: BehaviourState): number {
  return b.initialCount.value > 0 ? b.evacuated / b.initialCount.value : NaN;
}
