/**
 * Issue 20 §3 made exp() shorter (src/lib/engine/math/exp.ts): k from the one rounding formula also where fdlibm
 * takes k = ±1 directly (ln2/2 < |x| < 1.5 ln2), and 2^k·y as one product wherever 2^k is in the table. Both must
 * give the same bits as before for every argument: the social forces take an exp per pair, and the book's claims
 * are measured from their trajectories. Below, the function as it was (commit 652a730), and the new one checked
 * against it at every double near each boundary of its branches, at many random arguments in the range the forces
 * use, and at random bit patterns (NaN, infinities, subnormals included).
 */
import { describe, expect, it } from 'vitest';
import { exp } from '../../../src/lib/engine/math';
import { fromWords, pow2 } from '../../../src/lib/engine/math/bits';

const O_THRESHOLD = 7.09782712893383973096e2;
const U_THRESHOLD = -7.45133219101941108420e2;
const LN2_HI = 6.93147180369123816490e-1;
const LN2_LO = 1.90821492927058770002e-10;
const INV_LN2 = 1.44269504088896338700;
const REDUCE_FROM = fromWords(0x3fd62e43, 0);
const K_IS_ONE_BELOW = fromWords(0x3ff0a2b2, 0);
const TWO_M28 = 3.725290298461914e-9;
const P1 = 1.66666666666666019037e-1;
const P2 = -2.77777777770155933842e-3;
const P3 = 6.61375632143793436117e-5;
const P4 = -1.65339022054652515390e-6;
const P5 = 4.13813679705723846039e-8;

/** exp() before the change, verbatim but for its name. */
function expBefore(x: number): number {
  if (!(x >= U_THRESHOLD && x <= O_THRESHOLD)) return x > O_THRESHOLD ? Infinity : x < U_THRESHOLD ? 0 : NaN;
  const ax = Math.abs(x);
  if (ax < TWO_M28) return 1 + x;
  let k = 0, hi = x, lo = 0;
  if (ax >= REDUCE_FROM) {
    k = ax < K_IS_ONE_BELOW ? (x > 0 ? 1 : -1) : (INV_LN2 * x + (x < 0 ? -0.5 : 0.5)) | 0;
    hi = x - k * LN2_HI;
    lo = k * LN2_LO;
  }
  const r = hi - lo, t = r * r;
  const c = r - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  const y = 1 - ((lo - (r * c) / (2 - c)) - hi);
  const half = k >> 1;
  return y * pow2(half) * pow2(k - half);
}

const f64 = new Float64Array(1), u32 = new Uint32Array(f64.buffer), LE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HI = LE ? 1 : 0, LO = LE ? 0 : 1;
/** The double `steps` ulps from x (x finite, both of one sign). */
function ulpsFrom(x: number, steps: number): number {
  f64[0] = x;
  const big = u32[HI] * 4294967296 + u32[LO] + (x < 0 ? -steps : steps);
  u32[HI] = Math.floor(big / 4294967296); u32[LO] = big % 4294967296;
  return f64[0];
}

/** xorshift: the same numbers every run. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

function expectSame(xs: Iterable<number>): number {
  let n = 0;
  for (const x of xs) {
    const got = exp(x), want = expBefore(x);
    if (!Object.is(got, want)) throw new Error(`exp(${x}) = ${got}, before ${want}`);
    n++;
  }
  return n;
}

function* around(x: number, width: number) {
  for (let s = -width; s <= width; s++) { yield ulpsFrom(x, s); yield -ulpsFrom(x, s); }
}

describe('exp gives the bits it gave before issue 20 §3 (the social forces take one per pair)', () => {
  it('at every double near each boundary of its branches', () => {
    const ends = [REDUCE_FROM, K_IS_ONE_BELOW, Math.LN2 / 2, 1.5 * Math.LN2, TWO_M28, O_THRESHOLD, -U_THRESHOLD, 5e-324, 1];
    let n = 0;
    for (const e of ends) n += expectSame(around(e, 200_000));
    // Where k steps (x = (k + ½) ln2), for every k, including the table's ends (k = −1022, 1023) and beyond them.
    for (let k = -1076; k <= 1025; k++) n += expectSame(around((k + 0.5) * Math.LN2, 300));
    expect(n).toBeGreaterThan(4_000_000);
  });

  it('at random arguments where the forces take it, and over its whole range', () => {
    const next = rng(20261206);
    const xs = function* () {
      // A pair's (r − d)/B with B from 0.01 to 2 m: mostly from −200 to 5.
      for (let k = 0; k < 1_500_000; k++) yield -200 + (205 * next()) / 4294967296;
      for (let k = 0; k < 300_000; k++) yield -20 + (22 * next()) / 4294967296;
      for (let k = 0; k < 500_000; k++) yield -746 + (1456 * next()) / 4294967296;
      // Small magnitudes, every exponent.
      for (let k = 0; k < 200_000; k++) yield (next() & 1 ? 1 : -1) * (1 + next() / 4294967296) * Math.pow(2, -(next() % 1075));
    };
    expect(expectSame(xs())).toBe(2_500_000);
  });

  it('at random bit patterns: NaN, infinities, subnormals and the rest', () => {
    const next = rng(42);
    const xs = function* () {
      for (let k = 0; k < 500_000; k++) { u32[HI] = next(); u32[LO] = next(); yield f64[0]; }
      yield* [0, -0, NaN, Infinity, -Infinity, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE];
    };
    expect(expectSame(xs())).toBe(500_009);
  });
});
