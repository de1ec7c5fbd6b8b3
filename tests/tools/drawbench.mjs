// The drawing lesson's benchmark (rung 12): serves the built site (npm run build first), opens the dev page
// /dev/draw/ in Debian's Chromium (software rendering: no GPU) for each N × renderer × where the step runs, waits
// for warm-up, then counts requestAnimationFrame callbacks in the page for a few seconds (frames per second) and
// collects the main thread's long tasks (PerformanceObserver 'longtask', buffered: only tasks over 50 ms exist as
// entries) and the longest gap between animation frames. Prints a markdown table; --json prints the rows as JSON.
//
//   node tests/tools/drawbench.mjs [--n 20000,50000,100000] [--renderer path,batched,webgl,webgl-pulled,pixels]
//                                  [--where page,worker,worker-paced]
//                                  [--secs 5] [--warm 3] [--dpr 1] [--width 1280] [--json] [--build DIR]
import { chromium } from 'playwright-core';
import { cpus, loadavg } from 'node:os';
import { option, serve } from './serve.mjs';

const argv = process.argv.slice(2);
const list = (name, fallback) => option(argv, name, fallback).split(',').map((s) => s.trim()).filter(Boolean);
const ns = list('--n', '20000,50000,100000').map(Number);
const renderers = list('--renderer', 'path,batched,webgl,webgl-pulled,pixels');
const wheres = list('--where', 'page,worker,worker-paced');
const secs = Number(option(argv, '--secs', '5'));
const warm = Number(option(argv, '--warm', '3'));
const dpr = Number(option(argv, '--dpr', '1'));
const width = Number(option(argv, '--width', '1280'));
const json = argv.includes('--json');

const server = await serve({ dir: option(argv, '--build', 'build'), base: process.env.BASE_PATH ?? '' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
});
const loadBefore = loadavg()[0];
const rows = [];
try {
  for (const n of ns)
    for (const renderer of renderers)
      for (const where of wheres) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: dpr });
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
        await page.addInitScript(() => {
          window.__long = [];
          try {
            new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push({ t: e.startTime, d: e.duration }); }).observe({ type: 'longtask', buffered: true });
          } catch { /* no long task entries in this browser */ }
        });
        // guard=0: the lesson would pause itself when frames take over a second; here the slow cases are measured too.
        await page.goto(`${server.url}/dev/draw/?n=${n}&renderer=${renderer}&where=${where}&guard=0`);
        await page.waitForSelector('body[data-hydrated="true"]');
        await page.waitForSelector('figure[data-frames]', { timeout: 120_000 });
        await page.waitForTimeout(warm * 1000);
        const r = await page.evaluate((ms) => new Promise((done) => {
          const t0 = performance.now();
          let frames = 0, last = t0, gap = 0;
          const f = (t) => {
            frames++;
            gap = Math.max(gap, t - last);
            last = t;
            if (t - t0 < ms) requestAnimationFrame(f);
            else {
              const fig = document.querySelector('figure[data-frames]');
              const long = window.__long.filter((e) => e.t + e.d >= t0);
              done({
                fps: (1000 * frames) / (t - t0), gapMs: gap, longestMs: Math.max(0, ...long.map((e) => e.d)), longTasks: long.length,
                sps: Number(fig?.dataset.sps), drawMs: Number(fig?.dataset.drawMs), problem: fig?.dataset.problem ?? null
              });
            }
          };
          requestAnimationFrame(f);
        }), secs * 1000);
        rows.push({ n, renderer, where, ...r, errors });
        if (!json) process.stderr.write(`${n} ${renderer} ${where}: ${r.fps.toFixed(1)} fps\n`);
        await page.close();
      }
} finally {
  await browser.close();
  await server.close();
}
const machine = { cores: cpus().length, loadBefore: +loadBefore.toFixed(2), loadAfter: +loadavg()[0].toFixed(2), width, dpr, secs, warm };
if (json) console.log(JSON.stringify({ machine, rows }, null, 2));
else {
  const where = { page: 'coupled (page)', worker: 'decoupled (worker, flat out)', 'worker-paced': 'decoupled (worker, 50 steps/s)' };
  console.log(`| N | renderer | step runs | fps | steps/s | draw call ms (median) | longest task ms (> 50 ms only) | long tasks | longest frame gap ms |`);
  console.log(`|---:|---|---|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows)
    console.log(`| ${r.n.toLocaleString('en')} | ${r.renderer} | ${where[r.where] ?? r.where} | ${r.fps.toFixed(1)} | ${r.sps.toFixed(0)} | ${r.drawMs.toFixed(1)} | ${r.longTasks ? r.longestMs.toFixed(0) : '—'} | ${r.longTasks} | ${r.gapMs.toFixed(0)} |${r.problem ? ` ${r.problem}` : ''}${r.errors.length ? ` errors: ${r.errors.join('; ')}` : ''}`);
  console.log(`\n${machine.cores} cores; 1-min load ${machine.loadBefore} before, ${machine.loadAfter} after; viewport ${width} px, dpr ${dpr}; ${warm} s warm-up, ${secs} s measured.`);
}
