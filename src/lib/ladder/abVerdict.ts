/**
 * When a lesson's A/B may say "faster": the rule, in plain TypeScript (no DOM), fed the two sides' step times.
 *
 * The two rungs step in lockstep (the same step numbers, taking turns at going first: lockstep.ts), so step s of
 * one side is paired with step s of the other. The first `warmupSteps` steps are dropped (the JIT compiles, caches
 * fill). The rest are grouped into turns of consecutive steps, each turn closing on a multiple of `stride` steps
 * (both orders equally often; a rung that rebuilds every boid on one frame of its tick is timed over whole ticks)
 * once each side has run for `turnMs`, so a browser clock's coarse ticks are small beside it. A turn's ratio is
 * before ms ÷ after ms over the same steps: machine noise that falls on both sides cancels.
 *
 * The rule: over the last `window` turns, the median of the ratios and its distribution-free 99.9 % interval (the
 * order statistics a sign test gives: no assumption on the noise's shape, a garbage collector's spike moves one
 * turn, not the median). With at least `minTurns` turns, an interval wholly above 1.05 says "faster", wholly below
 * 1/1.05 "slower", wholly within [1/1.05, 1.05] "about the same"; anything else is "not yet clear". A verdict once
 * given is kept until the recent turns clearly give another one: noise alone makes the interval wider, never a
 * different verdict. Requiring the interval to clear a 5 % band, not just 1, is what keeps the repeated looks (a
 * few a second) from ever calling two equal rungs different (tests/unit/ladder/abVerdict.test.ts).
 */

export interface VerdictRule {
  /** Steps (from the start of a run) that are not timed. */
  warmupSteps: number;
  /** Each side's time in a turn before it may close (ms). */
  turnMs: number;
  /** A turn closes after this many steps whatever its time (rounded up to a multiple of the stride). */
  maxTurnSteps: number;
  /** Turns close only after a step number that is a multiple of this (2: both sides went first equally often). */
  stride: number;
  /** Turns needed before any verdict. */
  minTurns: number;
  /** Turns the verdict is computed over (the most recent). */
  window: number;
  /** Confidence of the median's interval. */
  level: number;
  /** "About the same" within this factor either way; a verdict of faster or slower must clear it. */
  band: number;
}

export const VERDICT_RULE: Readonly<VerdictRule> = {
  warmupSteps: 50, turnMs: 2, maxTurnSteps: 32, stride: 2, minTurns: 12, window: 100, level: 0.999, band: 1.05
};

export type VerdictKind = 'warming-up' | 'unclear' | 'faster' | 'slower' | 'same';

/** Median and quartiles of one side's ms per step over the window's turns. */
export interface Spread {
  median: number;
  q1: number;
  q3: number;
}

export interface Verdict {
  kind: VerdictKind;
  /** Median of the window's turn ratios (before ÷ after: above 1, the after side is faster); NaN without turns. */
  ratio: number;
  /** The median's interval at the rule's level (0 and Infinity while it has too few turns for one). */
  lo: number;
  hi: number;
  /** Turns and steps (per side) in the window. */
  turns: number;
  steps: number;
  /** Warm-up steps seen, of the rule's. */
  warmup: number;
  warmupOf: number;
  before: Spread | null;
  after: Spread | null;
}

/**
 * The k of the interval [x_(k), x_(n+1−k)] around the median of n values at `level` (1-based order statistics): the
 * largest k with P(Binomial(n, ½) ≤ k − 1) ≤ (1 − level)/2. 0 when n is too small for any.
 */
export function medianRank(n: number, level: number): number {
  const tail = (1 - level) / 2;
  let cdf = 0, p = Math.pow(0.5, n), k = 0;
  // cdf = P(X ≤ j) as j goes up; the interval may use rank j + 1 while P(X ≤ j) stays within the tail.
  for (let j = 0; j <= Math.floor((n - 1) / 2); j++) {
    cdf += p;
    if (cdf > tail) break;
    k = j + 1;
    p = (p * (n - j)) / (j + 1);
  }
  return k;
}

/** Median of sorted values. */
function medianOf(sorted: readonly number[]): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/** Quartile q (0…1) of sorted values, interpolated. */
function quantile(sorted: readonly number[], q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const at = q * (n - 1), i = Math.floor(at), f = at - i;
  return i + 1 < n ? sorted[i] + f * (sorted[i + 1] - sorted[i]) : sorted[i];
}

/** The median of `ratios` and its interval at `level`. */
export function medianInterval(ratios: readonly number[], level: number): { median: number; lo: number; hi: number } {
  const s = [...ratios].sort((a, b) => a - b), n = s.length, k = medianRank(n, level);
  return { median: medianOf(s), lo: k > 0 ? s[k - 1] : 0, hi: k > 0 ? s[n - k] : Infinity };
}

/** Which verdict an interval gives on its own. */
export function classify(lo: number, hi: number, band: number): Exclude<VerdictKind, 'warming-up'> {
  if (lo > band) return 'faster';
  if (hi < 1 / band) return 'slower';
  if (lo >= 1 / band && hi <= band) return 'same';
  return 'unclear';
}

/** Step times by step number, ascending: `length` entries of `step` and `ms`. */
export interface StepLog {
  readonly step: ArrayLike<number>;
  readonly ms: ArrayLike<number>;
  readonly length: number;
}

interface Turn {
  ratio: number;
  before: number;
  after: number;
  steps: number;
}

/** The verdict of one A/B run: `add` each step timed on both sides, in step order; `verdict` reads it. */
export class ABVerdict {
  readonly rule: VerdictRule;
  private turns: Turn[] = [];
  private pending = { before: 0, after: 0, steps: 0 };
  private last = 0;
  private held: 'faster' | 'slower' | 'same' | null = null;
  private current: Verdict;

  constructor(rule: Partial<VerdictRule> = {}) {
    this.rule = { ...VERDICT_RULE, ...rule };
    this.rule.stride = Math.max(1, Math.round(this.rule.stride));
    this.current = this.compute();
  }

  /** Starts again (a new run: another N, seed, start). */
  reset(): void {
    this.turns = [];
    this.pending = { before: 0, after: 0, steps: 0 };
    this.last = 0;
    this.held = null;
    this.current = this.compute();
  }

  /**
   * Step `step` (1 for the first step of the run) took `before` ms on the compared rung and `after` ms on the
   * lesson's. A step not after the last one added, or a time that is not a finite number ≥ 0, is ignored.
   */
  add(step: number, before: number, after: number): void {
    if (!(step > this.last) || !Number.isFinite(before) || !Number.isFinite(after) || before < 0 || after < 0) return;
    this.last = step;
    if (step <= this.rule.warmupSteps) {
      this.current = { ...this.current, warmup: Math.min(step, this.rule.warmupSteps) };
      return;
    }
    const p = this.pending, r = this.rule;
    p.before += before;
    p.after += after;
    p.steps++;
    const most = Math.ceil(r.maxTurnSteps / r.stride) * r.stride;
    if (step % r.stride !== 0 || (Math.min(p.before, p.after) < r.turnMs && p.steps < most)) {
      if (this.current.kind === 'warming-up') this.current = this.compute(); // warmed up: "not yet clear"
      return;
    }
    // Both too quick for the clock: the turn says nothing either way.
    if (p.before > 0 || p.after > 0) {
      this.turns.push({ ratio: p.after > 0 ? p.before / p.after : Infinity, before: p.before / p.steps, after: p.after / p.steps, steps: p.steps });
      if (this.turns.length > r.window) this.turns.shift();
    }
    this.pending = { before: 0, after: 0, steps: 0 };
    this.current = this.compute();
  }

  get verdict(): Verdict {
    return this.current;
  }

  /** The last step added (0: none yet). */
  get lastStep(): number {
    return this.last;
  }

  /**
   * Adds the steps both logs hold (step numbers ascending, as a view's step-time log keeps them) after the last one
   * added, in order; a step only one side logged is skipped. Returns how many were added.
   */
  addLogs(before: StepLog, after: StepLog): number {
    let i = 0, j = 0, added = 0;
    while (i < before.length && j < after.length) {
      const a = before.step[i], b = after.step[j];
      if (a <= this.last) { i++; continue; }
      if (b <= this.last) { j++; continue; }
      if (a < b) i++;
      else if (b < a) j++;
      else { this.add(a, before.ms[i], after.ms[j]); added++; i++; j++; }
    }
    return added;
  }

  private compute(): Verdict {
    const r = this.rule, t = this.turns;
    const warmup = Math.min(this.last, r.warmupSteps);
    const spread = (side: 'before' | 'after'): Spread | null => {
      if (t.length === 0) return null;
      const s = t.map((x) => x[side]).sort((a, b) => a - b);
      return { median: medianOf(s), q1: quantile(s, 0.25), q3: quantile(s, 0.75) };
    };
    const { median, lo, hi } = t.length ? medianInterval(t.map((x) => x.ratio), r.level) : { median: NaN, lo: 0, hi: Infinity };
    if (t.length >= r.minTurns) {
      const now = classify(lo, hi, r.band);
      if (now !== 'unclear') this.held = now;
    }
    const kind: VerdictKind = this.held ?? (this.last <= r.warmupSteps ? 'warming-up' : 'unclear');
    return {
      kind, ratio: median, lo, hi, turns: t.length, steps: t.reduce((a, x) => a + x.steps, 0), warmup, warmupOf: r.warmupSteps,
      before: spread('before'), after: spread('after')
    };
  }
}

/** A ratio as a speed-up: "2.4×", "12×". */
export function times(r: number): string {
  if (!Number.isFinite(r) || r <= 0) return '—';
  return `${r >= 10 ? r.toFixed(0) : r.toFixed(r >= 1.995 ? 1 : 2)}×`;
}

/** The verdict in words ("2.4× faster", "about the same", "not yet clear", "warming up (12 of 50 steps)"). */
export function verdictText(v: Verdict): string {
  switch (v.kind) {
    case 'warming-up': return `warming up (${v.warmup} of ${v.warmupOf} steps)`;
    case 'unclear': return 'not yet clear';
    case 'same': return 'about the same';
    case 'faster': return `${times(v.ratio)} faster`;
    case 'slower': return `${times(1 / v.ratio)} slower`;
  }
}

/** What the verdict rests on: "speed-up 2.1×–2.8× (99.9 % interval) · 480 steps in 60 turns". */
export function verdictDetail(v: Verdict, level = VERDICT_RULE.level): string {
  if (v.turns === 0) return v.kind === 'warming-up' ? 'first steps not timed' : 'no turn timed yet';
  const steps = `${v.steps.toLocaleString('en')} steps in ${v.turns} turn${v.turns === 1 ? '' : 's'}`;
  if (!(v.lo > 0) || !Number.isFinite(v.hi)) return `${steps}, too few for an interval`;
  return `speed-up ${times(v.lo)}–${times(v.hi)} (${+(level * 100).toFixed(1)} % interval) · ${steps}`;
}
