import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './pages.mjs';
const server = await serve({ dir: 'build', base: '' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625 });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent || '').slice(0, 60) : e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(server.url + process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(2000);
console.log(JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, paint: performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]), dcl: Math.round(performance.timing.domContentLoadedEventEnd - performance.timing.navigationStart), res: performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]).slice(0, 30) })), null, 0));
await browser.close(); process.exit(0);
