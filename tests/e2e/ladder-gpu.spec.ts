/**
 * Rung 13 in a real browser: the GPU flock (WebGPU compute) against the last CPU rung (rung 10, no neighbour cap) from
 * the same seed, on /dev/webgpu/. Chromium here has no GPU: it gets a WebGPU adapter from SwiftShader (software
 * Vulkan) with --enable-unsafe-webgpu --use-webgpu-adapter=swiftshader --enable-features=Vulkan, so this spec
 * launches a browser of its own with those flags (and without the config's --disable-gpu), on the same built site,
 * served from 127.0.0.1 (a secure context, which WebGPU requires).
 *
 * Tolerances, and why:
 * - After 5 frames the GPU (float32) and the CPU (float64) differ only by rounding: the start state rounded to
 *   float32 (half an ulp of ~50–100 m, about 4e-6 m) and the float32 arithmetic of the ~5 % of boids that rebuilt
 *   their velocity. Measured: 1.1e-5 m at N = 500, 2.3e-5 m at N = 2000. Asserted: 1e-3 m, a margin of ~40.
 *   Over seeds 1–5 at both N: at most 3.3e-5 m.
 * - After 200 frames (4 s) chaos has made single trajectories part (measured: ~1 m apart), so only the flock's
 *   character is compared, each statistic within an absolute tolerance. Largest |GPU − CPU| measured over seeds 1–5
 *   at N = 500 and 2000: polarization 3.0e-3, spread 5.0e-4, mean speed 9.7e-3 m/s, nearest neighbour 4.2e-3 m;
 *   TOLERANCE allows about 5–10 times that. It is still tight enough to see a change of model: the same flock with
 *   rung 10's cap of 10 neighbours differs by far more (checked below, so this test can fail).
 * Timing is printed, never asserted.
 */
import { followRequests, test, expect } from './remember';
import { chromium, type Browser, type Page } from '@playwright/test';
import { rungByName, worldRadius, type RungSettings } from '../../src/lib/ladder';
import { flockStats } from '../../src/lib/ladder/behaviour';
import { CPU_RUNG, type Comparison } from '../../src/lib/ladder/gpu/compare';
import { DEFAULTS } from '../../src/lib/ladder/gpu/webgpu';
import { collectErrors, open } from './helpers';

const WEBGPU_FLAGS = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader', '--enable-features=Vulkan'];

/** Largest |Δx|, |Δy| after 5 frames (m). */
const POSITION_TOLERANCE = 1e-3;
/** Largest |GPU − CPU| of each statistic after 200 frames. */
const TOLERANCE = { polarization: 0.02, spread: 0.005, meanSpeed: 0.05, nearestNeighbour: 0.02 } as const;
type Stat = keyof typeof TOLERANCE;

/** Rung 10's statistics after `steps` frames, stepped here in Node. */
function cpuStats(n: number, steps: number, settings: Partial<RungSettings>): Record<Stat, number> {
  const rung = rungByName(CPU_RUNG)!.create(n, 1, { ...DEFAULTS, ...settings });
  for (let k = 0; k < steps; k++) rung.step();
  return flockStats(rung);
}

let browser: Browser;

test.describe('the GPU rung with WebGPU (SwiftShader)', () => {
  test.beforeAll(async () => {
    const use = test.info().project.use;
    const args = (use.launchOptions?.args ?? []).filter((a) => a !== '--disable-gpu');
    browser = await chromium.launch({ ...use.launchOptions, args: [...args, ...WEBGPU_FLAGS] });
  });
  test.afterAll(async () => browser?.close());

  async function gpuPage(baseURL: string | undefined): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ baseURL });
    followRequests(page.context()); // a browser of its own: its requests are followed by hand (remember.ts)
    const errors = collectErrors(page);
    await open(page, '/dev/webgpu/');
    await expect(page.getByTestId('gpu-support')).toHaveText(/"ok":true/, { timeout: 30_000 });
    return { page, errors };
  }

  for (const n of [500, 2000]) {
    test(`N = ${n}: positions match rung 10 after 5 frames, flock statistics after 200`, async ({ baseURL }) => {
      test.setTimeout(180_000);
      const { page, errors } = await gpuPage(baseURL);
      const r = await page.evaluate((n) => (window as unknown as { gpuCompare(o: { n: number }): Promise<Comparison> }).gpuCompare({ n }), n);
      console.log(
        `gpu N=${n}: max |Δposition| after ${r.fewSteps} frames ${r.maxPositionDiff.toExponential(2)} m, |Δvelocity| ${r.maxVelocityDiff.toExponential(2)} m/s; ` +
          `after ${r.steps}: ${(Object.keys(TOLERANCE) as Stat[]).map((k) => `${k} gpu ${r.gpu[k].toFixed(4)} cpu ${r.cpu[k].toFixed(4)}`).join(', ')}; ` +
          `ms/step gpu ${r.gpuMsPerStep.toFixed(2)} cpu ${r.cpuMsPerStep.toFixed(2)} (${r.adapter.architecture || r.adapter.vendor})`
      );
      expect(r.settings.maxBoids).toBe(0);
      expect(r.maxPositionDiff).toBeLessThan(POSITION_TOLERANCE);
      // Not trivially equal either: float32 must leave a trace, or the comparison did not compare two runs.
      expect(r.maxPositionDiff).toBeGreaterThan(0);
      for (const [k, tol] of Object.entries(TOLERANCE) as [Stat, number][]) {
        expect(Math.abs(r.gpu[k] - r.cpu[k]), `${k}: gpu ${r.gpu[k]} cpu ${r.cpu[k]}`).toBeLessThan(tol);
      }
      // The page's CPU rung is rung 10 uncapped, to the last bit (float64 is deterministic across Node and Chromium).
      expect(cpuStats(n, r.steps, { maxBoids: 0 })).toEqual(expect.objectContaining(r.cpu));
      // And the tolerances can tell a change of model: rung 10 with its cap of 10 is outside them.
      const capped = cpuStats(n, r.steps, { maxBoids: 10 });
      expect((Object.keys(TOLERANCE) as Stat[]).filter((k) => Math.abs(capped[k] - r.gpu[k]) >= TOLERANCE[k]).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  // At the sizes where a GPU passes the CPU: positions after 5 frames only (200 frames at a million boids take
  // SwiftShader minutes). The tolerance is float32's, which grows with the positions' size (the boundary's radius),
  // and it holds for 999 boids in 1000: among 10⁵–10⁶ boids a few sit where float32 and float64 disagree on "within
  // R" or "closer than d_s", and those jump (the largest difference is printed: 0.01–0.16 m here).
  for (const n of [100_000, 1_000_000]) {
    test(`N = ${n.toLocaleString('en')}: positions match rung 10 after 5 frames, and the GPU clocks its own time`, async ({ baseURL }) => {
      test.setTimeout(300_000);
      const { page, errors } = await gpuPage(baseURL);
      const r = await page.evaluate((n) => (window as unknown as { gpuCompare(o: { n: number; steps: number }): Promise<Comparison> }).gpuCompare({ n, steps: 10 }), n);
      const tolerance = POSITION_TOLERANCE * Math.max(1, worldRadius(n) / worldRadius(2000));
      console.log(`gpu N=${n}: |Δposition| after ${r.fewSteps} frames: 99.9th percentile ${r.positionDiffP999.toExponential(2)} m, largest ${r.maxPositionDiff.toExponential(2)} m ` +
        `(tolerance ${tolerance.toExponential(1)}); ms/step to the queue's end ${r.gpuMsPerStep.toFixed(1)}, GPU clock ${r.gpuTimeMsPerStep?.toFixed(2) ?? 'none'}, cpu ${r.cpuMsPerStep.toFixed(1)}`);
      expect(r.positionDiffP999).toBeLessThan(tolerance);
      expect(r.maxPositionDiff).toBeGreaterThan(0);
      // SwiftShader offers timestamp queries: the rung reads the GPU's own clock, per frame (the same order as the
      // wall time per frame: a batch's time, or nanoseconds, would be 5× or 10⁶× off).
      expect(r.adapter.timestamps).toBe(true);
      expect(r.gpuTimeMsPerStep).toBeGreaterThan(r.gpuMsPerStep / 2);
      expect(r.gpuTimeMsPerStep!).toBeLessThan(r.gpuMsPerStep * 2);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test('the lesson runs the flock, shows its speed, and checks it against the CPU rung', async ({ baseURL }) => {
    test.setTimeout(180_000);
    const { page, errors } = await gpuPage(baseURL);
    const lesson = page.getByTestId('gpu-lesson');
    await expect(lesson).toHaveAttribute('data-gpu', 'ready', { timeout: 30_000 });
    await expect(lesson.getByRole('note')).toHaveCount(0);
    await lesson.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(async () => Number(await lesson.locator('[data-metric="steps"]').textContent()), { timeout: 30_000 }).toBeGreaterThan(10);
    // The GPU's own clock, read from timestamp queries (SwiftShader offers them).
    await expect.poll(async () => Number(await lesson.locator('[data-metric="gpuTimeMsPerStep"]').textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
    await lesson.getByRole('button', { name: 'Pause', exact: true }).click();
    await lesson.getByLabel('Boids', { exact: true }).selectOption('1000');
    await lesson.getByRole('button', { name: 'Check against the CPU rung' }).click();
    const table = page.getByTestId('gpu-check');
    await expect(table).toBeVisible({ timeout: 120_000 });
    await expect(table.locator('caption')).toContainText('N = 1,000');
    await expect(table.getByRole('row')).toHaveCount(1 + 4 + 3);
    await expect(table.getByRole('row', { name: /GPU time per step/ })).toBeVisible();
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the sweep times the CPU and the GPU over N, says where the GPU stands, and stops at its cap', async ({ baseURL }) => {
    test.setTimeout(180_000);
    const { page, errors } = await gpuPage(baseURL);
    const lesson = page.getByTestId('gpu-lesson');
    await expect(lesson).toHaveAttribute('data-gpu', 'ready', { timeout: 30_000 });
    const sweep = lesson.getByTestId('gpu-sweep');
    await sweep.getByRole('button', { name: 'Sweep N: the GPU against the CPU' }).click();
    // The lesson's own flock waits while the sweep times the GPU.
    await expect(lesson.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
    await expect(sweep).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
    // The dev page sweeps 1k, 10k, 100k and 1M with a 500 ms cap: the software GPU (≈ 0.2 s a frame at 100k) is
    // estimated over the cap at 1M, so the climb ends there with its reason; the CPU, far faster, is timed at all four.
    const rows = sweep.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));
    console.log('GPU sweep (N, CPU ms, GPU ms to queue end, GPU clock ms):', JSON.stringify(cells));
    const ms = (t: string) => Number(t.replace(/,/g, ''));
    for (const r of cells.slice(0, 3)) for (const c of r.slice(1)) expect(ms(c), `${r[0]}: ${c}`).toBeGreaterThan(0);
    const reach = sweep.getByTestId('gpu-sweep-reach');
    await expect(reach).toHaveAttribute('data-reach', '100000');
    await expect(reach).toContainText(/over the 500 ms cap/);
    expect(cells[3][2]).toBe('not run');
    // The sentence compares the two where both were timed, from the same numbers as the table.
    const finding = sweep.getByTestId('gpu-sweep-finding');
    const kind = await finding.getAttribute('data-kind');
    const [cpu100k, gpu100k] = [ms(cells[2][1]), ms(cells[2][2])];
    expect(kind).toBe(gpu100k < cpu100k ? (ms(cells[0][2]) < ms(cells[0][1]) && ms(cells[1][2]) < ms(cells[1][1]) ? 'ahead' : 'passes') : 'behind');
    await expect(finding).toContainText('N = 100k');
    // The lesson's word on this machine: the software adapter (SwiftShader) is behind the CPU at every size.
    for (const r of cells.slice(0, 3)) expect(ms(r[2]), `N = ${r[0]}: GPU ${r[2]} ms against CPU ${r[1]} ms`).toBeGreaterThan(ms(r[1]));
    // Each series is drawn: three points for the GPU, its own clock beside it (SwiftShader clocks itself), four for the CPU.
    await expect(sweep.locator('g.rung[data-rung="webgpu"] path.dot')).toHaveCount(3);
    await expect(sweep.locator('g.rung[data-rung="webgpu-clock"] path.dot')).toHaveCount(3);
    await expect(sweep.locator('g.rung[data-rung="sorted-grid"] path.dot')).toHaveCount(4);
    await expect(lesson.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
    await page.close();
  });
});

test.describe('without WebGPU', () => {
  test('the lesson shows the clear note, and nothing fails', async ({ page }) => {
    const errors = collectErrors(page);
    // As in a browser that never had WebGPU: navigator.gpu is not there at all.
    await page.addInitScript(() => { delete (Navigator.prototype as { gpu?: unknown }).gpu; });
    await open(page, '/dev/webgpu/');
    const note = page.getByTestId('gpu-lesson').getByRole('note');
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toContainText('No WebGPU here');
    await expect(note).toContainText('navigator.gpu is missing');
    await expect(page.getByTestId('gpu-support')).toHaveText(/"code":"no-webgpu"/);
    await expect(page.getByTestId('gpu-lesson').locator('canvas')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the config's own Chromium (no WebGPU flags, --disable-gpu) also gets the note, not an error", async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/dev/webgpu/');
    const note = page.getByTestId('gpu-lesson').getByRole('note');
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toContainText(/No WebGPU here/);
    expect(errors).toEqual([]);
  });
});
