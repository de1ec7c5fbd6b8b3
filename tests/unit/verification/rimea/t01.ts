/**
 * RiMEA test 1 — keeping the set walking speed in a corridor. One person with a walking speed of 1.33 m/s walks the
 * length of a corridor 2 m wide and 40 m long; the time it takes must lie in the guideline's band of 26 to 34 s
 * (40 m / 1.33 m/s ≈ 30 s, with room for how the model starts and stops walking).
 */
import { fmt, median, range, seedsPart, simOf, timeToReach, type RimeaTest } from './common';

const SEEDS = [1, 2, 3, 4, 5];
/** The walker starts at x = 0.3 … 0.7 m (by seed); the finish line is 40 m on from the middle of that, at 40.5 m. */
const FINISH = 40.5;

export const t01: RimeaTest = {
  id: 't01', number: 1, title: 'Keeping the speed in a corridor', file: 't01-corridor.json',
  about: 'One person, desired speed 1.33 m/s, starts at rest at the closed end of a corridor 2 m wide and walks 40 m along it. The seed places the start anywhere in 0.4 m along and 1 m across the corridor’s end, so the five seeds differ.',
  checked: 'time to walk 40 m (5 seeds)',
  expected: '26–34 s',
  parts: (doc) => seedsPart(SEEDS, (seed) => () => timeToReach(simOf(doc, seed), FINISH, 60)),
  judge(v) {
    const t = Object.values(v) as number[];
    return { measured: `${range(t)} s (median ${fmt(median(t))} s)`, pass: t.every((x) => x >= 26 && x <= 34) };
  }
};
