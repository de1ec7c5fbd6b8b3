/**
 * Speed zones (stairs, ramps): a walker in a zone desires v₀ times the zone's factor, by walking direction where the
 * zone has an `up`; a scenario without zones runs bit-identically to one whose zones change nothing; bad zones are
 * refused naming their field.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation, docForConfig, formatDoc, resolveConfig, parseScenarioDoc, DocError, STAIRS_UP, STAIRS_DOWN, SpeedZones, type ScenarioDoc } from '$lib/engine';

/** A 40 m corridor, walkers heading east (or west), one force set per driving term (article A's with its mass of 1). */
function corridor(over: Partial<ScenarioDoc> = {}, driving = 'drivingHM', east = true, count = 1): ScenarioDoc {
  return parseScenarioDoc({
    format: 'crowds-and-flocks/scenario@1', name: 'zone-corridor', title: 'zones', family: 'social',
    world: { x0: -1, y0: -1, width: 44, height: 4 },
    walls: [[0, 0, 42, 0], [0, 2, 42, 2]],
    spawns: [{ region: { rect: east ? [0.5, 0.3, 3, 1.7] : [39, 0.3, 41.5, 1.7] }, count, radius: 0.25, mass: driving === 'drivingA' ? 1 : 80, v0: { normal: [1.3, 0.1], min: 1, max: 1.6 }, goal: { direction: [east ? 1 : -1, 0] } }],
    forces: [{ name: driving }, { name: driving === 'drivingA' ? 'personalSpaceA' : 'repulsionHM' }, { name: 'wallHM' }],
    settings: { dt: 0.02, speedCap: 1.3 },
    ...over
  });
}

const STAIRS = { name: 'stairs', rect: [15, 0, 25, 2], factor: STAIRS_UP, up: [1, 0], factorDown: STAIRS_DOWN };

/** Mean speed of the agents whose centre is in x0 … x1, sampled every step for `seconds`. */
function speedIn(doc: ScenarioDoc, x0: number, x1: number, seconds: number, seed = 1): number {
  const sim = createSimulation({ scenario: 'custom', file: doc, seed });
  let sum = 0, n = 0;
  while (sim.time < seconds) {
    sim.step();
    const s = sim.state;
    for (let i = 0; i < s.count; i++) if (s.x[i] > x0 && s.x[i] < x1) { sum += Math.hypot(s.vx[i], s.vy[i]) / s.v0[i]; n++; }
  }
  return sum / n;
}

describe('speed zones', () => {
  it('a lone walker on stairs walks at v0 × 0.455 up and v0 × 0.518 down (Weidmann), and at v0 off them', () => {
    const up = corridor({ speedZones: [STAIRS] } as Partial<ScenarioDoc>);
    const down = corridor({ speedZones: [STAIRS] } as Partial<ScenarioDoc>, 'drivingHM', false);
    // Away from the zone's edges, where the relaxation (τ = 0.5 s) has settled.
    expect(speedIn(up, 18, 25, 50)).toBeCloseTo(STAIRS_UP, 2);
    expect(speedIn(down, 15, 22, 50)).toBeCloseTo(STAIRS_DOWN, 2);
    expect(speedIn(up, 6, 14, 50)).toBeCloseTo(1, 2);
  });

  it.each(['drivingHM', 'drivingHFV', 'drivingA'])('%s reads the zone (half speed in a zone of factor 0.5)', (driving) => {
    const doc = corridor({ speedZones: [{ name: 'ramp', rect: [10, 0, 30, 2], factor: 0.5 }] } as Partial<ScenarioDoc>, driving);
    expect(speedIn(doc, 20, 30, 60)).toBeCloseTo(0.5, 1);
  });

  it('the speed cap scales with the zone: a walker pushed faster than v0 × factor × cap is held to it', () => {
    const z = new SpeedZones([{ name: 'z', x0: 0, y0: 0, x1: 10, y1: 10, factor: 0.5 }]);
    expect(z.factorAt(5, 5, 1, 0)).toBe(0.5);
    const doc = corridor({ speedZones: [{ name: 'slow', rect: [0, 0, 42, 2], factor: 0.5 }], settings: { dt: 0.02, speedCap: 1.3 } } as Partial<ScenarioDoc>);
    const sim = createSimulation({ scenario: 'custom', file: doc, seed: 2 });
    sim.state.vx[0] = 3; // a shove
    sim.step();
    expect(Math.hypot(sim.state.vx[0], sim.state.vy[0])).toBeLessThanOrEqual(1.3 * 0.5 * sim.state.v0[0] + 1e-12);
  });

  // Zones that change nothing (a factor of 1 over the whole floor, or a zone no walker enters) must leave the bits
  // alone: the drivers and the cap multiply v0 by exactly 1 or not at all.
  it.each([
    ['drivingHM', 'semi-implicit'], ['drivingHFV', 'heun'], ['drivingA', 'euler']
  ])('%s, %s: no zones, a factor-1 zone everywhere and a zone nobody enters give bit-identical trajectories', (driving, integrator) => {
    const run = (zones?: unknown[]) => {
      const doc = corridor({ settings: { dt: 0.02, speedCap: 1.3, integrator }, ...(zones ? { speedZones: zones } : {}) } as Partial<ScenarioDoc>, driving, true, 12);
      const sim = createSimulation({ scenario: 'custom', file: doc, seed: 7 });
      for (let k = 0; k < 300; k++) sim.step();
      const s = sim.state, n = s.count;
      return [s.x, s.y, s.vx, s.vy].map((a) => Array.from(a.subarray(0, n)));
    };
    const plain = run();
    expect(plain[0].length).toBe(12);
    expect(run([{ name: 'all', rect: [-1, -1, 43, 3], factor: 1 }])).toEqual(plain);
    expect(run([{ name: 'far', rect: [41.9, 1.9, 42, 2], factor: 0.3 }])).toEqual(plain);
    // …and a zone that does act does change them (the comparison can fail).
    expect(run([{ name: 'ramp', rect: [0, 0, 42, 2], factor: 0.9 }])).not.toEqual(plain);
  });

  const bad: [string, unknown, RegExp][] = [
    ['no factor', { name: 'a', rect: [1, 0, 2, 2] }, /speedZones\[0\]\.factor: is required/],
    ['factor 0', { name: 'a', rect: [1, 0, 2, 2], factor: 0 }, /speedZones\[0\]\.factor: 0 is out of range/],
    ['rectangle upside down', { name: 'a', rect: [3, 0, 2, 2], factor: 0.5 }, /speedZones\[0\]\.rect: x0 = 3 must be below x1 = 2/],
    ['factorDown without up', { name: 'a', rect: [1, 0, 2, 2], factor: 0.5, factorDown: 0.6 }, /speedZones\[0\]\.factorDown: needs 'up'/],
    ['up of zero length', { name: 'a', rect: [1, 0, 2, 2], factor: 0.5, up: [0, 0] }, /speedZones\[0\]\.up: must not be \[0, 0\]/],
    ['outside the world', { name: 'a', rect: [100, 0, 102, 2], factor: 0.5 }, /speedZones\[0\]\.rect: lies outside the world/],
    ['unknown field', { name: 'a', rect: [1, 0, 2, 2], factor: 0.5, speed: 1 }, /speedZones\[0\]\.speed: unknown field/],
    ['the x0/x1 spelling', { name: 'a', x0: 1, y0: 0, x1: 2, y1: 2, factor: 0.5 }, /speedZones\[0\]\.x0: unknown field; allowed here: name, rect, factor, up, factorDown/]
  ];
  it.each(bad)('refuses a zone with %s, naming the field', (_what, zone, message) => {
    const raw = JSON.parse(JSON.stringify(corridor()));
    raw.speedZones = [zone];
    expect(() => parseScenarioDoc(raw)).toThrow(DocError);
    expect(() => parseScenarioDoc(raw)).toThrow(message);
  });

  it('a file with zones is saved (as the playground saves) and read back with them', () => {
    const doc = corridor({ speedZones: [STAIRS] } as Partial<ScenarioDoc>);
    const saved = docForConfig(resolveConfig({ scenario: 'custom', file: doc }))!;
    expect(parseScenarioDoc(JSON.parse(formatDoc(saved))).speedZones).toEqual([STAIRS]);
    expect(createSimulation({ scenario: 'custom', file: doc }).zones!.specs[0]).toMatchObject({ name: 'stairs', x0: 15, x1: 25, factor: STAIRS_UP, factorDown: STAIRS_DOWN });
  });

  it('refuses two zones of one name', () => {
    const raw = JSON.parse(JSON.stringify(corridor()));
    raw.speedZones = [{ name: 'a', rect: [1, 0, 2, 2], factor: 0.5 }, { name: 'a', rect: [3, 0, 4, 2], factor: 0.5 }];
    expect(() => parseScenarioDoc(raw)).toThrow(/speedZones\[1\]\.name: the name 'a' is used twice/);
  });
});
