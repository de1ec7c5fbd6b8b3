// Measures the 3-D flock's drawing (src/lib/components/flock3d/painter.ts) on its dev page, in Debian's Chromium with
// the end-to-end tests' arguments (--disable-gpu: WebGL 2 through ANGLE on SwiftShader, the software GPU), against a
// static build served here (tests/tools/serve.mjs). Build a copy of your own first, so no one else's build changes
// it under the measurement:
//
//   npx vite build && cp -r build ../flock3d-build      (a copy outside the repo, or build in a private checkout)
//   node tests/tools/flock3dfps.mjs [--build ../flock3d-build] [--port 4193] [--ns 5000,20000,50000] [--runs 3]
//                                   [--set article] [--query '&rays=1'] [--dpr 1] [--warm 3000] [--sample 5000] [--json]
//
// For each N it opens /dev/flock3d/?n=N&set=…, waits for the first frame and then 3 s, and for 5 s reads the figure's
// data-fps (frames drawn per second over the last second, the page's own count) twice a second, data-paint-ms and
// data-step-ms (the paint's JavaScript and the step, ms). It prints the medians, the frames counted over the 5 s,
// and the main thread's longest task in the 5 s (PerformanceObserver 'longtask', > 50 ms only: "—" when none) with
// the count of long tasks. With --runs R it repeats the whole sweep R times and prints the median of the runs' medians.
// The 1-minute load average is printed before and after: the numbers follow it (2 cores, shared with other work).
import { chromium } from 'playwright-core';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve, option } from './serve.mjs';

const argv = process.argv.slice(2);
// Default: the repo's own build folder (pass --build for a private copy).
const dir = option(argv, '--build', fileURLToPath(new URL('../../build/', import.meta.url)));
const port = Number(option(argv, '--port', '4193'));
const ns = option(argv, '--ns', '5000,20000,50000').split(',').map(Number);
const runs = Number(option(argv, '--runs', '1'));
const set = option(argv, '--set', 'article');
const extra = option(argv, '--query', '');
const warm = Number(option(argv, '--warm', '3000'));
const sample = Number(option(argv, '--sample', '5000'));
const json = argv.includes('--json');
const dpr = Number(option(argv, '--dpr', '1'));

const median = (a) => {
  const s = a.filter((v) => Number.isFinite(v)).sort((x, y) => x - y);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () => loadavg()[0].toFixed(2);

const server = await serve({ dir, port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As playwright.config.ts.
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
});

/** One N: the medians of one 5 s window. */
async function measure(n) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: dpr, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}/dev/flock3d/?n=${n}&set=${set}${extra}`);
  const fig = page.locator('figure.flock3d-dev');
  await fig.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(warm);
  const read = () => page.evaluate(() => {
    const f = /** @type {HTMLElement} */ (document.querySelector('figure.flock3d-dev'));
    return { fps: Number(f.dataset.fps), paint: Number(f.dataset.paintMs), step: Number(f.dataset.stepMs), frames: Number(f.dataset.frames), error: f.dataset.error ?? null };
  });
  await page.evaluate(() => { /** @type {any} */ (window).__long = []; });
  const first = await read(), t0 = Date.now(), fps = [], paint = [], step = [];
  for (let t = 500; t <= sample; t += 500) {
    await page.waitForTimeout(Math.max(0, t0 + t - Date.now()));
    const r = await read();
    fps.push(r.fps); paint.push(r.paint); step.push(r.step);
  }
  const last = await read(), secs = (Date.now() - t0) / 1000;
  const long = await page.evaluate(() => /** @type {any} */ (window).__long);
  await context.close();
  if (last.error) throw new Error(`n=${n}: ${last.error}`);
  return {
    n, fps: median(fps), counted: (last.frames - first.frames) / secs, paintMs: median(paint), stepMs: median(step),
    longestTaskMs: long.length ? Math.max(...long) : 0, longTasks: long.length
  };
}

const all = [];
try {
  for (let r = 0; r < runs; r++) {
    const before = load(), rows = [];
    for (const n of ns) rows.push(await measure(n));
    const after = load();
    all.push(rows);
    if (json) console.log(JSON.stringify({ run: r + 1, loadBefore: before, loadAfter: after, rows }));
    else {
      console.log(`run ${r + 1}  (1-min load ${before} before, ${after} after)`);
      for (const x of rows) {
        console.log(`  n=${String(x.n).padStart(6)}  fps ${x.fps.toFixed(1).padStart(5)} (counted ${x.counted.toFixed(1)})  paint ${x.paintMs.toFixed(2)} ms  step ${x.stepMs.toFixed(2)} ms  longest task ${x.longestTaskMs ? x.longestTaskMs.toFixed(0) + ' ms' : '—'} (${x.longTasks} > 50 ms)`);
      }
    }
  }
  if (runs > 1) {
    console.log(`median of ${runs} runs`);
    for (let k = 0; k < ns.length; k++) {
      const rows = all.map((run) => run[k]), m = (key) => median(rows.map((x) => x[key]));
      const longest = m('longestTaskMs');
      console.log(`  n=${String(ns[k]).padStart(6)}  fps ${m('fps').toFixed(1).padStart(5)}  paint ${m('paintMs').toFixed(2)} ms  step ${m('stepMs').toFixed(2)} ms  longest task ${longest ? longest.toFixed(0) + ' ms' : '—'}  (runs: ${rows.map((x) => x.fps.toFixed(1)).join(' / ')} fps)`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
