import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, open } from './helpers';
import { slugFromPath } from '../../src/lib/site/chapters';

/**
 * Generated from the chapter index (every content/*.svx): each chapter's controls work from the keyboard, no view
 * shows a configuration notice, every live number sets its experiment in its view and brings it into sight, every
 * code panel opens on its file, every sweep shows its labelled precomputed result and runs live in a worker with
 * cancel, and axe finds no serious or critical violation at 390 px in either theme (1280 px: site.spec.ts).
 */
const CHAPTERS = readdirSync(fileURLToPath(new URL('../../content/', import.meta.url)))
  .filter((f) => f.endsWith('.svx'))
  .sort()
  .map((f) => `/chapters/${slugFromPath(f)}/`);

const steps = async (page: Page, sel: string) => Number((await page.locator(sel).getAttribute('data-steps')) ?? '0');

for (const path of CHAPTERS) {
  test(`${path}: keyboard, live numbers, code panels and sweeps work; no view shows a notice`, async ({ page }) => {
    // A sweep's first live result is a whole run (a 200-person evacuation takes tens of seconds): generous.
    test.setTimeout(480_000);
    const errors = collectErrors(page);
    await open(page, path);
    const body = page.locator('.chapter-body');
    // The engine's views and the 3-D flock's (section.flock3d: the same data-ready, data-running, data-steps and actions).
    const views = body.locator('figure.simview, section.flock3d');

    // Every view, built: no configuration notice.
    for (const view of await views.all()) {
      await view.scrollIntoViewIfNeeded();
      await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
      await expect(view.locator('[data-notice]'), `${await view.getAttribute('id')} has no notice`).toHaveCount(0);
    }

    // The first view that plays by itself, by keyboard: Space on Play pauses it, Enter on Step advances one step.
    const first = body.locator('figure.simview:not(.sbs figure.simview), section.flock3d').first();
    const id = await first.getAttribute('id');
    await first.scrollIntoViewIfNeeded();
    const play = first.locator('[data-action="play"]');
    if ((await first.getAttribute('data-running')) !== 'true') { await play.focus(); await page.keyboard.press('Space'); }
    await expect(first).toHaveAttribute('data-running', 'true');
    await play.focus();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('data-running', 'false');
    const before = await steps(page, `#${id}`);
    await first.locator('[data-action="step"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => steps(page, `#${id}`)).toBe(before + 1);

    // Equation terms switch their force from the keyboard.
    const term = body.locator('.equation button[aria-pressed]').first();
    if (await term.count()) {
      const was = await term.getAttribute('aria-pressed');
      await term.focus();
      await page.keyboard.press('Enter');
      await expect(term).not.toHaveAttribute('aria-pressed', was ?? '');
      await page.keyboard.press('Enter');
      await expect(term).toHaveAttribute('aria-pressed', was ?? '');
    }

    // Live numbers: Enter sets the experiment in its view, runs it and brings it into sight; the view offers the way back.
    // Those in a question's answer are there once it is shown: show every answer first, as a reader can.
    const shows = body.locator('[data-action="show-answer"]');
    while ((await shows.count()) > 0) await shows.first().click(); // each button goes once its answer is open
    await expect(body.locator('[data-answer][hidden]')).toHaveCount(0);
    for (const button of await body.locator('button.try').all()) {
      const target = page.locator(`figure.simview#sv-${await button.getAttribute("data-try")}`);
      await button.scrollIntoViewIfNeeded();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(target).toHaveAttribute('data-experiment', 'true');
      await expect(target).toHaveAttribute('data-running', 'true');
      await expect(target).toBeInViewport();
      await expect(body.locator('.try-message')).toHaveCount(0);
      await target.getByRole('button', { name: 'Back to the settings before it' }).click();
      await expect(target).not.toHaveAttribute('data-experiment', 'true');
    }

    // Code beside the rule: collapsed, and Enter opens the real file.
    const code = body.locator('.source-code').first();
    if (await code.count()) {
      await expect(code.locator('.code-panel')).toHaveCount(0);
      await code.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(code.locator('.code')).toContainText('export', { timeout: 20_000 });
    }

    // Sweeps: the precomputed result first, labelled; Run it live fills the chart from a worker; Cancel stops it.
    for (const sweep of await body.locator('figure.sweep').all()) {
      await sweep.scrollIntoViewIfNeeded();
      await expect(sweep).toHaveAttribute('data-phase', 'precomputed');
      await expect(sweep.getByTestId('sweep-label')).toContainText('Precomputed');
      expect(Number(await sweep.getAttribute('data-results'))).toBeGreaterThan(0);
      await sweep.locator('[data-action="run"]').focus();
      await page.keyboard.press('Enter');
      await expect(sweep).toHaveAttribute('data-phase', 'running');
      await expect(sweep.getByRole('progressbar')).toBeVisible();
      await expect.poll(async () => Number(await sweep.getAttribute('data-results')), { timeout: 120_000 }).toBeGreaterThan(0);
      await sweep.locator('[data-action="cancel"]').click();
      await expect(sweep).toHaveAttribute('data-phase', 'cancelled');
    }
    expect(errors).toEqual([]);
  });

  test(`${path}: no serious or critical accessibility violations at 390 px, light and dark`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, path);
      // Read it through, as a reader scrolls: display equations off the screen are laid out (and, where one overflows
      // the column, made a focusable region by scrollableMath) only when they come near the screen.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        window.scrollTo(0, 0);
      });
      problems.push(...(await seriousViolations(page, `${colorScheme} `)));
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${colorScheme}: no sideways scrolling`).toBeLessThanOrEqual(392);
    }
    expect(problems).toEqual([]);
  });
}
