import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * Issue 18.1: a shared link lands where it points. Opened cold (a new page, no earlier scroll), a chapter link that sets
 * up one view must open with that view in sight, marked as the shared one with what the link changed, and restore it;
 * a bare `#sim-<id>` fragment is one the browser itself jumps to. At the width of a laptop and of a phone.
 */
const LINK = '/chapters/boids/#sim-flock=scenario:bounded-flock;seed:7;f.cohesionB:off';

/** The view's top, relative to the viewport, once the page has settled. */
async function topOf(page: Page, selector: string): Promise<{ top: number; height: number; scrollY: number }> {
  await page.waitForTimeout(1500);
  return page.evaluate((s) => ({ top: document.querySelector(s)!.getBoundingClientRect().top, height: innerHeight, scrollY: scrollY }), selector);
}

for (const width of [1280, 390]) {
  test(`a shared view link opens with the view in sight and marked as shared (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, LINK);
    const view = page.locator('#sv-flock');
    await expect(view).toHaveAttribute('data-ready', 'true');
    const banner = view.locator('[data-shared]');
    await expect(banner).toContainText('Shared with you');
    await expect(banner).toContainText('seed 7');
    await expect(banner).toContainText('cohesionB off');
    await expect(view.getByRole('textbox', { name: 'Seed' })).toHaveValue('7');
    const at = await topOf(page, '#sv-flock');
    expect(at.scrollY, 'the page scrolled to the view').toBeGreaterThan(1000);
    expect(at.top, 'the view starts near the top of the screen').toBeGreaterThanOrEqual(-2);
    expect(at.top).toBeLessThan(at.height / 3);
    await page.screenshot({ path: `test-results/shared-link-${width}.png` });
    // The other views on the page were not set up by the link and say nothing.
    await expect(page.locator('[data-shared]')).toHaveCount(1);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(view.locator('[data-shared]')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a bare #sim-<id> fragment is one the browser jumps to, and marks nothing as shared', async ({ page }) => {
  await open(page, '/chapters/boids/#sim-flock');
  const at = await topOf(page, '#sv-flock');
  expect(at.scrollY).toBeGreaterThan(1000);
  expect(at.top).toBeLessThan(at.height / 2);
  await expect(page.locator('[data-shared]')).toHaveCount(0);
});

test('a ladder comparison can be shared: its link reproduces N, seed and the worst case, and lands on it', async ({ page, context }) => {
  const errors = collectErrors(page);
  await open(page, '/ladder/uniform-grid/');
  const ab = page.locator('section.ladder-ab#uniform-grid');
  await ab.scrollIntoViewIfNeeded();
  await ab.getByRole('combobox', { name: 'Boids (N)' }).selectOption('1000');
  await ab.getByRole('spinbutton', { name: 'Seed' }).fill('3');
  await ab.getByRole('spinbutton', { name: 'Seed' }).dispatchEvent('change');
  await ab.getByRole('button', { name: 'Worst case: everyone in one cell' }).click();
  await ab.locator('[data-action="ab-link"]').click();
  const url = await ab.getByRole('textbox', { name: /Link to this comparison/ }).inputValue();
  expect(url).toContain('#ab-uniform-grid=n:1000;seed:3;worst:1');

  const cold = await context.newPage();
  await open(cold, url.slice(url.indexOf('/ladder/')));
  const again = cold.locator('section.ladder-ab#uniform-grid');
  await expect(again.locator('[data-shared]')).toContainText('N = 1,000, seed 3, worst case: everyone in one cell');
  await expect(again.getByRole('combobox', { name: 'Boids (N)' })).toHaveValue('1000');
  await expect(again.getByRole('spinbutton', { name: 'Seed' })).toHaveValue('3');
  await expect(again.getByRole('button', { name: 'Start spread out again' })).toHaveAttribute('aria-pressed', 'true');
  const at = await topOf(cold, 'section.ladder-ab#uniform-grid');
  expect(at.scrollY).toBeGreaterThan(300);
  expect(at.top).toBeGreaterThanOrEqual(-2);
  expect(at.top).toBeLessThan(at.height / 3);
  // A garbled part is refused with a notice; the rest still applies.
  const garbled = await context.newPage();
  await open(garbled, '/ladder/uniform-grid/#ab-uniform-grid=n:7;seed:3');
  await expect(garbled.locator('section.ladder-ab#uniform-grid [data-notice]')).toContainText("N '7' is not one this comparison offers");
  await expect(garbled.locator('section.ladder-ab#uniform-grid').getByRole('spinbutton', { name: 'Seed' })).toHaveValue('3');
  await cold.screenshot({ path: 'test-results/shared-ab-1280.png' });
  expect(errors).toEqual([]);
});

test('a chapter side-by-side can be shared: one link carries both sides, and opens on them', async ({ page, context }) => {
  const errors = collectErrors(page);
  await open(page, '/chapters/boids/');
  const left = page.locator('#sv-compare-left'), right = page.locator('#sv-compare-right');
  await left.scrollIntoViewIfNeeded();
  await expect(left).toHaveAttribute('data-ready', 'true');
  await expect(right).toHaveAttribute('data-ready', 'true');
  await left.getByRole('checkbox', { name: 'Cohesion (article B)', exact: true }).uncheck();
  const sbs = page.locator('.sbs', { has: left });
  await sbs.locator('[data-action="sbs-link"]').click();
  const url = await sbs.getByRole('textbox', { name: /Link to this comparison/ }).inputValue();
  expect(url).toContain('#sim-compare-left=');
  expect(url).toContain('f.cohesionB:off');
  expect(url).toContain('&sim-compare-right=');

  const cold = await context.newPage();
  await open(cold, url.slice(url.indexOf('/chapters/')));
  const l2 = cold.locator('#sv-compare-left'), r2 = cold.locator('#sv-compare-right');
  await expect(l2).toHaveAttribute('data-ready', 'true');
  await expect(r2).toHaveAttribute('data-ready', 'true');
  await expect(l2.getByRole('checkbox', { name: 'Cohesion (article B)', exact: true })).not.toBeChecked();
  await expect(l2.locator('[data-shared]')).toContainText('cohesionB off');
  const at = await topOf(cold, '#sv-compare-left');
  expect(at.scrollY).toBeGreaterThan(1000);
  expect(at.top).toBeGreaterThanOrEqual(-2);
  expect(at.top).toBeLessThan(at.height / 2);
  await cold.screenshot({ path: 'test-results/shared-sbs-1280.png' });
  expect(errors).toEqual([]);
});
