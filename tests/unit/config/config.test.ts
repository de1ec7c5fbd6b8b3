import { describe, it, expect } from 'vitest';
import { mergeConfigs, resolveConfig, createSimulation, ParamError, type SimConfig } from '../../../src/lib/engine';

describe('mergeConfigs: a scenario ← a chapter ← a side ← a link ← flags, written once', () => {
  it('later layers win, forces merge per force and per parameter', () => {
    const chapter: SimConfig = { scenario: 'corridor', seed: 3, params: { N: 40 }, forces: { repulsionHM: { params: { V0: 3, sigma: 0.4 } } } };
    const merged = mergeConfigs(chapter, { params: { width: 5 }, forces: { repulsionHM: { enabled: false, params: { V0: 4 } } } }, { seed: 9, settings: { dt: 0.02 } });
    expect(merged).toEqual({
      scenario: 'corridor', seed: 9, params: { N: 40, width: 5 }, settings: { dt: 0.02 },
      forces: { repulsionHM: { enabled: false, params: { V0: 4, sigma: 0.4 } } }
    });
  });

  it('a layer that names another scenario starts from that scenario: nothing of the old one carries over', () => {
    const merged = mergeConfigs({ scenario: 'corridor', seed: 3, params: { N: 40 }, forces: { wallHM: { enabled: false } } }, { scenario: 'vicsek', params: { N: 50 } });
    expect(merged).toEqual({ scenario: 'vicsek', params: { N: 50 } });
  });

  it('never writes into its inputs', () => {
    const base: SimConfig = { scenario: 'corridor', params: { N: 40 }, forces: { repulsionHM: { params: { V0: 3 } } } };
    const copy = structuredClone(base);
    mergeConfigs(base, { params: { N: 1 }, forces: { repulsionHM: { params: { V0: 1 } } } });
    expect(base).toEqual(copy);
  });

  it('skips missing layers and keeps a config without a seed seedless', () => {
    expect(mergeConfigs({ scenario: 'vicsek' }, undefined, {})).toEqual({ scenario: 'vicsek' });
  });
});

describe('resolveConfig: strict', () => {
  it('fills every default and lists the scenario’s forces first, then the added ones', () => {
    const r = resolveConfig({ scenario: 'corridor', forces: { noise: { params: {} } } });
    expect(Object.keys(r.forces)).toEqual(['drivingHM', 'repulsionHM', 'wallHM', 'bodyContact', 'noise']);
    expect(r.forces.noise.enabled).toBe(true);
    expect(r.seed).toBe(1);
    expect(r.settings.dt).toBe(0.05);
  });

  it('refuses a derived population above the scenario’s cap, naming the count and the cap', () => {
    // The attacker's link: density 5.4 in a 2000 m × 200 m corridor asks for 2.16 million pedestrians.
    const huge: SimConfig = { scenario: 'fundamental', params: { density: 5.4, length: 2000, width: 200 } };
    expect(() => resolveConfig(huge)).toThrow(ParamError);
    expect(() => resolveConfig(huge)).toThrow(/2,160,000 agents; this scenario builds at most 20,000/);
    expect(() => createSimulation(huge)).toThrow(/at most 20,000/);
    expect(resolveConfig({ scenario: 'fundamental', params: { density: 5.4, length: 100, width: 30 } }).params.density).toBe(5.4);
  });

  it('refuses unknown names at run time too (JavaScript callers, links)', () => {
    expect(() => resolveConfig({ scenario: 'corridor', forces: { alignmnetB: {} } } as unknown as SimConfig)).toThrow(/unknown force 'alignmnetB'/);
    expect(() => resolveConfig({ scenario: 'corridorr' } as unknown as SimConfig)).toThrow(/unknown scenario 'corridorr'/);
  });
});

describe('names are typed unions of the catalogues', () => {
  it('a misspelt force, scenario or setting is a type error (checked by svelte-check)', () => {
    // Each line below must fail to type-check; if one stops failing, `npm run check` reports an unused directive.
    // @ts-expect-error — 'alignmnetB' is not a force
    const force: SimConfig = { scenario: 'bounded-flock', forces: { alignmnetB: { enabled: false } } };
    // @ts-expect-error — 'corridorr' is not a scenario
    const scenario: SimConfig = { scenario: 'corridorr' };
    // @ts-expect-error — 'dtt' is not a setting
    const setting: SimConfig = { scenario: 'corridor', settings: { dtt: 0.1 } };
    for (const c of [force, scenario, setting]) expect(() => resolveConfig(c)).toThrow(ParamError);
  });
});
