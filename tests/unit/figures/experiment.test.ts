/**
 * One run per experiment (figures/experiment.ts) gives every probe the bits a run of its own gives (measureClaim):
 * values at several times and of several metrics, statistics over windows, a count inside a disc, a blow-up's time,
 * and a named measure, read from one shared run.
 */
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/lib/claims';
import { experimentOf, probeOfClaim, runExperiment } from '../../../src/lib/figures/experiment';
import { measureClaim } from '../../../src/lib/figures/measure';
import { tries } from '../../../content/00-motion';

const flock = { scenario: 'free-flock', params: { N: 40 } } as const;
const claim = (over: Partial<Claim>): Claim => ({ id: 'x', text: '', config: flock, seconds: 2, metric: 'polarization', expect: {}, ...over });

const together = [
  claim({ seconds: 0 }),
  claim({ seconds: 1.3 }),
  claim({ seconds: 2, metric: 'milling' }),
  claim({ seconds: 2, metric: 'nearestNeighbour', statistic: 'mean', from: 0.5, every: 0.25 }),
  claim({ seconds: 3, metric: 'meanSpeed', statistic: 'max', from: 1 }),
  claim({ seconds: 3, metric: 'polarization', statistic: 'min', every: 0.3 }),
  claim({ seconds: 1, metric: 'agentsWithin', within: { x: 0, y: 0, r: 20 } }),
  claim({ seconds: 2.5, metric: 'blowupTime' }),
  claim({ seconds: 1, metric: 'timeToBlowup' })
];

describe('one run per experiment', () => {
  for (const seed of [1, 7]) {
    it(`gives each of ${together.length} probes of one flock (seed ${seed}) the bits of its own run`, () => {
      const outs = runExperiment(experimentOf(flock, seed), together.map(probeOfClaim));
      together.forEach((c, k) => {
        const alone = measureClaim(c, seed);
        expect(outs[k], `${c.metric} at ${c.seconds} s`).toEqual({ value: alone });
        expect(Object.is((outs[k] as { value: number }).value, alone)).toBe(true);
      });
    });
  }

  it('a run that blows up: its time for the blow-up probe, an error for a later reading, the value for an earlier one', () => {
    const cfg = tries.walk025; // the motion chapter's walker at Δt = 0.25 s: explicit Euler blows up near 4.3 s
    const probes = [claim({ config: cfg, seconds: 10, metric: 'blowupTime' }), claim({ config: cfg, seconds: 8, metric: 'meanSpeed' }), claim({ config: cfg, seconds: 1, metric: 'meanSpeed' })];
    const outs = runExperiment(experimentOf(cfg, 3), probes.map(probeOfClaim));
    expect(outs[0]).toEqual({ value: measureClaim(probes[0], 3) });
    expect((outs[0] as { value: number }).value).toBeLessThan(10);
    expect(() => measureClaim(probes[1], 3)).toThrow(/blew up/);
    expect(outs[1]).toMatchObject({ error: expect.stringMatching(/blew up/) });
    expect(outs[2]).toEqual({ value: measureClaim(probes[2], 3) });
  });
});
