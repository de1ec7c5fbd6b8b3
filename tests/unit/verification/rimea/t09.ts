/**
 * RiMEA test 9 — leaving a large public room. 1000 persons spread evenly over a room 30 m × 20 m leave it by four
 * exits 1 m wide; then the same again with two of the exits shut. With half the exits the evacuation should take
 * about twice as long. Here: two exits in each long wall; in the second run the two in the north wall are shut. The
 * run stops when everyone is out, or when nobody has left for 30 s (people stuck for good), or at 900 s. Checked:
 * everyone leaves in both runs, and the ratio of the times the last person left is 2 within ±20 % (1.6–2.4).
 * Three seeds (the guideline asks for several runs; 1000 walkers cost about 6 s of CPU each, 12 s with two exits).
 */
import type { ScenarioDoc } from '$lib/engine';
import { copyDoc, evacuate, fmt, median, range, simOf, type RimeaTest } from './common';

const SEEDS = [1, 2, 3];

/** [out, left, last, t90]. */
function measure(doc: ScenarioDoc, seed: number, shut: boolean): number[] {
  const d = copyDoc(doc);
  if (shut) for (const e of d.exits!) if (e.name.startsWith('north')) e.open = false;
  const e = evacuate(simOf(d, seed), 900, 30);
  return [e.out, e.left, e.last, e.t90];
}

export const t09: RimeaTest = {
  id: 't09', number: 9, title: 'A large room, four exits then two', file: 't09-four-exits.json',
  about: '1000 people (Weidmann’s speeds) spread over a room 30 m × 20 m with two 1 m exits in each long wall leave by the nearest open exit (way-finding); the second run shuts the two north exits. 3 seeds, each both ways.',
  checked: 'everyone out with 4 and with 2 exits; ratio of the times the last left',
  expected: 'all out; ratio 1.6–2.4 (about 2)',
  parts: (doc) => Object.fromEntries(SEEDS.flatMap((seed) => [[`seed-${seed}-four`, () => measure(doc, seed, false)], [`seed-${seed}-two`, () => measure(doc, seed, true)]])),
  judge(v) {
    const four = SEEDS.map((s) => v[`seed-${s}-four`] as number[]), two = SEEDS.map((s) => v[`seed-${s}-two`] as number[]);
    const ratio = SEEDS.map((_, k) => two[k][2] / four[k][2]), r90 = SEEDS.map((_, k) => two[k][3] / four[k][3]);
    const allOut = [...four, ...two].every((r) => r[1] === 0);
    return {
      measured: `4 exits: ${range(four.map((r) => r[1]), 0)} of 1000 never leave, last out ${range(four.map((r) => r[2]), 0)} s; 2 exits: ${range(two.map((r) => r[1]), 0)} never leave, last out ${range(two.map((r) => r[2]), 0)} s; ratio ${range(ratio)} (of the times 90 % were out: ${range(r90)}, median ${fmt(median(r90))})`,
      pass: allOut && ratio.every((x) => x >= 1.6 && x <= 2.4)
    };
  },
};
