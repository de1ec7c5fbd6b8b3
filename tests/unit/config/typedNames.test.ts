/**
 * Parameter values are typed by their declarations: a force reads `p.radius` as a number, the simulation reads its
 * settings typed, and a renamed parameter is a type error in the force, the scenario, a chapter's config and a test.
 * Each `@ts-expect-error` below must stay an error: if one stops failing to type-check, `npm run check` reports the
 * unused directive. The run-time lines check that the same mistakes, made by data (a link, a file), are refused.
 */
import { describe, expect, it } from 'vitest';
import {
  FORCES, ParamError, Simulation, createSimulation, defineForce, makeWorld, mergeConfigs, resolveConfig, PALETTE,
  isMetricName, type ForceValues, type MetricName, type ScenarioValues, type SettingValues, type SimConfig
} from '../../../src/lib/engine';
import type { Claim } from '../../../src/lib/claims';
import type { OverlayName } from '../../../src/lib/components/sim/layers';

describe('values typed by their declaration', () => {
  it('a force reads its own parameters typed, and an undeclared one is a type error', () => {
    const probe = defineForce({
      name: 'probe', label: 'Probe', colour: PALETTE.grey, family: 'common', summary: 'a test force', tex: 'p',
      params: [
        { key: 'radius', symbol: 'R', unit: 'm', default: 1, min: 0, max: 5, meaning: 'a radius' },
        { key: 'mode', symbol: 'm', unit: '', default: 'a', options: ['a', 'b'], meaning: 'a choice' }
      ],
      radius: (p) => {
        const mode: 'a' | 'b' = p.mode;
        // @ts-expect-error — 'radiuss' is not one of its parameters
        void p.radiuss;
        return mode === 'a' ? p.radius : 2 * p.radius;
      },
      apply() {}
    });
    const sim = new Simulation({ world: makeWorld(10, 10, false) }).add(probe, { radius: 2, mode: 'b' });
    expect(sim.neighbourRadius).toBe(4);
    // @ts-expect-error — 'c' is not one of mode's options
    expect(() => sim.add(probe, { mode: 'c' })).toThrow(/mode = c is not allowed/);
  });

  it('the catalogue keeps each force’s, each scenario’s and the settings’ value types', () => {
    const tau: ForceValues<'cruise'>['tau'] = 2;
    const flow: ScenarioValues<'corridor'>['flow'] = 'one-way';
    const integrator: SettingValues['integrator'] = 'heun';
    // @ts-expect-error — flow is 'one-way' or 'two-way'
    const badFlow: ScenarioValues<'corridor'>['flow'] = 'both';
    // @ts-expect-error — the integrators are euler, semi-implicit and heun
    const badIntegrator: SettingValues['integrator'] = 'rk4';
    // @ts-expect-error — cruise has no parameter 'taau'
    expect(() => new Simulation({ world: makeWorld(10, 10, false) }).add(FORCES.cruise, { taau: 2 })).toThrow(/unknown parameter 'taau'/);
    expect([tau, flow, integrator, badFlow, badIntegrator]).toEqual([2, 'one-way', 'heun', 'both', 'rk4']);
    const sim = createSimulation({ scenario: 'free-flock', params: { N: 5 } });
    const dt: number = sim.settings.dt;
    expect(dt).toBe(0.05);
  });

  it('a renamed or misspelt parameter in a config is a type error, and refused at run time', () => {
    // @ts-expect-error — the corridor has no parameter 'Nn'
    const scenarioParam: SimConfig = { scenario: 'corridor', params: { Nn: 40 } };
    // @ts-expect-error — separation has no parameter 'radiuss'
    const forceParam: SimConfig = { scenario: 'free-flock', forces: { separation: { params: { radiuss: 1 } } } };
    // @ts-expect-error — the corridor's flow is 'one-way' or 'two-way'
    const choice: SimConfig = { scenario: 'corridor', params: { flow: 'both' } };
    // @ts-expect-error — 'integrator' is one of euler, semi-implicit, heun
    const setting: SimConfig = { scenario: 'corridor', settings: { integrator: 'rk4' } };
    for (const c of [scenarioParam, forceParam, choice, setting]) expect(() => resolveConfig(c)).toThrow(ParamError);
  });

  it('a layer merged over a config is checked against the base’s scenario', () => {
    const base = { scenario: 'corridor', params: { N: 20 } } satisfies SimConfig;
    expect(mergeConfigs(base, { params: { width: 5 } }).params).toEqual({ N: 20, width: 5 });
    // @ts-expect-error — the corridor has no 'meanNeighbours' (the free flock's)
    const merged = mergeConfigs(base, { params: { meanNeighbours: 5 } });
    expect(() => resolveConfig(merged)).toThrow(/unknown parameter 'meanNeighbours'/);
  });
});

describe('metric and overlay names are typed unions too', () => {
  it('a misspelt metric in a claim or a view, or a misspelt overlay, is a type error', () => {
    const base = { id: 'x', text: 'x', config: { scenario: 'corridor' }, seconds: 1, expect: {} } satisfies Omit<Claim, 'metric'>;
    const good: Claim = { ...base, metric: 'laneOrder' };
    const named: Claim = { ...base, metric: 'doorSteadyFlow' };
    // @ts-expect-error — 'laneOrdr' is neither a registry metric nor a named measure
    const bad: Claim = { ...base, metric: 'laneOrdr' };
    const chart: MetricName[] = ['laneOrder', 'meanSpeed'];
    // @ts-expect-error — 'meanSpeeed' is not a metric
    const badChart: MetricName[] = ['meanSpeeed'];
    const overlays: OverlayName[] = ['walls', 'force:repulsionHM'];
    // @ts-expect-error — no force 'repulsionHMM'
    const badOverlays: OverlayName[] = ['force:repulsionHMM'];
    expect([good, named, bad].map((c) => isMetricName(c.metric))).toEqual([true, false, false]);
    expect([...chart, ...badChart].map(isMetricName)).toEqual([true, true, false]);
    expect(overlays.length + badOverlays.length).toBe(3);
  });
});
