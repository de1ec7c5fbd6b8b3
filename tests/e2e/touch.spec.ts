import { test, expect } from './remember';
import { type Locator } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * Issue 18.7: on a touch screen a finger on the canvas scrolls the page; it does not change the experiment. A tap on
 * empty ground adds an agent only once the reader has switched on the stage's "Edit the scene" button (shown on
 * coarse pointers only); a mouse click still adds one directly (playfiles.spec.ts).
 */
const agents = (view: Locator) => view.locator('dd[data-stat="agents"]');

test('a tap on empty canvas adds an agent only in edit mode, and the edit button is shown on touch screens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await open(page, '/playground/#sim=scenario:wandering;seed:3;p.N:1');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  if ((await view.getAttribute('data-running')) === 'true') await view.locator('[data-action="play"]').click();
  const canvas = view.locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  // Near a corner of the square, far from the one walker (it starts near the middle) and from the walls.
  const at = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.8 };
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForTimeout(300);
  await expect(agents(view)).toHaveText('1');
  expect(await canvas.evaluate((c) => getComputedStyle(c).touchAction), 'a finger can scroll the page (pan-x pan-y pinch-zoom, which Chromium calls manipulation)').not.toBe('none');

  const edit = view.locator('[data-action="touch-edit"]');
  await expect(edit).toBeVisible();
  await edit.tap();
  await expect(edit).toHaveAttribute('aria-pressed', 'true');
  expect(await canvas.evaluate((c) => getComputedStyle(c).touchAction)).toBe('none');
  await page.touchscreen.tap(at.x, at.y);
  await expect(agents(view)).toHaveText('2');
  await page.screenshot({ path: 'test-results/touch-edit-390.png' });
  expect(errors).toEqual([]);
  await context.close();
});

test('with a mouse the edit button is not shown', async ({ page }) => {
  await open(page, '/playground/');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  await expect(view.locator('[data-action="touch-edit"]')).toBeHidden();
});
