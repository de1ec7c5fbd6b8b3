/**
 * Rung 11 in Chromium: under the isolated preview server (vite.config.ts sends COOP and COEP) /dev/split/ is
 * cross-origin isolated, the split (a coordinator and slice workers on a SharedArrayBuffer) steps, and after K
 * frames its boids are exactly those of rung 10 in one worker (compared rounded to Float32, what a worker's snapshot
 * carries) and exactly those of rung 10 in this Node process (all 64 bits). Without the headers the lesson says why
 * it cannot split and what the host would have to send, and still measures one worker. No timing is asserted.
 */
import { test, expect } from './remember';
import { rungByName } from '../../src/lib/ladder';
import { fingerprint } from '../../src/lib/ladder/parallel/fingerprint';
import { collectErrors, open } from './helpers';

type Check = { n: number; k: number; seed: number; steps: number; split64: string; split32: string; one32: string; slices: number } | { error: string };

test('isolated: the split steps and matches rung 10 in one worker and in Node', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/dev/split/');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const lesson = page.locator('.split-lesson');
  await expect(lesson).toHaveAttribute('data-isolated', 'true');
  await expect(page.getByTestId('cap-isolated')).toHaveText('yes');
  await expect(page.getByTestId('cap-shared')).toHaveText('yes');

  await expect(page.getByTestId('split-check')).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
  const check = (await page.evaluate(() => (window as unknown as { __splitCheck: unknown }).__splitCheck)) as Check;
  if ('error' in check) throw new Error(check.error);
  expect(check.steps).toBe(check.k);
  expect(check.slices).toBeGreaterThanOrEqual(2);
  expect(check.split32).toBe(check.one32);

  const r = rungByName('sorted-grid')!.create(check.n, check.seed);
  for (let f = 0; f < check.k; f++) r.step();
  const b = { x: new Float64Array(check.n), y: new Float64Array(check.n), vx: new Float64Array(check.n), vy: new Float64Array(check.n) };
  r.read(b.x, b.y, b.vx, b.vy);
  expect(check.split64).toBe(fingerprint([b.x, b.y, b.vx, b.vy]));

  // The lesson measures one worker, then the split, at the smallest N; the table fills in (numbers not asserted).
  await page.getByRole('button', { name: 'Measure one worker, then the split' }).click();
  const row = page.locator('[data-testid="split-results"] tr[data-n="5000"] td');
  await expect(row.nth(2)).not.toHaveText('—', { timeout: 60_000 });
  const cells = await row.allTextContents();
  console.log(`split lesson at N = 5000 (one worker ms, steps/s, split ms, steps/s, ratio): ${cells.join(' | ')}`);
  expect(cells.slice(0, 4).every((c) => Number.isFinite(Number(c)))).toBe(true);
  expect(errors).toEqual([]);
});

test('not isolated: the lesson says why and what the host must send, and runs one worker', async ({ browser }) => {
  test.setTimeout(90_000);
  // A host without the headers, in a browser that runs no service worker for the book: the book's worker would add
  // them and reload the page isolated (tests/e2e/offline.spec.ts tests that, on a plain host).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // The same page, its document served without the two headers.
  await page.route('**/dev/split/', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['cross-origin-opener-policy'];
    delete headers['cross-origin-embedder-policy'];
    await route.fulfill({ response, headers });
  });
  await open(page, '/dev/split/');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  await expect(page.getByTestId('cap-isolated')).toHaveText('no');
  const note = page.getByTestId('split-reason');
  await expect(note).toContainText('not cross-origin isolated');
  await expect(note).toContainText('Cross-Origin-Opener-Policy: same-origin');
  await expect(note).toContainText('Cross-Origin-Embedder-Policy: require-corp');
  await expect(page.getByTestId('split-check')).toContainText('not cross-origin isolated');
  await expect(page.getByTestId('split-isolation')).toHaveAttribute('data-state', 'unavailable', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Measure one worker' }).click();
  await expect(page.locator('[data-testid="split-results"] tr[data-n="5000"] td').first()).not.toHaveText('—', { timeout: 60_000 });
  await context.close();
});
