/**
 * Computes a chapter's sweep with the engine and writes content/sweeps/<id>.json, the result <Sweep> shows before
 * the reader runs it live. Every (point, seed) of the spec, in the widget's order; tests/unit/chapters/sweeps.test.ts
 * re-measures entries of the file, so a file that no longer matches the engine or the spec fails the tests.
 *
 *   npx tsx tests/tools/precompute-sweep.ts <id> [<id> …]     (or --all)
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sweepRuns, type SweepData } from '../../src/lib/claims';
import { measureSweepRun } from '../../src/lib/figures/sweep';
import { allSweeps } from './chapterSweeps';

const args = process.argv.slice(2);
const sweeps = await allSweeps();
const chosen = args.includes('--all') ? sweeps : sweeps.filter((s) => args.includes(s.spec.id));
if (chosen.length === 0) {
  console.error(`usage: npx tsx tests/tools/precompute-sweep.ts <id> … | --all\nsweeps: ${sweeps.map((s) => s.spec.id).join(', ') || '(none)'}`);
  process.exit(2);
}
for (const { chapter, spec } of chosen) {
  const runs = sweepRuns(spec);
  const t0 = performance.now();
  const results = runs.map((r, k) => {
    const y = measureSweepRun(spec.measure, r.config, r.seed);
    process.stderr.write(`\r${spec.id}: ${k + 1}/${runs.length} (x = ${r.x}, seed ${r.seed}: ${y.toPrecision(4)})        `);
    return { x: r.x, seed: r.seed, y };
  });
  const seconds = (performance.now() - t0) / 1000;
  const date = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const data: SweepData = { id: spec.id, computed: `${date}, Node ${process.versions.node}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${seconds.toFixed(0)} s`, results };
  const file = fileURLToPath(new URL(`../../content/sweeps/${spec.id}.json`, import.meta.url));
  writeFileSync(file, JSON.stringify(data, null, 1) + '\n');
  process.stderr.write(`\n${chapter}: wrote ${file} (${results.length} runs, ${seconds.toFixed(1)} s)\n`);
}
