/**
 * The book on a plain static host (tests/e2e/plainServer.ts: the built files, no COOP/COEP, like GitHub Pages),
 * with its service worker (src/service-worker.ts):
 *  - rung 11's lesson becomes cross-origin isolated after one reload through the worker, and the split runs;
 *  - after one visit, with the browser offline (the host still up, and asked nothing), other chapters, the ladder's worker lesson and
 *    the playground open and run their simulations (in Web Workers too), a file kept on first use comes back, and a
 *    page never saved says it is offline.
 * The host's origin is not the preview server's, so these tests are never remembered (tests/e2e/remember.ts): they
 * always run.
 */
import { test, expect } from './remember';
import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startPlainServer, type PlainServer } from './plainServer';
import { collectErrors } from './helpers';

// The service worker is the subject here (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

let host: PlainServer;

test.beforeEach(async () => {
  // A host of its own for each test (any free port), with its own count of requests.
  host = await startPlainServer('build');
});
test.afterEach(async () => {
  await host.close();
});

/** Opens a page of the book on the plain host and waits until it has hydrated. */
async function openOnHost(page: Page, path: string) {
  const response = await page.goto(host.url + path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.locator('body[data-hydrated="true"]').waitFor();
  return response;
}

/** Waits until the service worker is installed (the whole book cached) and controls the page. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

/** Each load of a document in this tab notes whether it was cross-origin isolated (kept across reloads). */
async function noteLoads(context: BrowserContext) {
  await context.addInitScript(() => {
    const loads = JSON.parse(sessionStorage.getItem('test:loads') ?? '[]') as boolean[];
    sessionStorage.setItem('test:loads', JSON.stringify([...loads, self.crossOriginIsolated === true]));
  });
}
const loads = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:loads') ?? '[]') as boolean[]);

/** Whether the page is isolated now (false while it is between two documents). */
const isolatedNow = (page: Page) => page.evaluate(() => crossOriginIsolated).catch(() => false);

async function expectRuns(view: Locator) {
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(async () => Number(await view.getAttribute('data-steps')), { timeout: 30_000 }).toBeGreaterThan(5);
}

async function measureSplit(page: Page) {
  const lesson = page.locator('.split-lesson');
  await expect(lesson).toHaveAttribute('data-isolated', 'true');
  await expect(page.getByTestId('cap-split')).not.toContainText('not available');
  await page.getByRole('button', { name: 'Measure one worker, then the split' }).click();
  const n = await page.locator('[data-testid="split-results"] tbody tr').first().getAttribute('data-n');
  const row = page.locator(`[data-testid="split-results"] tr[data-n="${n}"] td`);
  // Columns: one worker ms, steps/s, split ms, steps/s, ratio. The split's come last.
  await expect(row.nth(4)).not.toHaveText('—', { timeout: 90_000 });
  const cells = await row.allTextContents();
  expect(cells.every((c) => Number.isFinite(Number(c)) && c !== '—'), cells.join(' | ')).toBe(true);
}

test('on a host that sends no isolation headers, the worker lesson reloads once through the service worker and splits', async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await noteLoads(context);
  const first = await openOnHost(page, '/ladder/worker/');
  // The host really sends neither header.
  expect(first!.headers()['cross-origin-opener-policy']).toBeUndefined();
  expect(first!.headers()['cross-origin-embedder-policy']).toBeUndefined();

  // The first document was not isolated; once the worker is active the page reloads itself, served by the worker.
  await expect.poll(() => isolatedNow(page), { timeout: 90_000 }).toBe(true);
  await page.locator('body[data-hydrated="true"]').waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await loads(page)).toEqual([false, true]);
  await expect(page.getByTestId('cap-isolated')).toHaveText('yes');
  await expect(page.getByTestId('cap-shared')).toHaveText('yes');
  await measureSplit(page);

  // Reloading again keeps it isolated, and does not reload by itself a second time.
  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  expect(await isolatedNow(page)).toBe(true);
  await page.waitForTimeout(1000);
  expect(await loads(page)).toEqual([false, true, true]);
  expect(errors).toEqual([]);
});

test('after one visit the book reads offline: chapters, the worker lesson and the playground run', async ({ page, context }) => {
  test.setTimeout(240_000);
  await openOnHost(page, '/chapters/boids/');
  await workerInCharge(page);
  // A file the install leaves out (the README's screenshots), fetched once online: kept on first use.
  const kept = '/screenshots/playground.png';
  expect(await page.evaluate(async (u) => (await fetch(u)).status, kept)).toBe(200);

  // Offline from here on; the host keeps running and counts what still reaches it (nothing may).
  await context.setOffline(true);
  const seenByHost = host.requests.length;

  // Another chapter, never opened: its page, code and simulations come from the cache.
  await page.goto(host.url + '/chapters/social-forces/');
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(page.locator('.chapter-body')).toBeVisible();
  await expect(page.locator('.chapter-body .katex >> visible=true').first()).toBeVisible();
  await expectRuns(page.locator('.chapter-body figure.simview').first());

  // The worker lesson: isolated by the worker's headers (the first document is served by it), and the split runs.
  await page.goto(host.url + '/ladder/worker/');
  await page.locator('body[data-hydrated="true"]').waitFor();
  expect(await isolatedNow(page)).toBe(true);
  await measureSplit(page);

  // The playground with a flock large enough to run in a Web Worker.
  await page.goto(host.url + '/playground/#sim=scenario:free-flock;p.N:4000');
  await page.locator('body[data-hydrated="true"]').waitFor();
  const view = page.locator('figure.simview').first();
  await expect(view).toHaveAttribute('data-worker', 'true', { timeout: 30_000 });
  await expectRuns(view);

  // The file kept on first use, and a page never saved (an offline notice, not the browser's error page).
  expect(await page.evaluate(async (u) => (await fetch(u)).status, kept)).toBe(200);
  const missing = await page.goto(host.url + '/not-a-page/');
  expect(missing?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  // Only the browser's own update check of the worker's script gets through (it is made by neither the page nor the
  // worker, and Playwright's offline mode does not cover it; offline for real it fails and the installed worker stays).
  const reached = host.requests.slice(seenByHost).filter((p) => p !== '/service-worker.js');
  expect(reached, 'requests that reached the host while offline').toEqual([]);
});
