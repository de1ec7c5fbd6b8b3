import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './remember';
import { open } from './helpers';

/**
 * Issue 18.7: at a phone's 390 px no page of the ladder (its index and every lesson) or the playground scrolls
 * sideways; a table wider than the screen scrolls in its own box. (The chapters: chapter-index.spec.ts.)
 */
const LESSONS = readdirSync(fileURLToPath(new URL('../../content/ladder/', import.meta.url)))
  .filter((f) => f.endsWith('.svx') && f !== 'ladder.svx')
  .map((f) => `/ladder/${f.replace(/\.svx$/, '')}/`);

test('at 390 px the ladder, its lessons and the playground do not scroll sideways', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const path of ['/ladder/', ...LESSONS, '/playground/']) {
    await open(page, path);
    await page.waitForTimeout(500);
    const w = await page.evaluate(() => document.documentElement.scrollWidth);
    if (w > 392) wide.push(`${path}: ${w} px`);
  }
  expect(wide).toEqual([]);
});
