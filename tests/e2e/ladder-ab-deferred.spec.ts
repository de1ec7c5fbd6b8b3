import { test, expect } from './remember';
import { collectErrors, open } from './helpers';

/**
 * An A/B is built and starts playing when it comes near the screen, not at load: the sorted grid's lesson holds four
 * A/Bs of 20 000 boids a side, and building and running them all while the page loaded blocked its main thread for
 * half a second (Lighthouse TBT 480 ms, performance 87; built on sight, 98). The drawing lesson likewise (TBT 202 → 54 ms).
 */
test('a lesson’s A/Bs further down wait until the reader scrolls to them, then play', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/ladder/sorted-grid/');
  const far = page.locator('section.ladder-ab#kd-tree');
  await page.waitForTimeout(1500);
  await expect(far).toHaveAttribute('data-running', 'false');
  await far.scrollIntoViewIfNeeded();
  await expect(far).toHaveAttribute('data-running', 'true', { timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('the drawing lesson’s 50 000 boids start when their stage comes into sight', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/ladder/drawing/');
  const lesson = page.locator('figure.draw-lesson').first();
  const play = lesson.locator('button.play');
  await page.waitForTimeout(1500);
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await lesson.scrollIntoViewIfNeeded();
  await expect(play).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  expect(errors).toEqual([]);
});
