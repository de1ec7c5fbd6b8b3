/**
 * Two rungs timed side by side, as a speed claim's experiment in the reader's browser: fresh flocks from the same
 * start, a few warm-up frames each, then short rounds taken in turn until the budget is spent, so a busy moment of the
 * machine falls on both. Each rung's number is the median of its rounds' ms per frame. A rung that ticks
 * (rules every 2 s) is timed over whole ticks, so its busiest frame is in its mean.
 */
import { rungByName, type RungName } from './catalogue';
import { tickFrames, type RungSettings } from './model';
import { median } from './sweep/plan';

export interface RaceResult {
  /** Median ms per frame of each rung. */
  msBefore: number;
  msAfter: number;
  /** msBefore / msAfter: how many times faster `after` is. */
  speedup: number;
  rounds: number;
}


/** Times `before` against `after` at n boids for about `budgetMs`; `progress(share)`, `now()` injectable for tests. */
export function race(before: RungName, after: RungName, n: number, seed: number, settings: Partial<RungSettings>, budgetMs: number,
  progress?: (share: number) => void, now: () => number = () => performance.now()): RaceResult {
  const make = (name: RungName) => rungByName(name)!.create(n, seed, settings);
  const a = make(before), b = make(after);
  const frames = Math.max(tickFrames(a.settings.tick), tickFrames(b.settings.tick), 1);
  for (let k = 0; k < 3; k++) { a.step(); b.step(); }
  const ta: number[] = [], tb: number[] = [];
  const t0 = now();
  // At least three rounds each, whatever the budget; a round of the slower rung is what bounds the wait.
  while (ta.length < 3 || now() - t0 < budgetMs) {
    for (const [r, out] of [[a, ta], [b, tb]] as const) {
      const s = now();
      for (let k = 0; k < frames; k++) r.step();
      out.push((now() - s) / frames);
    }
    progress?.(Math.min(1, (now() - t0) / budgetMs));
    if (ta.length >= 200) break;
  }
  const msBefore = median(ta), msAfter = median(tb);
  return { msBefore, msAfter, speedup: msBefore / msAfter, rounds: ta.length };
}
