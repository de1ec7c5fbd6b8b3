/**
 * The ladder's sorted grid in three dimensions (src/lib/ladder/boids3dGrid.ts): cells one R wide, a query over the
 * 3 × 3 × 3 = 27 around a boid, the boids moved into cell order every 16 frames. The same flock as all-pairs-3d,
 * bit for bit.
 */
import { settings3d, start3d, params3d } from '../boids3d';
import { SortedGrid3d } from '../boids3dGrid';
import type { LadderRung, RungSettings } from '../model';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10, set: 'step6' };

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => {
  const all = settings3d(DEFAULTS, settings), p = params3d(n, all);
  return new SortedGrid3d(start3d(n, seed, p, all.space), p, 'sorted-grid-3d', all);
};
