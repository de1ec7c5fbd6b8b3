/**
 * The fixed-step accumulator's arithmetic, without a clock, a backend or Svelte: real time × speed is added to the
 * accumulator and spent in whole steps of dt, with a cap per frame; and the rolling timings behind the live numbers
 * (frames per second). The driver and its pacings (pacing.ts) are built on these.
 */

/** At most this many steps per animation frame, so a slow simulation cannot freeze the page. */
export const MAX_STEPS_PER_FRAME = 16;
/** A backend in this thread stops stepping within a frame once this many milliseconds have gone. */
export const FRAME_BUDGET_MS = 12;
/** A frame never counts for more than this much real time (a background tab, a breakpoint). */
const MAX_FRAME_SECONDS = 0.1;
/** Length of the rolling windows of step and frame times. */
const TIMING_WINDOW = 30;

/** Real seconds since the previous frame at `lastFrame` (ms), capped; 0 when there was none (`lastFrame` ≤ 0). */
export function frameSeconds(t: number, lastFrame: number): number {
  return lastFrame > 0 ? Math.min(MAX_FRAME_SECONDS, (t - lastFrame) / 1000) : 0;
}

export interface StepPlan {
  /** The accumulator with this frame's time added (before any step is spent). */
  acc: number;
  /** Whole steps of dt that the accumulator holds. */
  want: number;
  /** The steps to take this frame: `want`, capped. */
  steps: number;
}

/** Adds `real` seconds × `speed` to the accumulator and counts the whole steps of `dt` it holds. */
export function planSteps(acc: number, real: number, speed: number, dt: number, cap = MAX_STEPS_PER_FRAME): StepPlan {
  acc += real * speed;
  const want = Math.floor(acc / dt);
  return { acc, want, steps: Math.min(want, cap) };
}

/**
 * The accumulator after `done` of the `want` steps were taken. When fewer were taken (the cap, the frame budget, a
 * blow-up) the simulation is too slow for real time: the backlog is dropped, at most one dt is carried.
 */
export function carry(acc: number, done: number, want: number, dt: number): number {
  acc -= done * dt;
  return done < want ? Math.min(acc, dt) : acc;
}

/** Given elapsed real time, speed and dt (and what was carried in): the whole steps to take and the remainder. */
export function stepsFor(elapsed: number, speed: number, dt: number, acc = 0, cap = MAX_STEPS_PER_FRAME): { steps: number; remainder: number } {
  const p = planSteps(acc, elapsed, speed, dt, cap);
  return { steps: p.steps, remainder: carry(p.acc, p.steps, p.want, dt) };
}

/** Appends to a rolling window, dropping the oldest beyond `n`. */
export function pushWindow(a: number[], v: number, n = TIMING_WINDOW): void {
  a.push(v);
  if (a.length > n) a.shift();
}

/** Frames per second over a window of frame times (ms); NaN with fewer than two. */
export function fpsOf(frameTimes: readonly number[]): number {
  return frameTimes.length > 1 ? (1000 * (frameTimes.length - 1)) / (frameTimes[frameTimes.length - 1] - frameTimes[0]) : NaN;
}
