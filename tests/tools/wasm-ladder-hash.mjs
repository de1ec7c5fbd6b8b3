// The WebAssembly SIMD rung's bits in Node and in Chromium: bundles the rung (src/lib/ladder/rungs/wasm-simd.ts, with
// its kernel's bytes) with esbuild, steps the same flock K frames in Node, on a Chromium page's main thread and in a
// worker of that page, and prints a hash of the positions and velocities of each (FNV-1a over their float32 bits).
// The three must agree: WebAssembly's float32 arithmetic is defined to the bit. Exits 1 if they do not.
// Usage: node tests/tools/wasm-ladder-hash.mjs [--n 2000] [--frames 500] [--seed 1] [--tick 2]
// Chromium: CHROMIUM_PATH or /usr/bin/chromium (as playwright.config.ts).
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWasm } from './build-wasm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => { const k = process.argv.indexOf(name); return k > 0 ? Number(process.argv[k + 1]) : fallback; };
const run = { n: arg('--n', 2000), frames: arg('--frames', 500), seed: arg('--seed', 1), tick: arg('--tick', 2) };

// The entry: the rung, and a hash of its boids after the frames. Runs alike in Node, a page and a worker.
const entry = `
import { create } from './src/lib/ladder/rungs/wasm-simd';
export function hashAfter({ n, frames, seed, tick }) {
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
  return h.toString(16).padStart(8, '0') + ' (' + r.counters.candidates + ' candidates on the last frame)';
}
`;

buildWasm({ ifStale: true });
const bundled = await build({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, bundle: true, write: false, format: 'iife', globalName: 'rung', platform: 'neutral', target: 'es2022' });
const code = bundled.outputFiles[0].text;

const node = new Function(`${code}; return rung;`)().hashAfter(run);
console.log(`N = ${run.n}, seed ${run.seed}, tick ${run.tick}, after ${run.frames} frames:`);
console.log(`  Node ${process.version}:        ${node}`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let page, worker;
try {
  const p = await browser.newPage();
  await p.setContent('<!doctype html><title>hash</title>');
  page = await p.evaluate(([code, run]) => new Function(`${code}; return rung;`)().hashAfter(run), [code, run]);
  worker = await p.evaluate(([code, run]) => new Promise((done, fail) => {
    const src = `${code}; onmessage = (e) => postMessage(rung.hashAfter(e.data));`;
    const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
    w.onmessage = (e) => done(e.data);
    w.onerror = (e) => fail(new Error(e.message));
    w.postMessage(run);
  }), [code, run]);
  console.log(`  Chromium ${browser.version()}, page:   ${page}`);
  console.log(`  Chromium ${browser.version()}, worker: ${worker}`);
} finally {
  await browser.close();
}
const same = node === page && node === worker;
console.log(same ? 'the same bits everywhere' : 'DIFFERENT bits');
process.exit(same ? 0 : 1);
