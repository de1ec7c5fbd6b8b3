/**
 * A chapter's sweep (<Sweep>) off the page: runs every (point, seed) with the engine, in order, and posts each
 * result as soon as it is measured, so the chart fills in. One long synchronous loop: the page cancels by
 * terminating the worker.
 */
import type { SimConfig } from '../engine';
import type { SweepMeasure } from '../claims';
import { measureSweepRun } from '../figures/sweep';

export type ChapterSweepRequest = { measure: SweepMeasure; runs: { x: number; seed: number; config: SimConfig }[] };
export type ChapterSweepReply =
  | { type: 'result'; index: number; x: number; seed: number; y: number; ms: number }
  | { type: 'error'; index: number; message: string }
  | { type: 'done' };

const post = (m: ChapterSweepReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<ChapterSweepRequest>) => {
  const { measure, runs } = e.data;
  runs.forEach((run, index) => {
    const t0 = performance.now();
    try {
      const y = measureSweepRun(measure, run.config, run.seed);
      post({ type: 'result', index, x: run.x, seed: run.seed, y, ms: performance.now() - t0 });
    } catch (err) {
      post({ type: 'error', index, message: err instanceof Error ? err.message : String(err) });
    }
  });
  post({ type: 'done' });
};
