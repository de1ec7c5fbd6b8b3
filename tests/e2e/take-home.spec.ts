import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './remember';
import { collectErrors, open } from './helpers';

/**
 * The boids chapter's take-home panel in the built book: each Download link serves its file from static/take-home/
 * (fetched in the page: 200, the file's own text) and downloads it under its name; Copy puts the file's text on the
 * clipboard and says so; the preview opens from the keyboard; at a phone's 390 px the panel fits; axe finds nothing
 * serious in it.
 */
const FILES = ['boids-2d.ts', 'Boids2D.cs', 'Boids2DBehaviour.cs'];
const text = (name: string) => readFileSync(fileURLToPath(new URL(`../../static/take-home/${name}`, import.meta.url)), 'utf8');

test('the boids chapter offers the 2-D flock to take home: download, copy, preview', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const errors = collectErrors(page);
  await open(page, '/chapters/boids/');
  const panel = page.locator('#take-home-boids-2d');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('heading', { name: 'Take-home code: 2-D boids' })).toBeVisible();

  for (const name of FILES) {
    const link = panel.getByRole('link', { name: `Download ${name}` });
    await expect(link).toHaveAttribute('download', name);
    const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    const served = await page.evaluate(async (url) => {
      const r = await fetch(url);
      return { status: r.status, text: await r.text() };
    }, href);
    expect(served.status, href).toBe(200);
    expect(served.text.startsWith(text(name).split('\n')[0] + '\n'), `${href} serves ${name}`).toBe(true);
    expect(served.text).toBe(text(name));
  }
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download Boids2D.cs' }).click()]);
  expect(download.suggestedFilename()).toBe('Boids2D.cs');

  await panel.getByRole('button', { name: 'Copy Boids2D.cs' }).click();
  const card = panel.locator('[data-file="Boids2D.cs"]');
  await expect(card.getByRole('status')).toHaveText('Copied Boids2D.cs to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text('Boids2D.cs'));
  const lines = text('Boids2D.cs').split('\n').length - 1;
  await expect(card.getByTestId('size')).toHaveText(new RegExp(`^${lines} lines · \\d+\\.\\d kB$`));

  // The preview, from the keyboard: Tab from Copy reaches its summary; Enter opens it on the file.
  await panel.getByRole('button', { name: 'Copy boids-2d.ts' }).focus();
  await page.keyboard.press('Tab');
  await expect(panel.locator('[data-file="boids-2d.ts"] summary')).toBeFocused();
  await page.keyboard.press('Enter');
  const preview = panel.getByRole('region', { name: /^boids-2d\.ts, \d+ lines$/ });
  await expect(preview).toBeVisible();
  expect(await preview.textContent()).toBe(text('boids-2d.ts'));

  const axe = await new AxeBuilder({ page }).setLegacyMode(true).include('#take-home-boids-2d').options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('at 390 px the take-home panel fits the screen, its buttons a thumb wide', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/chapters/boids/');
  const panel = page.locator('#take-home-boids-2d');
  await panel.scrollIntoViewIfNeeded();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const b of await panel.locator('.actions .btn').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(30);
});
