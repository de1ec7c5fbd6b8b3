import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, open } from './helpers';

/**
 * The 3-D flock's drawing (src/lib/components/flock3d/) on its dev page: three.js in WebGL 2 — which Chromium gives
 * under --disable-gpu too, through SwiftShader (software) — draws, animates, answers the keyboard and the ray
 * switches, under the book's Content-Security-Policy. The canvas keeps no drawing buffer (preserveDrawingBuffer:
 * false), so what it shows is read from screenshots of the page.
 */

/** The dev page, once its first frame is drawn; resolves to its figure. */
async function flock(page: Page, query: string) {
  await open(page, `/dev/flock3d/?${query}`);
  const fig = page.locator('figure.flock3d-dev');
  await expect(fig).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  return fig;
}

const shot = (page: Page) => page.locator('figure.flock3d-dev canvas').screenshot();

/** A PNG's distinct colours, and the share of its pixels unlike its corner's (the background), decoded in the page. */
async function pixels(page: Page, png: Buffer): Promise<{ distinct: number; share: number }> {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    c.drawImage(bitmap, 0, 0);
    const d = new Uint32Array(c.getImageData(0, 0, bitmap.width, bitmap.height).data.buffer);
    const seen = new Set<number>();
    let unlike = 0;
    for (const v of d) { seen.add(v); if (v !== d[0]) unlike++; }
    return { distinct: seen.size, share: unlike / d.length };
  }, png.toString('base64'));
}

/** The page's scroll position once a (smooth) scroll has come to rest. */
async function settled(page: Page): Promise<number> {
  let last = NaN;
  for (;;) {
    await page.waitForTimeout(150);
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return y;
    last = y;
  }
}

/** Pauses the flock, so only what the test does changes the picture. */
async function pause(page: Page) {
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.locator('figure.flock3d-dev')).toHaveAttribute('data-playing', 'false');
}

test('three.js draws the flock: frames advance, the canvas is not blank, no errors, no CSP violation', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`));
  });
  const fig = await flock(page, 'n=500');
  const frames = Number(await fig.getAttribute('data-frames'));
  await expect.poll(async () => Number(await fig.getAttribute('data-frames')), { timeout: 10_000 }).toBeGreaterThan(frames + 5);
  await expect.poll(async () => fig.getAttribute('data-fps'), { timeout: 10_000 }).not.toBeNull();
  const { distinct, share } = await pixels(page, await shot(page));
  expect(distinct).toBeGreaterThan(1);
  expect(share).toBeGreaterThan(0.005); // 500 darts and the wire sphere cover more than half a percent of it
  // It animates: two pictures taken apart differ.
  const first = await shot(page);
  await expect.poll(async () => Buffer.compare(first, await shot(page)) !== 0, { timeout: 10_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(await page.locator('canvas').getAttribute('data-engine')).toMatch(/^three\.js r187/);
  // --disable-gpu: the painter knows the software GPU, so it draws without antialiasing at one pixel per CSS pixel.
  await expect(page.locator('figure.flock3d-dev canvas')).toHaveAttribute('data-gpu', 'software');
  expect(errors).toEqual([]);
});

test('the keyboard turns the camera on the focused canvas, and 0 brings it back', async ({ page }) => {
  const errors = collectErrors(page);
  await flock(page, 'n=500');
  await pause(page);
  const canvas = page.locator('figure.flock3d-dev canvas');
  await expect(canvas).toHaveAttribute('tabindex', '0');
  await expect(canvas).toHaveAttribute('role', 'img');
  await expect(canvas).toHaveAccessibleName(/boids of article B's flock/);
  await canvas.focus();
  await page.keyboard.press('Shift'); // a key the view ignores: the focus ring shows from here on, in every picture
  await expect(canvas).toHaveCSS('outline-style', 'solid');
  const before = await shot(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Buffer.compare(before, await shot(page)) !== 0, { timeout: 10_000 }).toBe(true);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowDown'); // the view's, not the page's: no scrolling
  await page.keyboard.press('+');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.keyboard.press('0');
  await expect.poll(async () => Buffer.compare(before, await shot(page)), { timeout: 10_000 }).toBe(0);
  await page.keyboard.press('f'); // the flock framed about its centroid: another picture
  await expect.poll(async () => Buffer.compare(before, await shot(page)) !== 0, { timeout: 10_000 }).toBe(true);
  expect(errors).toEqual([]);
});

test('the wheel scrolls the page over the canvas until the canvas is clicked, then it zooms', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await flock(page, 'n=500');
  await pause(page);
  const canvas = page.locator('figure.flock3d-dev canvas');
  const middle = async () => { const b = (await canvas.boundingBox())!; return [b.x + b.width / 2, b.y + b.height / 2] as const; };
  await canvas.scrollIntoViewIfNeeded();
  const y0 = await settled(page);
  await page.mouse.move(...(await middle()));
  await page.mouse.wheel(0, 100);
  expect(await settled(page)).toBeGreaterThan(y0);
  await page.mouse.click(...(await middle())); // focuses the canvas (no drag: the camera stays)
  await expect(canvas).toBeFocused();
  // (An element's screenshot scrolls it into view: read the scroll before any.)
  const before = await shot(page), y1 = await settled(page);
  await page.mouse.move(...(await middle()));
  await page.mouse.wheel(0, -200);
  expect(await settled(page)).toBe(y1);
  await expect.poll(async () => Buffer.compare(before, await shot(page)) !== 0, { timeout: 10_000 }).toBe(true);
  expect(errors).toEqual([]);
});

test('a ray switch changes the picture and names the ray in the legend', async ({ page }) => {
  const errors = collectErrors(page);
  // The start of part 2 rebuilds every boid's velocity each 0.1 s: after 20 steps every boid has its rays.
  const fig = await flock(page, 'n=500&set=part2');
  await expect.poll(async () => Number(await fig.getAttribute('data-steps')), { timeout: 20_000 }).toBeGreaterThan(20);
  await pause(page);
  const legend = page.getByRole('list', { name: 'Rays drawn' });
  await expect(legend).toHaveCount(0);
  const before = await shot(page);
  await page.getByRole('checkbox', { name: 'Separation' }).check();
  await expect.poll(async () => Buffer.compare(before, await shot(page)) !== 0, { timeout: 10_000 }).toBe(true);
  await expect(legend).toHaveText('Separation × 10');
  await page.getByRole('checkbox', { name: 'Separation' }).uncheck();
  await expect.poll(async () => Buffer.compare(before, await shot(page)), { timeout: 10_000 }).toBe(0);
  expect(await seriousViolations(page, 'flock3d')).toEqual([]);
  expect(errors).toEqual([]);
});

test('without WebGL 2 the view says so in place, and the page goes on', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind === 'webgl2' || kind === 'webgl' ? null : (get as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof get;
  });
  await open(page, '/dev/flock3d/?n=500');
  const fig = page.locator('figure.flock3d-dev');
  await expect(fig).toHaveAttribute('data-error', /WebGL 2 is not available/);
  await expect(fig.getByRole('status')).toHaveText(/cannot draw the 3-D flock: WebGL 2 is not available/);
  await expect(fig).not.toHaveAttribute('data-ready');
  await page.getByRole('button', { name: 'Pause' }).click(); // the page still answers
  await expect(fig).toHaveAttribute('data-playing', 'false');
  // three.js logs the failed context itself (console.error) before it throws; nothing else goes wrong.
  expect(errors.filter((e) => !/^console: THREE\.WebGLRenderer: .*Error creating WebGL context/.test(e))).toEqual([]);
});
