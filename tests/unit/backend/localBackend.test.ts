import { describe, it, expect } from 'vitest';
import { resolveConfig, createSimulation, type SimConfig } from '../../../src/lib/engine';
import { LocalBackend } from '../../../src/lib/backend';

const quiet = { onupdate: () => {}, onerror: () => {} };
const make = (c: SimConfig, metrics: string[] = []) => new LocalBackend(resolveConfig(c), quiet, metrics);

describe('the engine in this thread, behind the backend seam', () => {
  it('steps the same trajectories as the engine itself', () => {
    const b = make({ scenario: 'corridor', seed: 5, params: { N: 60 } });
    const sim = createSimulation({ scenario: 'corridor', seed: 5, params: { N: 60 } });
    expect(b.step(25, Infinity)).toBe(25);
    for (let k = 0; k < 25; k++) sim.step();
    const f = b.frame();
    expect(f.steps).toBe(25);
    expect(Array.from(f.x as Float64Array).slice(0, 60)).toEqual(Array.from(sim.state.x.subarray(0, 60)));
  });

  it('stops at a blow-up, reports it, and says how many steps it took', () => {
    let updates = 0;
    const cfg = resolveConfig({ scenario: 'wandering', seed: 1, settings: { dt: 0.25, speedCap: 0 }, forces: { drivingA: { enabled: false }, drivingHM: { params: { tau: 0.1 } } } });
    const b = new LocalBackend(cfg, { onupdate: () => updates++, onerror: () => {} });
    const done = b.step(100, Infinity);
    expect(done).toBeLessThan(100);
    expect(b.blowup?.message).toMatch(/blew up/);
    expect(updates).toBe(1);
    expect(b.step(5, Infinity)).toBe(0);
  });

  it('carries the metrics asked for, and per-phase times once timing is on', () => {
    const b = make({ scenario: 'bounded-flock', seed: 2 }, ['polarization', 'evacuated']);
    b.setTiming(true);
    b.stats(); // the first reading starts the window
    b.step(10, Infinity);
    const s = b.stats();
    expect(s.metrics.map((m) => m.name)).toEqual(['polarization', 'evacuated']);
    expect(s.metrics[1].integer).toBe(true);
    expect(s.phases.map((p) => p.key)).toContain('force:separationB');
    expect(s.phases.find((p) => p.key === 'scan')!.ms).toBeGreaterThan(0);
    expect(s.msPerStep).toBeGreaterThan(0);
  });

  it('frames carry the zones the enabled forces act on, and follow the switches', () => {
    const b = make({ scenario: 'bounded-flock' });
    expect(b.frame().zones).toEqual([expect.objectContaining({ shape: 'circle', x: 0, y: 0, r: 25, kind: 'boundary' })]);
    b.setParams('softBoundaryB', { radius: 30 });
    expect(b.frame().zones[0].r).toBe(30);
    b.setEnabled('softBoundaryB', false);
    expect(b.frame().zones).toEqual([]);
  });
});
