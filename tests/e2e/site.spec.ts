import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, open } from './helpers';

/**
 * The site shell: every page loads cleanly, math renders, themes switch and persist, chapter navigation works,
 * TeX mistakes show error boxes, no serious accessibility violations, and the skip link works.
 * Chapters are found by following the cover's table of contents, so new chapters are tested automatically.
 */

/** Pages that are not chapters. The math-error fixture holds the deliberate mistakes permanently. */
const FIXED_PAGES = ['/', '/playground/', '/about/', '/dev/math-errors/'];


/** Chapter paths, from the links in the cover's table of contents. */
async function chapterPaths(page: Page): Promise<string[]> {
  await open(page, '/');
  const hrefs = await page
    .locator('#contents a.chapter-link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.length).toBeGreaterThan(0);
  return [...new Set(hrefs)];
}

test('the cover shows the title, the three readers and the contents grouped by part', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/');
  await expect(page).toHaveTitle(/Crowds & Flocks/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crowds & Flocks');
  for (const reader of ['Students', 'Game developers', 'Engineers']) {
    await expect(page.getByRole('heading', { name: reader })).toBeVisible();
  }
  await expect(page.locator('#contents .chapter-link').first()).toBeVisible();
  await expect(page.locator('#contents .summary').first()).not.toBeEmpty();
  for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(landmark)).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('the cover shows the whole book: every part, the ladder’s lessons, and where each phenomenon is', async ({ page }) => {
  await open(page, '/');
  const contents = page.locator('#contents');
  const parts = await contents.locator('.part-name').allTextContents();
  expect(parts.map((p) => p.trim().toLowerCase())).toEqual(expect.arrayContaining(['flocks', 'the social force model', 'making it fast']));
  expect(await contents.locator('.lessons a').count()).toBeGreaterThan(5);
  // Every chapter says which phenomena it shows.
  const chapters = contents.locator('.chapters > li');
  expect(await chapters.count()).toBeGreaterThan(5);
  for (const chapter of await chapters.all()) expect(await chapter.locator('.phenomena li').count()).toBeGreaterThan(0);
  await expect(contents.getByText('Lanes in a two-way corridor', { exact: false })).toBeVisible();
});

test('every page loads without console or page errors and has its own title', async ({ page }) => {
  const errors = collectErrors(page);
  const paths = [...FIXED_PAGES, ...(await chapterPaths(page))];
  const titles = new Set<string>();
  for (const path of paths) {
    await open(page, path);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const title = await page.title();
    expect(title, path).not.toBe('');
    titles.add(title);
  }
  expect(titles.size).toBe(paths.length);
  expect(errors).toEqual([]);
});

test('the playground route exists', async ({ page }) => {
  await open(page, '/playground/');
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.locator('main p').first()).not.toBeEmpty();
});

test('chapters render their math: KaTeX present, no raw $ left, no TeX errors', async ({ page }) => {
  for (const path of await chapterPaths(page)) {
    await open(page, path);
    const body = page.locator('.chapter-body');
    expect(await body.locator('.katex').count(), `${path} has rendered math`).toBeGreaterThan(0);
    const text = await body.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.katex, .katex-error, pre, code').forEach((n) => n.remove());
      return copy.textContent ?? '';
    });
    expect(text, `${path} has unrendered $…$`).not.toContain('$');
    // Deliberate TeX mistakes live only in the /dev/math-errors/ fixture (tested below), never in a chapter.
    expect(await body.locator('.katex-error, .tex-error').count(), `${path} has a TeX mistake`).toBe(0);
    // The reading-progress bar is there and reports a number.
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  }
});

test('a TeX mistake shows an error box with the source as text, and the page still works', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/dev/math-errors/');
  const fixture = page.getByTestId('math-fixture');
  // Build time (MDsveX + rehype-katex-svelte): a visible .katex-error box with the source.
  const buildError = fixture.locator('.katex-error');
  await expect(buildError).toBeVisible();
  await expect(buildError).toContainText('\\badcommand');
  // Run time (Tex component): a visible .tex-error note; the source is text, never parsed as HTML.
  const runtimeError = fixture.locator('.tex-error').first();
  await expect(runtimeError).toBeVisible();
  await expect(runtimeError).toHaveAttribute('role', 'note');
  await expect(runtimeError).toContainText('<b>not html</b>');
  await expect(runtimeError).toContainText('KaTeX parse error');
  expect(await fixture.locator('b').count()).toBe(0);
  // Good math on the same page still renders.
  expect(await fixture.locator('.katex').count()).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('the theme switch sets data-theme and persists across reloads', async ({ page }) => {
  await open(page, '/');
  const html = page.locator('html');
  const select = page.getByRole('combobox', { name: 'Colour theme' });
  await expect(select).toHaveValue('system');
  await expect(html).not.toHaveAttribute('data-theme');

  await select.selectOption('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(select).toHaveValue('dark');

  await select.selectOption('light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBg);

  await select.selectOption('system');
  await expect(html).not.toHaveAttribute('data-theme');
  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(html).not.toHaveAttribute('data-theme');
  await expect(select).toHaveValue('system');
});

test('the system theme is followed when no choice is saved', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/');
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(dark).not.toBe(light);
});

test('next and previous links walk through the chapters in order', async ({ page }) => {
  const paths = await chapterPaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(2);
  await open(page, paths[0]);
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
  for (let i = 1; i < paths.length; i++) {
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${paths[i]}$`));
  }
  await expect(page.locator('a[rel="next"]')).toHaveCount(0);
  const lastTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.locator('a[rel="prev"]').click();
  await expect(page).toHaveURL(new RegExp(`${paths[paths.length - 2]}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(lastTitle ?? '');
  // The sidebar marks the chapter being read.
  await expect(page.locator('nav[aria-label="Chapters"] a[aria-current="page"]')).toHaveCount(1);
});

test('on a phone the chapter list is collapsed behind a Contents button', async ({ page }) => {
  const [first] = await chapterPaths(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, first);
  const toggle = page.getByRole('button', { name: 'Contents' });
  const list = page.locator('#chapter-list');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('Tab reaches the skip link first, and it moves focus to main', async ({ page }) => {
  for (const path of ['/', (await chapterPaths(page))[0]]) {
    await open(page, path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violations (${colorScheme})`, async ({ page }) => {
    // Six pages with live simulations, each analysed in full: on a shared two-core machine this takes a minute or two.
    test.setTimeout(240_000);
    const paths = [...FIXED_PAGES, ...(await chapterPaths(page))];
    await page.emulateMedia({ colorScheme });
    const problems: string[] = [];
    for (const path of paths) {
      await open(page, path);
      problems.push(...(await seriousViolations(page, `${path} `)));
    }
    expect(problems).toEqual([]);
  });
}
