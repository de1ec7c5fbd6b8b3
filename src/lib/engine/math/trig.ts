/**
 * sin and cos, the same bits in every JavaScript engine (Math.sin/cos are only "implementation-approximated"; Node
 * 20's and Chromium 156's differ in the last bit for about 3 % of arguments in [−10, 10]). Ports of fdlibm's s_sin.c, s_cos.c, k_sin.c, k_cos.c
 * and e_rem_pio2.c in the FreeBSD/musl revision (Sun Microsystems, 1993, optimised by Bruce D. Evans: "Permission
 * to use, copy, modify, and distribute this software is freely granted, provided that this notice is preserved."),
 * with only IEEE 754 operations.
 *
 * Method: reduce x to y = x − n·π/2 with |y| ≤ π/4, kept as a double-double y0 + y1 (π/2 in three 33-bit pieces,
 * Cody–Waite, for |x| < 2^20·π/2; beyond that an exact big-integer reduction, see reducePiOver2Large.ts), then
 * evaluate the minimax polynomial kernel for sin or cos on [−π/4, π/4] (errors below 2^−58) chosen by n mod 4.
 * Error below 1 ulp.
 */
import { fromWords, highWord } from './bits';
import { reducePiOver2Large } from './reducePiOver2Large';

const S1 = -1.66666666666666324348e-1;
const S2 = 8.33333333332248946124e-3;
const S3 = -1.98412698298579493134e-4;
const S4 = 2.75573137070700676789e-6;
const S5 = -2.50507602534068634195e-8;
const S6 = 1.58969099521155010221e-10;

const C1 = 4.16666666666666019037e-2;
const C2 = -1.38888888888741095749e-3;
const C3 = 2.48015872894767294178e-5;
const C4 = -2.75573143513906633035e-7;
const C5 = 2.08757232129817482790e-9;
const C6 = -1.13596475577881948265e-11;

/** sin(x + y) on [−π/4, π/4], y the tail of x (k_sin.c). */
function sinKernel(x: number, y: number, hasTail: boolean): number {
  const z = x * x, w = z * z;
  const r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
  const v = z * x;
  if (!hasTail) return x + v * (S1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

/** cos(x + y) on [−π/4, π/4] (k_cos.c). */
function cosKernel(x: number, y: number): number {
  const z = x * x, w = z * z;
  const r = z * (C1 + z * (C2 + z * C3)) + w * w * (C4 + z * (C5 + z * C6));
  const hz = 0.5 * z, u = 1 - hz;
  return u + (((1 - u) - hz) + (z * r - x * y));
}

const INV_PIO2 = 6.36619772367581382433e-1; // 53 bits of 2/π
const PIO2_1 = 1.57079632673412561417; // first 33 bits of π/2
const PIO2_1T = 6.07710050650619224932e-11; // π/2 − PIO2_1
const PIO2_2 = 6.07710050630396597660e-11; // second 33 bits
const PIO2_2T = 2.02226624879595063154e-21;
const PIO2_3 = 2.02226624871116645580e-21; // third 33 bits
const PIO2_3T = 8.47842766036889956997e-32;
const ROUND_TO_INT = 6755399441055744; // 1.5·2^52: adding and subtracting it rounds to the nearest integer

/** The reduced argument y0 + y1 of the last reduction (module scratch: no allocation per call). */
const reduced = new Float64Array(2);

/** x − n·π/2 into `reduced`; returns n (e_rem_pio2.c's medium case, with up to three rounds of Cody–Waite). */
function reducePiOver2(x: number, ix: number): number {
  if (ix >= 0x413921fb) return reducePiOver2Large(x, reduced); // |x| ≳ 2^20·π/2
  const fn = x * INV_PIO2 + ROUND_TO_INT - ROUND_TO_INT;
  const n = fn | 0;
  let r = x - fn * PIO2_1, w = fn * PIO2_1T; // first round: good to 85 bits
  const j = ix >> 20;
  let y0 = r - w;
  if (j - ((highWord(y0) >> 20) & 0x7ff) > 16) { // cancellation: second round, good to 118 bits
    let t = r;
    w = fn * PIO2_2;
    r = t - w;
    w = fn * PIO2_2T - ((t - r) - w);
    y0 = r - w;
    if (j - ((highWord(y0) >> 20) & 0x7ff) > 49) { // third round, good to 151 bits: covers every double
      t = r;
      w = fn * PIO2_3;
      r = t - w;
      w = fn * PIO2_3T - ((t - r) - w);
      y0 = r - w;
    }
  }
  reduced[0] = y0;
  reduced[1] = (r - y0) - w;
  return n;
}

// fdlibm tests the high word of |x|: ≤ 0x3fe921fb (|x| ≲ π/4) needs no reduction; below 0x3e500000 (2^−26) sin x = x,
// below 0x3e46a09e (≈ 2^−27·√2) cos x = 1. The same tests on whole doubles, which is faster than reading the word.
const NO_REDUCTION_BELOW = fromWords(0x3fe921fc, 0);
const SIN_IS_X_BELOW = fromWords(0x3e500000, 0);

export function sin(x: number): number {
  const ax = Math.abs(x);
  if (ax < NO_REDUCTION_BELOW) return ax < SIN_IS_X_BELOW ? x : sinKernel(x, 0, false); // x itself keeps −0
  return reducedSinCos(x, 0);
}

export function cos(x: number): number {
  // fdlibm returns 1 below 2^−27·√2; the kernel rounds to 1 there too, and a constant 1 returned here made
  // V8 box the result of every call (see exp.ts).
  if (Math.abs(x) < NO_REDUCTION_BELOW) return cosKernel(x, 0);
  return reducedSinCos(x, 1);
}

/**
 * sin x (quarterTurns 0) or cos x (quarterTurns 1, since cos x = sin(x + π/2)) for |x| ≥ π/4: apart from sin and
 * cos, so that what is inlined into a loop is only their small-argument path.
 */
function reducedSinCos(x: number, quarterTurns: number): number {
  if (!(Math.abs(x) < Infinity)) return x - x; // ±Infinity or NaN: NaN
  const n = reducePiOver2(x, highWord(x) & 0x7fffffff) + quarterTurns, y0 = reduced[0], y1 = reduced[1];
  switch (n & 3) {
    case 0: return sinKernel(y0, y1, true);
    case 1: return cosKernel(y0, y1);
    case 2: return -sinKernel(y0, y1, true);
    default: return -cosKernel(y0, y1);
  }
}

const PI = 3.14159265358979311600; // the double nearest π

/**
 * cos θ into out[0] and sin θ into out[1], within 1 ulp, for the per-agent loops that turn headings by a random angle.
 * For |θ| ≤ π the reduction is two fixed rounds of Cody–Waite (θ − n·π/2 good to 118 bits, n = −2 … 2: enough, as
 * no double that close to a small multiple of π/2 loses more than 60 bits) and no branch on the exponent: small enough
 * to inline, and writing into `out` returns two numbers without allocating. Beyond π: cos() and sin().
 */
export function cosSin(theta: number, out: Float64Array): void {
  if (!(Math.abs(theta) <= PI)) { cosSinAnyAngle(theta, out); return; }
  const fn = theta * INV_PIO2 + ROUND_TO_INT - ROUND_TO_INT;
  const t = theta - fn * PIO2_1;
  let w = fn * PIO2_2;
  const r = t - w;
  w = fn * PIO2_2T - ((t - r) - w);
  const y0 = r - w, y1 = (r - y0) - w;
  const s = sinKernel(y0, y1, true), c = cosKernel(y0, y1), quadrant = (fn | 0) & 3;
  out[0] = quadrant === 0 ? c : quadrant === 1 ? -s : quadrant === 2 ? -c : s;
  out[1] = quadrant === 0 ? s : quadrant === 1 ? c : quadrant === 2 ? -s : -c;
}

function cosSinAnyAngle(theta: number, out: Float64Array): void {
  out[0] = cos(theta);
  out[1] = sin(theta);
}
