// The 3-D chapter's live flock, as a reader runs it: for each N the view's own select is set, then fps (the view's
// data-fps, sampled each second for 10 s, median) and the main thread's long tasks (a PerformanceObserver). The
// step runs in a worker from 2000 boids; without a GPU the view draws from 10 000 boids at half resolution
// (src/lib/components/flock3d/renderScale.ts): each line gives the drawing buffer's size. Serve a build first:
//   npx vite build && npx vite preview --port 4173; then
//   node tests/tools/flock3d-chapter-fps.mjs http://127.0.0.1:4173 5000 20000 50000
import { chromium } from 'playwright-core';
const [,, base = 'http://127.0.0.1:4173', ...ns] = process.argv;
const sizes = ns.length ? ns.map(Number) : [5000, 20000, 50000];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.addInitScript(() => {
  window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(base + '/chapters/flocks-in-3d/');
await page.waitForSelector('body[data-hydrated="true"]');
const view = page.locator('section.flock3d#ball');
await view.scrollIntoViewIfNeeded();
await page.waitForSelector('section.flock3d#ball[data-ready="true"]');
for (const n of sizes) {
  await view.getByRole('combobox', { name: 'Boids' }).selectOption(String(n));
  await page.waitForTimeout(6000);
  await page.evaluate(() => { window.__tasks.length = 0; });
  const d0 = Number(await view.getAttribute('data-drawn')), s0 = Number(await view.getAttribute('data-steps')), t0 = Date.now();
  const fps = [];
  for (let k = 0; k < 10; k++) { await page.waitForTimeout(1000); fps.push(Number(await view.getAttribute('data-fps'))); }
  const d1 = Number(await view.getAttribute('data-drawn')), s1 = Number(await view.getAttribute('data-steps')), dt = (Date.now() - t0) / 1000;
  const tasks = await page.evaluate(() => window.__tasks.slice());
  const buffer = await view.locator('canvas').evaluate((c) => `${c.width}×${c.height}`);
  fps.sort((a, b) => a - b);
  console.log(`N=${n}\twhere=${await view.getAttribute('data-where')}\tfps median ${fps[5].toFixed(1)} (drawn ${((d1 - d0) / dt).toFixed(1)}/s)\tsteps ${((s1 - s0) / dt).toFixed(1)}/s\tstep ${await view.getAttribute('data-ms-per-step')} ms\tbuffer ${buffer}\tlong tasks ${tasks.length}, longest ${tasks.length ? Math.max(...tasks).toFixed(0) : 0} ms`);
}
await browser.close();
