/**
 * Measures a worker backend driven flat out (the book's driver with a flatOut pacing: one request in flight, the
 * next sent as soon as the answer comes) for a number of frames: the median ms per step where the steps ran (the
 * worker, or the split's coordinator) and the steps per second the page saw, messages included. Used by SplitLesson;
 * the Waker serves /dev/split/'s one-request check.
 */
import type { BackendEvents, SimBackend } from '../../backend/types';
import type { Driver } from '../../driver';

export interface RunResult {
  /** Median ms per step, measured where the steps ran. */
  msPerStep: number;
  /** Steps per second over the timed frames, as the page saw them (requests and answers included). */
  stepsPerSecond: number;
  steps: number;
}

/** Events that wake whoever awaits the backend's next answer, and reject on an error. */
export class Waker {
  private wake: (() => void) | null = null;
  private fail: ((e: Error) => void) | null = null;
  readonly events: BackendEvents = {
    onupdate: () => { const w = this.wake; this.wake = this.fail = null; w?.(); },
    onerror: (message) => { const f = this.fail; this.wake = this.fail = null; f?.(new Error(message)); }
  };
  /** The next answer (or a time-out, so nothing hangs forever). */
  next(timeoutMs = 60_000): Promise<void> {
    return new Promise((ok, fail) => {
      const t = setTimeout(() => fail(new Error('the workers did not answer in time')), timeoutMs);
      this.wake = () => { clearTimeout(t); ok(); };
      this.fail = (e) => { clearTimeout(t); fail(e); };
    });
  }
  /** Until the backend takes requests. */
  async idle(b: SimBackend): Promise<void> {
    while (b.busy) await this.next();
  }
}

/** Fails the driver's run (as a backend error would) when its backend has not answered for `ms`: nothing hangs forever. */
function watchdog(d: Driver, ms: number): () => void {
  let steps = -1, since = Date.now();
  const timer = setInterval(() => {
    if (d.stepsDone !== steps || !d.backend?.busy) { steps = d.stepsDone; since = Date.now(); return; }
    if (Date.now() - since > ms) d.events.onerror('the workers did not answer in time');
  }, 1000);
  return () => clearInterval(timer);
}

/**
 * Runs the driver's backend for `warmup` frames (not timed: the JIT and the caches settle), then `frames` more,
 * and measures those. Null when the run was stopped first (the driver paused); rejects when the backend fails.
 */
export async function measure(d: Driver, frames: number, { warmup = 20, timeoutMs = 60_000 } = {}): Promise<RunResult | null> {
  const b = d.backend;
  if (!b) return null;
  const stop = watchdog(d, timeoutMs);
  try {
    if (!(await d.runFor(warmup))) return null;
    const s0 = d.stepsDone, t0 = performance.now();
    if (!(await d.runFor(frames))) return null;
    const seconds = (performance.now() - t0) / 1000, steps = d.stepsDone - s0;
    // A worker backend sends its numbers on request.
    d.requestStats();
    await d.whenIdle();
    return { msPerStep: b.stats()?.msPerStep ?? NaN, stepsPerSecond: steps / seconds, steps };
  } finally {
    stop();
  }
}
