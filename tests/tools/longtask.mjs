// Measures, in Debian's Chromium, the main thread's longest task while a 20 000-agent simulation runs in the
// playground (the engine then runs in a Web Worker). Run against a served build: npm run build && npm run preview,
// then node tests/tools/longtask.mjs [URL]. Prints the longest task, the count of long tasks (> 50 ms) and frames per second.
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/playground/#sim=scenario:free-flock;p.N:20000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(url);
await page.waitForSelector('body[data-hydrated="true"]');
await page.waitForSelector('[data-ready="true"]', { timeout: 60_000 });
// Let start-up settle, then measure 10 s of running.
await page.waitForTimeout(3000);
await page.evaluate(() => { window.__long = []; window.__frames = 0; const f = () => { window.__frames++; requestAnimationFrame(f); }; requestAnimationFrame(f); });
const t0 = Date.now();
await page.waitForTimeout(10_000);
const r = await page.evaluate(() => ({ long: window.__long, frames: window.__frames, worker: document.querySelector('[data-worker]')?.getAttribute('data-worker'), steps: document.querySelector('[data-steps]')?.getAttribute('data-steps') }));
const secs = (Date.now() - t0) / 1000;
console.log(JSON.stringify({ url, worker: r.worker, steps: r.steps, longestTaskMs: Math.max(0, ...r.long), longTasks: r.long.length, fps: +(r.frames / secs).toFixed(1) }));
await browser.close();
