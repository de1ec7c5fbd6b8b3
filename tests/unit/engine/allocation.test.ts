/**
 * "Hot loops allocate nothing": a step of a running simulation must not create garbage per agent. V8 boxes a double
 * (a HeapNumber, 16 bytes) where it cannot keep it raw, for instance when it is passed to a call that is not inlined;
 * once per agent or per pair, that is megabytes a step and a garbage collection every few steps.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { docForConfig, resolveConfig, type SimConfig } from '../../../src/lib/engine';
import { heapGrowthPerAgentStep } from './heapGrowth';

/**
 * Runs allocationProbe.ts in a process of its own. --no-concurrent-recompilation: V8 optimizes on the main thread, at
 * the same step however loaded the machine is. With the optimizing compiler in a background thread, a CI machine
 * busy with other work once finished it only after the measured stretches (16 bytes per agent-step, from unoptimized code).
 */
function probe(config: SimConfig): { bytesPerAgentStep: number; agents: number } {
  const file = fileURLToPath(new URL('./allocationProbe.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--no-concurrent-recompilation', '--import', 'tsx', file, JSON.stringify(config)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as { bytesPerAgentStep: number; agents: number };
}

describe('a step allocates nothing per agent', () => {
  // One boxed double per agent and step is 16 bytes or more, one per grid cell about 4; the allowance of 1 byte
  // covers V8's bookkeeping.
  // The three Reynolds rules, as in the benchmark (the free flock's cruise speed, on for readers, is off here).
  const threeRules = { cruise: { enabled: false } };
  const cases: [string, SimConfig][] = [
    ['boids on the grid with fused sums', { scenario: 'free-flock', seed: 3, params: { N: 10000 }, forces: threeRules }],
    ['boids on the grid with the written list', { scenario: 'free-flock', seed: 3, params: { N: 10000 }, settings: { fusedSums: 0 }, forces: threeRules }]
  ];
  for (const [name, config] of cases) {
    it(name, () => {
      // The least of three stretches: when a garbage collection clears the feedback of the step's functions early in
      // the run, V8 re-optimizes the integrator only after about 100 steps, and the first stretch then measures the
      // unoptimized code's boxed numbers.
      expect(heapGrowthPerAgentStep(config, 30, 3).bytes).toBeLessThan(1);
    });
  }
});

describe('a social-force step allocates nothing per pair', () => {
  // Helbing & Molnár's repulsion once boxed a number for every pair (about 50 bytes per agent and step at this
  // density), but only when the engine ran alone in its process: after other simulations in the same process V8
  // compiled the loop differently. So this case runs in a process of its own. Its allowance is 8 bytes: V8's
  // bookkeeping here measures up to about 4.
  it('Helbing & Molnár, elliptical, in a periodic corridor (its own process)', () => {
    // The fundamental's recommended set: the ellipse on the relative step (specification II, the costlier path, which
    // shares its code with the paper's) with yielding, and the contact term (bodyContact) with it.
    const config: SimConfig = { scenario: 'fundamental', seed: 3, params: { density: 2, width: 10, length: 500 } };
    const { bytesPerAgentStep, agents } = probe(config);
    expect(agents).toBe(10000);
    expect(bytesPerAgentStep).toBeLessThan(8);
  }, 60_000);
});

describe('rising impatience allocates nothing per agent (a process of its own)', () => {
  // Its running average is written for every agent in every step (forces/social/impatienceHFV.ts). On the corridor of
  // the case above, whose own allowance it keeps; measured, it adds nothing to it.
  it('the recommended set in a periodic corridor, with rising impatience', () => {
    const config: SimConfig = { scenario: 'fundamental', seed: 3, params: { density: 2, width: 10, length: 500 }, forces: { impatienceHFV: { enabled: true } } };
    const { bytesPerAgentStep, agents } = probe(config);
    expect(agents).toBe(10000);
    expect(bytesPerAgentStep).toBeLessThan(8);
  }, 60_000);
});

describe('speed zones allocate nothing per agent (a process of its own)', () => {
  // The driving term and the speed cap look up the zone of every agent in every step (zones/speedZones.ts).
  it('the recommended set in a periodic corridor, half of it stairs', () => {
    const doc = docForConfig(resolveConfig({ scenario: 'fundamental', params: { density: 2, width: 10, length: 500 } }))!;
    doc.speedZones = [{ name: 'stairs', rect: [0, 0, 250, 10], factor: 0.455, up: [1, 0], factorDown: 0.518 }, { name: 'ramp', rect: [300, 0, 320, 10], factor: 0.8 }];
    const { bytesPerAgentStep, agents } = probe({ scenario: 'custom', file: doc, seed: 3 });
    expect(agents).toBe(10000);
    expect(bytesPerAgentStep).toBeLessThan(8);
  }, 60_000);
});

describe('noise allocates nothing per agent (each in a process of its own)', () => {
  // The draws are hashed per agent (keyedRandom.ts) and turned into angles and normals by the engine's own cos, sin
  // and log: all of it must be inlined into the force's loop, or every call would box its numbers (16 bytes or more
  // per agent and step). Large η turns by more than π/4, the path with argument reduction.
  const cases: [string, SimConfig][] = [
    ['heading noise (η = 6) and fluctuations on a boids flock', { scenario: 'free-flock', seed: 3, params: { N: 10000 }, forces: { headingNoise: { enabled: true, params: { eta: 6 } }, noise: { params: { sigma: 0.1 } } } }],
    ['Vicsek with η = 5', { scenario: 'vicsek', seed: 3, params: { N: 10000 }, forces: { vicsekAlignment: { params: { eta: 5 } } } }]
  ];
  for (const [name, config] of cases) {
    it(name, () => {
      const { bytesPerAgentStep } = probe(config);
      expect(bytesPerAgentStep).toBeLessThan(8);
    }, 60_000);
  }
});
