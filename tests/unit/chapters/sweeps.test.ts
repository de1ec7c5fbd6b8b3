/**
 * Every chapter's sweep: its precomputed file (content/sweeps/<id>.json) holds exactly the spec's runs, so the
 * labelled result a reader sees first is the spec's. That each entry is the engine's, measured by today's code, is
 * the store's test (claimStore.test.ts: keys, code hash, checks), and a random sample of entries is measured again
 * to the bit in claims-shard-N.test.ts. Ids are unique across the book.
 */
import { describe, expect, it } from 'vitest';
import { sweepRuns, type SweepData, type SweepSpec } from '../../../src/lib/claims';
import { isKnownMeasure } from '../../../src/lib/figures/measure';
import { chapterModules } from './chapterModules';

const files = import.meta.glob<SweepData>('/content/sweeps/*.json', { eager: true, import: 'default' });
const sweeps = chapterModules.flatMap(({ name, module }) =>
  Object.values((module as { sweeps?: Record<string, SweepSpec> }).sweeps ?? {}).map((spec) => ({ chapter: name, spec }))
);

describe('chapter sweeps', () => {
  it('have unique ids, and every precomputed file belongs to a sweep', () => {
    const ids = sweeps.map((s) => s.spec.id);
    expect(new Set(ids).size).toBe(ids.length);
    const orphans = Object.keys(files).map((f) => f.replace(/^.*\/|\.json$/g, '')).filter((id) => !ids.includes(id));
    expect(orphans).toEqual([]);
  });

  for (const { chapter, spec } of sweeps) {
    describe(`${chapter}: ${spec.id}`, () => {
      const data = files[`/content/sweeps/${spec.id}.json`];
      const runs = sweepRuns(spec);

      it('is well formed: a known measure, at least 3 seeds, at least 3 points', () => {
        if (spec.measure.kind === 'metric') expect(isKnownMeasure(spec.measure.metric)).toBe(true);
        else expect(isKnownMeasure(spec.measure.name)).toBe(true);
        expect(spec.seeds.length).toBeGreaterThanOrEqual(3);
        expect(spec.points.length).toBeGreaterThanOrEqual(3);
      });

      it('has a precomputed file with exactly its runs, in order', () => {
        expect(data, `content/sweeps/${spec.id}.json: run npm run claims:measure`).toBeDefined();
        expect(data.id).toBe(spec.id);
        expect(data.results.map((r) => [r.x, r.seed])).toEqual(runs.map((r) => [r.x, r.seed]));
      });
    });
  }
});
