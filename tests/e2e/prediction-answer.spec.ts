import { test, expect } from './remember';
import { collectErrors, open } from './helpers';

/**
 * A prediction asks before it tells (issue 18 §2), in a ladder lesson: the prose that answers a LadderPrediction is in
 * the page but hidden (PredictionAnswer.svelte), so the page's visible text does not give the number the question
 * asks for; "Show the answer now" opens it and moves focus to it, and running the experiment opens it too. The
 * source side — every box of every page has its answer as children and no visible prose states the claim's
 * numbers — is tests/unit/chapters/predictionAnswers.test.ts.
 */
const CLAIM = 'ladder/naive/candidates';
const ANSWER = '199.8'; // naiveCandidates (content/ladder/lessons.ts): the one number the question asks for

test('a lesson’s answer is hidden until asked for, then shown with the focus on it', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/ladder/naive/');
  const box = page.locator(`section.prediction[data-claim="${CLAIM}"]`);
  const answer = page.locator(`#lpred-${CLAIM.replace(/\//g, '-')}-answer`);
  await box.scrollIntoViewIfNeeded();
  await expect(answer).toHaveAttribute('data-answer', '');
  await expect(answer).toBeHidden();
  // The answer is in the page (search, print) but not in what the reader sees.
  expect(await answer.textContent()).toContain(ANSWER);
  expect(await page.locator('main').innerText()).not.toContain(ANSWER);

  const show = page.getByRole('button', { name: 'Show the answer now' });
  await expect(show).toHaveAttribute('aria-controls', (await answer.getAttribute('id'))!);
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
  await expect(show).toHaveCount(0);
  expect(await page.locator('main').innerText()).toContain(ANSWER);
  // The question itself is still open: the reader may still answer it.
  await expect(box).toHaveAttribute('data-phase', 'ask');
  expect(errors).toEqual([]);
});

test('running a lesson’s experiment shows its answer under the box', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await open(page, '/ladder/naive/');
  const box = page.locator(`section.prediction[data-claim="${CLAIM}"]`);
  const answer = page.locator(`#lpred-${CLAIM.replace(/\//g, '-')}-answer`);
  await box.scrollIntoViewIfNeeded();
  await box.getByLabel('About 1000').check();
  await expect(answer).toBeHidden();
  await box.locator('[data-action="predict"]').click();
  await expect(box).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
  // A wrong guess gets the answer too, and "Try again" does not take it back.
  await expect(box).toHaveAttribute('data-right', 'false');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(ANSWER);
  await box.getByRole('button', { name: 'Try again' }).click();
  await expect(box).toHaveAttribute('data-phase', 'ask');
  await expect(answer).toBeVisible();
  expect(errors).toEqual([]);
});
