// Rung 11 in Chromium: serves the build cross-origin isolated (serve.mjs with isolate), opens /dev/split/, and has
// its lesson measure rung 10 in one worker and then the split at each N; prints the lesson's table. The numbers are
// this machine's, at this moment: no test asserts them.
//
//   npm run build && node tests/tools/splitmeasure.mjs [--sizes 20000,50000,100000]
import { chromium } from 'playwright-core';
import { option, serve } from './serve.mjs';

const sizes = option(process.argv, '--sizes', '20000,50000,100000').split(',');
const server = await serve({ isolate: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/dev/split/`);
  await page.locator('body[data-hydrated="true"]').waitFor();
  await page.locator('[data-testid="split-check"][data-done="true"]').waitFor({ timeout: 120_000 });
  const caps = await page.evaluate(() => ({ isolated: crossOriginIsolated, cores: navigator.hardwareConcurrency }));
  console.log(`Chromium ${browser.version()}: isolated ${caps.isolated}, ${caps.cores} cores`);
  console.log('N\tone worker ms\tsteps/s\tsplit ms\tsteps/s\tsplit ÷ one');
  for (const n of sizes) {
    await page.locator(`input[type="radio"][value="${n}"]`).check();
    await page.getByRole('button', { name: /^Measure/ }).click();
    const row = page.locator(`[data-testid="split-results"] tr[data-n="${n}"]`);
    await page.locator('.split-lesson:not([data-running])').waitFor({ timeout: 300_000 });
    console.log((await row.locator('th, td').allTextContents()).join('\t'));
  }
} finally {
  await browser.close();
  await server.close();
}
