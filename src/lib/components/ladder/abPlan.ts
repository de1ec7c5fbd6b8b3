/**
 * What a lesson's A/B can run, decided before anything is built: which sizes are within reach for both rungs, and
 * where both run (the same place for both, so their ms per step compare: a worker when either rung's worst frame
 * would hold the page up).
 */
import { estimateWorstFrameMs, MAIN_THREAD_FRAME_MS, OUT_OF_REACH_MS, rungByName, rungRef, tickFrames, type RungName, type RungSettings } from '../../ladder';

export type Where = 'main' | 'worker';
export type WhereChoice = Where | 'auto';

export interface SizeOption {
  n: number;
  /** Within reach for every rung shown. */
  ok: boolean;
  /** Why not, for the reader ("rung 0 would take about 47 s a frame", the number counted from the catalogue). */
  why: string;
}

/** Seconds or milliseconds, rounded for a sentence. */
export function aboutTime(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toPrecision(2)} s` : `${Math.max(1, Math.round(ms))} ms`;
}

/** Each size with whether all `rungs` can run it. */
export function sizeOptions(sizes: readonly number[], rungs: readonly RungName[], settings: Partial<RungSettings> = {}): SizeOption[] {
  return sizes.map((n) => {
    for (const name of rungs) {
      const e = rungByName(name)!, ms = estimateWorstFrameMs(e, n, settings);
      if (ms > OUT_OF_REACH_MS) return { n, ok: false, why: `${rungRef(name)} would take about ${aboutTime(ms)} a frame` };
    }
    return { n, ok: true, why: '' };
  });
}

/** Where both rungs run at n: as asked, or (auto) in a worker when either's worst frame is heavy. */
export function placeRungs(choice: WhereChoice, rungs: readonly RungName[], n: number, settings: Partial<RungSettings> = {}): Where {
  if (choice !== 'auto') return choice;
  const heavy = rungs.some((name) => estimateWorstFrameMs(rungByName(name)!, n, settings) > MAIN_THREAD_FRAME_MS);
  return heavy ? 'worker' : 'main';
}

/**
 * The A/B's verdict closes a turn only on a multiple of this many steps: 2, so each side went first equally often
 * (lockstep.ts), or a whole tick of a rung whose boids all rebuild on one frame of it, so that its busy frame is in
 * every turn (update-less-often: 100 frames).
 */
export function verdictStride(rungs: readonly RungName[], settings: Partial<RungSettings> = {}): number {
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  let stride = 2;
  for (const name of rungs) {
    const s = { ...rungByName(name)!.defaults, ...settings };
    const period = s.tick > 0 && !s.randomPhase ? tickFrames(s.tick) : 1;
    stride = (stride * period) / gcd(stride, period);
  }
  return stride;
}
