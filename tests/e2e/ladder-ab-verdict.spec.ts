import { test, expect } from './remember';
import { collectErrors, open } from './helpers';

/**
 * Issue 18.4: the A/B tells the truth while you watch. On the sorted-grid lesson (the uniform grid beside the sorted
 * grid: the same model, the same candidates), pressing Play starts the verdict at "warming up", it never gives a
 * verdict on fewer turns than the rule needs, and all the while both views are at the same step and show the same
 * counts. No speed is asserted: what the verdict says is the reader's machine's.
 */

test('sorted grid: the verdict warms up first, and the same-model views agree step for step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the run starts with Play
  const errors = collectErrors(page);
  await open(page, '/ladder/sorted-grid/');
  const ab = page.locator('section.ladder-ab#sorted-grid');
  await ab.scrollIntoViewIfNeeded();
  const stages = ab.locator('figure.ladder-stage');
  await expect(stages.nth(0)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(stages.nth(1)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const change = ab.locator('tr[data-row="msPerStep"] td[data-side="change"]');
  await expect(change).toHaveAttribute('data-verdict', 'warming-up');
  await expect(change).toContainText('warming up (0 of 50 steps)');
  await expect(ab.locator('table.ladder-table caption')).toContainText('99.9 % interval of the median speed-up');

  await ab.getByRole('button', { name: 'Play' }).click();
  const seen: string[] = [];
  for (let k = 0; k < 24; k++) {
    await page.waitForTimeout(500);
    // One reading of the page: both views' steps and counts, and the verdict, as the reader sees them together.
    const r = await ab.evaluate((el) => {
      const q = (s: string) => el.querySelector(s);
      const cells = (row: string) => ['before', 'after', 'change'].map((side) => q(`tr[data-row="${row}"] td[data-side="${side}"]`)?.textContent?.trim());
      const hud = [...el.querySelectorAll('figure.ladder-stage dd[data-metric="candidatesPerAgent"]')].map((d) => d.textContent);
      const c = q('tr[data-row="msPerStep"] td[data-side="change"]')!;
      return {
        steps: [...el.querySelectorAll('figure.ladder-stage')].map((f) => f.getAttribute('data-steps')),
        candidates: cells('candidatesPerAgent'), perQuery: cells('candidatesPerQuery'), hud,
        verdict: c.getAttribute('data-verdict'), turns: Number(c.getAttribute('data-turns')), text: c.textContent
      };
    });
    expect(r.steps[0], 'both views at one step').toBe(r.steps[1]);
    expect(r.hud[0], 'the same candidate pairs on both canvases').toBe(r.hud[1]);
    expect(r.candidates[0]).toBe(r.candidates[1]);
    expect(r.perQuery[0]).toBe(r.perQuery[1]);
    if (Number(r.steps[0]) > 0) expect(r.candidates[2]).toBe('the same');
    if (r.verdict !== 'warming-up' && r.verdict !== 'unclear') expect(r.turns, `a verdict (${r.text}) rests on enough turns`).toBeGreaterThanOrEqual(12);
    if (seen.at(-1) !== r.verdict) seen.push(r.verdict!);
  }
  expect(seen[0]).toBe('warming-up');
  // The run got past its warm-up: the turns are being timed and counted.
  expect(seen.length).toBeGreaterThan(1);
  await expect(change).toContainText(/\d+ steps in \d+ turns?/);
  await ab.getByRole('button', { name: 'Pause' }).click();
  expect(errors).toEqual([]);
});
