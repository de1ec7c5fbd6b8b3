/**
 * What `--dump-scenario` prints is the scenario: loaded back as a file and run with the same seed, it gives the same
 * trajectories, bit for bit, as the built-in scenario with the same parameters.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIOS, createSimulation, docForConfig, formatDoc, hasDoc, parseScenarioDoc, resolveConfig, type SimConfig } from '$lib/engine';

const configs: SimConfig[] = [
  { scenario: 'wandering', seed: 3 },
  { scenario: 'corridor', seed: 4, params: { N: 40 } },
  { scenario: 'fundamental', seed: 5, params: { density: 2 } },
  { scenario: 'crossing', seed: 6, params: { N: 60 } },
  { scenario: 'bottleneck', seed: 7, params: { N: 40 } },
  { scenario: 'evacuation', seed: 8, params: { N: 60, column: 1 }, forces: { drivingHFV: { params: { tau: 0.4 } } } },
  { scenario: 'l-corridor', seed: 9 },
  { scenario: 'exits-room', seed: 10, params: { N: 60, eastClosesAt: 3, northClosesAt: 0 } }
];

describe('a dumped scenario runs as the built-in', () => {
  it('covers every scenario written as a document', () => {
    expect(configs.map((c) => c.scenario).sort()).toEqual(SCENARIOS.filter(hasDoc).map((s) => s.name).sort());
  });

  it.each(configs)('$scenario', (config) => {
    const text = formatDoc(docForConfig(resolveConfig(config))!);
    const file = parseScenarioDoc(JSON.parse(text));
    const a = createSimulation(config), b = createSimulation({ scenario: 'custom', file, seed: config.seed });
    expect(b.state.count).toBe(a.state.count);
    for (let k = 0; k < 60; k++) { a.step(); b.step(); }
    const n = a.state.count;
    expect(n).toBeGreaterThan(0);
    expect(Array.from(b.state.x.subarray(0, n))).toEqual(Array.from(a.state.x.subarray(0, n)));
    expect(Array.from(b.state.vy.subarray(0, n))).toEqual(Array.from(a.state.vy.subarray(0, n)));
  });
});
