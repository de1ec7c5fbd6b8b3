import { test, expect } from './remember';
import { type Locator, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * Issue 18.7, phone and touch: on a phone the canvas stays in sight while the reader works its view's controls
 * below it (the stage sticks to the top of the screen, within its view); on a wide screen nothing sticks; and the
 * live numbers never cover the scene: their strip does not meet the world's frame on the canvas (the canvas tells
 * where it drew the frame: data-world, CSS px from its top-left corner).
 */

type Box = { x: number; y: number; width: number; height: number };

/** The fraction of `b` that lies inside the viewport (0 … 1). */
async function inViewport(page: Page, b: Box): Promise<number> {
  const { width, height } = page.viewportSize()!;
  const w = Math.max(0, Math.min(b.x + b.width, width) - Math.max(b.x, 0)), h = Math.max(0, Math.min(b.y + b.height, height) - Math.max(b.y, 0));
  return (w * h) / (b.width * b.height);
}

/** Scrolls the page by `dy` px and waits for the scroll to land. */
async function scrollBy(page: Page, dy: number) {
  await page.evaluate((d) => window.scrollBy({ top: d, behavior: 'instant' }), dy);
  await page.waitForTimeout(150);
}

/** The world's frame on the page, from the canvas's data-world and its box. */
async function worldFrame(canvas: Locator): Promise<Box> {
  await expect(canvas).toHaveAttribute('data-world', /\d/);
  const [x, y, width, height] = (await canvas.getAttribute('data-world'))!.split(' ').map(Number);
  const c = (await canvas.boundingBox())!;
  return { x: c.x + x, y: c.y + y, width, height };
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function readyView(page: Page, path: string, id: string): Promise<Locator> {
  await open(page, path);
  const view = page.locator(`#sv-${id}`);
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  return view;
}

test('at 390 px the canvas stays in sight while the reader switches forces further down its controls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const view = await readyView(page, '/chapters/boids/', 'flock');
  const canvas = view.locator('canvas').first();
  const switches = view.locator('fieldset.forces input[type="checkbox"]');
  expect(await switches.count()).toBeGreaterThanOrEqual(3);

  // Scroll until the first force switch is near the bottom of the screen: the controls start below the canvas.
  const first = (await switches.first().boundingBox())!;
  await scrollBy(page, first.y - 0.85 * 844);
  expect(await inViewport(page, (await canvas.boundingBox())!)).toBeGreaterThan(0.9);

  // Down to the last switch, as a reader's thumb would, and click it: the canvas is still on the screen, above it.
  const last = switches.last();
  const lastBox = (await last.boundingBox())!;
  await scrollBy(page, lastBox.y - 0.75 * 844);
  const before = await last.isChecked();
  await last.click();
  await expect(last).toBeChecked({ checked: !before });
  const c = (await canvas.boundingBox())!;
  expect(await inViewport(page, c), 'the canvas is (mostly) on the screen').toBeGreaterThan(0.8);
  const after = (await last.boundingBox())!;
  expect(after.y, 'the switch is below the canvas, not under it').toBeGreaterThanOrEqual(c.y + c.height - 1);
  // The stage takes at most about half the screen: the controls stay reachable.
  const stage = (await view.locator('.stage').boundingBox())!;
  expect(stage.height).toBeLessThanOrEqual(0.45 * 844 + 80);
  // The numbers stay with it.
  expect(await inViewport(page, (await view.locator('.stage dl').boundingBox())!)).toBe(1);
  await page.screenshot({ path: 'test-results/phone-sticky-390.png' });

  // Past the view, its stage goes with it: it does not cover what follows. Scrolled 40 px past the view's end, so a
  // late layout shift of a few pixels above it (seen once under load: 5.7 % of the canvas left in view) does not
  // decide the test; a stage that stuck would stay at the top however far the page went.
  const fig = (await view.boundingBox())!;
  await scrollBy(page, fig.y + fig.height + 40);
  const gone = (await view.locator('.stage').boundingBox())!;
  const figNow = (await view.boundingBox())!;
  expect(gone.y + gone.height).toBeLessThanOrEqual(figNow.y + figNow.height + 1);
  expect(await inViewport(page, (await canvas.boundingBox())!)).toBe(0);
  expect(errors).toEqual([]);
});

test('on a wide screen nothing sticks: the switches beside the canvas, the stage in the flow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const view = await readyView(page, '/chapters/boids/', 'flock');
  const stage = view.locator('.stage');
  expect(await stage.evaluate((s) => getComputedStyle(s).position)).toBe('static');
  const s = (await stage.boundingBox())!, forces = (await view.locator('fieldset.forces').boundingBox())!;
  expect(forces.x).toBeGreaterThanOrEqual(s.x + s.width);
  // Scrolling by a screen takes the canvas away with the page.
  await scrollBy(page, 900);
  expect(await inViewport(page, (await view.locator('canvas').first().boundingBox())!)).toBeLessThan(0.5);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the live numbers do not cover the world's frame (the four-exit room, the flock, a corridor)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, id] of [['/chapters/walls-and-contact/', 'exits'], ['/chapters/boids/', 'flock'], ['/chapters/lanes-and-bottlenecks/', null]] as const) {
      await open(page, path);
      const view = id ? page.locator(`#sv-${id}`) : page.locator('.chapter-body figure.simview').first();
      await view.scrollIntoViewIfNeeded();
      await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      const hud = view.locator('.stage dl[aria-label="Live numbers"]');
      await expect(hud.locator('dd[data-metric]').first()).toBeVisible();
      const frame = await worldFrame(view.locator('canvas').first());
      expect(frame.width * frame.height, `${path}: a frame was drawn`).toBeGreaterThan(1000);
      const numbers = (await hud.boundingBox())!;
      expect(overlap(numbers, frame), `${path}: numbers ${JSON.stringify(numbers)} over the frame ${JSON.stringify(frame)}`).toBe(0);
    }
  });
}
