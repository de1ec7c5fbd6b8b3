/**
 * Noise keyed on the agent's id and the tick (src/lib/engine/keyedRandom.ts): the neighbour strategy reorders agents
 * (the grid sorts them by cell), and with one random sequence drawn in array order that changed every agent's noise —
 * Vicsek at η = 0.5 ended 0.49 apart between the grid and all pairs after 10 steps. Now the strategies agree (up to the
 * order of floating-point sums, so within 1e-9 over 10 steps), the same seed replays bit for bit, and the draws
 * themselves are uniform and normal as they should be.
 */
import { describe, it, expect } from 'vitest';
import { createSimulation, type SimConfig } from '../../../src/lib/engine';
import { drawKey, drawNormalPair, drawUniform, streamId, streamKey } from '../../../src/lib/engine/keyedRandom';
import { byId, identical, maxDiff } from './helpers';

const run = (config: SimConfig, steps: number) => {
  const sim = createSimulation(config);
  for (let k = 0; k < steps; k++) expect(sim.step()).toBe(true);
  return sim;
};

/** Noisy configurations, each with the switch that silences its noise. */
const NOISY: [string, SimConfig, SimConfig['forces']][] = [
  ['Vicsek, η = 0.5', { scenario: 'vicsek', seed: 5, params: { N: 300 } }, { vicsekAlignment: { params: { eta: 0 } } }],
  ['Vicsek, η = 2π (turns beyond ±π/4)', { scenario: 'vicsek', seed: 5, params: { N: 300 }, forces: { vicsekAlignment: { params: { eta: 2 * Math.PI } } } }, { vicsekAlignment: { params: { eta: 0 } } }],
  ['boids with heading noise, Heun', { scenario: 'free-flock', seed: 5, forces: { headingNoise: { enabled: true, params: { eta: 1 } } }, settings: { integrator: 'heun' } }, { headingNoise: { enabled: false } }],
  ['two-way corridor with fluctuations', { scenario: 'corridor', seed: 5, forces: { noise: { params: { sigma: 0.3 } } } }, { noise: { params: { sigma: 0 } } }],
  ['evacuation with fluctuations, 5 substeps', { scenario: 'evacuation', seed: 5, params: { N: 80, size: 10 }, forces: { noise: { params: { sigma: 0.5 } } } }, { noise: { params: { sigma: 0 } } }]
];

describe('noise does not depend on the neighbour strategy', () => {
  for (const [name, config] of NOISY) {
    it(name, () => {
      const ref = run({ ...config, settings: { ...config.settings, neighbours: 'all-pairs' } }, 10);
      const L = ref.world.periodicX ? ref.world.width : Infinity;
      for (const neighbours of ['grid', 'kd-tree'] as const) {
        const other = run({ ...config, settings: { ...config.settings, neighbours } }, 10);
        expect(other.state.count).toBe(ref.state.count);
        expect(maxDiff(byId(ref), byId(other), L)).toBeLessThan(1e-9);
      }
    });
  }
});

describe('noisy runs replay', () => {
  for (const [name, config, silence] of NOISY) {
    it(`${name}: the same seed gives bit-identical trajectories, another seed and no noise do not`, () => {
      const a = run(config, 30), b = run(config, 30);
      expect(identical(byId(a), byId(b))).toBe(true);
      expect(identical(byId(a), byId(run({ ...config, seed: 6 }, 30)))).toBe(false);
      const quiet: SimConfig = { ...config, forces: { ...config.forces, ...silence } };
      expect(maxDiff(byId(a), byId(run(quiet, 30)), a.world.periodicX ? a.world.width : Infinity)).toBeGreaterThan(1e-3);
    });
  }
});

describe('wandering targets are keyed on the agent, not on its place in the arrays', () => {
  it('agents that reach their targets in the same step get the same new targets in any storage order', () => {
    // Everybody starts on their target, so everybody picks a new one in the first step.
    const config: SimConfig = { scenario: 'wandering', seed: 8, params: { N: 40, obstacles: 0 }, settings: { neighbours: 'all-pairs' } };
    const targetsById = (shuffle: boolean) => {
      const sim = createSimulation(config), s = sim.state, n = s.count;
      for (let i = 0; i < n; i++) { s.gx[i] = s.x[i]; s.gy[i] = s.y[i]; }
      if (shuffle) s.permute(Int32Array.from({ length: n }, (_, k) => n - 1 - k));
      sim.step();
      const out = new Map<number, [number, number]>();
      for (let i = 0; i < n; i++) out.set(s.id[i], [s.gx[i], s.gy[i]]);
      return out;
    };
    const a = targetsById(false), b = targetsById(true);
    expect(a.size).toBe(40);
    for (const [id, target] of a) expect(b.get(id)).toEqual(target);
    const xs = [...a.values()].map(([x]) => x);
    expect(new Set(xs).size).toBe(40); // new, different targets
    for (const [x, y] of a.values()) expect(x * x + y * y).toBeLessThanOrEqual(10 * 10); // in the target disc (radius 10)
  });
});

describe('keyed draws', () => {
  const key = streamKey(1234, streamId('test'));
  it('are uniform on [0, 1): mean, variance, 16 equal bins (χ²), and no correlation between neighbours', () => {
    const n = 200_000, bins = new Array(16).fill(0);
    let sum = 0, sum2 = 0, cross = 0, prev = 0;
    for (let k = 0; k < n; k++) {
      // Consecutive ids at one tick, then the next tick: the neighbours in every key direction.
      const u = drawUniform(drawKey(key, k % 1000, Math.floor(k / 1000)), k % 3);
      expect(u >= 0 && u < 1).toBe(true);
      sum += u; sum2 += u * u; bins[Math.floor(u * 16)]++;
      cross += (u - 0.5) * (prev - 0.5); prev = u;
    }
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.003);
    expect(Math.abs(sum2 / n - sum * sum / (n * n) - 1 / 12)).toBeLessThan(0.002);
    const chi2 = bins.reduce((c, b) => c + (b - n / 16) ** 2 / (n / 16), 0);
    expect(chi2).toBeLessThan(37.7); // 15 degrees of freedom, p = 0.001
    expect(Math.abs(cross / n) * 12).toBeLessThan(0.01);
  });
  it('give standard normal pairs: mean 0, variance 1, uncorrelated, right tails', () => {
    const n = 100_000, out = new Float64Array(2);
    let sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0, beyond2 = 0;
    for (let k = 0; k < n; k++) {
      drawNormalPair(drawKey(key, k, 7), out);
      const [x, y] = out;
      sx += x; sy += y; sxx += x * x; syy += y * y; sxy += x * y;
      if (Math.abs(x) > 2) beyond2++;
    }
    expect(Math.abs(sx / n)).toBeLessThan(0.015);
    expect(Math.abs(sy / n)).toBeLessThan(0.015);
    expect(Math.abs(sxx / n - 1)).toBeLessThan(0.02);
    expect(Math.abs(syy / n - 1)).toBeLessThan(0.02);
    expect(Math.abs(sxy / n)).toBeLessThan(0.015);
    expect(Math.abs(beyond2 / n - 0.0455)).toBeLessThan(0.003); // P(|ξ| > 2) = 4.55 %
  });
  it('have fixed values: a replay depends on them', () => {
    const k = streamKey(20240607, streamId('noise')), d = drawKey(k, 12, 345), out = new Float64Array(2);
    expect([streamId('noise'), k, d]).toEqual([2420381393, -2072028240, -526837067]);
    expect([drawUniform(d, 0), drawUniform(d, 1)]).toEqual([0.2216434720903635, 0.6192940736655146]);
    drawNormalPair(d, out);
    expect([...out]).toEqual([-1.3016834363441585, 0.5578569358891778]);
  });
  it('differ between streams and seeds, and are the same for the same key', () => {
    const at = (seed: number, stream: string) => drawUniform(drawKey(streamKey(seed, streamId(stream)), 3, 4), 0);
    expect(at(1, 'a')).toBe(at(1, 'a'));
    expect(at(1, 'a')).not.toBe(at(1, 'b'));
    expect(at(1, 'a')).not.toBe(at(2, 'a'));
  });
});
