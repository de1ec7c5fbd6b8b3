/** Small statistics for the published-curve figures: a least-squares line, its R², mean and standard deviation. */

export interface LineFit {
  slope: number;
  intercept: number;
  /** Coefficient of determination: 1 − SS_res / SS_tot (NaN when every y is the same). */
  r2: number;
}

/** Ordinary least squares y ≈ slope · x + intercept. Needs at least two distinct x. */
export function linearFit(xs: readonly number[], ys: readonly number[]): LineFit {
  const n = xs.length;
  if (n !== ys.length || n < 2) throw new RangeError('linearFit needs two or more (x, y) pairs');
  const mx = mean(xs), my = mean(ys);
  let sxx = 0, sxy = 0, syy = 0;
  for (let k = 0; k < n; k++) {
    const dx = xs[k] - mx, dy = ys[k] - my;
    sxx += dx * dx; sxy += dx * dy; syy += dy * dy;
  }
  if (!(sxx > 0)) throw new RangeError('linearFit needs two distinct x');
  const slope = sxy / sxx, intercept = my - slope * mx;
  let res = 0;
  for (let k = 0; k < n; k++) { const e = ys[k] - (slope * xs[k] + intercept); res += e * e; }
  return { slope, intercept, r2: syy > 0 ? 1 - res / syy : NaN };
}

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Sample standard deviation (n − 1); 0 for one value. */
export function sd(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) * (x - m), 0) / (xs.length - 1));
}
