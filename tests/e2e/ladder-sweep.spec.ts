/**
 * The reader's sweep in Chromium, on /dev/sweep/ (rungs 0, 3, 9, 10) at small sizes: the real worker runs to the
 * end with a point for every (rung, N), the slopes are printed, a second run can be cancelled midway and says so,
 * and nothing is logged as an error. Sizes stay small so a run takes seconds, not minutes.
 */
import { test, expect } from './remember';
import { collectErrors, open } from './helpers';
import { rungNumber } from '../../src/lib/ladder/order';

const RUNGS = ['naive', 'typed-arrays', 'uniform-grid', 'sorted-grid'] as const;

test('the sweep runs in a worker to completion, then a second run is cancelled midway', async ({ page }) => {
  // Generous: on a loaded two-core machine the whole suite runs twice as slowly.
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  // Up to 10k: below ~2k a grid's step is a few µs, too fast for a slope (the fit ignores steps under 0.05 ms).
  const sizes = [500, 1000, 2000, 5000, 10000];
  // 150 ms a point: at 60 ms a loaded machine's noise could blur the slopes the order check below compares.
  await open(page, `/dev/sweep/?sizes=${sizes.join(',')}&budget=150&fitFrom=1000`);
  await expect(page.locator('main')).toHaveAttribute('data-ready', 'true');
  const panel = page.locator('section.sweep');
  await expect(panel).toHaveAttribute('data-state', 'idle');

  const run = page.getByRole('button', { name: 'Run the sweep in this browser' });
  await run.click();
  await expect(panel).toHaveAttribute('data-state', 'running');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(page.locator('progress')).toBeVisible();
  await expect(panel).toHaveAttribute('data-state', 'done', { timeout: 180_000 });
  await expect(panel).toHaveAttribute('data-points', String(RUNGS.length * sizes.length));
  await expect(page.getByTestId('sweep-status')).toHaveText(/^Done: 20 points in [\d.]+ s\.$/);
  // The Cancel button went away with the focus on it: the focus is back on the run button.
  const again = page.getByRole('button', { name: 'Run the sweep again' });
  await expect(again).toBeFocused();

  // Every rung has a slope in its legend entry, and the table holds every point. A grid rung's slope over sizes whose
  // steps take microseconds can come out slightly negative on a loaded machine (it did once in CI: −0.10): the
  // format is checked here, the order below.
  const slopes: Record<string, number> = {};
  for (const rung of RUNGS) {
    const text = await page.locator(`.legend li[data-rung="${rung}"] .slope`).textContent();
    expect(text, rung).toMatch(/^slope -?\d+\.\d\d$/);
    slopes[rung] = Number(text!.replace('slope ', ''));
  }
  test.info().annotations.push({ type: 'slopes', description: JSON.stringify(slopes) });
  console.log('slopes (N ≥ 1000):', JSON.stringify(slopes));
  // All pairs grow faster than a grid; not a timing assertion, an order one, with a wide margin.
  expect(slopes['naive']).toBeGreaterThan(slopes['uniform-grid']);
  await page.locator('details summary').click();
  await expect(page.locator('details tbody tr')).toHaveCount(RUNGS.length * sizes.length);
  await expect(page.locator('svg[role="img"] text.direct')).toHaveText(RUNGS.map((r) => `rung ${rungNumber(r)}`));
  await expect(page.locator('.legend')).toContainText('Node reference (');

  // A second run, cancelled once a few points have landed: the points so far stay, and it says so.
  await again.click();
  await expect(panel).toHaveAttribute('data-state', 'running');
  // Watched every frame: the whole small sweep takes only a few seconds (20 points × 150 ms and rung 0's steps).
  await page.waitForFunction(() => Number(document.querySelector('section.sweep')?.getAttribute('data-points')) >= 2, null, { polling: 'raf', timeout: 30_000 });
  await page.keyboard.press('Enter'); // the Cancel button has the focus
  await expect(panel).toHaveAttribute('data-state', 'cancelled');
  const kept = Number(await panel.getAttribute('data-points'));
  expect(kept).toBeGreaterThanOrEqual(2);
  expect(kept).toBeLessThan(RUNGS.length * sizes.length);
  await expect(page.getByTestId('sweep-status')).toHaveText(/^Cancelled\. The \d+ points so far are kept\.$/);
  await expect(page.locator('progress')).toHaveCount(0);
  await expect(again).toBeFocused();

  expect(errors).toEqual([]);
});
