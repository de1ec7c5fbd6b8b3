/**
 * The WebAssembly SIMD rung gives the same bits in Node and in Chromium, on a page and in a worker: WebAssembly's
 * float32 arithmetic is defined to the bit, so the flock a reader's browser flies is the one the Node tests check.
 * wasmBitsEntry.ts (the rung stepped, its boids hashed) runs here in Node and, bundled with esbuild as
 * tests/tools/wasm-ladder-hash.mjs does, on a Chromium page and in a worker of it; imported here, so that this test's
 * remembered pass depends on the rung and its kernel's bytes.
 */
import { test, expect } from './remember';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { hashAfter, type Run } from './wasmBitsEntry';

const RUNS: Run[] = [{ n: 2000, frames: 300, seed: 1, tick: 2 }, { n: 3001, frames: 150, seed: 3, tick: 0 }];

test('the WebAssembly rung flies the same flock to the bit in Node, on a Chromium page and in its worker', async ({ page }) => {
  test.setTimeout(120_000);
  // The same module, bundled with the rung for the browser.
  const entry = fileURLToPath(new URL('./wasmBitsEntry.ts', import.meta.url));
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'iife', globalName: 'rung', platform: 'neutral', target: 'es2022' });
  const code = out.outputFiles[0].text;
  await page.setContent('<!doctype html><title>WebAssembly bits</title>');
  for (const run of RUNS) {
    const node = hashAfter(run);
    const inPage = await page.evaluate(([code, run]) => new Function(`${code}; return rung;`)().hashAfter(run), [code, run] as const);
    const inWorker = await page.evaluate(([code, run]) => new Promise<string>((done, fail) => {
      const src = `${code}; onmessage = (e) => postMessage(rung.hashAfter(e.data));`;
      const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
      w.onmessage = (e) => done(e.data);
      w.onerror = (e) => fail(new Error(e.message));
      w.postMessage(run);
    }), [code, run] as const);
    console.log(`N = ${run.n}, tick ${run.tick}, ${run.frames} frames: Node ${node}, page ${inPage}, worker ${inWorker}`);
    expect(inPage, `page, N = ${run.n}`).toBe(node);
    expect(inWorker, `worker, N = ${run.n}`).toBe(node);
  }
});
