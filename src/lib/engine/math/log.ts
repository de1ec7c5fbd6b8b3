/**
 * Natural logarithm, the same bits in every JavaScript engine (Math.log is only "implementation-approximated").
 * A port of fdlibm's e_log.c (Sun Microsystems, 1993: "Permission to use, copy, modify, and distribute this
 * software is freely granted, provided that this notice is preserved."), with only IEEE 754 operations.
 *
 * Method (fdlibm): x = 2^k·(1+f) with √2/2 < 1+f < √2; with s = f/(2+f), log(1+f) = 2s + s·R(s²), R a Remez
 * polynomial (error below 2^−58.45); log x = k·ln2_hi + (f − (f²/2 − (s·(f²/2 + R) + k·ln2_lo))). Error below 1 ulp.
 */
import { fromWords, highWord, lowWord } from './bits';

const LN2_HI = 6.93147180369123816490e-1; // 0x3fe62e42 fee00000
const LN2_LO = 1.90821492927058770002e-10; // 0x3dea39ef 35793c76
const TWO54 = 1.80143985094819840000e16; // 2^54
const LG1 = 6.666666666666735130e-1;
const LG2 = 3.999999999940941908e-1;
const LG3 = 2.857142874366239149e-1;
const LG4 = 2.222219843214978396e-1;
const LG5 = 1.818357216161805012e-1;
const LG6 = 1.531383769920937332e-1;
const LG7 = 1.479819860511658591e-1;

const MIN_NORMAL = 2.2250738585072014e-308; // 2^−1022

/** log of 0, negatives, subnormals, +Infinity and NaN, apart from the common case so that log() stays small. */
function outOfRange(x: number): number {
  if (x > 0 && x < MIN_NORMAL) return logOfNormal(x * TWO54, -54); // subnormal: scale up
  return x === 0 ? -Infinity : x === Infinity ? x : NaN;
}

export function log(x: number): number {
  return x >= MIN_NORMAL && x < Infinity ? logOfNormal(x, 0) : outOfRange(x);
}

/**
 * log(x·2^k0) for a normal positive x. fdlibm has two shortcuts, for |f| < 2^−20 and for small f, besides the formula
 * it uses for large f; that formula is accurate for every f in range, so only it is kept: this function then stays
 * small enough for V8 to inline it into the per-agent noise loop (see keyedRandom.ts), where a call would box numbers.
 */
function logOfNormal(x: number, k0: number): number {
  let hx = highWord(x);
  let k = k0 + (hx >> 20) - 1023;
  hx &= 0x000fffff;
  const i = (hx + 0x95f64) & 0x100000;
  k += i >> 20;
  const f = fromWords(hx | (i ^ 0x3ff00000), lowWord(x)) - 1; // x or x/2 normalised into [√2/2, √2), minus 1
  const s = f / (2 + f), z = s * s, w = z * z, hfsq = 0.5 * f * f;
  const R = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7))) + w * (LG2 + w * (LG4 + w * LG6));
  return k * LN2_HI - ((hfsq - (s * (hfsq + R) + k * LN2_LO)) - f);
}
