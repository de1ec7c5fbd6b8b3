/**
 * e^x, the same bits in every JavaScript engine: Math.exp is only specified as "implementation-approximated",
 * and Node and Chromium disagree in the last bit. A port of fdlibm's e_exp.c (Sun Microsystems, 1993/2004:
 * "Permission to use, copy, modify, and distribute this software is freely granted, provided that this notice is
 * preserved."), using only +, −, ×, ÷ and exact scaling by powers of two, so IEEE 754 fixes every result.
 *
 * Method (fdlibm): x = k·ln2 + r with |r| ≤ ln2/2 (ln2 split into a high part, exact when multiplied by k, and a
 * low part); e^r = 1 + r + r·c/(2 − c) with c = r − r²·(P1 + … + P5·r⁸), a Remez fit of R(r²) = r·(e^r+1)/(e^r−1)
 * with error below 2^−59; then e^x = 2^k · e^r. Error below 1 ulp.
 */
import { fromWords, pow2 } from './bits';

const O_THRESHOLD = 7.09782712893383973096e2; // above: overflow
const U_THRESHOLD = -7.45133219101941108420e2; // below: underflow to 0
const LN2_HI = 6.93147180369123816490e-1; // 0x3fe62e42 fee00000
const LN2_LO = 1.90821492927058770002e-10; // 0x3dea39ef 35793c76
const INV_LN2 = 1.44269504088896338700; // 0x3ff71547 652b82fe
// fdlibm compares the high word of |x|: reduce when it is above 0x3fd62e42 (|x| ≳ ln2/2). The same test on doubles.
// (fdlibm also takes k = ±1 without rounding while |x| < 0x3ff0a2b2 00000000, just below 1.5 ln2: there the rounding
// below gives ±1 too, as ln2/2 < REDUCE_FROM and that bound < 1.5 ln2. tests/unit/engine/expUnchanged.test.ts checks
// that both ways agree at every double near both ends.)
const REDUCE_FROM = fromWords(0x3fd62e43, 0);
const TWO_M28 = 3.725290298461914e-9; // 2^−28: e^x = 1 + x
const P1 = 1.66666666666666019037e-1;
const P2 = -2.77777777770155933842e-3;
const P3 = 6.61375632143793436117e-5;
const P4 = -1.65339022054652515390e-6;
const P5 = 4.13813679705723846039e-8;

/**
 * NaN, overflow and underflow, in a function of their own: with these constants returned from exp() itself, V8 kept
 * the result of exp() as a tagged value and boxed it on every call inlined in a force's loop (the allocation test).
 */
function outOfRange(x: number): number {
  return x > O_THRESHOLD ? Infinity : x < U_THRESHOLD ? 0 : NaN;
}

/**
 * fdlibm's branches for k = 0 and for the scaling are folded into one path here (it gives the same bits: with lo = 0
 * and k = 0 each formula reduces to fdlibm's exactly), so that V8 inlines exp() into the force loops: a function of
 * more than 460 bytes of bytecode is never inlined, and every call that is not inlined boxes its argument and result.
 */
export function exp(x: number): number {
  if (!(x >= U_THRESHOLD && x <= O_THRESHOLD)) return outOfRange(x);
  const ax = Math.abs(x);
  if (ax < TWO_M28) return 1 + x;
  let k = 0, hi = x, lo = 0;
  if (ax >= REDUCE_FROM) {
    k = (INV_LN2 * x + (x < 0 ? -0.5 : 0.5)) | 0; // k = ±1 for ln2/2 < |x| < 1.5 ln2 as well (see REDUCE_FROM)
    hi = x - k * LN2_HI; // exact: k·LN2_HI has few enough bits
    lo = k * LN2_LO;
  }
  const r = hi - lo, t = r * r;
  const c = r - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  const y = 1 - ((lo - (r * c) / (2 - c)) - hi);
  // 2^k·y: one product rounds the exact y·2^k once, as fdlibm's y·2^(k+1000)·2^−1000 does for a subnormal result;
  // it needs 2^k in the table. At the ends (2^1024 is not a double, 2^−1075 is not normal), two exact halves.
  if (k >= -1022 && k <= 1023) return y * pow2(k);
  const half = k >> 1;
  return y * pow2(half) * pow2(k - half);
}
