/**
 * Drives a worker backend flat out for a number of frames (one request in flight, the next sent as soon as the
 * answer comes) and measures it: the median ms per step where the steps ran (the worker, or the split's
 * coordinator) and the steps per second the page saw, messages included. Used by SplitLesson and /dev/split/.
 */
import type { BackendEvents, FrameData, SimBackend } from '../../backend/types';

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

/**
 * Steps `b` for `warmup` frames (not timed: the JIT and the caches settle), then `frames` more, `batch` per request;
 * `onframe` gets each new frame to draw. `cancelled` is polled between requests.
 */
export async function measure(b: SimBackend, w: Waker, frames: number, opts: { warmup?: number; batch?: number; onframe?: (f: FrameData) => void; cancelled?: () => boolean } = {}): Promise<RunResult | null> {
  const { warmup = 20, batch = 5, onframe, cancelled = () => false } = opts;
  await w.idle(b);
  const run = async (count: number) => {
    for (let done = 0; done < count;) {
      if (cancelled()) return false;
      const k = Math.min(batch, count - done);
      if (b.step(k, Infinity) === 0) { await w.next(); continue; }
      await w.idle(b);
      done += k;
      const f = b.frame();
      if (f) onframe?.(f);
    }
    return true;
  };
  if (!(await run(warmup))) return null;
  const s0 = b.frame()?.steps ?? 0, t0 = performance.now();
  if (!(await run(frames))) return null;
  const seconds = (performance.now() - t0) / 1000, steps = (b.frame()?.steps ?? 0) - s0;
  // A worker backend sends its numbers on request.
  b.requestStats();
  if (b.busy) await w.idle(b);
  return { msPerStep: b.stats()?.msPerStep ?? NaN, stepsPerSecond: steps / seconds, steps };
}
