// Screenshots for the README and for looking at the book as a reader does: node tests/tools/screenshots.mjs [BASE_URL]
// (against a served build). Writes static/screenshots/*.png.
import { chromium } from 'playwright-core';
const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const shots = [
  ['chapter-boids', '/chapters/boids/', 1280, 'light', 1800],
  ['chapter-social-forces-dark', '/chapters/social-forces/', 1280, 'dark', 1800],
  ['playground', '/playground/#sim=scenario:corridor;seed:3', 1280, 'light', 1400],
  ['chapter-boids-phone', '/chapters/boids/', 390, 'dark', 1600],
  ['ladder-uniform-grid', '/ladder/uniform-grid/', 1280, 'light', 1300],
  ['ladder-update-less-often-dark', '/ladder/update-less-often/', 1280, 'dark', 1300]
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
});
for (const [name, path, width, theme, height] of shots) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme: theme });
  await page.goto(base + path);
  await page.waitForSelector('body[data-hydrated="true"]');
  await page.waitForTimeout(2500);
  // Scroll to the first simulation so the picture shows a live view with its controls.
  if (path.includes('chapters')) await page.evaluate(() => document.querySelector('canvas')?.scrollIntoView({ block: 'center' }));
  // A lesson: its A/B, with its table and chart, after a few seconds of running.
  if (path.startsWith('/ladder/')) await page.evaluate(() => document.querySelector('section.ladder-ab')?.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(path.startsWith('/ladder/') ? 6000 : 1500);
  await page.screenshot({ path: `static/screenshots/${name}.png` });
  await page.close();
}
await browser.close();
console.log('written', shots.map((s) => s[0]).join(', '));
