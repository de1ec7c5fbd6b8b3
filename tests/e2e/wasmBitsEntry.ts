/**
 * What tests/e2e/wasm-bits.spec.ts runs in Node and, bundled by esbuild, in Chromium: the WebAssembly rung stepped a
 * number of frames, and a hash of its boids.
 */
import { create } from '../../src/lib/ladder/rungs/wasm-simd';

export interface Run { n: number; frames: number; seed: number; tick: number }

/** FNV-1a over the float32 bits of x, y, vx, vy after the frames, and the last frame's candidates. */
export function hashAfter({ n, frames, seed, tick }: Run): string {
  const r = create(n, seed, { tick });
  for (let k = 0; k < frames; k++) r.step();
  const a = [new Float64Array(n), new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  r.read(a[0], a[1], a[2], a[3]);
  const f = new Float32Array(1), bits = new Uint32Array(f.buffer);
  let h = 0x811c9dc5;
  for (const arr of a) for (let i = 0; i < n; i++) {
    f[0] = arr[i];
    for (let s = 0; s < 32; s += 8) { h ^= (bits[0] >>> s) & 255; h = Math.imul(h, 0x01000193) >>> 0; }
  }
  return `${h.toString(16).padStart(8, '0')} (${r.counters.candidates} candidates)`;
}
