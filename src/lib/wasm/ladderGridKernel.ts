/**
 * The ladder's WebAssembly SIMD kernel (assembly/ladderGrid.ts), compiled once, synchronously, from its bytes: the
 * build (tests/tools/build-wasm.mjs) writes them into generated/ladderGrid.bytes.ts, so the same import works in Node
 * (Vitest, tsx), in a page's bundle and in a worker, with no fetch. A rung is made synchronously (RungFactory), and
 * the module is small (4 kB), which a browser's main thread compiles synchronously.
 */
import { base64 } from './generated/ladderGrid.bytes';

/** What the kernel exports (see assembly/ladderGrid.ts). */
export interface LadderGridExports {
  memory: WebAssembly.Memory;
  init(n: number, maxOthers: number, boundaryRadius: number): void;
  address(k: number): number;
  current(): number;
  candidates(): number;
  neighbourCount(): number;
  updated(): number;
  gridX0(): number;
  gridY0(): number;
  gridCell(): number;
  gridColumns(): number;
  step(frame: number): void;
  neighboursOf(id: number): number;
}

let compiled: WebAssembly.Module | null = null;

/** The compiled module (compiled on the first call). */
export function ladderGridModule(): WebAssembly.Module {
  if (!compiled) {
    const text = atob(base64), bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    compiled = new WebAssembly.Module(bytes);
  }
  return compiled;
}

/** A new instance: its own memory, for one flock. */
export function ladderGridInstance(): LadderGridExports {
  return new WebAssembly.Instance(ladderGridModule(), {}).exports as unknown as LadderGridExports;
}
