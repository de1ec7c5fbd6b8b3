// How far a reader's eye travels from a simulation to the number it is about: for every simulation view
// (figure.simview) on every chapter and on the playground, at viewport widths 1280 and 390 px, the vertical
// distance in CSS px from the top of the view's canvas to the top of its first named metric (the first element
// with a data-metric attribute inside the figure, in document order: the view's key metric), and to the nearest
// one if that is another. Negative: the metric is above the canvas's top. Run in Debian's Chromium through
// playwright-core, against a build it serves itself (gzip):
//
//   npm run build && node tests/tools/metricdistance.mjs [--build DIR] [--content DIR] [--base /sub] [--json] [PATH…]
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { serve, option } from './serve.mjs';
import { chapterPaths, CHROMIUM_PATH, CHROMIUM_FLAGS } from './pages.mjs';

const argv = process.argv.slice(2);
const dir = option(argv, '--build', 'build');
const contentDir = option(argv, '--content', undefined);
const json = argv.includes('--json');
const valued = new Set(['--build', '--content', '--base']);
const only = argv.filter((a, i) => a.startsWith('/') && !valued.has(argv[i - 1]));
const paths = only.length ? only : [...chapterPaths(contentDir ? resolve(contentDir) : undefined), '/playground/'];
const WIDTHS = [
  [1280, 900],
  [390, 844]
];

const server = await serve({ dir, base: option(argv, '--base', '') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = [];
try {
  for (const [width, height] of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height } });
    for (const path of paths) {
      const response = await page.goto(server.url + path);
      if (!response || response.status() >= 400) throw new Error(`${path}: HTTP ${response?.status()}`);
      await page.waitForSelector('body[data-hydrated="true"]');
      const views = page.locator('figure.simview');
      const count = await views.count();
      for (let k = 0; k < count; k++) {
        const view = views.nth(k);
        await view.scrollIntoViewIfNeeded();
        // Metrics appear once the simulation is built (views start when they come into sight); a view without a
        // stats panel (side-by-side comparisons) has none.
        const ready = await page
          .waitForFunction((el) => el.getAttribute('data-ready') === 'true', await view.elementHandle(), { timeout: 20_000 })
          .then(() => true, () => false);
        const hasMetric = await view
          .locator('[data-metric]')
          .first()
          .waitFor({ state: 'attached', timeout: ready ? 2_000 : 100 })
          .then(() => true, () => false);
        const m = await view.evaluate((fig) => {
          const canvas = fig.querySelector('canvas');
          const metrics = [...fig.querySelectorAll('[data-metric]')];
          if (!canvas) return { error: 'no canvas' };
          const top = canvas.getBoundingClientRect().top;
          const visible = metrics.filter((e) => e.getClientRects().length > 0);
          const d = (e) => Math.round(e.getBoundingClientRect().top - top);
          const first = visible[0];
          const nearest = visible.reduce((best, e) => (best === null || Math.abs(d(e)) < Math.abs(d(best)) ? e : best), null);
          return {
            metrics: metrics.length,
            hidden: metrics.length - visible.length,
            first: first ? { name: first.getAttribute('data-metric'), distance: d(first) } : null,
            nearest: nearest ? { name: nearest.getAttribute('data-metric'), distance: d(nearest) } : null
          };
        });
        results.push({ width, path, view: (await view.getAttribute('id')) || `#${k + 1}`, ready, hasMetric, ...m });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

if (json) {
  console.log(JSON.stringify({ build: resolve(dir), results }, null, 2));
} else {
  console.log('Distance (CSS px) from the canvas top to its first [data-metric] (nearest in brackets when another one)');
  const rows = [['width', 'page', 'view', 'first metric', 'distance', 'nearest']];
  for (const r of results) {
    if (r.error || !r.first) {
      rows.push([String(r.width), r.path, r.view, r.error ?? (r.metrics ? `${r.hidden} hidden metric(s)` : r.ready ? 'no metric' : 'never ready'), '—', '']);
      continue;
    }
    const near = r.nearest && r.nearest.name !== r.first.name ? `${r.nearest.distance} (${r.nearest.name})` : '';
    rows.push([String(r.width), r.path, r.view, r.first.name, String(r.first.distance), near]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 4 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd());
}
