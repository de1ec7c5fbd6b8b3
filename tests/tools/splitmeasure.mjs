// Rung 11 in Chromium: serves the build cross-origin isolated (serve.mjs with isolate), opens /dev/split/, and
// measures rung 10 in one worker against the split at each N. The numbers are this machine's, at this moment: no
// test asserts them, and a speed-up shows only when the cores are idle, so the load average is printed beside them.
//
//   npm run build && node tests/tools/splitmeasure.mjs [--sizes 20000,50000,100000] [--tick 2|0] [--port N]
//
// --tick 2 (the default): the lesson's own table (article B's tick: about 1 % of the boids query on a frame), one
// run each. --tick 0: the page's tick-0 section (every boid every frame), one worker and the split taking turns for
// three rounds, medians.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { option, serve } from './serve.mjs';

const sizes = option(process.argv, '--sizes', '20000,50000,100000').split(',');
const tick = Number(option(process.argv, '--tick', '2'));
const server = await serve({ isolate: true, port: Number(option(process.argv, '--port', '0')) });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/dev/split/`);
  await page.locator('body[data-hydrated="true"]').waitFor();
  await page.locator('[data-testid="split-check"][data-done="true"]').waitFor({ timeout: 120_000 });
  const caps = await page.evaluate(() => ({ isolated: crossOriginIsolated, cores: navigator.hardwareConcurrency }));
  console.log(`Chromium ${browser.version()}: isolated ${caps.isolated}, ${caps.cores} cores; tick ${tick} s; load average ${load()}`);
  if (tick === 0) {
    console.log('N\tone worker ms\tsplit ms\tone ÷ split\trounds (one / split)\tload');
    for (const n of sizes) {
      await page.locator(`input[name="tick0-n"][value="${n}"]`).check();
      await page.getByRole('button', { name: /^Measure tick 0/ }).click();
      await page.locator('.tick0[data-running]').waitFor({ timeout: 10_000 }).catch(() => {});
      await page.locator('.tick0:not([data-running])').waitFor({ timeout: 900_000 });
      const row = page.locator(`[data-testid="tick0-results"] tr[data-n="${n}"]`);
      console.log([...(await row.locator('th, td').allTextContents()), load()].join('\t'));
    }
  } else {
    console.log('N\tone worker ms\tsteps/s\tsplit ms\tsteps/s\tsplit ÷ one\tload');
    for (const n of sizes) {
      await page.locator(`input[type="radio"][value="${n}"]`).first().check();
      await page.getByRole('button', { name: /^Measure one/ }).click();
      const row = page.locator(`[data-testid="split-results"] tr[data-n="${n}"]`);
      await page.locator('.split-lesson:not([data-running])').waitFor({ timeout: 300_000 });
      console.log([...(await row.locator('th, td').allTextContents()), load()].join('\t'));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
