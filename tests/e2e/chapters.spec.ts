import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './remember';
import { type Locator } from '@playwright/test';
import { collectErrors, open } from './helpers';
import { SCENARIOS } from '../../src/lib/engine';
import { slugFromPath } from '../../src/lib/site/chapters';

/**
 * The real chapters and the playground: pages load without errors, math is rendered, every simulation animates,
 * every Prediction asks before it runs, switching a force off changes what the simulation measures, equation terms
 * drive their view, a Prediction runs its experiment and judges the answer, the blow-up teaching moment is
 * reported in place in the prose's words, and the playground offers every scenario and reads share links.
 */

/** Every chapter in content/ (the same rule as the site's index: file name without `.svx` and number prefix). */
const CHAPTERS = readdirSync(fileURLToPath(new URL('../../content/', import.meta.url)))
  .filter((f) => f.endsWith('.svx'))
  .sort()
  .map((f) => `/chapters/${slugFromPath(f)}/`);

test('the chapter list comes from content/', () => {
  expect(CHAPTERS).toContain('/chapters/boids/');
  expect(CHAPTERS).toContain('/chapters/social-forces/');
});


const steps = async (view: Locator) => Number((await view.getAttribute('data-steps')) ?? '0');

async function metric(view: Locator, name: string): Promise<number> {
  const text = (await view.locator(`dd[data-metric="${name}"]`).textContent()) ?? '';
  return Number.parseFloat(text);
}

/** Pauses a view, resets it and advances it by `n` single steps (deterministic: no frame timing involved). */
async function resetAndStep(view: Locator, n: number) {
  if ((await view.getAttribute('data-running')) === 'true') await view.locator('[data-action="play"]').click();
  await expect(view).toHaveAttribute('data-running', 'false');
  await view.locator('[data-action="reset"]').click();
  await expect(view).toHaveAttribute('data-steps', '0');
  const step = view.locator('[data-action="step"]');
  for (let k = 0; k < n; k++) await step.click();
  await expect(view).toHaveAttribute('data-steps', String(n));
}

for (const path of CHAPTERS) {
  test(`${path} loads cleanly, renders its math, and every simulation animates`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await open(page, path);
    const body = page.locator('.chapter-body');
    expect(await body.locator('.katex').count()).toBeGreaterThan(10);
    // The chapter's own math (prose, display math, equations, charts); the widgets' panels are the kit's business.
    const proseErrors = await body
      .locator('.katex-error, .tex-error')
      .evaluateAll((els) => els.filter((e) => !e.closest('figure.simview')).map((e) => e.textContent));
    expect(proseErrors).toEqual([]);

    // The engine's views and the 3-D flock's (a ladder rung drawn by three.js: section.flock3d).
    const views = body.locator('figure.simview, section.flock3d');
    const count = await views.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(6);
    const ids = await views.evaluateAll((els) => els.map((e) => e.id));
    expect(new Set(ids).size, 'every view has its own id').toBe(ids.length);

    // Views that play by themselves: scrolled into sight, their step count grows.
    for (let k = 0; k < count; k++) {
      const view = views.nth(k);
      if (await view.evaluate((el) => el.closest('.sbs') !== null)) continue;
      await view.scrollIntoViewIfNeeded();
      await expect(view).toHaveAttribute('data-ready', 'true');
      await expect.poll(() => steps(view), { message: `${ids[k]} animates`, timeout: 30_000 }).toBeGreaterThan(0);
    }
    // Predictions ask first: nothing runs before an answer.
    for (const p of await body.locator('section.prediction').all()) {
      await expect(p.locator('legend')).not.toBeEmpty();
      await expect(p.locator('[data-action="predict"]')).toBeDisabled();
    }
    // Side-by-side comparisons start paused; "Play both" runs both.
    for (const sbs of await body.locator('.sbs').all()) {
      await sbs.scrollIntoViewIfNeeded();
      await sbs.getByRole('button', { name: /Play both/ }).click();
      for (const view of await sbs.locator('figure.simview').all()) {
        await expect.poll(() => steps(view), { timeout: 30_000 }).toBeGreaterThan(0);
      }
    }
    expect(errors).toEqual([]);
  });
}

test('boids: switching alignment off changes the polarization after the same single steps', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, '/chapters/boids/');
  const view = page.locator('#sv-alignment');
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true');
  const alignment = view.getByRole('checkbox', { name: 'Alignment (article B)', exact: true });
  await expect(alignment).toBeChecked();

  // 100 steps of 0.02 s: 2 s, twenty rule ticks.
  await resetAndStep(view, 100);
  const withAlignment = await metric(view, 'polarization');

  await alignment.uncheck();
  await resetAndStep(view, 100);
  const without = await metric(view, 'polarization');

  expect(Number.isFinite(withAlignment) && Number.isFinite(without)).toBe(true);
  // Alignment orders the flock; without it the headings stay nearly random.
  expect(withAlignment).toBeGreaterThan(without + 0.3);
});

test('boids: an equation term switches its force in the linked view', async ({ page }) => {
  await open(page, '/chapters/boids/');
  const view = page.locator('#sv-flock');
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true');
  const checkbox = view.getByRole('checkbox', { name: 'Alignment (article B)', exact: true });
  await expect(checkbox).toBeChecked();
  const term = page.locator('.equation [data-force="alignmentB"]');
  await term.click();
  await expect(checkbox).not.toBeChecked();
  await expect(term).toHaveAttribute('aria-pressed', 'false');
  await term.click();
  await expect(checkbox).toBeChecked();
});

test('social forces: the unstable time step is reported in place, and a smaller step recovers', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/chapters/social-forces/');
  const view = page.locator('#sv-unstable');
  await view.scrollIntoViewIfNeeded();
  const report = view.locator('[data-blowup]');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report).toContainText('blew up');
  // The report names the term the prose explains, with the prose's bound.
  await expect(report).toContainText("Helbing's driving term (v₀e − v)/τ is stable only for Δt < 2τ = 0.2 s");
  await report.getByRole('button', { name: /smaller Δt/ }).click();
  await expect(report).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('boids: a Prediction runs its claim in the view above and says whether the reader was right', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/chapters/boids/');
  const prediction = page.locator('section.prediction[data-claim="boids/alignment-0.9-speed"]');
  await prediction.scrollIntoViewIfNeeded();
  const run = prediction.getByRole('button', { name: 'Run the experiment' });
  await expect(run).toBeDisabled();
  // By keyboard: focus the middle answer, choose it with Space, then run with Enter.
  await prediction.getByRole('radio').nth(1).focus();
  await page.keyboard.press('Space');
  await expect(prediction.getByRole('radio').nth(1)).toBeChecked();
  await run.focus();
  await page.keyboard.press('Enter');
  const view = page.locator('#sv-alignment');
  await expect(view).toHaveAttribute('data-running', 'true');
  await expect(prediction).toHaveAttribute('data-phase', 'done', { timeout: 90_000 });
  await expect(prediction.getByRole('status')).toContainText('You were right.');
  const measured = Number(await prediction.locator('[data-measured]').getAttribute('data-measured'));
  expect(measured).toBeGreaterThan(5);
  expect(measured).toBeLessThan(8);
  // The view shows the experiment's config: w_a = 0.9, paused.
  await expect(view).toHaveAttribute('data-running', 'false');
  // The main button kept focus and now offers another seed.
  await expect(prediction.getByRole('button', { name: /Another seed \(2\)/ })).toBeFocused();
  expect(errors).toEqual([]);
});

test('the playground offers every scenario, rebuilds the view on a new choice, and reads share links', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/playground/');
  const select = page.getByRole('combobox', { name: 'Scenario' });
  const offered = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect([...offered].sort()).toEqual(SCENARIOS.map((s) => s.name).sort());

  const view = page.locator('main figure.simview');
  await expect(view).toHaveCount(1);
  await expect(view).toHaveAttribute('data-ready', 'true');
  await expect(view.locator('.caption')).toHaveText(SCENARIOS[0].title);
  await expect.poll(() => steps(view), { timeout: 30_000 }).toBeGreaterThan(0);
  // Every force of the catalogue can be switched on in the view.
  const switches = view.getByRole('checkbox');
  expect(await switches.count()).toBeGreaterThanOrEqual(20);

  await select.selectOption('wandering');
  const wandering = SCENARIOS.find((s) => s.name === 'wandering')!;
  await expect(view.locator('.caption')).toHaveText(wandering.title);
  await expect(page.getByTestId('scenario-summary')).toContainText(wandering.summary);
  await expect(view.locator('dd[data-stat="agents"]')).toHaveText('50');
  await expect(view.getByRole('checkbox', { name: 'Personal space (article A)', exact: true })).toBeChecked();
  await expect(view.getByRole('checkbox', { name: 'Panic (article A)', exact: true })).not.toBeChecked();
  await expect.poll(() => steps(view), { timeout: 30_000 }).toBeGreaterThan(0);

  // A share link names its scenario and what differs: the page follows it.
  // Opened as a new page…
  await page.goto('about:blank');
  await open(page, '/playground/#sim=scenario:vicsek;seed:5;p.N:120;f.headingNoise:on');
  await expect(select).toHaveValue('vicsek');
  await expect(view.locator('.caption')).toHaveText(SCENARIOS.find((s) => s.name === 'vicsek')!.title);
  await expect(view.locator('dd[data-stat="agents"]')).toHaveText('120');
  await expect(view.getByRole('checkbox', { name: 'Heading noise', exact: true })).toBeChecked();
  await expect(view.locator('input[id$="-seed"]')).toHaveValue('5');
  // …and followed on the same page when the address changes.
  await page.evaluate(() => (location.hash = '#sim=scenario:corridor;p.N:30'));
  await expect(select).toHaveValue('corridor');
  await expect(view.locator('dd[data-stat="agents"]')).toHaveText('30');
  expect(errors).toEqual([]);
});
