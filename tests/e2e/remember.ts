/**
 * End-to-end tests that remember their passes, as the claims remember their values (tests/claims/): a test that
 * passed is run again only when something it depends on has changed, or when the random sample picks it.
 *
 * What a test in a browser depends on, and what its key hashes (rememberKey.ts):
 *  - its code: the spec file's whole import closure (helpers, axe, every src module it imports), as the claims hash it;
 *  - the set-up: the Playwright and Vite configs, the lock file (Playwright's and axe's versions), Chromium's version;
 *  - every byte the browser was served: each URL the test's pages (and their workers) requested while it passed, with
 *    its status and body as the preview server serves them now. The build is reproducible (svelte.config.js names
 *    the version by the hash of its inputs), so an unchanged book serves the same bytes on any machine.
 * When the run asks for it (REMEMBER_PASSES=1, as `npm test` does; a run of chosen specs runs them), each test checks
 * its record: when the key is the same and the sample did not pick it, it is skipped with the note "unchanged since
 * it passed"; otherwise it runs. Every pass is recorded, whatever the run asked. A random tenth of the
 * remembered tests runs anyway (E2E_SAMPLE_SEED replays the choice; E2E_SAMPLE=1 runs them all).
 *
 * Specs import `test` and `expect` from here, not from @playwright/test. A context made by the test's own browser
 * (`browser.newContext`, `browser.newPage`) is followed; one from a browser the test launches itself must be passed
 * to `followRequests` — a request nobody follows is a dependency nobody checks.
 */
import { test as base, expect, type BrowserContext, type TestInfo } from '@playwright/test';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../claims/sources';
import { readRecord, RECORDS_SPOOL, rememberKey, sampled, servedHashes, type PassRecord } from './rememberKey';

export { expect };

interface Followed { urls: Set<string> }

let current: Followed | null = null;

/** Follows every request a context makes, for the running test's record. */
export function followRequests(context: BrowserContext): void {
  const followed = current;
  if (!followed) return;
  context.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:')) return; // made from served bytes
    // The book's service worker's own fetches (it caches the whole book on install) are not what the test's pages
    // used: each request of a page is followed as such, whether the worker or the network answers it.
    if (r.serviceWorker()) return;
    followed.urls.add(url);
  });
}

function spool(line: object): void {
  mkdirSync(RECORDS_SPOOL, { recursive: true });
  appendFileSync(join(RECORDS_SPOOL, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}

const idOf = (info: TestInfo) => ({ spec: relative(ROOT, info.file), title: info.titlePath.slice(1).join(' › ') });

export const test = base.extend<{ remembered: void }>({
  remembered: [
    async ({ context, browser, baseURL }, use, info) => {
      const { spec, title } = idOf(info);
      const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
      const record = readRecord(spec, title);
      if (record && process.env.REMEMBER_PASSES === '1' && !sampled(`${spec}|${title}`)) {
        const served = await servedHashes(origin, record.urls);
        if (rememberKey(spec, title, served) === record.key) {
          spool({ spec, title, outcome: 'remembered' });
          info.annotations.push({ type: 'remembered', description: `unchanged since it passed (key ${record.key})` });
          info.skip(true, `unchanged since it passed (key ${record.key})`);
        }
      }

      current = { urls: new Set() };
      followRequests(context);
      // Contexts and pages the test opens itself, on the same browser, are followed too.
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => {
        const c = await newContext.apply(browser, args);
        followRequests(c);
        return c;
      };
      browser.newPage = async (...args) => {
        const p = await newPage.apply(browser, args);
        followRequests(p.context());
        return p;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      const followed = current;
      current = null;
      if (info.status !== 'passed' || info.expectedStatus !== 'passed') {
        spool({ spec, title, outcome: 'failed' });
        return;
      }
      const urls = [...followed.urls].sort();
      const foreign = urls.filter((u) => new URL(u).origin !== origin);
      if (foreign.length > 0) {
        // Bytes from elsewhere cannot be checked here: such a test always runs.
        spool({ spec, title, outcome: 'passed', unrememberable: `requested ${foreign[0]}` });
        return;
      }
      const paths = urls.map((u) => u.slice(origin.length));
      const served = await servedHashes(origin, paths);
      const rec: PassRecord = { key: rememberKey(spec, title, served), urls: paths };
      spool({ spec, title, outcome: 'passed', record: rec });
    },
    { auto: true }
  ]
});
