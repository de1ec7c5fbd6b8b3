import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('http://127.0.0.1:4399' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log(path, logs.slice(0, 8));
}
await browser.close();
