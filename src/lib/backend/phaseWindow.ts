/**
 * Turns the engine's running per-phase totals into "milliseconds per step in each phase" over the steps since the
 * last reading, so a view can show where the time goes ("the neighbour scan is 70 % of the step").
 */
import { PHASE_LABELS, forceByName, type PhaseTimer, type StepPhase } from '../engine';
import type { PhaseTime } from './types';

export class PhaseWindow {
  private version = -1;
  private totals = new Float64Array(0);
  private steps = 0;
  private last: PhaseTime[] = [];

  /** Per-phase ms per step since the previous reading (the previous result when no step was taken since). */
  read(timer: PhaseTimer, steps: number): PhaseTime[] {
    if (!timer.enabled) return (this.last = []);
    if (timer.version !== this.version || steps < this.steps) {
      this.version = timer.version;
      this.totals = Float64Array.from(timer.totals);
      this.steps = steps;
      return this.last;
    }
    const n = steps - this.steps;
    if (n <= 0) return this.last;
    this.last = timer.names.map((key, k) => ({ key, label: phaseLabel(key), ms: (timer.totals[k] - this.totals[k]) / n }));
    this.totals.set(timer.totals);
    this.steps = steps;
    return this.last;
  }
}

function phaseLabel(key: string): string {
  if (key.startsWith('force:')) return forceByName(key.slice(6))?.label ?? key.slice(6);
  return PHASE_LABELS[key as StepPhase] ?? key;
}
