import { chromium } from 'playwright-core';
const base = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of paths) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (r) => { if (r.url().endsWith('.js')) { try { files.push([(await r.body()).length, r.url().split('/').pop()]); } catch {} } });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  console.log(path, files.sort((a,b)=>b[0]-a[0]).slice(0,6).map(f=>f.join(' ')).join(' | '));
  await page.close();
}
await browser.close();
