/**
 * The exponent of a cost curve: the least-squares slope of log(ms) against log(N). A step that costs c·N^k lies on a
 * straight line of slope k on log–log axes, so all pairs read about 2 and a grid about 1. Only points where the
 * timing means something are used: small N is dominated by fixed costs (slope below the truth) and a step of a few
 * microseconds is at the mercy of the clock.
 */

export interface FitOptions {
  /** Points with N below this are left out. */
  minN?: number;
  /** Points faster than this (ms per step) are left out. */
  minMs?: number;
}

export interface Fit {
  /** The fitted exponent. */
  slope: number;
  /** ln(ms) at ln(N) = 0: ms ≈ exp(intercept) · N^slope. */
  intercept: number;
  /** Points used. */
  points: number;
  /** Their range of N. */
  fromN: number;
  toN: number;
}

export const FIT_DEFAULTS: Readonly<Required<FitOptions>> = { minN: 1000, minMs: 0.05 };

/** The slope over the usable points, or null when fewer than two distinct N are left. */
export function fitSlope(points: readonly { n: number; ms: number | null }[], options: FitOptions = {}): Fit | null {
  const minN = options.minN ?? FIT_DEFAULTS.minN, minMs = options.minMs ?? FIT_DEFAULTS.minMs;
  let count = 0, sx = 0, sy = 0, sxx = 0, sxy = 0, fromN = Infinity, toN = -Infinity;
  for (const p of points) {
    if (p.ms === null || !(p.ms >= minMs) || !(p.n >= minN) || !Number.isFinite(p.ms) || !Number.isFinite(p.n)) continue;
    const x = Math.log(p.n), y = Math.log(p.ms);
    count++; sx += x; sy += y; sxx += x * x; sxy += x * y;
    fromN = Math.min(fromN, p.n); toN = Math.max(toN, p.n);
  }
  const d = count * sxx - sx * sx;
  if (count < 2 || fromN === toN || !(Math.abs(d) > 1e-12)) return null;
  const slope = (count * sxy - sx * sy) / d;
  return { slope, intercept: (sy - slope * sx) / count, points: count, fromN, toN };
}
