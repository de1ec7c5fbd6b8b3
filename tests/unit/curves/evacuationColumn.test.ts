/**
 * A column before the exit helps in panic (Helbing, Farkas & Vicsek 2000, Nature 407, 487, Fig. 3 and text: a
 * column placed asymmetrically in front of the exit increases the outflow when the crowd pushes, v0 high).
 *
 * The `evacuation` scenario (15 m room, 1 m exit, 200 people, HFV forces) at v0 = 5 m/s, seeds 1–8, the first 100 s
 * of each run, with and without the recommended column (figures/evacuationColumn.ts: the scenario's place and size,
 * 0.6 m across, centre 1.3 m before the wall and 0.25 m off the exit's axis, but round). Six runs of 100 s with 200
 * people and 2 ms sub-steps: the slowest file of tests/unit/curves.
 *
 * Asserted: over seeds 1–8, more people out within 100 s with the column than without, on average — the direction,
 * as chapter 10 states it ("a gain of a few people on average", the ranges overlapping). Measured: 94.9 against 89.8
 * (the column ahead in 7 of 8). Over seeds 1–3 alone, since every wall tip pushes as a door post does (walls.ts),
 * it was 86.7 against 89 (75 against 88 in seed 2): three seeds do not settle a gain of about 5 in a spread of ±15,
 * so eight are run (before that change, seeds 1–3 gave 97.3 against 93.7).
 * Before the door posts pushed only sideways (issue 17) it was 102 against 82, and this test asked for 10 more: doors
 * that no longer hold walkers back let more out without the column (82 → 94), and the arches the column breaks
 * are rarer, so its gain fell from about 20 to about 4. Fewer people or a shorter window lose even that (100 people:
 * no gain before the change), so this file needs sixteen 100 s runs of
 * 200 people (about 4 min of CPU): their counts are measured once and remembered until the code they run changes
 * (tests/claims/remembered.ts), and compared on every run.
 *
 * Why the scenario's square column left one walker behind it in every run: a lone walker started 1 m behind it
 * (v0 = 1 and 5) stops for good behind the flat face — its desired direction points straight at the exit, the face
 * and its corner push straight back, nothing pushes it sideways — while past a round column of the same size and
 * place it gets out from every start. That test is cheap (one walker, 30 s) and comes first.
 * The whole-room evacuation times at v0 = 1, 2, 3, 5 are printed by tests/tools/curve-column.ts; at v0 ≤ 3 the
 * column does not help (no arches at the door for it to break) and that is not asserted either way.
 */
import { beforeAll, describe, it, expect } from 'vitest';
import { evacuate, evacuationWithColumn, RECOMMENDED_COLUMN, SCENARIO_COLUMN, type ColumnSpec } from '../../../src/lib/figures/evacuationColumn';
import { mean } from '../../../src/lib/figures/fit';
import { rememberedEach } from '../../claims/remembered';

/** One walker alone in the room, started at rest at (12.5, y) behind the column; is it out within 30 s? */
function loneWalkerOut(col: ColumnSpec, v0: number, y: number): boolean {
  const sim = evacuationWithColumn({ v0, seed: 1, column: col, N: 1 }), s = sim.state;
  s.x[0] = 12.5; s.y[0] = y; s.vx[0] = 0; s.vy[0] = 0;
  while (s.count > 0 && sim.time < 30) expect(sim.step(), sim.blowup?.message).toBe(true);
  return s.count === 0;
}

describe('a walker behind the column', () => {
  const starts = [7.3, 7.5, 7.7, 7.9, 8.1];
  it('gets past a round column from every start, at v0 = 1 and 5', () => {
    for (const v0 of [1, 5]) for (const y of starts) expect(loneWalkerOut(RECOMMENDED_COLUMN, v0, y), `v0 = ${v0}, y = ${y}`).toBe(true);
  });
  it('stops for good behind the square one when it starts behind the face (y = 7.5 – 7.9), at v0 = 1 and 5', () => {
    for (const v0 of [1, 5]) for (const y of [7.5, 7.7, 7.9]) expect(loneWalkerOut(SCENARIO_COLUMN, v0, y), `v0 = ${v0}, y = ${y}`).toBe(false);
  });
});

describe('a column before the exit, in panic (v0 = 5 m/s)', () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  let out: { without: number[]; withColumn: number[] };
  beforeAll(() => {
    // One part per evacuation, so the suite's sample measures one of them again, not all six.
    const runs = { without: null, withColumn: RECOMMENDED_COLUMN } as const;
    const parts = Object.fromEntries(Object.entries(runs).flatMap(([name, column]) => seeds.map((seed) => [`${name}-${seed}`, () => evacuate({ v0: 5, seed, column, limit: 100 }).out])));
    const got = rememberedEach('column-panic-out-100s', import.meta.url, parts);
    out = { without: seeds.map((seed) => got[`without-${seed}`]), withColumn: seeds.map((seed) => got[`withColumn-${seed}`]) };
  }, 600_000);

  it('increases the outflow a little: more out within 100 s on average, seeds 1–8', () => {
    expect(mean(out.withColumn)).toBeGreaterThan(mean(out.without));
  });
});
