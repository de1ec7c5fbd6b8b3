import { test, expect } from './remember';
import { type Locator } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, open } from './helpers';

/**
 * The 3-D chapter as a reader meets it: the live flock (Flock3dView: a 3-D rung of the ladder driven by the book's
 * driver, drawn by three.js) steps and draws on the page at article B's thousand boids and moves to a worker at
 * 5000, a rule switched off rebuilds the same seed from its start, the numbers beside the canvas are the flock's
 * in space, and a "predict, then check" question runs its claim on the reader's machine and answers it. No
 * accessibility violation; no console error.
 */

const num = async (el: Locator, name: string) => Number(await el.getAttribute(name));

test('the 3-D flock runs, switches, moves to a worker, and a prediction answers', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await open(page, '/chapters/flocks-in-3d/');
  const view = page.locator('section.flock3d#ball');
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(view).toHaveAttribute('data-where', 'main');
  await expect.poll(() => num(view, 'data-drawn'), { timeout: 30_000 }).toBeGreaterThan(10);
  await expect.poll(() => num(view, 'data-steps'), { timeout: 30_000 }).toBeGreaterThan(50);
  // The numbers beside the canvas are a flock's: polarization and milling in [0, 1], a spacing in metres.
  for (const m of ['polarization', 'milling']) {
    await expect.poll(async () => Number(await view.locator(`[data-metric="${m}"]`).textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    expect(Number(await view.locator(`[data-metric="${m}"]`).textContent())).toBeLessThanOrEqual(1);
  }
  expect(Number(await view.locator('[data-metric="nearestNeighbour"]').textContent())).toBeGreaterThan(0);

  // Cohesion off: the flock starts again from its start (same seed), and goes on stepping.
  const before = await num(view, 'data-steps');
  await view.getByRole('checkbox', { name: 'Cohesion', exact: true }).uncheck();
  await expect.poll(() => num(view, 'data-steps')).toBeLessThan(before);
  await expect.poll(() => num(view, 'data-steps'), { timeout: 30_000 }).toBeGreaterThan(20);

  // 5000 boids: the step moves to a worker and the frames keep coming.
  await view.getByRole('combobox', { name: 'Boids' }).selectOption('5000');
  await expect(view).toHaveAttribute('data-where', 'worker', { timeout: 30_000 });
  const drawn = await num(view, 'data-drawn');
  await expect.poll(() => num(view, 'data-steps'), { timeout: 60_000 }).toBeGreaterThan(20);
  await expect.poll(() => num(view, 'data-drawn'), { timeout: 30_000 }).toBeGreaterThan(drawn + 5);

  // A ray switched on is asked of the worker and drawn; the legend names it.
  await view.getByRole('checkbox', { name: 'Alignment ray' }).check();
  await expect(view.getByRole('list', { name: 'Rays drawn' }).getByText(/Alignment/)).toBeVisible();

  // Predict, then check: the start's neighbours in the ball against the disc.
  const prediction = page.locator('section.prediction[data-claim="flocks-in-3d/start-neighbours"]');
  await prediction.scrollIntoViewIfNeeded();
  await prediction.getByRole('radio', { name: 'About twice' }).check();
  await prediction.getByRole('button', { name: 'Run the experiment' }).click();
  await expect(prediction).toHaveAttribute('data-phase', 'done', { timeout: 120_000 });
  await expect(prediction).toHaveAttribute('data-right', 'true');
  const measured = Number(await prediction.locator('[data-measured]').getAttribute('data-measured'));
  expect(measured).toBeGreaterThan(1.9);
  expect(measured).toBeLessThan(2.2);

  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a software GPU draws 20,000 boids at half resolution and says so under the picture; 5000 at full', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/chapters/flocks-in-3d/');
  const view = page.locator('section.flock3d#ball');
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const canvas = view.locator('canvas');
  await expect(canvas).toHaveAttribute('data-gpu', 'software'); // the tests' --disable-gpu
  const note = view.locator('p.resolution');
  // The drawing buffer against the canvas's CSS box (device pixel ratio 1 here).
  const ratio = () => canvas.evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth);
  await expect(note).toHaveCount(0);
  expect(await ratio()).toBeCloseTo(1, 2);

  await view.getByRole('combobox', { name: 'Boids' }).selectOption('20000');
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText('half resolution');
  await expect(note).toContainText('10,000 boids');
  await expect.poll(ratio).toBeCloseTo(0.5, 2);
  const drawn = await num(view, 'data-drawn');
  await expect.poll(() => num(view, 'data-drawn'), { timeout: 30_000 }).toBeGreaterThan(drawn + 5);

  await view.getByRole('combobox', { name: 'Boids' }).selectOption('5000');
  await expect(note).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(ratio).toBeCloseTo(1, 2);
  expect(errors).toEqual([]);
});
