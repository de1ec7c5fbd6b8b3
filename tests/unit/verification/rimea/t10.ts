/**
 * RiMEA test 10 — assigned exits. People in a row of rooms along a corridor are each given an exit (a main and a
 * secondary one); all must leave, each by the exit assigned. Here: twelve rooms 4 m × 4 m, six on each side of a
 * corridor 2 m wide and 24 m long, each with a 1 m door; two people per room; the north rooms are sent to the west
 * exit and the south rooms to the east exit, whichever is nearer. Counting lines at both exits tell who left where.
 */
import type { ScenarioDoc } from '$lib/engine';
import { evacuate, range, seedsPart, simOf, type RimeaTest } from './common';

const SEEDS = [1, 2, 3, 4, 5];

/** [out, left, west, east, last]. */
function measure(doc: ScenarioDoc, seed: number): number[] {
  const sim = simOf(doc, seed), e = evacuate(sim, 180, 30), net = sim.behaviours.lineNet;
  return [e.out, e.left, net[0], net[1], e.last];
}

export const t10: RimeaTest = {
  id: 't10', number: 10, title: 'Rooms along a corridor, assigned exits', file: 't10-assigned-exits.json',
  about: 'Twelve rooms (4 m × 4 m, 1 m doors) along both sides of a corridor 2 m wide and 24 m long, two people in each; the north rooms are sent to the west exit and the south rooms to the east one (5 seeds).',
  checked: 'all 24 out, 12 by each assigned exit (5 seeds)',
  expected: '24 out; 12 west, 12 east',
  parts: (doc) => seedsPart(SEEDS, (seed) => () => measure(doc, seed)),
  judge(v) {
    const r = Object.values(v) as number[][];
    return {
      measured: `${range(r.map((x) => x[0]), 0)} out (${range(r.map((x) => x[1]), 0)} stay inside); west ${range(r.map((x) => x[2]), 0)}, east ${range(r.map((x) => x[3]), 0)}`,
      pass: r.every((x) => x[0] === 24 && x[2] === 12 && x[3] === 12)
    };
  }
};
