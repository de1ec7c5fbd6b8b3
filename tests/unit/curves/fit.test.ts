import { describe, it, expect } from 'vitest';
import { linearFit, mean, sd } from '../../../src/lib/figures/fit';

describe('linear fit', () => {
  it('recovers an exact line with R² = 1', () => {
    const f = linearFit([0, 1, 2, 3], [1, 3, 5, 7]);
    expect(f.slope).toBeCloseTo(2, 12);
    expect(f.intercept).toBeCloseTo(1, 12);
    expect(f.r2).toBeCloseTo(1, 12);
  });
  it('gives R² = 1 − SS_res/SS_tot for a noisy line (hand-computed)', () => {
    // y = 0, 2, 1, 3 on x = 0…3: slope 0.8, intercept 0.3, residuals −0.3, 0.9, −0.9, 0.3 → SS_res 1.8, SS_tot 5.
    const f = linearFit([0, 1, 2, 3], [0, 2, 1, 3]);
    expect(f.slope).toBeCloseTo(0.8, 12);
    expect(f.intercept).toBeCloseTo(0.3, 12);
    expect(f.r2).toBeCloseTo(1 - 1.8 / 5, 12);
  });
  it('refuses fewer than two points or one x', () => {
    expect(() => linearFit([1], [1])).toThrow(RangeError);
    expect(() => linearFit([1, 1], [1, 2])).toThrow(RangeError);
  });
  it('mean and sample standard deviation', () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
    expect(sd([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(sd([5])).toBe(0);
  });
});
