import { describe, it, expect } from 'vitest';
import { estimateCost, resolveConfig, type SimConfig } from '../../../src/lib/engine';
import { placement } from '../../../src/lib/backend';

const at = (c: SimConfig) => placement(resolveConfig(c), 3000, true);

describe('where a configuration runs, decided before it is built', () => {
  it('the attacker’s link (2 999 boids, all pairs, 100 sub-steps) goes to a worker and asks first', () => {
    const p = at({ scenario: 'free-flock', params: { N: 2999 }, settings: { neighbours: 'all-pairs', substeps: 100 } });
    expect(p.where).toBe('worker');
    expect(p.ask).toBe(true);
    expect(p.estimate.pairChecks).toBe(2999 * 2998 * 100);
    expect(p.estimate.msPerStep).toBeGreaterThan(5000); // the same model the command line refuses days-long runs with
  });

  it('a chapter-sized flock runs in the page without asking', () => {
    const p = at({ scenario: 'bounded-flock' });
    expect(p).toMatchObject({ where: 'main', ask: false });
  });

  it('many agents go to a worker even when each step is cheap', () => {
    expect(at({ scenario: 'free-flock', params: { N: 20_000 } }).where).toBe('worker');
    expect(at({ scenario: 'free-flock', params: { N: 20_000 } }).ask).toBe(false);
  });

  it('without workers (no browser support) a heavy run stays here, and still asks when huge', () => {
    const r = resolveConfig({ scenario: 'free-flock', params: { N: 2999 }, settings: { neighbours: 'all-pairs', substeps: 100 } });
    expect(placement(r, 3000, false)).toMatchObject({ where: 'main', ask: true });
  });

  it('counts no pairs when no enabled force needs neighbours', () => {
    const e = estimateCost(resolveConfig({ scenario: 'wandering', forces: { personalSpaceA: { enabled: false }, obstacleA: { enabled: false }, bodyContact: { enabled: false } } }));
    expect(e.pairChecks).toBe(0);
    expect(e.agents).toBe(50);
  });

});
