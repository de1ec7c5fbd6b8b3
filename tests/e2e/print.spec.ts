/**
 * The book printed (src/lib/styles/print.css): prose, equations and each simulation's canvas are printed; the
 * site's header, contents, theme switch, every button, slider, switch and link field are not; the text is black on
 * white in the dark theme too; figures and equations do not break across pages, headings stay with what follows;
 * an external link's address follows it; a revealed-on-demand answer ([data-answer]) prints shown. And a real PDF:
 * a view never scrolled to is drawn at its start just before printing.
 */
import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { open } from './helpers';

const CHAPTER = '/chapters/boids/';

/** How many of the matched elements are laid out (displayed) right now. */
const displayed = (page: Page, selector: string) =>
  page.evaluate((sel) => [...document.querySelectorAll(sel)].filter((e) => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0).length, selector);

test('printed, a chapter keeps prose, equations and stills, and drops what only works on a screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, CHAPTER);
  // The first view is built (near the viewport): its controls exist, to be hidden.
  const view = page.locator('figure.simview').first();
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-ready', 'true');
  await expect(view.locator('.bar button').first()).toBeVisible();
  // A force's parameters opened: its sliders are on the page.
  await view.locator('.side summary', { hasText: 'Parameters' }).first().click();
  await expect(view.locator('input[type="range"]').first()).toBeVisible();
  // A revealed-on-demand answer, as a Prediction's answer block writes it.
  await page.evaluate(() => {
    const answer = Object.assign(document.createElement('div'), { hidden: true, textContent: 'The answer.' });
    answer.setAttribute('data-answer', '');
    document.querySelector('.chapter-body')!.append(answer);
  });
  expect(await displayed(page, '[data-answer]')).toBe(0);

  await page.emulateMedia({ media: 'print' });
  for (const sel of ['.chapter-body p', '.chapter-body .katex-display', '.chapter-body .equation', 'figure.simview canvas', 'figure.simview .hud', '[data-answer]']) {
    expect(await displayed(page, sel), `${sel} is printed`).toBeGreaterThan(0);
  }
  expect(await displayed(page, 'figure.simview canvas')).toBe(await page.locator('figure.simview canvas').count());
  for (const sel of ['.site-header', 'nav.sidebar', 'nav.chapter-nav', '[data-testid="theme-switch"]', '.reading-progress', 'button:not(.try)', 'input[type="range"]', 'input[type="checkbox"]', 'select', '.simview .bar', '.simview .side', '.simview .stats', '.prediction .buttons']) {
    expect(await page.locator(sel).count(), `${sel} is on the page`).toBeGreaterThan(0);
    expect(await displayed(page, sel), `${sel} is not printed`).toBe(0);
  }

  const style = await page.evaluate(() => {
    const cs = (sel: string, pseudo?: string) => getComputedStyle(document.querySelector(sel)!, pseudo);
    const external = document.querySelector<HTMLAnchorElement>('.chapter-body a[href^="http"]');
    return {
      text: cs('.chapter-body p').color,
      background: cs('body').backgroundColor,
      figure: cs('figure.simview').breakInside,
      equation: cs('.chapter-body .katex-display').breakInside,
      heading: cs('.chapter-body h2').breakAfter,
      externalHref: external?.href ?? null,
      externalAfter: external ? getComputedStyle(external, '::after').content : null
    };
  });
  expect(style.text).toBe('rgb(0, 0, 0)');
  expect(style.background).toBe('rgb(255, 255, 255)');
  expect(style.figure).toBe('avoid');
  expect(style.equation).toBe('avoid');
  expect(style.heading).toBe('avoid');
  if (style.externalHref) expect(style.externalAfter).toContain(new URL(style.externalHref).host);

  // Back on screen nothing is hidden by the print sheet.
  await page.emulateMedia({ media: 'screen' });
  await expect(view.locator('.bar button').first()).toBeVisible();
  await expect(page.locator('.site-header')).toBeVisible();
});

test('a PDF of a chapter: views never scrolled to are drawn at their start before printing', async ({ page }) => {
  await open(page, CHAPTER);
  const last = page.locator('figure.simview').last();
  await expect(last).not.toHaveAttribute('data-ready', 'true');
  /** How many distinct colours the canvas holds (a blank one: one or none). */
  const colours = () =>
    last.locator('canvas').evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      if (d) for (let i = 0; i < d.length && seen.size < 10; i += 4 * 7) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      return seen.size;
    });
  expect(await colours()).toBeLessThanOrEqual(1);

  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(2);

  await expect(last).toHaveAttribute('data-ready', 'true');
  expect(await colours()).toBeGreaterThan(2);
  // Built for the printout, it does not step while out of sight.
  expect(Number(await last.getAttribute('data-steps'))).toBe(0);
});
