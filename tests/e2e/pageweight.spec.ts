import { test, expect } from './remember';
import { open } from './helpers';

// A light page: formulas from props (slider symbols, equation terms) are rendered while prerendering, so the
// browser never loads the KaTeX runtime for a page it opens.
const pages = ['/chapters/boids/', '/chapters/social-forces/', '/playground/'];

for (const path of pages) {
  test(`${path} arrives with its formulas rendered and loads no KaTeX runtime`, async ({ page, browser }) => {
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''));
    });
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('KaTeX parse error')).length, 'the KaTeX runtime was loaded').toBe(0);

    // Without JavaScript at all, the formulas from props (equation terms, symbols) are already there as KaTeX HTML.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const p = await bare.newPage();
    await p.goto(path);
    const formulas = p.locator('.texh');
    expect(await formulas.count()).toBeGreaterThan(0);
    expect(await p.locator('.texh:has(.katex)').count()).toBe(await formulas.count());
    await bare.close();
  });
}

test('a formula first drawn in the browser loads KaTeX then and renders', async ({ page }) => {
  await open(page, '/playground/');
  // A closed panel renders nothing until it is opened: its slider symbols are then drawn in the browser.
  await page.getByText('Simulation settings', { exact: true }).click();
  const rows = page.locator('.sliders .sym');
  await expect(rows.first().locator('.katex')).toBeAttached();
  expect(await rows.locator('.katex').count()).toBe(await rows.count());
});
