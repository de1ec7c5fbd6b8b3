import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * The serious and critical accessibility violations axe finds on the page as it is now, one line each.
 * Axe runs in the page itself (legacy mode) and reports violations only: @axe-core/playwright's default runs a
 * partial audit per frame and finishes it in a second, blank page, and returns every passing node too — on the
 * book's pages (thousands of KaTeX and SVG nodes, one frame) that tripled the time for the same violations. So
 * the page must have one frame; a page that gains an iframe fails here, and the default mode is the fix.
 */
export async function seriousViolations(page: Page, label = ''): Promise<string[]> {
  expect(page.frames().length, `${label}: axe's in-page mode audits one frame; this page has more`).toBe(1);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}[${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
