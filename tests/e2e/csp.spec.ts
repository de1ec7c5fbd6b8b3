import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { collectErrors, open } from './helpers';

/**
 * The Content-Security-Policy (svelte.config.js, kit.csp): every page carries it, before any script, and loads,
 * hydrates and runs its simulations — one of them in the Web Worker — without a single violation.
 * Chapters are found from content/ (content/NN-name.svx → /chapters/name/), so a new chapter is covered at once.
 */

const CHAPTERS = readdirSync('content')
  .filter((f) => f.endsWith('.svx'))
  .map((f) => `/chapters/${f.replace(/\.svx$/, '').replace(/^\d+[-_.\s]*/, '')}/`);
const PAGES = ['/', '/about/', '/playground/', ...CHAPTERS];

/** Records every securitypolicyviolation event the page sees, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** The policy in the page's <meta http-equiv>, as directive → sources. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(content, 'the page has a CSP meta tag').toBeTruthy();
  return new Map(
    content!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources])
  );
}

test('every page carries the CSP before any script, and loads with no violation and no console error', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const errors = collectErrors(page);
  for (const path of PAGES) {
    await open(page, path);
    const policy = await policyOf(page);
    expect(policy.get('script-src'), path).toContain("'self'");
    expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('style-src-elem'), path).not.toContain("'unsafe-inline'");
    // A <meta> policy covers only what comes after it: no script may come first.
    const scriptsBefore = await page.evaluate(() => {
      const meta = document.querySelector('meta[http-equiv="content-security-policy"]')!;
      return [...document.scripts].filter((s) => meta.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_PRECEDING).length;
    });
    expect(scriptsBefore, `${path}: scripts before the policy`).toBe(0);
    // Every simulation view comes into sight and gets going (views start when visible).
    const views = page.locator('figure.simview');
    for (let k = 0; k < (await views.count()); k++) {
      await views.nth(k).scrollIntoViewIfNeeded();
      await expect(views.nth(k)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    }
    expect(await violations(), path).toEqual([]);
  }
  // A client-side navigation from the cover into a chapter (fetches __data.json, loads the chapter's chunk).
  await open(page, '/');
  await page.locator('#contents a.chapter-link').first().click();
  await expect(page.locator('.chapter-body')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a large flock runs in the Web Worker under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors = collectErrors(page);
  await open(page, '/playground/#sim=scenario:free-flock;p.N:4000');
  const view = page.locator('figure.simview').first();
  await view.scrollIntoViewIfNeeded();
  await expect(view).toHaveAttribute('data-worker', 'true', { timeout: 30_000 });
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(async () => Number(await view.getAttribute('data-steps')), { timeout: 30_000 }).toBeGreaterThan(10);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy is enforced: an injected inline script is refused and reported (so the tests above can fail)', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, '/about/');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.append(s);
    const img = document.createElement('img');
    img.src = 'https://example.invalid/pixel.png';
    document.body.append(img);
    await new Promise((r) => setTimeout(r, 200));
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  const seen = await violations();
  expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(seen.some((v) => v.startsWith('img-src'))).toBe(true);
});
