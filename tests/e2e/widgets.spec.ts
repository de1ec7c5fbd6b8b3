import { test, expect } from './remember';
import { type Page, type Locator } from '@playwright/test';
import { tips } from '../../src/lib/site/playgroundTips';

const PAGE = '/dev/widgets/';

async function open(page: Page, hash = ''): Promise<Locator> {
  await page.goto(PAGE + hash);
  await page.waitForSelector('body[data-hydrated="true"]');
  const view = page.locator('#sv-main');
  await expect(view).toHaveAttribute('data-ready', 'true');
  return view;
}

const steps = async (view: Locator) => Number(await view.getAttribute('data-steps'));

async function pauseAndReset(view: Locator) {
  const play = view.locator('[data-action="play"]');
  if ((await view.getAttribute('data-running')) === 'true') await play.click();
  await expect(view).toHaveAttribute('data-running', 'false');
  await view.locator('[data-action="reset"]').click();
  await expect(view).toHaveAttribute('data-steps', '0');
}

async function stepN(view: Locator, n: number) {
  const step = view.locator('[data-action="step"]');
  for (let k = 0; k < n; k++) await step.click();
  await expect(view).toHaveAttribute('data-steps', String(n));
}

test('a simulation animates: sim time advances and the canvas changes', async ({ page }) => {
  const view = await open(page);
  await expect(view).toHaveAttribute('data-running', 'true');
  const canvas = view.locator('canvas');
  const a = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  const s0 = await steps(view);
  await page.waitForTimeout(800);
  await expect.poll(() => steps(view)).toBeGreaterThan(s0);
  const b = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  expect(b).not.toBe(a);
  await expect(view.locator('[data-stat="time"]')).not.toHaveText('0.00 s');
});

test('switching a force off changes what happens (same seed, same number of steps)', async ({ page }) => {
  const view = await open(page);
  await pauseAndReset(view);
  await stepN(view, 40);
  const withForce = await view.locator('[data-metric="meanSpeed"]').textContent();
  const again = async () => { await view.locator('[data-action="reset"]').click(); await stepN(view, 40); return view.locator('[data-metric="meanSpeed"]').textContent(); };
  // Deterministic: the same run twice gives the same number.
  expect(await again()).toBe(withForce);
  await view.getByRole('checkbox', { name: 'Repulsion (Helbing & Molnár)' }).uncheck();
  const without = await again();
  expect(without).not.toBe(withForce);
});

test('a share link reopens the same state', async ({ page, context }) => {
  const view = await open(page);
  await pauseAndReset(view);
  const seed = view.getByRole('textbox', { name: 'Seed' });
  await seed.fill('12');
  await seed.press('Enter');
  await view.getByRole('checkbox', { name: 'Walls (Helbing & Molnár)' }).uncheck();
  await view.locator('li', { hasText: 'Repulsion (Helbing & Molnár)' }).locator('summary').click();
  const v0 = view.getByRole('textbox', { name: /^V0 value/ });
  await v0.fill('3');
  await v0.press('Enter');
  await view.locator('[data-action="share"]').click();
  const url = await view.getByRole('textbox', { name: /Link to this simulation/ }).inputValue();
  expect(url).toContain('#sim=scenario:corridor;seed:12;');
  expect(url).toContain('f.wallHM:off');
  expect(url).toContain('f.repulsionHM.V0:3');

  const page2 = await context.newPage();
  await page2.goto(url);
  await page2.waitForSelector('body[data-hydrated="true"]');
  const view2 = page2.locator('#sv-main');
  await expect(view2).toHaveAttribute('data-ready', 'true');
  await expect(view2.getByRole('textbox', { name: 'Seed' })).toHaveValue('12');
  await expect(view2.getByRole('checkbox', { name: 'Walls (Helbing & Molnár)' })).not.toBeChecked();
  await expect(view2.getByRole('checkbox', { name: 'Repulsion (Helbing & Molnár)' })).toBeChecked();
  await view2.locator('li', { hasText: 'Repulsion (Helbing & Molnár)' }).locator('summary').click();
  await expect(view2.getByRole('textbox', { name: /^V0 value/ })).toHaveValue('3');
  await expect(view2.locator('[data-notice]')).toHaveCount(0);
});

test('a garbled link shows a notice and falls back to the defaults', async ({ page }) => {
  const view = await open(page, '#sim=%%%garbage;p.N:1e9;p.__proto__:1;scenario:<b>x</b>');
  const notice = view.locator('[data-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Could not read');
  await expect(notice).toContainText('out of range');
  await expect(notice).toContainText("Unknown scenario '<b>x</b>'");
  await expect(notice.locator('b')).toHaveCount(0);
  await expect(view.getByRole('textbox', { name: 'Seed' })).toHaveValue('7');
  await expect(view.locator('[data-stat="agents"]')).toHaveText('40');
});

test('keyboard only: Tab to play, Space toggles, arrow keys move a slider', async ({ page }) => {
  const view = await open(page);
  const isPlay = () => page.evaluate(() => document.activeElement?.closest('#sv-main') !== null && document.activeElement?.getAttribute('data-action') === 'play');
  for (let k = 0; k < 40 && !(await isPlay()); k++) await page.keyboard.press('Tab');
  expect(await isPlay()).toBe(true);
  const before = await view.getAttribute('data-running');
  await page.keyboard.press('Space');
  await expect(view).not.toHaveAttribute('data-running', before!);
  await page.keyboard.press('Space');
  await expect(view).toHaveAttribute('data-running', before!);

  const onSettings = () => page.evaluate(() => document.activeElement?.tagName === 'SUMMARY' && document.activeElement.textContent?.includes('Simulation settings') && document.activeElement.closest('#sv-main') !== null);
  for (let k = 0; k < 80 && !(await onSettings()); k++) await page.keyboard.press('Tab');
  expect(await onSettings()).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const dt = view.getByRole('slider', { name: /dt/ });
  await expect(dt).toBeFocused();
  const v0 = await dt.getAttribute('aria-valuetext');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dt).not.toHaveAttribute('aria-valuetext', v0!);
});

test('with reduced motion the view starts paused and shows a play button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const view = await open(page);
  await expect(view).toHaveAttribute('data-running', 'false');
  const big = view.getByRole('button', { name: 'Play the simulation' });
  await expect(big).toBeVisible();
  await big.click();
  await expect(view).toHaveAttribute('data-running', 'true');
});

test('a blow-up pauses and explains, and "smaller Δt" recovers', async ({ page }) => {
  await open(page);
  const view = page.locator('#sv-blowup');
  await view.scrollIntoViewIfNeeded(); // a view's controls appear when it is built, near the viewport
  await view.locator('[data-action="play"]').click();
  const panel = view.locator('[data-blowup]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('blew up');
  await expect(view).toHaveAttribute('data-running', 'false');
  await panel.getByRole('button', { name: /smaller Δt/ }).click();
  await expect(panel).toHaveCount(0);
  await view.locator('summary', { hasText: 'Simulation settings' }).click();
  await expect(view.getByRole('slider', { name: /dt/ })).toHaveAttribute('aria-valuetext', '0.05 s');
});

test('the keyboard reaches the controls of a view that has not scrolled into sight yet', async ({ page }) => {
  await open(page);
  const view = page.locator('#sv-blowup');
  await expect(view).not.toHaveAttribute('data-ready', 'true'); // far below the first screen: not built yet
  const reach = view.getByRole('button', { name: 'Controls of this simulation' });
  await reach.focus();
  await expect(view).toHaveAttribute('data-ready', 'true');
  await expect(view.locator('[data-action="play"]')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(view).toHaveAttribute('data-steps', /^[1-9]/);
});

test('a big run goes to a worker and still animates', async ({ page }) => {
  await open(page);
  const view = page.locator('#sv-big');
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-worker', 'true');
  await view.locator('[data-action="play"]').click();
  await expect.poll(async () => Number(await view.getAttribute('data-steps')), { timeout: 20_000 }).toBeGreaterThan(2);
  await expect(view.locator('[data-stat="agents"]')).toHaveText('5000');
});

// ── The widget kit as readers found it (issue #7, section 3) ────────────────────────────────────────────────────

/** The HUD's first number must sit inside the stage (the canvas's box), not hundreds of pixels below it. */
async function hudInsideStage(view: Locator) {
  const stage = (await view.locator('.stage').boundingBox())!;
  const value = view.locator('.stage dd[data-metric]').first();
  await expect(value).toBeVisible();
  const box = (await value.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(stage.y);
  expect(box.x).toBeGreaterThanOrEqual(stage.x);
  expect(box.y + box.height).toBeLessThanOrEqual(stage.y + stage.height);
  expect(box.x + box.width).toBeLessThanOrEqual(stage.x + stage.width);
  return box.y - stage.y;
}

for (const width of [1280, 390]) {
  test(`at ${width} px the key numbers are on the canvas, inside the stage's box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const view = await open(page);
    // The dev page's corridor names no metrics: the scenario's first two (lane order, mean speed) are shown.
    await expect(view.locator('.stage dd[data-metric]')).toHaveCount(2);
    await expect(view.locator('.stage dd[data-metric="laneOrder"]')).toBeVisible();
    expect(await hudInsideStage(view)).toBeLessThan(40);
    // The chart is directly under the canvas (before the controls).
    const stage = (await view.locator('.stage').boundingBox())!;
    const chart = (await view.locator('.chart').first().boundingBox())!;
    const bar = (await view.getByRole('group', { name: 'Simulation controls' }).boundingBox())!;
    expect(chart.y).toBeGreaterThanOrEqual(stage.y + stage.height);
    expect(chart.y).toBeLessThan(bar.y);
    // And in each chapter, the first view's numbers are on its canvas too.
    for (const path of ['/chapters/boids/', '/chapters/social-forces/']) {
      await page.goto(path);
      await page.waitForSelector('body[data-hydrated="true"]');
      const first = page.locator('.chapter-body figure.simview').first();
      await first.scrollIntoViewIfNeeded();
      await expect(first).toHaveAttribute('data-ready', 'true');
      expect(await hudInsideStage(first)).toBeLessThan(40);
    }
  });
}

test('on a wide screen the playground puts the switches beside the canvas; on a phone under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/playground/');
  await page.waitForSelector('body[data-hydrated="true"]');
  const view = page.locator('main figure.simview');
  let stage = (await view.locator('.stage').boundingBox())!;
  let forces = (await view.locator('fieldset.forces').boundingBox())!;
  expect(forces.x).toBeGreaterThanOrEqual(stage.x + stage.width);
  expect(forces.y).toBeLessThan(stage.y + stage.height);
  // Grouped by family, each group named.
  await expect(view.getByRole('group', { name: 'Flocks (boids)' })).toBeVisible();
  await expect(view.getByRole('group', { name: 'Crowds (social forces)' })).toBeVisible();
  // Things to try, beside the view: the chosen scenario's tips (playgroundTips.ts), and another scenario's when chosen.
  const tipItems = page.getByTestId('tips').getByRole('listitem');
  await expect(tipItems.first()).toBeVisible();
  await expect(tipItems).toHaveText(tips['free-flock']!.map((t) => t.text));

  await page.setViewportSize({ width: 390, height: 800 });
  stage = (await view.locator('.stage').boundingBox())!;
  forces = (await view.locator('fieldset.forces').boundingBox())!;
  expect(forces.y).toBeGreaterThanOrEqual(stage.y + stage.height);
  // The page never scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel('Scenario').selectOption('corridor');
  await expect(tipItems).toHaveText(tips.corridor!.map((t) => t.text));
});

test('side by side: the Cruise speed switch in the right view changes the right view only', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  const sbs = page.locator('.sbs', { has: page.locator('#sv-cruise-left') });
  await sbs.scrollIntoViewIfNeeded();
  const left = page.locator('#sv-cruise-left'), right = page.locator('#sv-cruise-right');
  await expect(right).toHaveAttribute('data-ready', 'true');
  await expect(left.getByRole('checkbox')).toHaveCount(0);
  const cruise = right.getByRole('checkbox', { name: 'Cruise speed' });
  await expect(cruise).not.toBeChecked();

  const stepBoth = sbs.getByRole('button', { name: /Step both/ });
  const run = async (n: number) => {
    await sbs.getByRole('button', { name: /Reset both/ }).click();
    await expect(left).toHaveAttribute('data-steps', '0');
    await expect(right).toHaveAttribute('data-steps', '0');
    for (let k = 0; k < n; k++) await stepBoth.click();
    await expect(left).toHaveAttribute('data-steps', String(n));
    await expect(right).toHaveAttribute('data-steps', String(n));
    const speed = async (v: Locator) => Number.parseFloat((await v.locator('.stage dd[data-metric="meanSpeed"]').textContent()) ?? '');
    return { l: await speed(left), r: await speed(right) };
  };
  // 100 steps of 0.02 s: 2 s. The steering flock slows (to about 3 m/s); with cruise it keeps about 8 m/s.
  const without = await run(100);
  await cruise.check();
  const withCruise = await run(100);
  expect(withCruise.l).toBe(without.l);
  expect(withCruise.r).toBeGreaterThan(without.r + 1);
});

test("the playground's free flock is still flying after 30 simulated seconds", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/playground/');
  await page.waitForSelector('body[data-hydrated="true"]');
  const view = page.locator('main figure.simview');
  await expect(view).toHaveAttribute('data-ready', 'true');
  await expect(view.getByRole('checkbox', { name: 'Cruise speed', exact: true })).toBeChecked();
  await view.getByRole('combobox', { name: 'Speed' }).selectOption('4');
  if ((await view.getAttribute('data-running')) !== 'true') await view.locator('[data-action="play"]').click();
  // dt = 0.05 s: 600 steps are 30 s of simulated time.
  await expect.poll(async () => Number(await view.getAttribute('data-steps')), { timeout: 90_000 }).toBeGreaterThanOrEqual(600);
  await view.locator('[data-action="play"]').click();
  await expect(view).toHaveAttribute('data-running', 'false');
  const speed = Number.parseFloat((await view.locator('dd[data-metric="meanSpeed"]').textContent()) ?? '');
  // v0 = 1 m/s; without a cruise speed the flock is down to about 0.1 m/s by now.
  expect(speed).toBeGreaterThan(0.8);
});
