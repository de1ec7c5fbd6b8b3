/**
 * The reader's own sweep, as a pure driver: every rung asked for, over N on a log scale, each (rung, N) timed within
 * a time budget. It runs the same in a Web Worker (the sweep panel), in Node (the reference script) and in tests
 * (with a fake clock and fake rungs): the clock and the way a rung is made are injected.
 *
 * For each (rung, N), sizes ascending, all rungs at one N before the next N (so a cancelled sweep has every rung at
 * the small sizes): build the rung (not timed), warm up a few steps, then time steps in batches until the budget
 * is spent or maxSteps are done, and report the median ms per step. A rung stops growing once it is too slow: after
 * a step longer than the budget, or when the estimate for the next N (the last measured ms grown as the rung's
 * search grows: N² for all pairs, N for grids, N log N for trees) is over the cap, every larger N is reported
 * skipped with its estimate, never run. One step of the naive rung takes ~0.3 s at 10k and ~50 s at 100k: the cap is what
 * keeps a sweep from hanging.
 */
import type { SearchKind } from '../catalogue';
import { tickFrames, type LadderRung } from '../model';

/** The default sizes: 100 … 100k, about three to a decade. */
export const DEFAULT_SIZES: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** What the driver needs of a rung. */
export interface Steppable {
  step(): void;
  /**
   * Frames that belong together: a rung whose boids all rebuild on one frame of a tick (update-less-often) is timed in whole
   * ticks, so its busiest frame is in every sample instead of being outvoted by 99 idle frames in the median.
   */
  readonly framesPerSample?: number;
}

/** A rung as the sweep times it: in whole ticks when all its boids rebuild on one frame. */
export function sampled(r: LadderRung): Steppable {
  return { step: () => r.step(), framesPerSample: r.settings.randomPhase ? 1 : tickFrames(r.settings.tick) };
}

export interface SweepOptions {
  rungs: readonly string[];
  /** Sizes to try, ascending (sorted here). */
  sizes?: readonly number[];
  /** Time (ms) spent stepping one (rung, N), warm-up included. */
  budgetMs?: number;
  /** No step predicted to take longer than this (ms) is started. */
  capMs?: number;
  /** Warm-up steps before timing (fewer when the budget cannot hold them). */
  warmSteps?: number;
  /** At most this many timed steps per point. */
  maxSteps?: number;
  /** Steps are timed in batches of at least this long (ms), so that a coarse clock still measures a fast step. */
  minSampleMs?: number;
  /** A rung's first size above this is estimated from an untimed-for-the-plot probe at this N first. */
  probeN?: number;
  /** The clock (ms). */
  now: () => number;
  /** Builds rung `name` with n boids. */
  make: (name: string, n: number) => Steppable;
  /** How a rung's neighbour search grows (for the estimates); default 'all-pairs', the safe guess. */
  search?: (name: string) => SearchKind;
}

export interface SweepPoint {
  rung: string;
  n: number;
  /** measured: timed here; skipped: not run, `estimateMs` says why. */
  status: 'measured' | 'skipped';
  /** Median over the timed batches of ms per step; null when skipped. */
  ms: number | null;
  /** Total timed ms / timed steps. */
  meanMs: number | null;
  /** Timed steps (warm-up not counted). */
  steps: number;
  /** For a skipped point, the estimate (ms per step) from the last measured size. */
  estimateMs: number | null;
}

export type SweepEvent =
  | { type: 'start'; rung: string; n: number; fraction: number }
  | { type: 'point'; point: SweepPoint; fraction: number }
  | { type: 'done'; fraction: 1 };

type Tuning = Required<Pick<SweepOptions, 'budgetMs' | 'capMs' | 'warmSteps' | 'maxSteps' | 'minSampleMs' | 'probeN'>>;
export const DEFAULTS: Readonly<Tuning> = { budgetMs: 400, capMs: 2500, warmSteps: 3, maxSteps: 2000, minSampleMs: 2, probeN: 1000 };

/** The median of the first `count` numbers of xs (a sorted copy; xs is left as it is). NaN for none. */
export function median(xs: ArrayLike<number>, count = xs.length): number {
  if (count <= 0) return NaN;
  const s = Array.from({ length: count }, (_, i) => xs[i]).sort((a, b) => a - b);
  return count % 2 ? s[count >> 1] : 0.5 * (s[count / 2 - 1] + s[count / 2]);
}

/** How much longer a step gets from n0 to n1 boids, by how the rung searches (the benchmark's estimates too). */
export function growthFactor(search: SearchKind, n0: number, n1: number): number {
  const r = n1 / n0;
  return search === 'all-pairs' ? r * r : search === 'tree' ? (r * Math.log(n1)) / Math.log(n0) : r;
}

interface Timing { ms: number; meanMs: number; steps: number; longestMs: number }

/**
 * Times one built rung. `est` (ms per step, or null) plans the warm-up; the budget counts warm-up and timed steps.
 * Samples go into `buf` (made once per sweep): the timed loop allocates nothing.
 */
type Resolved = Tuning & Pick<SweepOptions, 'now' | 'make'>;

function timeRung(r: Steppable, est: number | null, o: Resolved, buf: Float64Array): Timing {
  const { now, budgetMs, maxSteps, minSampleMs } = o;
  // Warm-up: warmSteps, or none when one step is predicted to eat a quarter of the budget; cheap steps go on
  // until a tenth of the budget is spent, so that the JIT has compiled them (3 steps of 10 µs would not do it).
  const warm = est === null ? o.warmSteps : Math.min(o.warmSteps, Math.floor((0.25 * budgetMs) / Math.max(est, 1e-9)));
  let spent = 0, warmed = 0, longest = 0;
  while (warmed < maxSteps && spent <= 0.25 * budgetMs && (warmed < warm || (warm > 0 && spent < 0.1 * budgetMs))) {
    const t0 = now();
    r.step();
    const dt = now() - t0;
    spent += dt;
    warmed++;
    if (dt > longest) longest = dt;
    // A warm-up step over the budget is the measurement: no more steps of this size. The first step of a size also
    // carries one-off work (compiling, allocating, the first sort into cells: 0.2–2.5 s for the sorted grid at
    // 100k–1M boids against 30–300 ms a step after it), so when that one is over, one more step decides: if it is
    // over too, the faster of the two is the measurement; if not, the timing goes on as usual.
    if (dt > budgetMs) {
      let ms = dt;
      if (warmed === 1) {
        const t1 = now();
        r.step();
        const again = now() - t1;
        spent += again;
        warmed++;
        if (again <= budgetMs) break;
        ms = Math.min(dt, again);
      }
      return { ms, meanMs: ms, steps: 1, longestMs: Math.max(longest, ms) };
    }
  }
  const perStep = warmed > 0 && spent > 0 ? spent / warmed : est ?? 0;
  const whole = Math.max(1, r.framesPerSample ?? 1);
  let batch = perStep > 0 ? Math.max(whole, Math.min(maxSteps, Math.ceil(minSampleMs / perStep))) : whole;
  batch = Math.ceil(batch / whole) * whole;
  let steps = 0, samples = 0, timed = 0;
  while (steps < maxSteps && samples < buf.length) {
    const k = Math.min(batch, maxSteps - steps);
    const t0 = now();
    for (let i = 0; i < k; i++) r.step();
    const dt = now() - t0;
    // A batch shorter than minSampleMs is calibration (a coarse clock reads it as 0 or one tick): it counts in the
    // mean, not in the median, and the next batch is twice as long.
    if (dt >= minSampleMs || batch >= maxSteps) buf[samples++] = dt / k;
    else batch *= 2;
    if (dt / k > longest) longest = dt / k;
    steps += k;
    timed += dt;
    spent += dt;
    if (spent >= budgetMs) break;
  }
  return { ms: samples ? median(buf, samples) : timed / steps, meanMs: timed / steps, steps, longestMs: longest };
}

/** The sweep, one event at a time: a 'start' before each point, the point when it lands, 'done' at the end. */
export function* sweep(options: SweepOptions): Generator<SweepEvent, void, undefined> {
  // An option given as undefined keeps its default.
  const o: Resolved = { ...DEFAULTS, now: options.now, make: options.make };
  for (const k of Object.keys(DEFAULTS) as (keyof Tuning)[]) o[k] = options[k] ?? DEFAULTS[k];
  const sizes = [...(options.sizes ?? DEFAULT_SIZES)].filter((n) => n > 0).sort((a, b) => a - b);
  const searchOf = options.search ?? (() => 'all-pairs' as const);
  const buf = new Float64Array(o.maxSteps);
  const total = options.rungs.length * sizes.length;
  let done = 0;
  const fraction = () => (total ? done / total : 1);
  /** Per rung: the last measured size and its ms, and whether it has stopped growing. */
  const last = new Map<string, { n: number; ms: number; stopped: boolean }>();
  const estimate = (rung: string, n: number) => {
    const l = last.get(rung);
    return l ? l.ms * growthFactor(searchOf(rung), l.n, n) : null;
  };

  for (const n of sizes) {
    for (const rung of options.rungs) {
      let est = estimate(rung, n);
      const l = last.get(rung);
      if (l?.stopped || (est !== null && est > o.capMs)) {
        if (l) l.stopped = true;
        done++;
        yield { type: 'point', point: { rung, n, status: 'skipped', ms: null, meanMs: null, steps: 0, estimateMs: est }, fraction: fraction() };
        continue;
      }
      yield { type: 'start', rung, n, fraction: fraction() };
      // A rung's first size is large (a sweep asked for big sizes only): a probe at a small size first, so even
      // its first step is predicted.
      if (est === null && n > o.probeN) {
        const probe = timeRung(o.make(rung, o.probeN), null, o, buf);
        est = probe.ms * growthFactor(searchOf(rung), o.probeN, n);
        if (est > o.capMs) {
          last.set(rung, { n: o.probeN, ms: probe.ms, stopped: true });
          done++;
          yield { type: 'point', point: { rung, n, status: 'skipped', ms: null, meanMs: null, steps: 0, estimateMs: est }, fraction: fraction() };
          continue;
        }
      }
      const t = timeRung(o.make(rung, n), est, o, buf);
      last.set(rung, { n, ms: t.ms, stopped: t.longestMs > o.budgetMs });
      done++;
      yield { type: 'point', point: { rung, n, status: 'measured', ms: t.ms, meanMs: t.meanMs, steps: t.steps, estimateMs: null }, fraction: fraction() };
    }
  }
  yield { type: 'done', fraction: 1 };
}
