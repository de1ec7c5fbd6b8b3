/** Messages between a SplitBackend and its workers (one file, two roles: the coordinator and a slice worker). */
import type { RungSettings } from '../ladder/model';
import type { SplitCounters } from '../ladder/parallel/driver';

export type ToSplitWorker =
  /** Become the coordinator: build the shared state (n boids from this seed) for `slices` slices, answer 'state'. */
  | { type: 'coordinator'; n: number; seed: number; settings: Partial<RungSettings>; slices: number }
  /** Become slice `slice`: answer 'joined', then loop on the barrier (this worker takes no more messages). */
  | { type: 'slice'; buffer: SharedArrayBuffer; n: number; slice: number; slices: number }
  /** To the coordinator: k frames, then 'stepped'. */
  | { type: 'step'; k: number };

export type FromSplitWorker =
  | { type: 'state'; buffer: SharedArrayBuffer; boundaryRadius: number }
  | { type: 'joined'; slice: number }
  /** The frames are done and every thread is parked: the shared arrays hold one consistent frame until the next 'step'. */
  | { type: 'stepped'; steps: number; time: number; recent: number[]; counters: SplitCounters }
  | { type: 'error'; message: string };
