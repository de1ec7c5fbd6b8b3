import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './pages.mjs';
const server = await serve({ dir: 'build', base: '' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625 });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node?.className || s.node?.nodeName || '?') + ` ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(server.url + process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
await browser.close(); process.exit(0);
