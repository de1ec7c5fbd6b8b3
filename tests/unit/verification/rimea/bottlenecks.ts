/**
 * RiMEA tests 12 and 13 — where a jam forms.
 *
 * 12, a bottleneck: people leave a room by a narrow corridor into a second room and leave that by an exit as narrow.
 * The corridor lets through only so many per second, so the jam must form in front of it, and the second room's exit,
 * fed at that rate, must stay free. Here: rooms 10 m × 10 m, 150 people, a corridor 1 m wide and 6 m long, a 1 m exit.
 *
 * 13, stairs: people walk from a room along a corridor onto stairs as wide as the corridor. The stairs are slower, so
 * the flow onto them is smaller and a jam forms at their foot. Here: 150 people, a 2 m corridor 10 m long, stairs up
 * 6 m long (Weidmann's 0.455). A second run with the stairs taken out (level floor) shows the jam is the stairs'.
 *
 * A jam is measured as the density in a 2 m × 2 m area (test 4's measuring area), as its largest 5 s mean. Congested
 * means at least 2 /m² (where Weidmann's speed has fallen below half the free speed); free means below 1 /m² (a
 * stream 1 m wide at about 1 m/s and 1.2 /s fills a 2 m wide area to about 0.6 /m²).
 */
import type { ScenarioDoc } from '$lib/engine';
import { copyDoc, densityIn, evacuate, range, PeakOfMean, simOf, stepsIn, type RimeaTest } from './common';
import { T12, T13 } from './files';

const SEEDS = [1, 2, 3];

/** [out, left, last, peak density in each area…]. */
function measure(doc: ScenarioDoc, seed: number, areas: (readonly [number, number, number, number])[], limit: number): number[] {
  const sim = simOf(doc, seed), peaks = areas.map(() => new PeakOfMean(stepsIn(doc, 5)));
  const e = evacuate(sim, limit, 30, () => areas.forEach((a, k) => peaks[k].add(densityIn(sim, a))));
  return [e.out, e.left, e.last, ...peaks.map((p) => p.peak)];
}

const S12 = T12.room, A12 = (S12 - 2) / 2, X3 = 2 * S12 + T12.corridor;
const FRONT12 = [S12 - 2, A12, S12, A12 + 2] as const, EXIT12 = [X3 - 2, A12, X3, A12 + 2] as const;

export const jamAtCorridor: RimeaTest = {
  id: 't12', number: 12, title: 'A bottleneck between two rooms', file: 't12-bottleneck.json',
  about: '150 people (Weidmann’s speeds) leave a room 10 m × 10 m by a corridor 1 m wide and 6 m long into a second room of the same size, and leave that by a 1 m exit (3 seeds). Density measured in 2 m × 2 m areas in front of the corridor and in front of the exit.',
  checked: 'all out; peak density in front of the corridor and in front of the exit (5 s means)',
  expected: 'all 150 out; ≥ 2 /m² at the corridor, < 1 /m² at the exit',
  parts: (doc) => Object.fromEntries(SEEDS.map((seed) => [`seed-${seed}`, () => measure(doc, seed, [FRONT12, EXIT12], 600)])),
  judge(v) {
    const r = Object.values(v) as number[][];
    return {
      measured: `${range(r.map((x) => x[0]), 0)} out (${range(r.map((x) => x[1]), 0)} never leave); at the corridor ${range(r.map((x) => x[3]))} /m², at the exit ${range(r.map((x) => x[4]))} /m²`,
      pass: r.every((x) => x[1] === 0 && x[3] >= 2 && x[4] < 1)
    };
  },
  knownFailure: 'the queue forms at the exit too, because in this model a 1 m exit’s capacity moves with the 1 m corridor’s: on seed 1 the corridor lets out 1.8–2.5 /s (10 s counts, from 20 to 60 s, while the jam lasts; up to twice Weidmann’s peak flow, the crowd behind pushing: the repulsion from behind the field of view is weighted c = 0.5) and the exit 1.6–2.1 /s. About thirty variants of the recommended set were tried on seeds 1–3 (tests/tools/probe-t12-levers.ts): the weight c from 0.5 down to 0 (the repulsion’s strength V⁰ kept or raised to match), the smooth field of view of Helbing & Johansson (2009), the relaxation time, the repulsion’s range, the walls’ range, force and friction, the bodies’ friction. In every one the exit alone (the 150 start in the second room) passes 1.03–1.35 times what the corridor passes, so whatever slows the corridor slows the exit as much; and once the exit passes 0.8–1.1 /s, the walkers who reach it along the wall raise its density to 1 /m². Only settings that hold the corridor under about 0.9 /s get there, and they stop a one-way crowd: with c = 0.1 it walks at 0.17 m/s at 2 /m² in the fundamental diagram’s corridor, against Weidmann’s 0.61. With c = 0.1 and V⁰ = 1.06, which keeps the push from the front as it was (0.95 = V⁰ (1 − c)), the diagram holds, but the exit still reaches 1.46–2.08 /m² (tests/tools/probe-t12.ts prints the counts)'
};

const S13 = T13.room, A13 = (S13 - T13.width) / 2, X1 = S13 + T13.corridor;
const FOOT13 = [X1 - 2, A13, X1, A13 + 2] as const;

export const jamAtStairs: RimeaTest = {
  id: 't13', number: 13, title: 'A jam in front of stairs', file: 't13-stairs-jam.json',
  about: '150 people (Weidmann’s speeds) walk from a room 10 m × 10 m along a corridor 2 m wide and 10 m long and up stairs as wide (6 m long, Weidmann’s 0.455), and leave at the top; the same with level floor instead of stairs as the control (3 seeds each). Density measured in the 2 m × 2 m of corridor at the foot of the stairs.',
  checked: 'all out; peak density at the foot of the stairs, with stairs and with level floor',
  expected: 'all 150 out; ≥ 2 /m² with stairs, and ≥ 1.5 × the level floor’s',
  parts: (doc) => {
    const level = copyDoc(doc);
    delete level.speedZones;
    return Object.fromEntries(SEEDS.flatMap((seed) => [[`seed-${seed}-stairs`, () => measure(doc, seed, [FOOT13], 600)], [`seed-${seed}-level`, () => measure(level, seed, [FOOT13], 600)]]));
  },
  judge(v) {
    const st = SEEDS.map((s) => v[`seed-${s}-stairs`] as number[]), lv = SEEDS.map((s) => v[`seed-${s}-level`] as number[]);
    return {
      measured: `${range(st.map((x) => x[0]), 0)} out; at the foot ${range(st.map((x) => x[3]))} /m² with stairs, ${range(lv.map((x) => x[3]))} /m² on level floor`,
      pass: st.every((x, k) => x[1] === 0 && x[3] >= 2 && x[3] >= 1.5 * lv[k][3])
    };
  }
};
