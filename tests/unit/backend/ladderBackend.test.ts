import { describe, expect, it } from 'vitest';
import { LadderBackend, type SimBackend } from '../../../src/lib/backend';
import { STEPPERS, rungByName } from '../../../src/lib/ladder';
import { rungFiles, rungSource } from '../../../src/lib/ladder/sources';

const quiet = { onupdate: () => {}, onerror: () => {} };

describe('a ladder rung behind the backend seam', () => {
  it('steps the rung itself: the frame holds its boids, time and steps', () => {
    const b: SimBackend = new LadderBackend({ rung: 'uniform-grid', n: 200, seed: 3 }, quiet);
    const r = rungByName('uniform-grid')!.create(200, 3);
    expect(b.where).toBe('main');
    expect(b.engine).toBeNull();
    expect(b.step(25, Infinity)).toBe(25);
    for (let k = 0; k < 25; k++) r.step();
    const f = b.frame()!, x = new Float64Array(200), y = new Float64Array(200), vx = new Float64Array(200), vy = new Float64Array(200);
    r.read(x, y, vx, vy);
    expect(f.count).toBe(200);
    expect(f.steps).toBe(25);
    expect(f.time).toBeCloseTo(0.5, 12);
    expect(Array.from(f.x)).toEqual(Array.from(x));
    expect(Array.from(f.vy)).toEqual(Array.from(vy));
    expect(f.family).toBe('boids');
    expect(f.zones[0]).toMatchObject({ shape: 'circle', x: 0, y: 0, kind: 'boundary' });
    expect(f.zones[0].r).toBeCloseTo(r.boundaryRadius, 12);
    expect(f.neighbourRadius).toBe(10);
    expect(f.grid).toMatchObject({ csx: 10, csy: 10, k: 1 });
    expect(f.wallCount).toBe(0);
  });

  it('stops at the time budget and reports how many steps it did', () => {
    const b = new LadderBackend({ rung: 'typed-arrays', n: 400, seed: 1 }, quiet);
    expect(b.step(1000, 0)).toBe(1);
  });

  it('reports ms per step measured here, and the counters and flock numbers as metrics', () => {
    const b = new LadderBackend({ rung: 'naive', n: 100, seed: 1, settings: { tick: 0 } }, quiet,
      ['candidatesPerAgent', 'candidatesPerQuery', 'neighboursPerQuery', 'updatedShare', 'polarization', 'spread', 'outside', 'nearestNeighbour', 'noSuchMetric']);
    // A timing sample is 2 ms of steps or 64 steps, whichever comes first (a warm JIT runs 3 of these steps in less).
    b.step(64, Infinity);
    const s = b.stats()!;
    expect(s.msPerStep).toBeGreaterThan(0);
    expect(s.steps).toBe(64);
    expect(s.phases).toEqual([]);
    const m = Object.fromEntries(s.metrics.map((v) => [v.name, v.value]));
    expect(Object.keys(m)).toEqual(['candidatesPerAgent', 'candidatesPerQuery', 'neighboursPerQuery', 'updatedShare', 'polarization', 'spread', 'outside', 'nearestNeighbour']);
    // All pairs, every boid every frame: N − 1 candidates per boid.
    expect(m.candidatesPerAgent).toBe(99);
    expect(m.candidatesPerQuery).toBe(99);
    expect(m.updatedShare).toBe(1);
    expect(m.polarization).toBeGreaterThan(0);
    expect(m.polarization).toBeLessThanOrEqual(1);
    expect(s.metrics.find((v) => v.name === 'polarization')!.label).toBe('Polarization');
  });

  it('has no forces to switch; its settings are the rung’s knobs, N and seed, and start the flock again', () => {
    let updates = 0;
    const b = new LadderBackend({ rung: 'random-phase', n: 100, seed: 1 }, { onupdate: () => updates++, onerror: () => {} });
    b.setEnabled('cohesionB', false);
    b.setParams('separationB', { weight: 3 });
    b.setTiming(true);
    b.step(10, Infinity);
    b.setSettings({ N: 150, maxBoids: 5, randomPhase: 0 });
    expect(b.frame()!.count).toBe(150);
    expect(b.frame()!.steps).toBe(0);
    expect((b as LadderBackend).rung.settings).toEqual({ tick: 2, randomPhase: false, maxBoids: 5 });
    expect(() => b.setSettings({ dt: 0.1 })).toThrow(/unknown setting 'dt'.*tick, randomPhase, maxBoids/);
    b.requestStats();
    expect(updates).toBe(1);
    expect(() => new LadderBackend({ rung: 'nope' as never, n: 10, seed: 1 }, quiet)).toThrow(/unknown rung/);
  });
});

describe('the source a page shows is the file that runs', () => {
  it('every rung of the catalogue has its file, and every rung file is in the catalogue', async () => {
    expect(rungFiles()).toEqual(STEPPERS.map((r) => `./rungs/${r.name}.ts`).sort());
    for (const r of STEPPERS) {
      const text = await rungSource(r.name);
      expect(text).toContain(`'${r.name}'`);
      // It opens with its doc comment, which names the rung in words: the page shows it, and a number would go stale
      // when a rung is inserted (the catalogue's order gives the numbers).
      expect(text).toMatch(/^\/\*\*\n \* [A-Z]/);
      expect(text.slice(0, text.indexOf('*/'))).not.toMatch(/\b[Rr]ungs? \d/);
    }
  });
});
