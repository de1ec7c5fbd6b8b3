/** The sweep times a rung whose boids all rebuild on one frame in whole ticks, so its spike is in every sample. */
import { describe, expect, it } from 'vitest';
import { rungByName } from '../../../../src/lib/ladder';
import { sampled, sweep } from '../../../../src/lib/ladder/sweep/plan';

describe('sampled rungs', () => {
  it('rung 5 (every boid on one frame in 100) is sampled in ticks of 100 frames; rung 6 (random phase) frame by frame', () => {
    expect(sampled(rungByName('update-less-often')!.create(50, 1)).framesPerSample).toBe(100);
    expect(sampled(rungByName('random-phase')!.create(50, 1)).framesPerSample).toBe(1);
  });

  it('a sample of a ticked rung holds whole ticks: the steps timed are a multiple of its tick', () => {
    let t = 0;
    const now = () => t;
    let frame = 0;
    // A fake rung of 100-frame ticks whose busy frame costs 100 and the others 1 (clock units = ms).
    const make = () => ({ framesPerSample: 100, step: () => { t += frame++ % 100 === 0 ? 100 : 1; } });
    const events = [...sweep({ rungs: ['r'], sizes: [1000], budgetMs: 2000, now, make })];
    const point = events.find((e) => e.type === 'point');
    expect(point && point.type === 'point' && point.point.ms).toBeCloseTo(1.99, 2);
  });
});
