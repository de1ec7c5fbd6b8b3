/**
 * Spawned agents never overlap walls, obstacles or each other, in every built-in crowd scenario and for random
 * regions; a region that cannot hold N is refused with the most it holds on a lattice, and that many are then placed
 * (a lucky random packing may hold a few more: the number is what placement guarantees, whatever the seed).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CapacityError, SCENARIO_FORMAT, SCENARIOS, Walls, createSimulation, hasDoc, type ScenarioDoc, type SimConfig, type Simulation } from '$lib/engine';

/** The worst overlap at the start: max over pairs of (r_i + r_j − d_ij) and over walls of (r_i − d), in m (≤ 0: none). */
function worstOverlap(sim: Simulation): number {
  const s = sim.state, w = sim.world, walls = new Walls(sim.walls.toArray()), q = { x: 0, y: 0 };
  let worst = -Infinity;
  for (let i = 0; i < s.count; i++) {
    for (let j = i + 1; j < s.count; j++) {
      let dx = s.x[i] - s.x[j], dy = s.y[i] - s.y[j];
      if (w.periodicX) dx -= w.width * Math.round(dx / w.width);
      if (w.periodicY) dy -= w.height * Math.round(dy / w.height);
      worst = Math.max(worst, s.radius[i] + s.radius[j] - Math.hypot(dx, dy));
    }
    for (let k = 0; k < walls.count; k++) worst = Math.max(worst, s.radius[i] - Math.sqrt(walls.nearest(k, s.x[i], s.y[i], q)));
  }
  return worst;
}

const crowd = SCENARIOS.filter(hasDoc);

describe('spawning without overlaps', () => {
  const cases: SimConfig[] = [
    ...crowd.flatMap((sc) => [1, 2, 3].map((seed) => ({ scenario: sc.name, seed }) as SimConfig)),
    { scenario: 'evacuation', seed: 4, params: { column: 1, N: 300 } },
    { scenario: 'fundamental', seed: 5, params: { density: 4 } },
    { scenario: 'wandering', seed: 6, params: { N: 300, spawnRadius: 12 } }
  ];
  it.each(cases)('$scenario seed $seed $params', (config) => {
    const sim = createSimulation(config);
    expect(worstOverlap(sim)).toBeLessThanOrEqual(1e-9);
  });
});

describe('a region that cannot hold N', () => {
  it.each([
    [{ scenario: 'evacuation', params: { N: 2000 } }, (n: number) => ({ scenario: 'evacuation', params: { N: n } })],
    [{ scenario: 'evacuation', params: { N: 2000, column: 1 } }, (n: number) => ({ scenario: 'evacuation', params: { N: n, column: 1 } })],
    [{ scenario: 'bottleneck', params: { N: 1000, roomWidth: 5, roomDepth: 6 } }, (n: number) => ({ scenario: 'bottleneck', params: { N: n, roomWidth: 5, roomDepth: 6 } })]
  ] as [SimConfig, (n: number) => SimConfig][])('%o is refused with the maximum, which is then placed', (config, withN) => {
    let err: unknown;
    try { createSimulation(config); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(CapacityError);
    const max = (err as CapacityError).max;
    expect((err as Error).message).toContain(`at most ${max}`);
    expect(max).toBeGreaterThan(0);
    for (const seed of [1, 2]) {
      const sim = createSimulation({ ...withN(max), seed });
      expect(sim.state.count).toBe(max);
      expect(worstOverlap(sim)).toBeLessThanOrEqual(1e-9);
    }
  });

  it('the fundamental diagram declares only densities it can place: 6 /m² is out of its range', () => {
    expect(() => createSimulation({ scenario: 'fundamental', params: { density: 6 } })).toThrow(/density = 6 is out of range/);
  });
});

describe('every density a scenario declares is placed', () => {
  // The fundamental corridor declares up to Weidmann's jam density 5.4 /m², widths from 2 m: the first lattice held
  // 4.2 /m² at most; the edge-to-edge lattice (doc/place.ts) reaches the rest. Corners and a middle of its ranges.
  const spec = SCENARIOS.find((s) => s.name === 'fundamental')!;
  const range = (k: string) => spec.params.find((p) => p.key === k) as { min: number; max: number; default: number };
  const rho = range('density').max, W = range('width'), L = range('length');
  const cases = [W.min, 2.5, 3, W.default, 7.5].flatMap((width) => [L.min, 7, L.default].map((length) => ({ width, length })));
  it.each(cases)('fundamental at its largest density, $width m × $length m', ({ width, length }) => {
    const n = Math.max(1, Math.round(rho * length * width));
    for (const seed of [1, 2]) {
      const sim = createSimulation({ scenario: 'fundamental', seed, params: { density: rho, width, length } });
      expect(sim.state.count).toBe(n);
      expect(worstOverlap(sim)).toBeLessThanOrEqual(1e-9);
    }
  });

  it('a spawn the first lattice could hold is placed exactly as before (the edge-to-edge lattice only where it fails)', () => {
    // 4 /m² in the old corridor margins was placed by the first lattice; the same positions as the jittered lattice
    // of main's placement: rows half a spacing inside the region, none on its edge.
    const sim = createSimulation({ scenario: 'fundamental', seed: 3, params: { density: 3 } });
    const ys = [...sim.state.y.subarray(0, sim.state.count)];
    expect(Math.min(...ys)).toBeGreaterThan(0.215 + 0.05);
    const dense = createSimulation({ scenario: 'fundamental', seed: 3, params: { density: 5.4 } });
    const yd = [...dense.state.y.subarray(0, dense.state.count)];
    expect(Math.min(...yd)).toBeLessThan(0.215 + 0.01);
  });
});

describe('random rooms (property)', () => {
  it('agents never overlap each other or the walls, whatever the room, region and radii', () => {
    fc.assert(fc.property(
      fc.record({
        w: fc.double({ min: 3, max: 12, noNaN: true }), h: fc.double({ min: 3, max: 12, noNaN: true }),
        r0: fc.double({ min: 0.1, max: 0.3, noNaN: true }), dr: fc.double({ min: 0, max: 0.2, noNaN: true }),
        fill: fc.double({ min: 0.05, max: 0.8, noNaN: true }), lattice: fc.boolean(), column: fc.boolean(), seed: fc.nat(1000)
      }),
      ({ w, h, r0, dr, fill, lattice, column, seed }) => {
        const area = w * h, n = Math.max(1, Math.floor((fill * area) / (Math.PI * (r0 + dr) ** 2)));
        const doc: ScenarioDoc = {
          format: SCENARIO_FORMAT, name: 'room', title: 'Room', family: 'social',
          world: { width: w, height: h },
          walls: [[0, 0, w, 0], [w, 0, w, h], [w, h, 0, h], [0, h, 0, 0]],
          obstacles: column ? [{ polygon: [[w / 2 - 0.5, h / 2 - 0.5], [w / 2 + 0.5, h / 2 - 0.5], [w / 2 + 0.5, h / 2 + 0.5], [w / 2 - 0.5, h / 2 + 0.5]] }] : [],
          spawns: [{ region: { rect: [0, 0, w, h] }, count: n, radius: { uniform: [r0, r0 + dr] }, arrangement: lattice ? 'lattice' : 'random', goal: 'none' }],
          forces: [{ name: 'drivingHM' }]
        };
        try {
          const sim = createSimulation({ scenario: 'custom', file: doc, seed });
          expect(sim.state.count).toBe(n);
          expect(worstOverlap(sim)).toBeLessThanOrEqual(1e-9);
        } catch (e) {
          // Refused only when a lattice cannot hold them: then the maximum is below n, and is placed.
          expect(e).toBeInstanceOf(CapacityError);
          const max = (e as CapacityError).max;
          expect(max).toBeLessThan(n);
          if (max > 0) expect(createSimulation({ scenario: 'custom', file: { ...doc, spawns: [{ ...doc.spawns[0], count: max }] }, seed }).state.count).toBe(max);
        }
      }
    ), { numRuns: 60 });
  });
});
