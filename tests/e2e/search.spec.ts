import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';
import { seriousViolations } from './axe';

/**
 * The search box (src/lib/components/SearchBox.svelte) over the Pagefind index that `npm run build` makes: results
 * link to the chapter that holds the words, the keyboard reaches everything (/ focuses the box, arrows move, Enter
 * opens, Escape closes), and the index's script and WebAssembly run under the CSP without a violation.
 */

/** Records every securitypolicyviolation the page sees (as tests/e2e/csp.spec.ts does). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const hits = (page: Page) => page.locator('[data-search-hit]');
const hrefs = (page: Page) => hits(page).evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test('typing finds the chapters that hold the words, with marked excerpts, under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => void scripts.push(new URL(r.url()).pathname));
  await open(page, '/about/');
  // Nothing of the search is loaded before the box is used.
  expect(scripts.filter((p) => p.includes('/pagefind/'))).toEqual([]);

  const box = page.getByRole('searchbox', { name: 'Search the book' });
  await box.fill('social force');
  await expect(hits(page).first()).toBeVisible({ timeout: 20_000 });
  const social = await hrefs(page);
  expect(social).toContain('/chapters/social-forces/');
  // The first results are the crowd chapters, not the flock chapters.
  expect(social.slice(0, 3)).toContain('/chapters/social-forces/');
  const first = hits(page).first();
  await expect(first.locator('mark').first()).toBeVisible();
  expect((await first.locator('mark').allTextContents()).join(' ').toLowerCase()).toMatch(/social|force/);

  await box.fill('polarization');
  await expect.poll(() => hrefs(page), { timeout: 20_000 }).toContain('/chapters/boids/');
  const polar = await hrefs(page);
  expect(polar).not.toContain('/chapters/social-forces/');
  expect(polar.some((p) => p.startsWith('/chapters/'))).toBe(true);

  await box.fill('zzqxjv');
  await expect(page.locator('[data-search-panel]')).toContainText('Nothing found');
  expect(scripts.some((p) => p.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the keyboard: / focuses the box, arrows move through the results, Enter opens one, Escape closes', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, '/chapters/boids/');
  const box = page.getByRole('searchbox', { name: 'Search the book' });
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(''); // the slash itself is not typed
  await page.keyboard.type('social force');
  await expect(hits(page).nth(1)).toBeVisible({ timeout: 20_000 });

  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();

  // Escape closes the results and keeps the query; typing opens them again.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-search-panel]')).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('social force');

  await page.keyboard.press('Backspace');
  await expect(hits(page).first()).toBeVisible({ timeout: 20_000 });
  const target = new URL((await hits(page).first().getAttribute('href'))!, page.url()).pathname;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('[data-search-panel]')).toHaveCount(0);

  // In the box, Enter opens the first result.
  await page.keyboard.press('/');
  await page.keyboard.type('polarization');
  await expect.poll(() => hrefs(page), { timeout: 20_000 }).toContain('/chapters/boids/');
  const firstHit = new URL((await hits(page).first().getAttribute('href'))!, page.url()).pathname;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${firstHit}$`));
  expect(await violations()).toEqual([]);
});

test('a slash typed into a text field stays there', async ({ page }) => {
  await open(page, '/playground/');
  await page.getByText('Simulation settings', { exact: true }).click();
  const field = page.locator('.sliders input.num').first();
  await field.click();
  await field.fill('');
  await page.keyboard.type('1/');
  await expect(field).toHaveValue('1/');
  await expect(page.getByRole('searchbox', { name: 'Search the book' })).not.toBeFocused();
});

test('the open results have no serious accessibility violations', async ({ page }) => {
  await open(page, '/about/');
  await page.getByRole('searchbox', { name: 'Search the book' }).fill('boids');
  await expect(hits(page).first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page, 'search results ')).toEqual([]);
});
