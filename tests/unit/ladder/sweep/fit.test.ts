import { describe, expect, it } from 'vitest';
import { fitSlope } from '../../../../src/lib/ladder/sweep/fit';

const sizes = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
const series = (f: (n: number) => number) => sizes.map((n) => ({ n, ms: f(n) }));

describe('fitSlope: the exponent on log–log axes', () => {
  it('reads 2 for an N² series and 1 for an N series, whatever the constant', () => {
    expect(fitSlope(series((n) => 3e-6 * n * n))!.slope).toBeCloseTo(2, 10);
    expect(fitSlope(series((n) => 4e-4 * n))!.slope).toBeCloseTo(1, 10);
    const f = fitSlope(series((n) => 0.7 * n ** 1.5), { minN: 0 })!;
    expect(f.slope).toBeCloseTo(1.5, 10);
    expect(Math.exp(f.intercept)).toBeCloseTo(0.7, 8);
  });

  it('leaves out small N and fast steps, where fixed costs and the clock dominate', () => {
    // A fixed cost of 0.5 ms on top of N: below 1000 the curve is flat.
    const pts = series((n) => 0.5 + 1e-3 * n);
    const all = fitSlope(pts, { minN: 0, minMs: 0 })!, big = fitSlope(pts, { minN: 10000 })!;
    expect(all.slope).toBeLessThan(0.8);
    expect(big.slope).toBeGreaterThan(0.95);
    expect(big).toMatchObject({ points: 4, fromN: 10000, toN: 100000 });
    // Everything under minMs is ignored.
    expect(fitSlope(series((n) => 1e-6 * n), { minN: 0, minMs: 0.05 })).toBeNull();
  });

  it('skipped points (ms null), one point, or a single N give no slope', () => {
    expect(fitSlope([{ n: 1000, ms: 2 }, { n: 2000, ms: null }])).toBeNull();
    expect(fitSlope([{ n: 1000, ms: 2 }, { n: 1000, ms: 3 }])).toBeNull();
    expect(fitSlope([])).toBeNull();
  });

  it('recovers the exponent through noise of ±10 %', () => {
    const noise = [1.1, 0.92, 1.05, 0.95, 1.08, 0.9, 1.02, 0.97, 1.1, 0.93];
    const f = fitSlope(sizes.map((n, i) => ({ n, ms: 2e-6 * n * n * noise[i] })), { minN: 0 })!;
    expect(f.slope).toBeGreaterThan(1.9);
    expect(f.slope).toBeLessThan(2.1);
  });
});
