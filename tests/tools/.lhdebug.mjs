import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from './serve.mjs';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './pages.mjs';
const server = await serve({ dir: 'build', base: '' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
const r = await lighthouse(server.url + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue);
const d = a['largest-contentful-paint-element']; console.log('LCP element', d?.displayValue, JSON.stringify(d?.details?.items?.map((x) => x.items?.map((y) => y.node?.snippet ?? y)) ?? null).slice(0, 900));

for (const it of a['bootup-time'].details.items.slice(0, 6)) console.log('bootup', it.url.split('/').pop(), Math.round(it.total), 'script', Math.round(it.scripting));
for (const it of a['mainthread-work-breakdown'].details.items) console.log('main', it.groupLabel ?? it.group, Math.round(it.duration));
for (const it of (a['long-tasks']?.details?.items ?? []).slice(0, 10)) console.log('long task', it.url?.split('/').pop(), Math.round(it.startTime), Math.round(it.duration));
console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i) => [i.url.split('/').pop(), i.wastedMs]) ?? []));
await chrome.kill(); server.close?.(); process.exit(0);
