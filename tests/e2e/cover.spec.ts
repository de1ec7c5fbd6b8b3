/**
 * The cover's flock (src/lib/site/CoverFlock.svelte): the take-home boids file drawn on a canvas, without the engine.
 * It moves while in view, stops when scrolled away, shows one still frame with reduced motion, and the cover loads
 * neither the engine nor the simulation view (the bulk of a chapter's JavaScript).
 */
import { test, expect } from './remember';
import { open } from './helpers';
import type { Page } from '@playwright/test';

const canvas = (page: Page) => page.locator('.hero-flock canvas');
/** The canvas's pixels, as a data URL (two differ when the flock has moved). */
const pixels = (page: Page) => canvas(page).evaluate((c: HTMLCanvasElement) => c.toDataURL());
/** How many pixels of the canvas are not blank: the boids drawn. */
const inked = (page: Page) =>
  canvas(page).evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let k = 3; k < d.length; k += 4) if (d[k] > 0) n++;
    return n;
  });

test('the cover flock flies while in view and stops when scrolled away', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await expect(canvas(page)).toHaveAttribute('data-playing', 'true');
  expect(await inked(page)).toBeGreaterThan(500);
  const a = await pixels(page);
  await page.waitForTimeout(300);
  expect(await pixels(page)).not.toBe(a);

  await page.locator('#contents').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(canvas(page)).toHaveAttribute('data-playing', 'false');
  const b = await pixels(page);
  await page.waitForTimeout(300);
  expect(await pixels(page)).toBe(b);
});

test('with reduced motion the cover flock is one still frame', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await open(page, '/');
  await expect(canvas(page)).toHaveAttribute('data-playing', 'false');
  await expect.poll(() => inked(page)).toBeGreaterThan(500);
  const a = await pixels(page);
  await page.waitForTimeout(400);
  expect(await pixels(page)).toBe(a);
  await context.close();
});

test('the cover loads neither the engine nor the simulation view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''));
  });
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(scripts.length).toBeGreaterThan(0);
  // Strings only the engine's chunk (its k-d tree) and the view's (its build error) hold.
  expect(scripts.filter((s) => s.includes('KDBush')).length, 'the engine was loaded').toBe(0);
  expect(scripts.filter((s) => s.includes('The simulation could not be built')).length, 'the simulation view was loaded').toBe(0);
});
