// What a reader's browser loads: for each page (cover, about, playground, every chapter in content/), the
// JavaScript and CSS fetched by Debian's Chromium until nothing more arrives for a second — bytes as built and bytes gzipped —
// plus the size of the whole built site. Workers' scripts count (the page started them).
//
//   npm run build && node tests/tools/pagecost.mjs [--build DIR] [--content DIR] [--base /sub] [--json] [PATH…]
//   node tests/tools/pagecost.mjs http://127.0.0.1:4173      (against a site served elsewhere)
//
// By default it serves the build itself with gzip (tests/tools/serve.mjs), and the gzip column is the bytes that
// crossed the wire; against another server it is the body gzipped here (level 9), whatever that server sent.
import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve, option } from './serve.mjs';
import { bookPaths, CHROMIUM_PATH, CHROMIUM_FLAGS } from './pages.mjs';

const argv = process.argv.slice(2);
const dir = option(argv, '--build', 'build');
const contentDir = option(argv, '--content', undefined);
const json = argv.includes('--json');
const external = argv.find((a) => /^https?:\/\//.test(a));
const valued = new Set(['--build', '--content', '--base']);
const only = argv.filter((a, i) => a.startsWith('/') && !valued.has(argv[i - 1]));
const paths = only.length ? only : bookPaths(contentDir ? resolve(contentDir) : undefined);

const server = external ? null : await serve({ dir, base: option(argv, '--base', '') });
const base = external ? external.replace(/\/+$/, '') : server.url;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = [];
try {
  for (const path of paths) {
    // The page's own cost: the book's service worker, which fetches the whole book in the background on a first
    // visit (for offline reading), is kept out, or its install would be counted as this page's.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const sizes = { js: 0, jsGz: 0, css: 0, cssGz: 0, jsFiles: 0, cssFiles: 0 };
    const pending = [];
    const count = (r) =>
      pending.push(
        (async () => {
          const type = r.request().resourceType();
          const url = r.url().split(/[?#]/)[0];
          const kind = type === 'script' || url.endsWith('.js') ? 'js' : type === 'stylesheet' || url.endsWith('.css') ? 'css' : null;
          if (!kind || r.status() >= 300) return;
          const body = await r.body().catch(() => null);
          if (!body) return;
          // Our server sends content-length with the gzipped body (Chromium's own transfer sizes are wrong for workers).
          const h = r.headers();
          const wire = server && h['content-encoding'] === 'gzip' && Number(h['content-length']) > 0 ? Number(h['content-length']) : gzipSync(body, { level: 9 }).length;
          sizes[kind] += body.length;
          sizes[kind + 'Gz'] += wire;
          sizes[kind + 'Files']++;
        })()
      );
    let last = Date.now();
    context.on('response', (r) => { last = Date.now(); count(r); });
    const response = await page.goto(base + path, { waitUntil: 'load' });
    if (!response || response.status() >= 400) throw new Error(`${path}: HTTP ${response?.status()}`);
    // Until nothing has arrived for a second (a running worker keeps 'networkidle' from ever coming), at most 20 s.
    for (const t0 = Date.now(); Date.now() - last < 1000 && Date.now() - t0 < 20_000; ) await page.waitForTimeout(250);
    await Promise.all(pending);
    results.push({ path, ...sizes });
    await context.close();
  }
} finally {
  await browser.close();
  await server?.close();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const site = external ? null : { size: execSync(`du -sh ${JSON.stringify(dir)}`).toString().split('\t')[0], files: Number(execSync(`find ${JSON.stringify(dir)} -type f | wc -l`).toString()) };
if (json) {
  console.log(JSON.stringify({ base, results, site }, null, 2));
} else {
  const width = Math.max(...paths.map((p) => p.length));
  console.log('JavaScript and CSS each page loads (gzip: as transferred)');
  for (const r of results) {
    console.log(`${r.path.padEnd(width)}  JS gzip ${kb(r.jsGz).padStart(9)} (${kb(r.js)} as built, ${r.jsFiles} files)   CSS gzip ${kb(r.cssGz).padStart(8)} (${kb(r.css)}, ${r.cssFiles} files)`);
  }
  if (site) console.log(`built site: ${site.size}, ${site.files} files`);
}
