/**
 * The engine's own elementary functions. JavaScript specifies +, −, ×, ÷, Math.sqrt, rounding, abs, min/max and
 * fround exactly (IEEE 754), but Math.exp, sin, cos, atan2, log, hypot, pow, … only approximately, and Node's V8
 * and Chromium's V8 return different last bits: a run would not replay the same in the page, a worker and Node.
 * These ports of fdlibm/musl use only the exact operations, so every engine computes the same bits. Every path that
 * moves agents uses them (tests/unit/engine/exactMath.test.ts keeps the other Math functions out of the engine).
 */
export { exp } from './exp';
export { log } from './log';
export { sin, cos, cosSin } from './trig';
export { atan, atan2, asin, acos } from './inverseTrig';
export { hypot } from './hypot';
