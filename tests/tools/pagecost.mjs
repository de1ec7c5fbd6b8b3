// What a reader's browser loads: for each page, the JavaScript and CSS bytes (uncompressed and gzip) fetched by
// Debian's Chromium, plus the size of the whole built site. Run against a served build (npm run build && npm run
// preview): node tests/tools/pagecost.mjs [BASE_URL]
import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const pages = ['/', '/chapters/boids/', '/chapters/social-forces/', '/playground/'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
});
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
for (const path of pages) {
  const page = await browser.newPage();
  const sizes = { js: 0, jsGz: 0, css: 0, cssGz: 0, files: 0 };
  page.on('response', async (r) => {
    const url = r.url();
    const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    try {
      const body = await r.body();
      sizes[kind] += body.length; sizes[kind + 'Gz'] += gzipSync(body).length; sizes.files++;
    } catch { /* a worker script may be read elsewhere */ }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log(`${path.padEnd(26)} JS ${kb(sizes.js)} (gzip ${kb(sizes.jsGz)}), CSS ${kb(sizes.css)} (gzip ${kb(sizes.cssGz)}), ${sizes.files} files`);
  await page.close();
}
await browser.close();
console.log('built site:', execSync('du -sh build').toString().trim(), '—', execSync('find build -type f | wc -l').toString().trim(), 'files');
