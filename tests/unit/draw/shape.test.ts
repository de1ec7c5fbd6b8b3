/**
 * The drawing lesson's pure parts: one boid's triangle (the corners every renderer draws), the batched renderer's
 * vertex data and the WebGL instance packing, written into arrays allocated once, and the theme colour parsing.
 */
import { describe, expect, it } from 'vitest';
import { BACK, CORNERS, HALF_WIDTH, TIP, boidLength, fitView, grow, packInstances, parseColour, writeTriangle, writeTriangles } from '../../../src/lib/components/ladder/draw/shape';
import type { BoidFrame, DrawView } from '../../../src/lib/components/ladder/draw/types';
import { measureAllocation } from '../../bench/allocation';

const view = (): DrawView => ({ cx: 0, cy: 0, scale: 4, width: 200, height: 100, dpr: 1 });
const one = (x: number, y: number, vx: number, vy: number): BoidFrame => ({ count: 1, x: [x], y: [y], vx: [vx], vy: [vy] });

/** A flock of n boids on a circle, heading around it. */
function ring(n: number): BoidFrame {
  const f = { count: n, x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n) };
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    f.x[i] = 10 * Math.cos(a); f.y[i] = 10 * Math.sin(a); f.vx[i] = -Math.sin(a); f.vy[i] = Math.cos(a);
  }
  return f;
}

describe('a boid\'s triangle', () => {
  it('points along the velocity, on the screen (y down), from the boid\'s pixel', () => {
    const v = view(), L = boidLength(v), t = new Float64Array(6);
    writeTriangle(one(0, 0, 3, 0), 0, v, L, t, 0);
    expect([t[0], t[1]]).toEqual([100 + TIP * L, 50]);
    expect(t[2] - 100).toBeCloseTo(-BACK * L, 12);
    expect(t[4] - 100).toBeCloseTo(-BACK * L, 12);
    expect(Math.abs(t[3] - t[5])).toBeCloseTo(2 * HALF_WIDTH * L, 12);
    // Heading north (world y up): the tip is above the boid on the screen.
    writeTriangle(one(2, 1, 0, 5), 0, v, L, t, 0);
    expect(t[0]).toBeCloseTo(100 + 2 * 4, 12);
    expect(t[1]).toBeCloseTo(50 - 4 - TIP * L, 12);
  });

  it('points right when at rest, and its length stays within a few pixels at any scale', () => {
    const v = view(), t = new Float64Array(6);
    writeTriangle(one(0, 0, 0, 0), 0, v, boidLength(v), t, 0);
    expect(t[0]).toBeGreaterThan(100);
    expect(t[1]).toBe(50);
    expect(boidLength({ scale: 0.01 })).toBe(3);
    expect(boidLength({ scale: 100 })).toBe(9);
  });

  it('the WebGL corners are the same triangle in units of the length', () => {
    expect([...CORNERS]).toEqual([TIP, 0, -BACK, HALF_WIDTH, -BACK, -HALF_WIDTH]);
  });

  it('fitView puts the world\'s centre at the canvas\'s and fits its side in the smaller dimension', () => {
    const v = fitView(view(), 5, -5, 50, 300, 200, 2, 10);
    expect(v).toEqual({ cx: 5, cy: -5, scale: (200 - 20) / 100, width: 300, height: 200, dpr: 2 });
  });
});

describe('vertex data and instance packing', () => {
  it('writeTriangles writes six numbers a boid, the corners writeTriangle gives, and never past the array', () => {
    const f = ring(50), v = view(), out = new Float32Array(6 * 40), one6 = new Float32Array(6);
    expect(writeTriangles(f, v, out)).toBe(40);
    writeTriangle(f, 17, v, boidLength(v), one6, 0);
    expect([...out.subarray(6 * 17, 6 * 18)]).toEqual([...one6]);
  });

  it('packInstances interleaves x, y, vx, vy per boid as float32', () => {
    const f = ring(8), out = new Float32Array(4 * 10).fill(-1);
    expect(packInstances(f, out)).toBe(8);
    expect([...out.subarray(12, 16)]).toEqual([f.x[3], f.y[3], f.vx[3], f.vy[3]].map(Math.fround));
    expect(out[32]).toBe(-1); // past the count: untouched
  });

  it('allocate nothing per boid once the arrays exist (V8\'s own count, 100 frames of 10 000 boids)', () => {
    const f = ring(10_000), v = view(), verts = new Float32Array(6 * 10_000), inst = new Float32Array(4 * 10_000);
    for (let k = 0; k < 5; k++) { writeTriangles(f, v, verts); packInstances(f, inst); }
    const bytes = Math.min(...[0, 1].map(() => measureAllocation(() => { for (let k = 0; k < 100; k++) { writeTriangles(f, v, verts); packInstances(f, inst); } }).bytes));
    // Under a byte per boid and frame (V8 keeps a little of its own in a busy run); one allocation per boid would be
    // 16 bytes or more.
    expect(bytes / (100 * 10_000)).toBeLessThan(1);
  });

  it('grow gives room for n with headroom, and keeps a big enough capacity', () => {
    expect(grow(0, 100)).toBe(150);
    expect(grow(200, 100)).toBe(200);
  });
});

describe('parseColour', () => {
  it('reads the theme\'s hex and rgb() colours', () => {
    expect(parseColour('#0a5c8a')).toEqual([10 / 255, 92 / 255, 138 / 255, 1]);
    expect(parseColour(' #fff ')).toEqual([1, 1, 1, 1]);
    expect(parseColour('#00000080')![3]).toBeCloseTo(128 / 255, 12);
    expect(parseColour('rgb(124, 192, 234)')).toEqual([124 / 255, 192 / 255, 234 / 255, 1]);
    expect(parseColour('rgba(0 0 0 / 50%)')).toEqual([0, 0, 0, 0.5]);
    expect(parseColour('var(--accent)')).toBeNull();
  });
});
