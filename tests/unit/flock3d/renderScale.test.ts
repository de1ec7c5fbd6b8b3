import { describe, expect, it } from 'vitest';
import { HALF_RESOLUTION_FROM, renderScale } from '../../../src/lib/components/flock3d/renderScale';

describe('renderScale', () => {
  it('draws every pixel on a real GPU, whatever the flock', () => {
    for (const n of [0, 1000, HALF_RESOLUTION_FROM, 50_000, 1e6]) expect(renderScale(n, false)).toBe(1);
  });

  it('on a software GPU draws every pixel below HALF_RESOLUTION_FROM boids and half along each side from it on', () => {
    expect(renderScale(0, true)).toBe(1);
    expect(renderScale(5000, true)).toBe(1);
    expect(renderScale(HALF_RESOLUTION_FROM - 1, true)).toBe(1);
    expect(renderScale(HALF_RESOLUTION_FROM, true)).toBe(0.5);
    expect(renderScale(20_000, true)).toBe(0.5);
    expect(renderScale(50_000, true)).toBe(0.5);
  });
});
