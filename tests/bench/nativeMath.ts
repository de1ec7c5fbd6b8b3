/**
 * For the benchmark only: the engine's math module (src/lib/engine/math/index.ts) with the engine's own functions
 * replaced by the JavaScript engine's Math.*, so that one run can time the deterministic math against the native one.
 * Swapped in by nativeMathHooks.mjs (see mathCost.ts); never used by the book.
 */
export const exp = Math.exp;
export const log = Math.log;
export const sin = Math.sin;
export const cos = Math.cos;
export const atan = Math.atan;
export const atan2 = Math.atan2;
export const asin = Math.asin;
export const acos = Math.acos;
export const hypot = Math.hypot;

export function cosSin(theta: number, out: Float64Array): void {
  out[0] = Math.cos(theta);
  out[1] = Math.sin(theta);
}
