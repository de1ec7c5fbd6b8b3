/**
 * The A/B's verdict (src/lib/ladder/abVerdict.ts): the median's interval is the sign test's, the warm-up is dropped
 * and said, and on simulated streams of noisy step times — each side's own jitter, machine noise that falls on both
 * (paired steps), a garbage collector's spikes on either side — two equal rungs are never called faster or slower,
 * clearly different ones get the right verdict, and a verdict once given does not flip on noise, only when the
 * data moves clearly.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ABVerdict, classify, medianInterval, medianRank, VERDICT_RULE, verdictDetail, verdictText, type VerdictKind } from '../../../src/lib/ladder/abVerdict';

/** P(Binomial(n, ½) ≤ j), by summing the terms. */
function binomCdf(n: number, j: number): number {
  let c = 1, sum = 0;
  for (let i = 0; i <= j; i++) { sum += c; c = (c * (n - i)) / (i + 1); }
  return sum / 2 ** n;
}

/** A seeded generator (mulberry32) and a normal deviate from it. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

interface Noise {
  seed: number;
  /** Each side's own jitter (log-normal sigma) and the machine's, on both at once. */
  own: number;
  common: number;
  /** Share of the steps with a spike (ms) on one side or the other. */
  spikes: number;
  spikeMs: number;
}

/** Step times of two rungs whose true ms per step are `before` and `after`; `at(step)` may change them mid-stream. */
function stream(noise: Noise, steps: number, at: (step: number) => { before: number; after: number }) {
  const r = random(noise.seed);
  const out: { step: number; before: number; after: number }[] = [];
  for (let s = 1; s <= steps; s++) {
    const { before, after } = at(s), machine = Math.exp(noise.common * r.normal());
    let b = before * machine * Math.exp(noise.own * r.normal()), a = after * machine * Math.exp(noise.own * r.normal());
    if (r.next() < noise.spikes) { if (r.next() < 0.5) b += noise.spikeMs; else a += noise.spikeMs; }
    out.push({ step: s, before: b, after: a });
  }
  return out;
}

/** The verdicts a stream gives, step by step (changes only, with the step they came at). */
function verdicts(steps: { step: number; before: number; after: number }[], v = new ABVerdict()): { kind: VerdictKind; step: number }[] {
  const seen: { kind: VerdictKind; step: number }[] = [];
  for (const s of steps) {
    v.add(s.step, s.before, s.after);
    const k = v.verdict.kind;
    if (seen.at(-1)?.kind !== k) seen.push({ kind: k, step: s.step });
  }
  return seen;
}

const noise = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  own: fc.double({ min: 0.02, max: 0.6, noNaN: true }),
  common: fc.double({ min: 0, max: 0.8, noNaN: true }),
  spikes: fc.double({ min: 0, max: 0.05, noNaN: true }),
  spikeMs: fc.double({ min: 1, max: 30, noNaN: true })
});
const base = fc.double({ min: 0.05, max: 5, noNaN: true });
// Fixed, so that a failure is a failure of the rule and replays as it is.
const RUNS = { seed: 18_4, numRuns: 60 };

describe('the median and its interval', () => {
  it('takes the sign test’s ranks: the widest interval whose tails hold at most (1 − level)/2 each', () => {
    for (const level of [0.95, 0.99, 0.999]) {
      for (let n = 1; n <= 120; n++) {
        const k = medianRank(n, level), tail = (1 - level) / 2;
        if (k > 0) expect(binomCdf(n, k - 1)).toBeLessThanOrEqual(tail);
        expect(binomCdf(n, k)).toBeGreaterThan(tail);
      }
    }
    expect(medianRank(10, 0.999)).toBe(0); // 2 · 2⁻¹⁰ > 0.001: ten turns cannot give a 99.9 % interval
    expect(medianRank(11, 0.999)).toBe(1);
    expect(medianRank(12, 0.99)).toBe(2);
  });

  it('reads the interval off the sorted values', () => {
    const ratios = [5, 1, 4, 2, 3, 9, 8, 7, 6, 10, 11, 12];
    expect(medianInterval(ratios, 0.99)).toEqual({ median: 6.5, lo: 2, hi: 11 });
    expect(medianInterval([1, 2, 3], 0.99)).toEqual({ median: 2, lo: 0, hi: Infinity });
  });

  it('classifies an interval against the 5 % band', () => {
    expect(classify(1.2, 1.5, 1.05)).toBe('faster');
    expect(classify(0.3, 0.9, 1.05)).toBe('slower');
    expect(classify(0.97, 1.03, 1.05)).toBe('same');
    expect(classify(0.9, 1.2, 1.05)).toBe('unclear');
    expect(classify(1.02, 1.2, 1.05)).toBe('unclear'); // above 1, but not clearly beyond the band
  });
});

describe('the verdict of a run', () => {
  it('says “warming up” for the first steps and does not time them, then “not yet clear” until enough turns', () => {
    const v = new ABVerdict();
    expect(v.verdict.kind).toBe('warming-up');
    expect(verdictText(v.verdict)).toBe(`warming up (0 of ${VERDICT_RULE.warmupSteps} steps)`);
    // A warm-up of 50 slow steps on the after side: none of it counts.
    for (let s = 1; s <= VERDICT_RULE.warmupSteps; s++) v.add(s, 1, 100);
    expect(v.verdict).toMatchObject({ kind: 'warming-up', warmup: VERDICT_RULE.warmupSteps, turns: 0 });
    v.add(VERDICT_RULE.warmupSteps + 1, 1, 0.5);
    expect(v.verdict.kind).toBe('unclear');
    expect(verdictText(v.verdict)).toBe('not yet clear');
    let s = VERDICT_RULE.warmupSteps + 2;
    while (v.verdict.turns < VERDICT_RULE.minTurns - 1) v.add(s++, 1, 0.5);
    expect(v.verdict.kind).toBe('unclear');
    while (v.verdict.turns < VERDICT_RULE.minTurns) v.add(s++, 1, 0.5);
    expect(v.verdict).toMatchObject({ kind: 'faster', ratio: 2 });
    expect(v.verdict.before!.median).toBe(1);
    expect(v.verdict.after!.median).toBe(0.5);
    expect(verdictText(v.verdict)).toBe('2.0× faster');
    expect(verdictDetail(v.verdict)).toMatch(/^speed-up 2\.0×–2\.0× \(99\.9 % interval\) · \d+ steps in 12 turns$/);
  });

  it('closes a turn once both sides have run 2 ms, on an even step, so each side went first as often', () => {
    const v = new ABVerdict({ warmupSteps: 0 });
    v.add(1, 1.5, 1.5);
    v.add(2, 1.5, 1.5);
    expect(v.verdict.turns).toBe(1);
    expect(v.verdict.steps).toBe(2);
    v.add(3, 3, 3); // 3 ms, but an odd step
    expect(v.verdict.turns).toBe(1);
    v.add(4, 0, 0);
    expect(v.verdict).toMatchObject({ turns: 2, steps: 4 });
  });

  it('ignores what is not a step time: NaN, negative, a step not after the last', () => {
    const v = new ABVerdict({ warmupSteps: 0 });
    v.add(1, NaN, 1);
    v.add(1, 1, -1);
    v.add(2, 2, 2);
    v.add(2, 9, 9);
    v.add(1, 9, 9);
    v.add(4, 2, 2);
    expect(v.verdict).toMatchObject({ turns: 2, steps: 2 });
    expect(v.verdict.before!.median).toBe(2);
  });

  it('pairs two step logs by step number, skipping a step only one side has', () => {
    const v = new ABVerdict({ warmupSteps: 0, stride: 1, turnMs: 0 });
    const log = (steps: number[], ms: number[]) => ({ step: steps, ms, length: steps.length });
    expect(v.addLogs(log([1, 2, 3, 5], [2, 2, 2, 2]), log([1, 3, 4, 5], [1, 1, 1, 1]))).toBe(3);
    expect(v.lastStep).toBe(5);
    // Logged again with more: only the new steps are added.
    expect(v.addLogs(log([1, 2, 3, 5, 6], [2, 2, 2, 2, 2]), log([1, 3, 4, 5, 6], [1, 1, 1, 1, 1]))).toBe(1);
    expect(v.verdict).toMatchObject({ turns: 4, ratio: 2 });
  });

  it('times a rung that rebuilds every boid on one frame over whole ticks (stride), its busy frame in every turn', () => {
    // Before: 0.1 ms a frame and 200 ms on one frame in 100 (a mean of 2.1 ms); after: 1.2 ms every frame.
    const steps = Array.from({ length: 3000 }, (_, i) => ({ step: i + 1, before: (i + 1) % 100 === 0 ? 200 : 0.1, after: 1.2 }));
    const whole = verdicts(steps, new ABVerdict({ stride: 100 })).at(-1)!;
    expect(whole.kind).toBe('faster');
    // Turns shorter than the tick: most miss the busy frame, and the median calls the after side slower.
    expect(verdicts(steps, new ABVerdict({ stride: 2 })).at(-1)!.kind).toBe('slower');
  });
});

describe('the verdict on noisy streams', () => {
  it('never calls two equal rungs faster or slower; with little noise, says “about the same”', () => {
    fc.assert(fc.property(noise, base, (n, ms) => {
      const seen = verdicts(stream(n, 3000, () => ({ before: ms, after: ms })));
      expect(seen.map((x) => x.kind)).not.toContain('faster');
      expect(seen.map((x) => x.kind)).not.toContain('slower');
    }), RUNS);
    fc.assert(fc.property(noise, base, (n, ms) => {
      const quiet = { ...n, own: Math.min(n.own, 0.05), spikes: 0 };
      expect(verdicts(stream(quiet, 3000, () => ({ before: ms, after: ms }))).at(-1)!.kind).toBe('same');
    }), RUNS);
  });

  it('gives clearly different rungs the right verdict, and never another one after it', () => {
    // Spikes rarer than above (at most one step in a hundred): a stream where every turn has one is not clear, and
    // the rule rightly says so for as long as it lasts.
    const clear = noise.map((n) => ({ ...n, spikes: n.spikes / 5 }));
    fc.assert(fc.property(clear, base, fc.double({ min: 1.5, max: 20, noNaN: true }), fc.boolean(), (n, ms, factor, afterFaster) => {
      const seen = verdicts(stream(n, 5000, () => (afterFaster ? { before: ms * factor, after: ms } : { before: ms, after: ms * factor })));
      const given = seen.filter((x) => x.kind !== 'warming-up' && x.kind !== 'unclear');
      expect(given.length).toBe(1);
      expect(given[0].kind).toBe(afterFaster ? 'faster' : 'slower');
      expect(seen.at(-1)!.kind).toBe(given[0].kind);
    }), RUNS);
  });

  it('changes its verdict when the data moves clearly, and only then', () => {
    fc.assert(fc.property(noise, base, (n, ms) => {
      // Twice as fast for 1500 steps (a grid's good start), then twice as slow (the flock squeezed into one cell).
      const seen = verdicts(stream(n, 6000, (s) => (s <= 1500 ? { before: 2 * ms, after: ms } : { before: ms, after: 2 * ms })));
      const given = seen.filter((x) => x.kind !== 'warming-up' && x.kind !== 'unclear');
      expect(given.map((x) => x.kind)).toEqual(['faster', 'slower']);
      expect(given[1].step).toBeGreaterThan(1500);
      // Once given, the verdict is never taken back to "not yet clear" in between.
      expect(seen.slice(seen.indexOf(given[0])).map((x) => x.kind)).toEqual(['faster', 'slower']);
    }), RUNS);
  });
});
