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

/** log of 0, negatives, +Infinity and NaN, apart from the rest (see exp.ts: constants returned inline cost a box). */
function outOfRange(x: number): number {
  return x === 0 ? -Infinity : x === Infinity ? x : NaN;
}

export function log(x: number): number {
  if (!(x > 0 && x < Infinity)) return outOfRange(x);
  let hx = highWord(x);
  let k = 0;
  if (hx < 0x00100000) { // subnormal: scale up
    k -= 54; x *= TWO54;
    hx = highWord(x);
  }
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  const i = (hx + 0x95f64) & 0x100000;
  x = fromWords(hx | (i ^ 0x3ff00000), lowWord(x)); // normalise x or x/2 into [√2/2, √2)
  k += i >> 20;
  const f = x - 1;
  if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2^−20
    if (f === 0) return k === 0 ? f : k * LN2_HI + k * LN2_LO;
    const R = f * f * (0.5 - 0.33333333333333333 * f);
    return k === 0 ? f - R : k * LN2_HI - ((R - k * LN2_LO) - f);
  }
  const s = f / (2 + f), dk = k, z = s * s, w = z * z;
  const t1 = w * (LG2 + w * (LG4 + w * LG6));
  const t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
  const R = t2 + t1;
  if (((hx - 0x6147a) | (0x6b851 - hx)) > 0) {
    const hfsq = 0.5 * f * f;
    return k === 0 ? f - (hfsq - s * (hfsq + R)) : dk * LN2_HI - ((hfsq - (s * (hfsq + R) + dk * LN2_LO)) - f);
  }
  return k === 0 ? f - s * (f - R) : dk * LN2_HI - ((s * (f - R) - dk * LN2_LO) - f);
}
