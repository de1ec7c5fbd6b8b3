/**
 * The page's side of the sweep worker: start a sweep, hear each point as it lands, cancel it. A sweep runs as one
 * long loop in the worker, so cancelling terminates the worker (nothing else could stop a step in flight) and the
 * run reports 'cancelled' at once; the points already heard are the caller's to keep.
 */
import type { SweepPoint } from './plan';
import type { SweepFromWorker, SweepRequest } from './protocol';

export type { SweepFromWorker, SweepRequest } from './protocol';

export type SweepOutcome = { status: 'done' } | { status: 'cancelled' } | { status: 'error'; message: string };

export interface SweepListener {
  /** A (rung, N) is about to be timed; fraction of the planned points done so far. */
  onStart?(rung: string, n: number, fraction: number): void;
  onPoint?(point: SweepPoint, fraction: number): void;
}

export interface SweepRun {
  /** Stops the sweep now (terminates the worker); `finished` resolves as cancelled. Harmless after the end. */
  cancel(): void;
  readonly finished: Promise<SweepOutcome>;
}

/** The minimal Worker the client uses (a fake in tests). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<SweepFromWorker>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

export const workersSupported = (): boolean => typeof Worker !== 'undefined';

function defaultWorker(): WorkerLike {
  return new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

export function runSweep(request: Omit<SweepRequest, 'type'>, listener: SweepListener, makeWorker: () => WorkerLike = defaultWorker): SweepRun {
  let settle: (o: SweepOutcome) => void = () => {};
  const finished = new Promise<SweepOutcome>((resolve) => (settle = resolve));
  let over = false;
  let worker: WorkerLike | null = null;
  const end = (o: SweepOutcome) => {
    if (over) return;
    over = true;
    worker?.terminate();
    settle(o);
  };
  try {
    worker = makeWorker();
    worker.onmessage = (e) => {
      if (over) return;
      const m = e.data;
      if (m.type === 'start') listener.onStart?.(m.rung, m.n, m.fraction);
      else if (m.type === 'point') listener.onPoint?.(m.point, m.fraction);
      else if (m.type === 'done') end({ status: 'done' });
      else if (m.type === 'error') end({ status: 'error', message: m.message });
    };
    // A worker that fails to load or throws outside the sweep's own try (out of memory, say).
    worker.onerror = (e) => {
      e.preventDefault?.();
      end({ status: 'error', message: e.message || 'the sweep worker failed' });
    };
    worker.postMessage({ type: 'run', ...request, rungs: [...request.rungs], sizes: request.sizes && [...request.sizes], settings: request.settings && { ...request.settings } } satisfies SweepRequest);
  } catch (err) {
    end({ status: 'error', message: err instanceof Error ? err.message : String(err) });
  }
  return { cancel: () => end({ status: 'cancelled' }), finished };
}
