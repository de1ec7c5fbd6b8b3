import { test, expect } from './remember';
import { type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { collectErrors, open } from './helpers';
import { createSimulation, CapacityError } from '../../src/lib/engine';

/**
 * Issue #9 in the playground: scenario files saved and loaded, the reader's canvas edits carried by the share link,
 * and a population too large for its room run at the most that fits, with a notice (in the worker, too).
 */

const steps = async (view: Locator) => Number(await view.getAttribute('data-steps'));
const agents = (view: Locator) => view.locator('dd[data-stat="agents"]');

async function pause(view: Locator) {
  if ((await view.getAttribute('data-running')) === 'true') await view.locator('[data-action="play"]').click();
  await expect(view).toHaveAttribute('data-running', 'false');
}

/** World → CSS pixels on the view's canvas, as the view's transform computes it (sim/transform.ts, 8 px padding). */
async function toPixel(canvas: Locator, world: { x0: number; y0: number; width: number; height: number }, x: number, y: number) {
  const box = (await canvas.boundingBox())!;
  const pad = 8, scale = Math.min((box.width - 2 * pad) / world.width, (box.height - 2 * pad) / world.height);
  const ox = (box.width - scale * world.width) / 2 - scale * world.x0, oy = (box.height + scale * world.height) / 2 + scale * world.y0;
  return { x: box.x + ox + scale * x, y: box.y + oy - scale * y };
}

async function shareUrl(page: Page, view: Locator): Promise<string> {
  await view.getByRole('button', { name: 'Copy link' }).click();
  return view.getByRole('textbox', { name: /Link to this simulation/ }).inputValue();
}

test('saves the set-up as a scenario file, refuses a bad file with the field named, runs a good one and goes back', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/playground/');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  // The first scenario is a flock: no file yet, said plainly.
  await page.getByRole('button', { name: 'Save scenario file' }).click();
  await expect(page.locator('[data-file-message="error"]')).toContainText('not available for flocks yet');

  const select = page.getByRole('combobox', { name: 'Scenario' });
  await select.selectOption('bottleneck');
  await expect(view).toHaveAttribute('data-ready', 'true');
  // Paused, so that "nothing changed" below is read off the count, not raced against people leaving by the door.
  await pause(view);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save scenario file' }).click()]);
  expect(download.suggestedFilename()).toBe('bottleneck.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const doc = JSON.parse(text);
  expect(doc.format).toBe('crowds-and-flocks/scenario@1');
  expect(doc.spawns[0].count).toBe(80);
  await expect(page.locator('[data-file-message="done"]')).toContainText('Saved bottleneck.json');

  // A bad file: the message names the field, and nothing changes.
  const bad = structuredClone(doc);
  bad.spawns[0].region.rect = [5, 0, 2, 6];
  const input = page.getByTestId('scenario-file-input');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const alert = page.locator('[data-file-message="error"]');
  await expect(alert).toContainText('broken.json');
  await expect(alert).toContainText('spawns[0].region.rect');
  await expect(alert).toContainText('Nothing was changed');
  await expect(select).toHaveValue('bottleneck');
  await expect(agents(view)).toHaveText('80');

  // A good one (edited by hand: 30 people, a new title) runs as the file says.
  const mine = { ...structuredClone(doc), name: 'my-door', title: 'My door' };
  mine.spawns[0].count = 30;
  await input.setInputFiles({ name: 'my-door.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mine)) });
  await expect(page.locator('[data-file-message="done"]')).toContainText('Loaded my-door.json');
  await expect(select).toHaveValue('custom');
  await expect(view.locator('.caption')).toHaveText('My door');
  await expect(page.getByTestId('scenario-summary')).toContainText('From your file my-door.json');
  await expect(view).toHaveAttribute('data-ready', 'true');
  await expect(agents(view)).toHaveText('30');
  await expect.poll(() => steps(view), { timeout: 30_000 }).toBeGreaterThan(0);
  // A link cannot carry the file: said, no link made.
  await view.getByRole('button', { name: 'Copy link' }).click();
  await expect(view.getByRole('status').filter({ hasText: 'cannot carry a loaded scenario file' })).toBeVisible();

  // Back to the built-in scenarios; the file stays in the chooser.
  await page.getByRole('button', { name: 'Back to the built-in scenarios' }).click();
  await expect(select).not.toHaveValue('custom');
  await expect(select.locator('option[value="custom"]')).toHaveText('My door (my-door.json)');
  expect(errors).toEqual([]);
});

test('walls dragged and agents added on the canvas travel in the share link and come back exactly', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  // Article A's square (24 m, x and y from −12) with one walker, and its wall from (−6, 3) to (−2, 3).
  await open(page, '/playground/#sim=scenario:wandering;seed:3;p.N:1');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  await pause(view);
  const canvas = view.locator('canvas').first();
  const world = { x0: -12, y0: -12, width: 24, height: 24 };
  const a = await toPixel(canvas, world, -4, 3), b = await toPixel(canvas, world, -4, 7);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  const c = await toPixel(canvas, world, 8, -8);
  await page.mouse.click(c.x, c.y);
  await expect(view.locator('[data-edits]')).toContainText('1 wall move and 1 added agent');
  await expect(agents(view)).toHaveText('2');

  const url = await shareUrl(page, view);
  // Wall 0 moved by about (0, 4) m, an agent added at about (8, −8): what the pointer did, within a few pixels.
  const move = /;move:0@(-?[\d.]+),(-?[\d.]+);add:(-?[\d.]+),(-?[\d.]+),/.exec(url);
  expect(move, url).not.toBeNull();
  const [dx, dy, x, y] = move!.slice(1).map(Number);
  expect(Math.abs(dx)).toBeLessThan(0.3);
  expect(Math.abs(dy - 4)).toBeLessThan(0.3);
  expect(Math.abs(x - 8)).toBeLessThan(0.3);
  expect(Math.abs(y + 8)).toBeLessThan(0.3);
  // Reset keeps them.
  await view.locator('[data-action="reset"]').click();
  await expect(agents(view)).toHaveText('2');

  await page.goto('about:blank');
  await open(page, url.slice(url.indexOf('/playground/')));
  const again = page.locator('main figure.simview');
  await expect(again).toHaveAttribute('data-ready', 'true');
  await expect(again.locator('[data-edits]')).toContainText('1 wall move and 1 added agent');
  await expect(agents(again)).toHaveText('2');
  await pause(again);
  expect(await shareUrl(page, again)).toBe(url);
  // Removing them brings the scenario's own layout back.
  await again.getByRole('button', { name: 'Remove my changes' }).click();
  await expect(again.locator('[data-edits]')).toHaveCount(0);
  await expect(agents(again)).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a link asking for more people than the room holds runs the most it holds, with a notice', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  let max = 0;
  try { createSimulation({ scenario: 'evacuation', params: { N: 2000 } }); } catch (e) { if (e instanceof CapacityError) max = e.max; }
  expect(max).toBeGreaterThan(0);
  await open(page, '/playground/#sim=scenario:evacuation;seed:2;p.N:2000;p.v0:1.5');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  const notice = view.locator('[data-capacity]');
  await expect(notice).toHaveAttribute('data-capacity', String(max));
  await expect(notice).toContainText(`2,000 agents do not fit in this space without overlapping: it holds at most ${max}`);
  await expect(agents(view)).toHaveText(String(max));
  await expect.poll(() => steps(view), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(view.locator('[data-notice]').filter({ hasText: 'failed' })).toHaveCount(0);
  // The reader's other settings are kept: v0 from the link.
  await pause(view);
  expect(await shareUrl(page, view)).toContain(`p.N:${max};p.v0:1.5`);
  expect(errors).toEqual([]);
});

test('at 390 px the file buttons work from the keyboard, and the messages and notices pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/playground/#sim=scenario:evacuation;p.N:2000');
  const view = page.locator('main figure.simview');
  await view.locator('canvas').first().scrollIntoViewIfNeeded();
  await expect(view.locator('[data-capacity]')).toBeVisible();
  // Keyboard: focus the load button and press Enter: the browser's file chooser opens.
  const load = page.getByRole('button', { name: 'Load scenario file…' });
  await load.focus();
  await expect(load).toBeFocused();
  const chooserOpened = page.waitForEvent('filechooser', { timeout: 15_000 });
  await load.press('Enter');
  const chooser = await chooserOpened;
  await chooser.setFiles({ name: 'nothing.json', mimeType: 'application/json', buffer: Buffer.from('{"format": 1}') });
  const alert = page.getByRole('alert').filter({ hasText: 'nothing.json' });
  await expect(alert).toContainText('format');
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The parts this spec is about: the file buttons, the file message, the view with its notice. (The forces catalogue
  // below has a finding of its own at 390 px: scrollable KaTeX displays that cannot be focused.)
  const results = await new AxeBuilder({ page }).include('main .files').include('[data-file-message]').include('main figure.simview').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('an exit shut with its switch travels in the share link, and the link opens with it shut', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/playground/#sim=scenario:exits-room;seed:2;p.N:40');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  const east = view.getByRole('switch', { name: /east/ });
  await expect(east).toBeChecked();
  await east.press('Space');
  await expect(east).not.toBeChecked();
  await expect(view.locator('[data-edits]')).toContainText('1 exit opened or shut');
  await pause(view);
  const url = await shareUrl(page, view);
  expect(url).toContain(';exit:east=shut');

  await page.goto('about:blank');
  await open(page, url.slice(url.indexOf('/playground/')));
  const again = page.locator('main figure.simview');
  await expect(again).toHaveAttribute('data-ready', 'true');
  await expect(again.getByRole('switch', { name: /east/ })).not.toBeChecked();
  await expect(again.getByRole('switch', { name: /west/ })).toBeChecked();
  expect(errors).toEqual([]);
});
