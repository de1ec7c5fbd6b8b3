import { describe, it, expect } from 'vitest';
describe('toolchain', () => {
  it('runs TypeScript tests', () => {
    const xs = new Float64Array([1, 2, 3]);
    expect(xs.reduce((a, b) => a + b, 0)).toBe(6);
  });
});
