import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
await page.goto('http://localhost:4604/chapters/driving-and-repulsion/', { waitUntil: 'networkidle' });
await page.evaluate(() => window.scrollTo(0, 1000));
await page.waitForTimeout(1500);
const info = await page.evaluate(() => {
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.height > 400 && r.width < 40 && r.width > 0) out.push(e.tagName + '.' + e.className + ' ' + JSON.stringify(r));
  }
  for (const x of [610, 615, 620, 625]) out.push(x + ': ' + document.elementsFromPoint(x, 300).slice(0, 3).map((e) => e.tagName + '.' + e.className).join(' | '));
  return out;
});
console.log(info.join('\n'));
await browser.close();
