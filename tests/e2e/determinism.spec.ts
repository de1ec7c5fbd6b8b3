/**
 * "The same seed and parameters give bit-identical trajectories in the page, a worker and Node": the fixed case
 * list of src/lib/determinism/cases.ts (every scenario × neighbour strategy × integrator, some with noise) runs in
 * this Node process and, on /dev/determinism/, in Chromium's page and in a Web Worker; the fingerprints of the exact
 * bits of every agent's x, y, vx, vy must be equal case by case.
 */
import { test, expect } from './remember';
import { type Page } from '@playwright/test';
import { runAllCases, type DeterminismResult } from '../../src/lib/determinism/cases';
import { open } from './helpers';

async function readResults(page: Page, testId: string): Promise<DeterminismResult[]> {
  const pre = page.getByTestId(testId);
  await expect(pre).toHaveText(/\S/, { timeout: 60_000 });
  const parsed = JSON.parse((await pre.textContent())!) as DeterminismResult[] | { error: string };
  if (!Array.isArray(parsed)) throw new Error(`${testId}: ${parsed.error}`);
  return parsed;
}

/** The cases whose results differ, as "name: node … vs browser …" lines. */
function disagreements(node: DeterminismResult[], other: DeterminismResult[]): string[] {
  const byName = new Map(other.map((r) => [r.name, r]));
  return node.flatMap((r) => {
    const o = byName.get(r.name);
    const same = o && o.fingerprint === r.fingerprint && o.count === r.count && o.steps === r.steps && o.blowup === r.blowup;
    return same ? [] : [`${r.name}: node ${r.fingerprint} (${r.steps} steps) vs ${o ? `${o.fingerprint} (${o.steps} steps)` : 'missing'}`];
  });
}

test('Node, the page and a Web Worker give bit-identical trajectories', async ({ page }) => {
  test.setTimeout(120_000);
  const node = runAllCases();
  expect(node.length).toBeGreaterThanOrEqual(54);
  await open(page, '/dev/determinism/');
  const [inPage, inWorker] = [await readResults(page, 'determinism-page'), await readResults(page, 'determinism-worker')];
  expect(inPage.length).toBe(node.length);
  expect(inWorker.length).toBe(node.length);
  const pageVsNode = disagreements(node, inPage), workerVsNode = disagreements(node, inWorker);
  console.log(`determinism: ${node.length} cases; page ≠ Node in ${pageVsNode.length}, worker ≠ Node in ${workerVsNode.length}`);
  expect(pageVsNode).toEqual([]);
  expect(workerVsNode).toEqual([]);
});
