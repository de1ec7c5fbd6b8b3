/**
 * Every number the ladder's lessons state (content/ladder/lessons.ts, webLessons.ts) and the 3-D chapter states
 * (content/02-flocks-in-3d.ts) holds for every seed it names: the claim's
 * measurement is the function the reader's browser runs. Speed claims are timed by the reader, never here: for them
 * the test checks that the choices cover every ratio, so any measurement answers exactly one.
 */
import { describe, expect, it } from 'vitest';
import { inRange } from '../../../src/lib/claims';
import { ladderClaimSeeds, measureLadderClaim } from '../../../src/lib/ladder/claims';
import { ladderClaims as lessonClaims } from '../../../content/ladder/lessons';
import { webClaims } from '../../../content/ladder/webLessons';
import { ladderClaims as flocks3dClaims } from '../../../content/02-flocks-in-3d';
import { rememberedEachLater } from '../../claims/remembered';
import { heldOutFor } from '../../claims/heldOut';

// The 3-D chapter's claims run the ladder's 3-D rungs, so they are measured and judged here too.
const ladderClaims = [...lessonClaims, ...webClaims, ...flocks3dClaims];

/**
 * The seeds each flock claim runs: the ones it names (the range "between a and b" is fitted on them, and a question's
 * "another seed" walks through them), then four held-out ones the test picks from its id, as for the chapters'
 * claims (tests/claims/heldOut.ts): a range a lesson states is what a reader's own run will give.
 */
const seedsOf = (c: (typeof ladderClaims)[number]) => ({ fitted: [...ladderClaimSeeds(c)], held: heldOutFor(c.id, ladderClaimSeeds(c)) });

// Every flock claim's value for each of its seeds: the rungs' runs (six minutes of CPU in all, most of it the 3-D
// inverse-square flocks, where every boid has hundreds of neighbours), measured once and remembered until the code
// they run changes (tests/claims/remembered.ts), a part per claim and seed, so the random tenth measured again costs a
// tenth of the whole and never more than one run (remembered whole, one run in ten re-measured all of it and outran
// the test's minute in CI); the claims are judged on them every run.
const partOf = (id: string, seed: number) => `${id} seed ${seed}`;
const runs = rememberedEachLater('ladder-flock-claims', import.meta.url, Object.fromEntries(ladderClaims.flatMap((c) => {
  if (c.kind !== 'flock') return [];
  const { fitted, held } = seedsOf(c);
  return [...fitted, ...held].map((seed) => [partOf(c.id, seed), () => measureLadderClaim(c, seed).value]);
})));
const measured = () => Object.fromEntries(ladderClaims.flatMap((c) => {
  if (c.kind !== 'flock') return [];
  const { fitted, held } = seedsOf(c), values = runs();
  return [[c.id, { fitted: fitted.map((s) => values[partOf(c.id, s)]), held: held.map((s) => values[partOf(c.id, s)]) }]];
}));
// Reading the runs may measure some of them again (the sample: a run of the 3-D flocks is up to half a minute of
// CPU), or all of them when the store is refreshed (CLAIMS_UPDATE=1: eight minutes of CPU, sixteen on a busy machine).
const MEASURING_MS = 60 * 60_000;

describe('the ladder’s claims', () => {
  it('have unique ids', () => {
    expect(new Set(ladderClaims.map((c) => c.id)).size).toBe(ladderClaims.length);
  });

  for (const c of ladderClaims) {
    if (c.kind !== 'flock') {
      it(`${c.id}: its choices cover every value the reader's machine can measure, each exactly once`, () => {
        for (const r of [0, 1e-7, 3e-4, 0.01, 0.5, 0.99, 1.1, 2, 5, 1e4]) expect(c.ask.choices!.filter((ch) => inRange(r, ch)), `${r}`).toHaveLength(1);
      });
      continue;
    }
    it(`${c.id}: ${c.text}`, () => {
      const values = measured()[c.id].fitted;
      expect(values).toHaveLength(ladderClaimSeeds(c).length);
      for (const v of values) expect(inRange(v, c.expect), `${v} in ${JSON.stringify(c.expect)}`).toBe(true);
      if (c.mean) {
        const mean = values.reduce((s, v) => s + v, 0) / values.length;
        expect(inRange(mean, c.mean), `mean ${mean} in ${JSON.stringify(c.mean)}`).toBe(true);
      }
      // A question's choices: the answer the tests hold is one of them for every seed.
      if (c.ask?.choices) for (const v of values) expect(c.ask.choices.filter((ch) => inRange(v, ch))).toHaveLength(1);
    }, MEASURING_MS);
    it(`${c.id}: holds on four seeds it was not fitted on, which the test picks`, () => {
      const { held } = seedsOf(c), values = measured()[c.id].held;
      expect(values).toHaveLength(held.length);
      const outside = held.filter((_, k) => !inRange(values[k], c.expect)).map((s) => `seed ${s}: ${values[held.indexOf(s)]}`);
      expect(outside, `outside ${JSON.stringify(c.expect)}`).toEqual([]);
    }, MEASURING_MS);
  }
});
