/**
 * Loads the WebAssembly boids kernel (assembly/boids.ts, compiled by tests/tools/build-wasm.mjs to
 * generated/boids.wasm) from its bytes and lays out one flock in its memory. The caller brings the bytes (Node reads
 * the file, a page fetches it), so this works in both. One instance holds one flock.
 *
 * The arrays are views into the module's memory, valid for the kernel's life: the memory grows once, here, and never
 * during a step. After each step the boids are in that step's cell order: `id[i]` says which boid sits at index i.
 */
import { standardStart, type BoidsStart } from './standardBoids';

interface Exports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  configure(n: number, g: number, l: number, cs: number, ...addresses: number[]): void;
  step(steps: number): void;
}

export interface BoidsKernel {
  readonly n: number;
  readonly L: number;
  readonly G: number;
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly vx: Float32Array;
  readonly vy: Float32Array;
  /** Which boid (its index in the start) is at each index. */
  readonly id: Int32Array;
  /** Each boid's neighbours within R = 1 (itself excluded) in the last step. */
  readonly neighbours: Int32Array;
  /** Runs `steps` steps (1 if left out). */
  step(steps?: number): void;
}

/** Compiles the module (asynchronously: a browser's main thread refuses to compile large modules synchronously). */
export function compileBoidsKernel(bytes: BufferSource): Promise<WebAssembly.Module> {
  return WebAssembly.compile(bytes);
}

/** A flock of the standard workload in a new instance of the compiled module; `start` defaults to the yardsticks'. */
export function createBoidsKernel(module: WebAssembly.Module, n: number, start: BoidsStart = standardStart(n, 'f32')): BoidsKernel {
  if (start.n !== n) throw new Error(`createBoidsKernel: the start holds ${start.n} boids, not ${n}`);
  // A float64 start has a float64 side and cell size, which the kernel would round: the two would disagree.
  if (start.precision !== 'f32') throw new Error('createBoidsKernel: the kernel computes in float32; give it a float32 start');
  const ex = new WebAssembly.Instance(module, {}).exports as unknown as Exports;
  const cells = start.G * start.G + 1;
  // Every array starts on a 16-byte boundary; the boid arrays carry 16 entries of padding (the kernel reads and writes
  // up to three past the end, four at a time); the scratch holds three rows of cells and two wrapped columns, each at
  // most the whole flock, plus the overruns (see configure in assembly/boids.ts).
  let top = (ex.heapBase() + 15) & ~15;
  const take = (entries: number) => { const at = top; top += ((entries * 4 + 15) & ~15); return at; };
  const boids = n + 16;
  const a = {
    x: take(boids), y: take(boids), vx: take(boids), vy: take(boids),
    sx: take(boids), sy: take(boids), svx: take(boids), svy: take(boids),
    cell: take(boids), cnt: take(cells), start: take(cells), id: take(boids), sid: take(boids), nbr: take(boids),
    qx: take(2 * n + 64), qy: take(2 * n + 64), qvx: take(2 * n + 64), qvy: take(2 * n + 64), cols: take(start.G + 3)
  };
  const have = ex.memory.buffer.byteLength;
  if (top > have) ex.memory.grow(Math.ceil((top - have) / 65536));
  ex.configure(n, start.G, start.L, start.cs, a.x, a.y, a.vx, a.vy, a.sx, a.sy, a.svx, a.svy, a.cell, a.cnt, a.start,
    a.id, a.sid, a.nbr, a.qx, a.qy, a.qvx, a.qvy, a.cols);
  const buf = ex.memory.buffer;
  const f32 = (at: number) => new Float32Array(buf, at, n), i32 = (at: number) => new Int32Array(buf, at, n);
  const kernel: BoidsKernel = {
    n, L: start.L, G: start.G,
    x: f32(a.x), y: f32(a.y), vx: f32(a.vx), vy: f32(a.vy), id: i32(a.id), neighbours: i32(a.nbr),
    step: (steps = 1) => ex.step(steps)
  };
  kernel.x.set(start.x); kernel.y.set(start.y); kernel.vx.set(start.vx); kernel.vy.set(start.vy);
  for (let i = 0; i < n; i++) kernel.id[i] = i;
  return kernel;
}

/** Compiles the bytes and creates one flock: the one call a page needs. */
export async function loadBoidsKernel(bytes: BufferSource, n: number, start?: BoidsStart): Promise<BoidsKernel> {
  return createBoidsKernel(await compileBoidsKernel(bytes), n, start);
}
