import { test, expect } from './remember';
import { collectErrors, open } from './helpers';
import { seriousViolations } from './axe';

/**
 * The glossary (/glossary/): prerendered with its formulas, one entry per symbol and per metric; the metric names on
 * a chapter's canvas and the sliders' glossary links land on their entries.
 */

test('the glossary is prerendered: entries and their formulas are in the page without JavaScript', async ({ browser }) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const page = await bare.newPage();
  const response = await page.goto('/glossary/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  expect(await page.locator('[data-entry="symbol"]').count()).toBeGreaterThan(40);
  expect(await page.locator('[data-entry="metric"]').count()).toBeGreaterThan(10);
  // τ is one entry with a row for each force that declares it.
  const tau = page.locator('#sym-tau');
  await expect(tau.locator('h3 .katex')).toBeVisible();
  await expect(tau.locator('#param-drivingHM-tau')).toContainText('Relaxation time');
  await expect(tau.locator('#param-drivingHFV-tau')).toBeAttached();
  await expect(page.locator('#metric-polarization')).toContainText('Polarization');
  await expect(page.locator('#metric-polarization [data-introduced]')).toHaveAttribute('data-introduced', 'boids');
  expect(await page.locator('.entry h3 .texh:has(.katex)').count()).toBe(await page.locator('.entry h3 .texh').count());
  await bare.close();
});

test('a metric name beside a chapter canvas links to its glossary entry, whose chapter link leads back', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/chapters/boids/');
  const link = page.locator('figure.simview .hud a[data-glossary="polarization"]').first();
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/glossary\/#metric-polarization$/);
  const entry = page.locator('#metric-polarization');
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText('length of the mean unit velocity');
  await entry.locator('[data-introduced]').click();
  await expect(page).toHaveURL(/\/chapters\/boids\/$/);
  expect(errors).toEqual([]);
});

test("a slider's glossary link lands on that parameter's row", async ({ page }) => {
  await open(page, '/playground/');
  // The view must be built first (its side panel arrives then); on a loaded CI machine one click on the summary was
  // lost once while the stage was still settling, so the summary is clicked again until its panel is open.
  await expect(page.locator('figure.simview').first()).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const dtLink = page.getByRole('link', { name: 'dt in the glossary' }).first();
  await expect(async () => {
    if (!(await dtLink.isVisible())) await page.getByText('Simulation settings', { exact: true }).click();
    await expect(dtLink).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await dtLink.click();
  await expect(page).toHaveURL(/\/glossary\/#setting-dt$/);
  await expect(page.locator('#setting-dt')).toBeInViewport();
  await expect(page.locator('#setting-dt')).toContainText('time step');
});

test('the glossary is in the site navigation and has no serious accessibility violations', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/about/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await open(page, '/glossary/');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page, `glossary (${colorScheme}) `)).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('at 390 px neither the glossary nor the header with its search box scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/glossary/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(392);
  await page.getByRole('searchbox', { name: 'Search the book' }).fill('tau');
  await expect(page.locator('[data-search-panel]')).toBeVisible({ timeout: 20_000 });
  const panel = (await page.locator('[data-search-panel]').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/glossary-search-390.png' });
});
