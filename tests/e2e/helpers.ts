import { expect, type Page } from '@playwright/test';

/** Collects console errors and page errors from the moment it is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  return errors;
}

/** Opens a page of the built book and waits until it has hydrated (clicks before that are lost). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.locator('body[data-hydrated="true"]').waitFor();
}
