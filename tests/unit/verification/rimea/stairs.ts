/**
 * RiMEA tests 2 and 3 — one person walking up, and down, stairs. The guideline gives the walker a speed on the stairs
 * and a band for the time the stairs take. Here the stairs are a speed zone 10 m long (horizontally) between 5 m of
 * level floor on each side, with Weidmann's stair speeds (1993, after Fruin 1971): 0.455 of the level speed up,
 * 0.518 down. For a desired speed of 1.33 m/s the stairs take 10 m / (0.455 · 1.33 m/s) = 16.5 s up and 14.5 s down;
 * the band is ±10 % (test 1's band is ±13 %).
 */
import { STAIRS_DOWN, STAIRS_UP, type ScenarioDoc } from '$lib/engine';
import { range, seedsPart, simOf, timeToReach, type RimeaTest } from './common';

const SEEDS = [1, 2, 3];
const V0 = 1.33, LENGTH = 10, START = 5;

/** Time from the foot to the head of the stairs (x from 5 to 15 m). */
function stairsTime(doc: ScenarioDoc, seed: number): number {
  const sim = simOf(doc, seed), t0 = timeToReach(sim, START, 30);
  return timeToReach(sim, START + LENGTH, 90) - t0;
}

export function stairsTest(up: boolean): RimeaTest {
  const factor = up ? STAIRS_UP : STAIRS_DOWN, ideal = LENGTH / (factor * V0), lo = 0.9 * ideal, hi = 1.1 * ideal;
  return {
    id: up ? 't02' : 't03', number: up ? 2 : 3, title: up ? 'Walking up stairs' : 'Walking down stairs', file: up ? 't02-stairs-up.json' : 't03-stairs-down.json',
    about: `One person, desired speed 1.33 m/s, walks along a corridor 2 m wide that has 10 m of stairs (a speed zone) between 5 m of level floor on each side, ${up ? 'up' : 'down'} the stairs: Weidmann's factor ${factor} makes the speed on them ${(factor * V0).toFixed(2)} m/s. Multi-level geometry is not modelled: the stairs are a slow strip of floor.`,
    checked: `time on the stairs, ${up ? 'up' : 'down'} (${SEEDS.length} seeds)`,
    expected: `${lo.toFixed(1)}–${hi.toFixed(1)} s (10 m at ${(factor * V0).toFixed(3)} m/s ± 10 %)`,
    parts: (doc) => seedsPart(SEEDS, (seed) => () => stairsTime(doc, seed)),
    judge(v) {
      const t = Object.values(v) as number[];
      return { measured: `${range(t)} s`, pass: t.every((x) => x >= lo && x <= hi) };
    }
  };
}
