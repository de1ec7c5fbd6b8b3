/**
 * √(x² + y²) without overflow or underflow, the same bits in every JavaScript engine (Math.hypot is only
 * "implementation-approximated"). After musl's hypot.c (Szabolcs Nagy, MIT licence): scale by an exact power of two
 * when needed, square each argument exactly as a double-double with Veltkamp's split, add, one √. Error below 1 ulp.
 */
import { highWord, pow2 } from './bits';

const SPLIT = 134217729; // 2^27 + 1

export function hypot(x: number, y: number): number {
  x = Math.abs(x);
  y = Math.abs(y);
  if (x === Infinity || y === Infinity) return Infinity;
  if (x !== x || y !== y) return NaN;
  if (x < y) { const t = x; x = y; y = t; }
  if (y === 0) return x;
  const ex = highWord(x) >>> 20, ey = highWord(y) >>> 20;
  if (ex - ey > 64) return x + y; // y is far below x's last bit
  // x·x must not overflow, and the low parts must not underflow.
  let scale = 1;
  if (ex > 0x3ff + 510) { scale = pow2(700); x *= pow2(-700); y *= pow2(-700); }
  else if (ey < 0x3ff - 450) { scale = pow2(-700); x *= pow2(700); y *= pow2(700); }
  // x² = hx + lx and y² = hy + ly exactly (Dekker's product of a number with itself).
  let c = x * SPLIT, h = x - c + c, l = x - h;
  const hx = x * x, lx = h * h - hx + 2 * h * l + l * l;
  c = y * SPLIT; h = y - c + c; l = y - h;
  const hy = y * y, ly = h * h - hy + 2 * h * l + l * l;
  return scale * Math.sqrt(ly + lx + hy + hx);
}
