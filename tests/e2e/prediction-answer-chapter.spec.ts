/**
 * A prediction asks before it tells (issue 18 §2), in a chapter: the prose that answers a question is in the page
 * but hidden — not in the text a reader sees — until the experiment has run or the reader asks for it.
 */
import { expect, test } from './remember';
import type { Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

const visibleText = (page: Page) => page.locator('main').innerText();

test('chapter 6: the answer under a question is hidden until the experiment has run, then shown', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await open(page, '/chapters/driving-and-repulsion/');
  const box = page.locator('section.prediction[data-claim="repel/turn-a-speed-1.5s"]');
  const answer = page.locator('#pred-repel-turn-a-speed-1-5s-answer');
  await box.scrollIntoViewIfNeeded();
  await expect(answer).toBeHidden();
  expect(await visibleText(page)).not.toContain('It walks at 1.05 m/s');
  // The answer is in the page all the same (search and print read it).
  expect(await answer.textContent()).toContain('It walks at 1.05 m/s');

  await box.getByRole('radio').nth(1).check();
  await box.getByRole('button', { name: 'Run the experiment' }).click();
  await expect(box).toHaveAttribute('data-phase', 'done', { timeout: 90_000 });
  await expect(answer).toBeVisible();
  expect(await visibleText(page)).toContain('It walks at 1.05 m/s');
  // Asking again keeps the answer open: the reader has read it.
  await box.getByRole('button', { name: 'Try again' }).click();
  await expect(answer).toBeVisible();
  expect(errors).toEqual([]);
});

test('chapter 6: "Show the answer now" reveals the answer without running, and moves focus to it', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/chapters/driving-and-repulsion/');
  const answer = page.locator('#pred-repel-corridor-lambda-0-1-answer');
  await expect(answer).toBeHidden();
  // The answer's first words (the measured speed, as the chapter states it) are in the page but not in its visible text.
  const opening = (await answer.textContent())!.trim().slice(0, 40);
  expect(opening).toMatch(/Slower: about 1\.1 m\/s/);
  expect(await visibleText(page)).not.toContain(opening);
  const show = page.locator('button[aria-controls="pred-repel-corridor-lambda-0-1-answer"]');
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
  await expect(show).toHaveCount(0);
  expect(await visibleText(page)).toContain(opening);
  expect(errors).toEqual([]);
});
