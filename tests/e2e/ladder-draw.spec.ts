import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { collectErrors, open } from './helpers';

/** The drawing lesson's dev page at a small N; resolves to its figure once it has drawn a few frames. */
async function lesson(page: Page, query: string) {
  await open(page, `/dev/draw/?${query}`);
  const fig = page.locator('figure.draw-lesson');
  await expect.poll(async () => Number(await fig.getAttribute('data-frames')), { timeout: 20_000 }).toBeGreaterThan(5);
  return fig;
}

/** Two screenshots of the canvas, taken until they differ: the drawing moves. */
async function expectAnimates(page: Page) {
  const canvas = page.locator('figure.draw-lesson canvas');
  const first = await canvas.screenshot();
  await expect.poll(async () => Buffer.compare(first, await canvas.screenshot()) !== 0, { timeout: 10_000 }).toBe(true);
}

for (const renderer of ['path', 'batched', 'webgl', 'webgl-pulled', 'pixels']) {
  for (const where of ['worker', 'page', ...(renderer === 'batched' ? ['worker-paced'] : [])]) {
    test(`${renderer}, step ${where === 'page' ? 'with the drawing' : `in a worker (${where})`}: the canvas animates, numbers come, no errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const fig = await lesson(page, `n=1000&renderer=${renderer}&where=${where}`);
      await expect(fig).toHaveAttribute('data-renderer', renderer);
      await expect(fig).not.toHaveAttribute('data-problem');
      await expectAnimates(page);
      await expect.poll(async () => Number(await fig.getAttribute('data-sps'))).toBeGreaterThan(0);
      await expect(fig.locator('[data-metric="fps"]')).not.toHaveText('—');
      expect(errors).toEqual([]);
    });
  }
}

test('the controls work from the keyboard: pause and play again, switch the renderer', async ({ page }) => {
  const errors = collectErrors(page);
  const fig = await lesson(page, 'n=1000&renderer=batched&where=worker');
  const play = page.getByRole('button', { name: 'Pause' });
  await play.focus();
  await page.keyboard.press('Space');
  await expect(fig).toHaveAttribute('data-playing', 'false');
  await page.keyboard.press('Space');
  await expect(fig).toHaveAttribute('data-playing', 'true');
  await page.getByRole('radio', { name: 'Batched paths' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(fig).toHaveAttribute('data-renderer', 'webgl');
  await expectAnimates(page);
  expect(errors).toEqual([]);
});

test('a lost WebGL context is said, waited out, and drawing goes on when it comes back', async ({ page }) => {
  const errors = collectErrors(page);
  const fig = await lesson(page, 'n=1000&renderer=webgl&where=worker');
  // getContext hands back the renderer's own context; its extension loses and restores it as a driver would.
  await page.evaluate(() => {
    const gl = document.querySelector<HTMLCanvasElement>('figure.draw-lesson canvas')!.getContext('webgl2')!;
    const lose = gl.getExtension('WEBGL_lose_context')!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose = lose;
    lose.loseContext();
  });
  await expect(fig.getByRole('status')).toHaveText(/WebGL context was lost/);
  await page.evaluate(() => (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext());
  await expect(fig.getByRole('status')).toHaveCount(0);
  await expectAnimates(page);
  // Chromium reports the loss on the console as a warning, not an error.
  expect(errors).toEqual([]);
});

test('under reduced motion nothing moves until Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/dev/draw/?n=1000&renderer=batched&where=worker');
  const fig = page.locator('figure.draw-lesson');
  await expect(fig).toHaveAttribute('data-playing', 'false');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(fig).toHaveAttribute('data-playing', 'true');
  await expectAnimates(page);
});

test('no serious accessibility violations, in either theme', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await lesson(page, 'n=1000&renderer=batched&where=worker');
    const results = await new AxeBuilder({ page }).include('figure.draw-lesson').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
