// The WebAssembly SIMD rung's bits in Node and in Chromium: bundles tests/e2e/wasmBitsEntry.ts (the rung, with
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

buildWasm({ ifStale: true });
// The rung stepped and its boids hashed: the module the e2e test (tests/e2e/wasm-bits.spec.ts) runs.
const bundled = await build({ entryPoints: [join(root, 'tests', 'e2e', 'wasmBitsEntry.ts')], bundle: true, write: false, format: 'iife', globalName: 'rung', platform: 'neutral', target: 'es2022' });
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
