// Lighthouse (its npm package, the default mobile preset: a mid-range phone on a slow 4G link, simulated
// throttling) on every page of a build served compressed (gzip) as a real host serves it. Each page is measured
// `--runs` times (default 3), each run in a fresh Chromium; the table gives the median performance score, total
// blocking time, largest contentful paint and cumulative layout shift, with the range over the runs in brackets.
//
//   npm run build && node tests/tools/lighthouse.mjs [--runs N] [--build DIR] [--content DIR] [--base /sub] [--isolate] [--ladder] [--json] [PATH…]
//
// --build measures another build directory (e.g. an older commit built in a worktree), --content finds that
// build's chapters in its own content/ folder, --base serves a BASE_PATH build under its sub-path; PATHs
// (e.g. /playground/) measure only those pages; --ladder adds the glossary, the ladder's index and every lesson.
// --isolate serves with COOP/COEP (serve.mjs), as a host that can send
// headers would: the worker lesson then needs no reload to become isolated, and Lighthouse can measure it.
// The target: performance ≥ 95 and TBT < 200 ms everywhere.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { resolve } from 'node:path';
import { serve, option } from './serve.mjs';
import { bookPaths, ladderPaths, CHROMIUM_PATH, CHROMIUM_FLAGS, median } from './pages.mjs';

const argv = process.argv.slice(2);
const runs = Number(option(argv, '--runs', '3'));
const dir = option(argv, '--build', 'build');
const contentDir = option(argv, '--content', undefined);
const json = argv.includes('--json');
const valued = new Set(['--runs', '--build', '--content', '--base']);
const only = argv.filter((a, i) => a.startsWith('/') && !valued.has(argv[i - 1]));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

const content = contentDir ? resolve(contentDir) : undefined;
const paths = only.length ? only : [...bookPaths(content), ...(argv.includes('--ladder') ? ladderPaths(content) : [])];
const server = await serve({ dir, base: option(argv, '--base', ''), isolate: argv.includes('--isolate') });
const log = (...a) => { if (!json) console.error(...a); };
log(`Lighthouse ${runs}× per page (mobile preset, performance), ${resolve(dir)} served with gzip at ${server.url}/`);

/**
 * chrome-launcher (1.2.1 on) switches RenderDocument off, and with it off this headless Chromium (156) often presents
 * the page's first frame one or two whole seconds late: viz stops offering the page BeginFrames while it loads
 * (Lighthouse issue #17148). The unthrottled load then shows FCP at 1.2 or 2.2 s on a page that painted at 0.3 s, and
 * Lighthouse's simulation builds FCP and LCP on it. The same feature list without RenderDocument (the last
 * --disable-features wins): seen FCP 0.3–0.5 s (/about/, /chapters/boids/; 2.2 s with the default list), and a build
 * of 3 Dec that scored 97–98 then scores 79–83 here with the default list. Measured 6 Dec 2026.
 */
const KEEP_RENDER_DOCUMENT = (() => {
  const list = chromeLauncher.Launcher.defaultFlags().find((f) => f.startsWith('--disable-features='));
  if (!list) throw new Error('chrome-launcher no longer switches features off by default: see the comment above');
  return list.split(',').filter((f) => f !== 'RenderDocument').join(',');
})();

/** One Lighthouse run of one page in a fresh browser. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, KEEP_RENDER_DOCUMENT]
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned nothing');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: a['total-blocking-time'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      si: a['speed-index'].numericValue,
      // What the unthrottled load showed: Lighthouse's simulated FCP and LCP start from it, so a first frame the
      // browser was late to present (software compositing on a busy machine) costs the score without any page change.
      seenFcp: a.metrics.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
      warnings: lhr.runWarnings ?? []
    };
  } finally {
    await chrome.kill();
  }
}

const summary = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
const results = [];
try {
  for (const path of paths) {
    const list = [];
    let failure = null;
    for (let k = 0; k < runs; k++) {
      // A page Lighthouse cannot measure (the worker lesson reloads itself once to become cross-origin isolated, and
      // Lighthouse loses its target) is reported as such, and the other pages are still measured.
      let r, tries = 0;
      // NO_NAVSTART is Lighthouse's own trace-recording flake ("Please run Lighthouse again"): that run is repeated,
      // at most twice, and said so; any other failure ends the page's runs.
      do {
        failure = null;
        r = await measure(server.url + path).catch((e) => void (failure = e instanceof Error ? e.message : String(e)));
        if (failure?.startsWith('NO_NAVSTART') && tries < 2) log(`  ${path} run ${k + 1}: NO_NAVSTART, run again`);
      } while (!r && failure?.startsWith('NO_NAVSTART') && tries++ < 2);
      if (!r) break;
      log(`  ${path} run ${k + 1}: score ${r.score}, TBT ${r.tbt.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, FCP seen ${r.seenFcp.toFixed(0)} ms`);
      for (const w of r.warnings) log(`    warning: ${w}`);
      list.push(r);
    }
    if (failure) {
      log(`  ${path}: could not be measured: ${failure.split('\n')[0]}`);
      results.push({ path, runs: 0, failure });
      continue;
    }
    const of = (k) => summary(list.map((r) => r[k]));
    results.push({ path, runs: list.length, score: of('score'), tbt: of('tbt'), lcp: of('lcp'), cls: of('cls'), fcp: of('fcp'), si: of('si'), seenFcp: of('seenFcp') });
  }
} finally {
  await server.close();
}

if (json) {
  console.log(JSON.stringify({ build: resolve(dir), runs, preset: 'mobile', results }, null, 2));
} else {
  const ms = (s) => `${s.median.toFixed(0)} (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
  const rows = [
    ['page', 'performance', 'TBT ms', 'LCP ms', 'CLS', 'FCP seen ms'],
    ...results.map((r) => r.failure ? [r.path, 'not measured', '—', '—', '—', '—'] : [r.path, `${r.score.median} (${r.score.min}–${r.score.max})`, ms(r.tbt), ms(r.lcp), `${r.cls.median.toFixed(3)} (${r.cls.min.toFixed(3)}–${r.cls.max.toFixed(3)})`, ms(r.seenFcp)])
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  console.log(`\nLighthouse, mobile preset, median of ${runs} run(s) (range in brackets); target: performance ≥ 95, TBT < 200 ms`);
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  const unmeasured = results.filter((r) => r.failure).map((r) => r.path);
  if (unmeasured.length) console.log(`not measured (Lighthouse lost the page): ${unmeasured.join(', ')}`);
  const failing = results.filter((r) => !r.failure && (r.score.median < 95 || r.tbt.median >= 200)).map((r) => r.path);
  console.log(failing.length ? `below target: ${failing.join(', ')}` : 'every page meets the target');
}
