/**
 * Argument reduction for huge sin/cos arguments (|x| ≥ 2^20·π/2): y = x − n·π/2 exactly enough, with big
 * integers instead of fdlibm's k_rem_pio2.c (Payne & Hanek's method on 24-bit pieces). BigInt arithmetic is
 * exact, so the result is the same in every engine. A simulation never gets here unless it has blown up; this
 * path allocates, the hot paths never reach it.
 *
 * x = m·2^e (m a 53-bit integer). With T = ⌊2^P·2/π⌋, x·2/π ≈ m·T·2^(e−P), to within 2^(55+e−P) ≤ 2^−170 for
 * P = 1200 and e ≤ 971. n is its nearest integer, f = x·2/π − n its fraction (|f| ≥ 2^−62 for every double: the
 * closest a double comes to a multiple of π/2), and y = f·π/2 in double-double arithmetic (Dekker's exact product).
 * T comes from π computed with Machin's formula, π = 16·atan(1/5) − 4·atan(1/239), on first use.
 */
import { highWord, lowWord, pow2 } from './bits';

const P = 1200;
let twoOverPi: bigint | null = null;

/** atan(1/k)·2^bits, truncated; the error is a few units in the last place. */
function atanInverse(k: bigint, bits: bigint): bigint {
  const k2 = k * k;
  let power = (1n << bits) / k, sum = power, n = 1n, sign = -1n;
  while (power > 0n) {
    power /= k2;
    n += 2n;
    sum += sign * (power / n);
    sign = -sign;
  }
  return sum;
}

/** ⌊2^P·2/π⌋ (to within a few units), with 64 guard bits on π. */
export function twoOverPiBits(): bigint {
  if (twoOverPi === null) {
    const guard = BigInt(P + 64);
    const pi = 16n * atanInverse(5n, guard) - 4n * atanInverse(239n, guard);
    twoOverPi = (1n << (BigInt(P + 1) + guard)) / pi;
  }
  return twoOverPi;
}

const PIO2_HI = 1.57079632679489655800; // 0x3ff921fb 54442d18
const PIO2_LO = 6.12323399573676603587e-17; // 0x3c91a626 33145c07
const SPLIT = 134217729; // 2^27 + 1, Veltkamp's splitter

/** Reduces finite x (|x| ≥ 2^20·π/2) into y[0] + y[1] and returns n (only n mod 4 matters to the callers). */
export function reducePiOver2Large(x: number, y: Float64Array): number {
  const hx = highWord(x), biased = (hx >>> 20) & 0x7ff;
  const m = (BigInt((hx & 0xfffff) | 0x100000) << 32n) | BigInt(lowWord(x)); // 53-bit significand
  const shift = BigInt(P - (biased - 1075)); // x·2/π = m·T / 2^shift
  const product = m * twoOverPiBits();
  const n = (product + (1n << (shift - 1n))) >> shift; // nearest integer
  let rest = product - (n << shift); // f·2^shift, |f| ≤ 1/2
  const negative = rest < 0n;
  if (negative) rest = -rest;
  // The top 110 bits of |f| as a double-double fh + fl (Number() of a BigInt rounds to nearest).
  const length = rest.toString(2).length, drop = BigInt(Math.max(0, length - 110));
  const top = rest >> drop;
  const high = Number(top), low = Number(top - BigInt(high));
  // × 2^(drop − shift), in two exact steps: drop − shift ≥ −172 for every double, but ≥ −1232 is all that is sure.
  const scale = Number(drop - shift) + 600, s1 = pow2(scale), s2 = pow2(-600);
  const fh = (negative ? -high : high) * s1 * s2, fl = (negative ? -low : low) * s1 * s2;
  // y = (fh + fl)·(PIO2_HI + PIO2_LO): fh·PIO2_HI exactly as p + e (Dekker), the small products added to e.
  const p = fh * PIO2_HI;
  const a = fh * SPLIT, ah = a - (a - fh), al = fh - ah;
  const b = PIO2_HI * SPLIT, bh = b - (b - PIO2_HI), bl = PIO2_HI - bh;
  const e = al * bl - (((p - ah * bh) - al * bh) - ah * bl);
  const tail = e + (fh * PIO2_LO + fl * PIO2_HI);
  const y0 = p + tail;
  const sign = hx < 0 ? -1 : 1;
  y[0] = sign * y0;
  y[1] = sign * (tail - (y0 - p));
  return sign * Number(n & 3n);
}
