import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const width = Number(process.argv[2] || 1280);
const page = await browser.newPage({ viewport: { width, height: 1000 } });
await page.goto('http://localhost:4604/chapters/driving-and-repulsion/', { waitUntil: 'networkidle' });
const h = await page.evaluate(() => document.body.scrollHeight);
let k = 0;
for (let y = 0; y < h; y += 1000) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/repel/v${width}-${String(k++).padStart(2, '0')}.png` });
}
console.log(k);
await browser.close();
