/**
 * The reader's sweep in a Web Worker: runs the plan ($lib/ladder/sweep/plan.ts) over the real rungs and posts every
 * event as it happens. The sweep is one long synchronous loop, so the worker cannot read a message while it runs:
 * the page cancels by terminating it (client.ts).
 */
import { rungByName } from '../ladder';
import { sampled, sweep } from '../ladder/sweep/plan';
import type { SweepFromWorker, SweepRequest } from '../ladder/sweep/protocol';

/** The start state of every rung's flock (the benchmark's seed). */
const SEED = 1;

const post = (m: SweepFromWorker) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<SweepRequest>) => {
  const req = e.data;
  try {
    const unknown = req.rungs.filter((r) => !rungByName(r));
    if (unknown.length) throw new Error(`unknown rung ${unknown.join(', ')}`);
    const events = sweep({
      rungs: req.rungs,
      sizes: req.sizes,
      budgetMs: req.budgetMs,
      capMs: req.capMs,
      now: () => performance.now(),
      make: (name, n) => sampled(rungByName(name)!.create(n, SEED, req.settings)),
      search: (name) => rungByName(name)!.search
    });
    for (const ev of events) post(ev);
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
