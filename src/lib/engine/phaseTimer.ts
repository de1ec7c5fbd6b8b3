/**
 * Per-phase timing of a step, after matter-js's `Engine.timing`: how long the neighbour index, the scan, each force,
 * the integration, the walls, the scenario's behaviours and the blow-up check took. Phases nest (the integrator
 * evaluates the forces; a velocity rule reads the scan), so each phase is charged its *exclusive* time: its own
 * time minus that of the phases inside it. The totals then add up to the step.
 *
 * Off by default (the benchmark measures the engine without it); a view switches it on to show where a step's time
 * goes. Timing never changes the simulation. `now` is `performance.now` where it exists (page, worker, Node).
 */

/** The phases every step has, in pipeline order; forces follow, one phase each. */
export const STEP_PHASES = ['index', 'scan', 'rules', 'integrate', 'walls', 'behaviours', 'blowup'] as const;
export type StepPhase = (typeof STEP_PHASES)[number];

export const PHASE_LABELS: Readonly<Record<StepPhase, string>> = {
  index: 'neighbour index',
  scan: 'neighbour scan',
  rules: 'velocity rules',
  integrate: 'integration',
  walls: 'walls and wrap',
  behaviours: 'goals, exits, lines',
  blowup: 'blow-up check'
};

export const PHASE = { index: 0, scan: 1, rules: 2, integrate: 3, walls: 4, behaviours: 5, blowup: 6 } as const satisfies Record<StepPhase, number>;

const MAX_DEPTH = 8;
const defaultNow = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class PhaseTimer {
  enabled = false;
  /** Phase names: the step phases, then `force:<name>` for each force in application order. */
  names: string[] = [...STEP_PHASES];
  /** Exclusive milliseconds per phase, summed since the timer was made (or the phases last changed). */
  totals = new Float64Array(STEP_PHASES.length);
  /** Bumped whenever the list of phases changes, so readers know to start their differences afresh. */
  version = 0;

  private readonly phase = new Int32Array(MAX_DEPTH);
  private readonly start = new Float64Array(MAX_DEPTH);
  private readonly inner = new Float64Array(MAX_DEPTH);
  private depth = 0;

  constructor(private readonly now: () => number = defaultNow) {}

  /** One phase per force after the step phases; resets the totals when the list changes. */
  setForces(forceNames: readonly string[]): void {
    const names = [...STEP_PHASES, ...forceNames.map((n) => `force:${n}`)];
    if (names.length === this.names.length && names.every((n, k) => n === this.names[k])) return;
    this.names = names;
    this.totals = new Float64Array(names.length);
    this.version++;
  }

  enter(phase: number): void {
    if (!this.enabled || this.depth >= MAX_DEPTH) return;
    const d = this.depth++;
    this.phase[d] = phase;
    this.inner[d] = 0;
    this.start[d] = this.now();
  }

  exit(): void {
    if (!this.enabled || this.depth === 0) return;
    const d = --this.depth;
    const elapsed = this.now() - this.start[d];
    const p = this.phase[d];
    if (p < this.totals.length) this.totals[p] += elapsed - this.inner[d];
    if (d > 0) this.inner[d - 1] += elapsed;
  }

  /** Switching off mid-phase (or a thrown error) must not leave a phase open. */
  setEnabled(on: boolean): void {
    this.enabled = on;
    this.depth = 0;
  }
}
