/**
 * Article B's flock in three dimensions, every pair tested: the 3-D lesson's "before" (src/lib/ladder/boids3d.ts).
 * Step 6's final values by default (R 7, ten boids, a 2 s tick on a random phase); `set` picks another of the
 * article's sets. The ball grows with N so the density stays the article's thousand boids in a ball of 25 m.
 */
import { settings3d, start3d, Boids3d, params3d } from '../boids3d';
import type { LadderRung, RungSettings } from '../model';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10, set: 'step6' };

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => {
  const all = settings3d(DEFAULTS, settings), p = params3d(n, all);
  return new Boids3d(start3d(n, seed, p, all.space), p, 'all-pairs-3d', all);
};
