/**
 * The standard boids workload of the benchmark yardsticks (../shared/bench/yardstick-boids.mjs and .c, beside the repository): its sizes
 * and its start, in either of the yardsticks' precisions.
 *  - 'f64' follows the JS yardstick: float64 throughout, π = Math.PI.
 *  - 'f32' follows the C yardstick: float32 throughout (every value rounded with Math.fround), π = 3.14159265f, as the
 *    WebAssembly kernel (assembly/boids.ts) computes.
 * The square is sized so that the mean number of neighbours within R = 1 is 10: density ρ = 10/π, side L = √(N/ρ),
 * G = max(3, ⌊L⌋) cells a side. The yardsticks always start from seed 12345; other seeds give other starts of the same
 * workload (for measurements over several runs).
 */

export type Precision = 'f32' | 'f64';

export interface BoidsStart {
  n: number;
  precision: Precision;
  /** The side of the periodic square, the cells a side, and a cell's side (L / G). */
  L: number;
  G: number;
  cs: number;
  x: Float64Array;
  y: Float64Array;
  vx: Float64Array;
  vy: Float64Array;
}

const same = (v: number) => v;

/** Rounds each result to the precision's floats: Math.fround for 'f32', nothing for 'f64'. */
export const rounding = (p: Precision): ((v: number) => number) => (p === 'f32' ? Math.fround : same);

/** The side, cells a side and cell side of the workload at n boids. */
export function workloadSize(n: number, precision: Precision): { L: number; G: number; cs: number } {
  const r = rounding(precision);
  const rho = precision === 'f32' ? r(10 / r(3.14159265)) : 10 / Math.PI;
  const L = r(Math.sqrt(r(n / rho)));
  const G = Math.max(3, Math.floor(L));
  return { L, G, cs: r(L / G) };
}

/** The yardsticks' start: positions uniform in the square, unit velocities in uniform directions (xorshift32). */
export function standardStart(n: number, precision: Precision, seed = 12345): BoidsStart {
  const r = rounding(precision);
  const { L, G, cs } = workloadSize(n, precision);
  let s = seed >>> 0;
  // Exact in float32 too: a 24-bit integer over 2^24.
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return (s & 0xffffff) / 16777216; };
  const twoPi = precision === 'f32' ? r(6.2831853) : 2 * Math.PI;
  const x = new Float64Array(n), y = new Float64Array(n), vx = new Float64Array(n), vy = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = r(rnd() * L);
    y[i] = r(rnd() * L);
    const a = r(rnd() * twoPi);
    vx[i] = r(Math.cos(a));
    vy[i] = r(Math.sin(a));
  }
  return { n, precision, L, G, cs, x, y, vx, vy };
}
