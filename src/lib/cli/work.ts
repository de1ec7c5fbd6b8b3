/**
 * How long a run will take, estimated before it starts, and the progress lines of a long one.
 *
 * The cost model is the engine's (config/cost.ts): the same estimate decides where a view runs a simulation.
 */
import { builtWork, estimateCost, resolveConfig, roughDuration, plural, type CostEstimate, type LooseConfig, type Simulation, type WorkInputs } from '../engine';

/** Runs estimated to take longer than this (seconds) are refused unless --force. */
export const WORK_LIMIT_SECONDS = 3600;
/** Runs estimated to take longer than this (seconds) report their progress on stderr. */
export const PROGRESS_ABOVE_SECONDS = 2;

/**
 * The estimate's inputs for `steps` steps of a simulation as built (before its first step), writing `frames` frames:
 * the page's model and counts (engine/config/costOf.ts), neighbours sampled where the agents start.
 */
export function workOf(sim: Simulation, steps: number, family: WorkInputs['family'], frames = 0): WorkInputs {
  return { ...builtWork(sim, family), steps, rows: frames * sim.state.count };
}

/**
 * Before building: if placing the agents and computing the way-finding fields should itself take longer than
 * `above` seconds, says so (the build prints nothing while it runs). Returns the estimated build time (s), 0 when
 * the config cannot be estimated (the build then says what is wrong).
 */
export function noteBuild(config: LooseConfig, write: (line: string) => void, above = PROGRESS_ABOVE_SECONDS): number {
  let e: CostEstimate;
  // Advisory only: a config the engine refuses is refused by the build itself, with its own message.
  try { e = estimateCost(resolveConfig(config)); } catch { return 0; }
  const seconds = e.buildMs / 1000;
  if (seconds > above) {
    write(`note: building this scenario should take about ${roughDuration(seconds)} (${e.agents} agents placed clear of ${plural(e.segments, 'wall segment')}` +
      `${e.exits > 0 ? `, way-finding to ${plural(e.exits, 'exit')}` : ''}) before the run starts`);
  }
  return seconds;
}

/** A limit, exactly when it is whole hours or minutes: "1 hour", "90 minutes". */
export function limitDuration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return roughDuration(seconds);
}

/** A clock-like duration: "42 s", "3 min 07 s", "2 h 05 min". */
export function clockDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  const m = Math.round(s / 60);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/**
 * Progress lines for a long run: the first after a second, then about every second, spaced out as the run goes
 * on (a thirtieth of the time elapsed, at most a minute) so a day-long run does not print 86 400 lines.
 * The ETA is extrapolated from the rate so far, not from the estimate.
 */
export class Progress {
  private readonly start: number;
  private next: number;

  constructor(
    private readonly totalSteps: number,
    private readonly totalSeconds: number,
    private readonly now: () => number,
    private readonly write: (line: string) => void
  ) {
    this.start = now();
    this.next = this.start + 1000;
  }

  /** Call after each step with the steps done and the simulated time; prints a line when one is due. */
  update(step: number, simTime: number): void {
    const t = this.now();
    if (t < this.next) return;
    const elapsed = (t - this.start) / 1000, done = Math.min(1, step / this.totalSteps);
    const left = done > 0 ? (elapsed * (1 - done)) / done : Infinity;
    this.write(
      `progress: ${Math.floor(done * 1000) / 10}% — ${fmt(simTime)} of ${fmt(this.totalSeconds)} s simulated, ` +
      `${clockDuration(elapsed)} elapsed, about ${clockDuration(left)} left`
    );
    this.next = t + 1000 * Math.min(60, Math.max(1, elapsed / 30));
  }
}

const fmt = (v: number) => String(+v.toPrecision(4));
