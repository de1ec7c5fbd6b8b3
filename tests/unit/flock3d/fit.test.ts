/** "Frame the flock" (fit.ts): the sphere about the centroid holding 98 % of the boids, strays and NaN left out. */
import { describe, expect, it } from 'vitest';
import { flockSphere } from '../../../src/lib/components/flock3d/fit';
import type { Flock3dFrame } from '../../../src/lib/components/flock3d/types';

function frame(x: number[], y: number[], z: number[]): Flock3dFrame {
  const zero = x.map(() => 0);
  return { count: x.length, time: 0, steps: 0, x, y, z, vx: zero, vy: zero, vz: zero, rays: null, boundaryRadius: 25 };
}

describe('flockSphere', () => {
  it('centres on the centroid and holds 98 % of 100 boids on a line, one stray far out left beyond it', () => {
    const x = Array.from({ length: 99 }, (_, i) => i - 49).concat([1000]);
    const f = frame(x, x.map(() => 0), x.map(() => 0));
    const s = flockSphere(f, 1)!;
    expect(s.cx).toBeCloseTo(x.reduce((a, b) => a + b) / 100, 12);
    // The 98th of the 100 sorted distances (index floor(0.98 · 99) = 97), plus the margin.
    const d = x.map((v) => Math.abs(v - s.cx)).sort((a, b) => a - b);
    expect(s.r).toBeCloseTo(d[97] + 1, 12);
    expect(s.r).toBeLessThan(1000 - s.cx);
  });
  it('is at least 3 m, leaves out a boid with a NaN, and is null when none is finite', () => {
    expect(flockSphere(frame([0, 0.1], [0, 0], [0, 0]), 0)!.r).toBe(3);
    expect(flockSphere(frame([1, NaN], [2, 0], [3, 0]), 0)).toMatchObject({ cx: 1, cy: 2, cz: 3 });
    expect(flockSphere(frame([NaN], [0], [0]), 0)).toBeNull();
  });
});
