/**
 * The messages between the page's sweep client (client.ts) and the sweep worker (src/lib/worker/sweep.worker.ts), in
 * a module of their own: the client starts the worker and the worker answers in these types, so if either held them
 * the two would import each other.
 */
import type { RungSettings } from '../model';
import type { SweepEvent } from './plan';

/** What the page asks the worker for. */
export interface SweepRequest {
  type: 'run';
  rungs: string[];
  sizes?: number[];
  budgetMs?: number;
  capMs?: number;
  /** Settings for every rung instead of its defaults (the GPU lesson sweeps the sorted grid with the GPU's: no cap). */
  settings?: Partial<RungSettings>;
}

/** What the worker posts: every event of the plan as it happens, or why it stopped. */
export type SweepFromWorker = SweepEvent | { type: 'error'; message: string };
