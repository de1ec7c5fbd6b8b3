import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.evaluate(() => window.scrollTo(0, 1000));
await page.waitForTimeout(1500);
const info = await page.evaluate(() => {
  const out = [];
  for (const y of [100, 300, 500]) {
    const els = document.elementsFromPoint(618, y).slice(0, 4).map((e) => e.tagName + '.' + e.className + ' ' + (e.getAttribute('aria-label') || ''));
    out.push(y + ': ' + els.join(' | '));
  }
  return out;
});
console.log(info.join('\n'));
await page.screenshot({ path: '/tmp/repel/probe.png' });
await browser.close();
