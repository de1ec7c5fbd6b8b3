/**
 * The split rung's worker, in one of two roles given by its first message: the coordinator (builds the shared state, runs
 * phase A and slice 0, answers step requests) or a slice worker (phases B and C of its slice, forever, parked on
 * the barrier between frames: it never returns to its event loop, so it takes no further messages and is ended
 * with terminate()). See src/lib/ladder/parallel/driver.ts.
 */
import { Coordinator, runSlice } from '../ladder/parallel/driver';
import { allocate, sharedBuffer } from '../ladder/parallel/state';
import { DEFAULTS } from '../ladder/rungs/split';
import { worldRadius } from '../ladder/model';
import type { FromSplitWorker, ToSplitWorker } from './splitProtocol';

const post = (m: FromSplitWorker) => (self as unknown as Worker).postMessage(m);
let coordinator: Coordinator | null = null;

self.onmessage = (e: MessageEvent<ToSplitWorker>) => {
  const m = e.data;
  try {
    if (m.type === 'coordinator') {
      const st = allocate(m.n, m.seed, { ...DEFAULTS, ...m.settings }, sharedBuffer);
      coordinator = new Coordinator(st, m.slices);
      post({ type: 'state', buffer: st.buffer as SharedArrayBuffer, boundaryRadius: worldRadius(m.n) });
    } else if (m.type === 'slice') {
      post({ type: 'joined', slice: m.slice });
      runSlice(m);
    } else if (m.type === 'step' && coordinator) {
      coordinator.step(m.k);
      const c = coordinator;
      post({ type: 'stepped', steps: c.steps, time: c.time, recent: [...c.recent], counters: { ...c.counters } });
    }
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
