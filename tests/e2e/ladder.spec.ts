import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './remember';
import { type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, open } from './helpers';
import { slugFromPath } from '../../src/lib/site/chapters';

/**
 * The optimization ladder's lessons (content/ladder/*.svx, found as the site finds them): every page loads without
 * console errors; every A/B animates with its numbers on the canvases; the code panel shows the file of the rung
 * that runs; the keyboard plays and pauses; a question asks first and then measures; the sweep can be cancelled;
 * axe finds nothing serious. The sweep's run to completion is tested on its dev page (ladder-sweep.spec.ts), the GPU
 * rung in ladder-gpu.spec.ts.
 */
const LESSONS = readdirSync(fileURLToPath(new URL('../../content/ladder/', import.meta.url)))
  .filter((f) => f.endsWith('.svx'))
  .sort()
  .map((f) => slugFromPath(f))
  .map((slug) => (slug === 'ladder' ? '/ladder/' : `/ladder/${slug}/`));

const steps = async (stage: Locator) => Number((await stage.getAttribute('data-steps')) ?? '0');
const number = async (stage: Locator, metric: string) => Number.parseFloat((await stage.locator(`dd[data-metric="${metric}"]`).textContent()) ?? '');

/** The first line of a source file's text that a panel shows (its first non-empty line). */
function firstLine(path: string): string {
  const text = readFileSync(fileURLToPath(new URL(`../../src/lib/${path}`, import.meta.url)), 'utf8');
  return text.split('\n').find((l) => l.trim().length > 0)!.trim();
}

async function visitAll(page: Page, path: string) {
  await open(page, path);
  // Scroll through the page so every widget near the viewport is built.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
}

test('the lessons are found in content/ladder/', () => {
  expect(LESSONS).toContain('/ladder/');
  expect(LESSONS).toContain('/ladder/naive/');
  expect(LESSONS.length).toBeGreaterThan(3);
});

for (const path of LESSONS) {
  test(`${path}: loads cleanly, its A/Bs animate with their numbers, its code panels show the running rung`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await visitAll(page, path);
    const body = page.locator('.chapter-body');
    await expect(body.locator('h2').first()).toBeVisible();

    for (const ab of await body.locator('section.ladder-ab').all()) {
      await ab.scrollIntoViewIfNeeded();
      for (const stage of await ab.locator('figure.ladder-stage').all()) {
        await expect(stage).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
        await expect.poll(() => steps(stage), { timeout: 45_000 }).toBeGreaterThan(2);
        await expect.poll(() => number(stage, 'msPerStep'), { timeout: 45_000 }).toBeGreaterThan(0);
      }
      // Two views: the table compares them (a rung shown alone has none).
      if ((await ab.locator('figure.ladder-stage').count()) === 2) {
        await expect(ab.locator('table.ladder-table tr[data-row="msPerStep"] td[data-side="after"]')).not.toHaveText('—');
      }
    }

    // What the page runs: its A/B views, and the lessons' own widgets that name their rung (the split).
    const running = new Set(await body.locator('figure.ladder-stage, section[data-rung]').evaluateAll((els) => els.map((e) => e.getAttribute('data-rung'))));
    for (const panel of await body.locator('.code-panel').all()) {
      await panel.scrollIntoViewIfNeeded();
      const rung = await panel.getAttribute('data-rung');
      const file = await panel.getAttribute('data-file');
      if (rung) {
        expect(running.has(rung), `the code panel shows ${rung}, a rung this page runs`).toBe(true);
        await expect(panel).toContainText(firstLine(`ladder/rungs/${rung}.ts`), { timeout: 15_000 });
      } else {
        await expect(panel).toContainText(firstLine(file!), { timeout: 15_000 });
      }
    }

    // Questions ask before they run.
    for (const q of await body.locator('section.prediction').all()) {
      await expect(q.locator('[data-action="predict"]')).toBeDisabled();
    }
    expect(errors).toEqual([]);
  });
}

test('keyboard: Tab reaches an A/B’s Play/Pause and Space toggles it', async ({ page }) => {
  await open(page, '/ladder/naive/');
  const ab = page.locator('section.ladder-ab').first();
  await ab.scrollIntoViewIfNeeded();
  // In sight, the A/B starts playing by itself (LadderAB builds and autoplays on sight): wait for that first.
  await expect(ab).toHaveAttribute('data-running', 'true');
  const toggle = ab.getByRole('button', { name: /^(Play|Pause)$/ });
  await toggle.focus();
  const before = await ab.getAttribute('data-running');
  await page.keyboard.press('Space');
  await expect(ab).not.toHaveAttribute('data-running', before ?? '');
  // Tab moves on to Step, which steps once, paused.
  await page.keyboard.press('Tab');
  await expect(ab.getByRole('button', { name: 'Step' })).toBeFocused();
});

test('a question asks first, then measures in a worker and says whether the reader was right', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await open(page, '/ladder/naive/');
  const q = page.locator('section.prediction[data-claim="ladder/naive/candidates"]');
  await q.scrollIntoViewIfNeeded();
  await q.getByLabel('About 200').check();
  await q.locator('[data-action="predict"]').click();
  await expect(q).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
  await expect(q).toHaveAttribute('data-right', 'true');
  await expect(q.locator('dd[data-measured]')).toHaveAttribute('data-measured', '199.8');
  expect(errors).toEqual([]);
});

test('the sweep on a lesson runs in a worker and can be cancelled, keeping what it measured', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await open(page, '/ladder/naive/');
  const sweep = page.locator('section.sweep');
  await sweep.scrollIntoViewIfNeeded();
  await sweep.getByRole('button', { name: /Run the sweep/ }).click();
  await expect(sweep).toHaveAttribute('data-state', 'running');
  await expect.poll(async () => Number(await sweep.getAttribute('data-points')), { timeout: 45_000 }).toBeGreaterThan(0);
  await sweep.getByRole('button', { name: 'Cancel' }).click();
  await expect(sweep).toHaveAttribute('data-state', 'cancelled');
  expect(Number(await sweep.getAttribute('data-points'))).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the lessons: no serious or critical accessibility violations (${colorScheme})`, async ({ page }) => {
    // Sixteen pages with live views, each scrolled through and analysed in full: minutes on a loaded machine.
    test.setTimeout(600_000);
    await page.emulateMedia({ colorScheme });
    const problems: string[] = [];
    for (const path of LESSONS) {
      await visitAll(page, path);
      problems.push(...(await seriousViolations(page, `${path} `)));
    }
    expect(problems).toEqual([]);
  });
}
