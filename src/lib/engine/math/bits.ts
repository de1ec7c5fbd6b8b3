/**
 * The two 32-bit halves of a double, and exact powers of two: what the fdlibm ports in this folder need to read
 * and build IEEE 754 numbers the way the C originals do with GET_HIGH_WORD / SET_LOW_WORD. Reading and writing
 * a Float64Array through a Uint32Array view is exact in every JavaScript engine; the byte order is checked once.
 */
const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HI = LITTLE_ENDIAN ? 1 : 0;
const LO = LITTLE_ENDIAN ? 0 : 1;

/** The high 32 bits (sign, exponent, top 20 bits of the fraction) as a signed int32, like fdlibm's int32_t hx. */
export function highWord(x: number): number {
  scratch[0] = x;
  return words[HI] | 0;
}

/** The low 32 bits of the fraction, unsigned. */
export function lowWord(x: number): number {
  scratch[0] = x;
  return words[LO];
}

/** The double whose halves are hi and lo. */
export function fromWords(hi: number, lo: number): number {
  words[HI] = hi >>> 0;
  words[LO] = lo >>> 0;
  return scratch[0];
}

/** x with its low 32 bits cleared (fdlibm's SET_LOW_WORD(x, 0)): the high part of a split. */
export function clearLowWord(x: number): number {
  scratch[0] = x;
  words[LO] = 0;
  return scratch[0];
}

/** 2^k for normal powers, −1022 ≤ k ≤ 1023, as a table: multiplying by it is exact while the result stays normal. */
const POW2 = new Float64Array(2046);
for (let k = -1022; k <= 1023; k++) POW2[k + 1022] = fromWords((k + 1023) << 20, 0);

export function pow2(k: number): number {
  return POW2[k + 1022];
}
