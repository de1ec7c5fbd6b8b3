/**
 * The WebAssembly SIMD boids kernel (src/lib/wasm) against a plain float32 scalar version of the same workload
 * (boidsReference.ts in 'f32', Math.fround on every result), and against itself.
 *
 * The two sum each boid's neighbours in different orders (the kernel four lanes at a time, then across the lanes), so
 * their floats differ in the last bits and the difference grows as the flock runs: the tests bound it over a short
 * run, and require the neighbour counts (whole numbers) to be equal, boid by boid. Both are deterministic, so these
 * numbers are the same on every run: a failure is a change in the kernel, never chance.
 * The .wasm is built here if it is missing or older than its source (CI starts from a clean clone).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createBoidsKernel, type BoidsKernel } from '../../../src/lib/wasm/boidsKernel';
import { BoidsReference } from '../../../src/lib/wasm/boidsReference';
import { standardStart } from '../../../src/lib/wasm/standardBoids';
import { wasmPath } from '../../tools/build-wasm.mjs';

let bytes: Uint8Array<ArrayBuffer>;
let module: WebAssembly.Module;
beforeAll(() => {
  bytes = new Uint8Array(readFileSync(wasmPath('boids')));
  module = new WebAssembly.Module(bytes);
}, 180_000);

/** The largest difference between kernel and reference, boid by boid (matched by id), and the boids whose counts differ. */
function compare(k: BoidsKernel, ref: BoidsReference): { position: number; velocity: number; countsDiffer: number } {
  const at = new Int32Array(k.n);
  for (let i = 0; i < k.n; i++) at[ref.id[i]] = i;
  const periodic = (d: number) => Math.min(Math.abs(d), k.L - Math.abs(d));
  let position = 0, velocity = 0, countsDiffer = 0;
  for (let i = 0; i < k.n; i++) {
    const j = at[k.id[i]];
    position = Math.max(position, periodic(k.x[i] - ref.x[j]), periodic(k.y[i] - ref.y[j]));
    velocity = Math.max(velocity, Math.abs(k.vx[i] - ref.vx[j]), Math.abs(k.vy[i] - ref.vy[j]));
    if (k.neighbours[i] !== ref.neighbours[j]) countsDiffer++;
  }
  return { position, velocity, countsDiffer };
}

describe('the WebAssembly boids kernel', () => {
  // N = 30 gives G = 3, every cell on an edge of the square (the shifted ranges); N = 2000, a 25×25 grid, mostly inside.
  // Measured when written: after 1 step at most 2.4e-7 apart, after 20 (N = 2000) 1.9e-6, after 60 (N = 30) 1.0e-6.
  for (const [n, steps] of [[30, 60], [2000, 20]] as const) {
    it(`follows the float32 reference within 1e-4 for ${steps} steps at N = ${n}, every neighbour count equal`, () => {
      const start = standardStart(n, 'f32');
      const k = createBoidsKernel(module, n, start), ref = new BoidsReference(start);
      let meanCount = 0;
      for (let s = 1; s <= steps; s++) {
        k.step();
        ref.step();
        const d = compare(k, ref);
        if (s === 1) {
          expect(d.position, 'after one step').toBeLessThan(1e-6);
          expect(d.velocity, 'after one step').toBeLessThan(1e-5);
        }
        expect(d.position, `positions at step ${s}`).toBeLessThan(1e-4);
        expect(d.velocity, `velocities at step ${s}`).toBeLessThan(1e-3);
        expect(d.countsDiffer, `boids whose neighbour counts differ at step ${s}`).toBe(0);
        meanCount = k.neighbours.reduce((a, b) => a + b, 0) / n;
      }
      // The workload's own figure (10 neighbours on average at the start, more as it gathers): the counts are not all 0.
      expect(meanCount).toBeGreaterThan(8);
      // Every boid is there once, inside the square, no faster than 1.
      expect([...k.id].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
      for (let i = 0; i < n; i++) {
        expect(k.x[i] >= 0 && k.x[i] < k.L && k.y[i] >= 0 && k.y[i] < k.L).toBe(true);
        expect(Math.hypot(k.vx[i], k.vy[i])).toBeLessThan(1 + 1e-6);
      }
    });
  }

  it('gives the same bits on two instances, one from a fresh compile', () => {
    const n = 3000, steps = 50;
    const a = createBoidsKernel(module, n), b = createBoidsKernel(new WebAssembly.Module(bytes), n);
    a.step(steps);
    for (let s = 0; s < steps; s++) b.step(); // one step a call, against all in one call
    const bits = (k: BoidsKernel) => [k.x, k.y, k.vx, k.vy, k.id, k.neighbours].map((v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    const [ba, bb] = [bits(a), bits(b)];
    for (let j = 0; j < ba.length; j++) expect(Buffer.compare(ba[j], bb[j]), `array ${j}`).toBe(0);
    // And the flock moved: not two copies of the start.
    expect(a.x[0] === Math.fround(standardStart(n, 'f32').x[a.id[0]])).toBe(false);
  });

  it('refuses a start of another size or in float64', () => {
    expect(() => createBoidsKernel(module, 100, standardStart(200, 'f32'))).toThrow(/200 boids, not 100/);
    expect(() => createBoidsKernel(module, 100, standardStart(100, 'f64'))).toThrow(/float32 start/);
  });
});
