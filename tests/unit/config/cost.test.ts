/**
 * The cost model's structure (engine/config/cost.ts, costOf.ts), without timing anything: which terms it has, what
 * it counts, and where its estimates send the book's configurations. The constants themselves are checked against
 * the clock by tests/bench/cost.ts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import {
  ALL_FORCES, CUSTOM_SCENARIO, SCENARIOS, WALL_FORCES, createSimulation, docCounts, estimateBuild, estimateBuiltCost, estimateCost, estimateWork, hasDoc,
  parseScenarioDoc, parseScenarioJson, resolveConfig, type LooseConfig, type ParamValues, type Scenario, type ScenarioDoc, type SimConfig, type WorkInputs
} from '../../../src/lib/engine';
import { defaultsOf } from '../../../src/lib/engine/params';
import { MAX_DESTINATIONS, MAX_EXITS, MAX_LINES, MAX_SINKS, MAX_WALL_SEGMENTS } from '../../../src/lib/engine/scenarios/doc/limits';
import { placement } from '../../../src/lib/backend';
import { chapterModules, configsOf } from '../chapters/chapterModules';

/** placement.ts's thresholds: a step above 4 ms leaves the page's thread; 3 000 agents is the views' default. */
const MAIN_MS = 4, AGENTS = 3000;

const social = (over: Partial<WorkInputs> = {}): WorkInputs => ({
  agents: 1000, steps: 100, substeps: 2, evaluations: 1, family: 'social', strategy: 'grid', radius: 2, neighbours: 8, rows: 0,
  segments: 0, wallForces: 1, guard: 1, regions: 0, ...over
});

/** A room with `segments` wall pieces (north, west, south) and `exits` doors in the east wall, each with a sink. */
function room(segments: number, exits: number, N: number) {
  const L = 30, walls: number[][] = [], doors = [];
  const per = Math.ceil(segments / 3);
  for (let i = 0; i < segments; i++) {
    const side = Math.min(2, Math.floor(i / per)), t0 = (i % per) / per, t1 = ((i % per) + 1) / per;
    walls.push(side === 0 ? [L * (1 - t0), L, L * (1 - t1), L] : side === 1 ? [0, L * (1 - t0), 0, L * (1 - t1)] : [L * t0, 0, L * t1, 0]);
  }
  const dh = L / (2 * exits + 1);
  for (let e = 0; e < exits; e++) doors.push({ name: `e${e}`, segment: [L, (2 * e + 1) * dh, L, (2 * e + 2) * dh], sink: [L + 1, (2 * e + 1) * dh, L + 5, (2 * e + 2) * dh] });
  return parseScenarioDoc({
    format: 'crowds-and-flocks/scenario@1', name: 'room', title: 'room', family: 'social', world: { width: L + 6, height: L }, walls, exits: doors,
    spawns: [{ region: { rect: [1, 1, L - 1, L - 1] }, count: N, goal: exits > 0 ? { exit: 'nearest' } : { point: [L + 1, 15] } }],
    forces: [{ name: 'drivingHFV' }, { name: 'contactHFV' }, { name: 'wallHFV' }]
  });
}
const fileConfig = (doc: ReturnType<typeof room>): LooseConfig => ({ scenario: CUSTOM_SCENARIO, file: doc });

/** The page's estimate before this model: every agent with min(20, N − 1) neighbours, nothing for walls or exits. */
function previousMs(c: SimConfig | LooseConfig): { agents: number; ms: number } {
  const r = resolveConfig(c as LooseConfig), e = estimateCost(r), sc = SCENARIOS.find((s) => s.name === r.scenario);
  const family = sc?.family ?? r.file?.family ?? 'social', n = e.agents, evals = r.settings.integrator === 'heun' ? 2 : 1;
  const radius = e.pairChecks > 0 || e.neighbours > 0 ? 1 : 0, k = Math.min(20, Math.max(0, n - 1));
  const per = { grid: { boids: 50e-9, social: 150e-9 }, 'kd-tree': { boids: 600e-9, social: 600e-9 }, 'all-pairs': { boids: 50e-9, social: 150e-9 } }[String(r.settings.neighbours)]!;
  let s = radius > 0 ? n * (1 + k) * per[family] : n * per[family];
  if (r.settings.neighbours === 'all-pairs' && radius > 0) s += n * (n - 1) * 20e-9;
  return { agents: n, ms: 1000 * s * evals * r.settings.substeps };
}

describe('the cost model: its terms', () => {
  it('wall segments add a term linear in agents × segments, from the wall forces and the guard', () => {
    const t0 = estimateWork(social()), t1 = estimateWork(social({ segments: 1000 })), t2 = estimateWork(social({ segments: 2000 }));
    expect(t1).toBeGreaterThan(t0);
    // Doubling the segments adds the segment term once more.
    expect(t2 - t1).toBeCloseTo(t1 - t0, 9);
    // Twice the agents, twice the segment term.
    expect(estimateWork(social({ agents: 2000, segments: 1000 })) - estimateWork(social({ agents: 2000 }))).toBeCloseTo(2 * (t1 - t0), 9);
    // Each wall force and the guard visit every segment; with neither, segments cost nothing.
    expect(estimateWork(social({ segments: 1000, wallForces: 2 })) - t1).toBeGreaterThan(0);
    expect(estimateWork(social({ segments: 1000, wallForces: 0, guard: 0 }))).toBe(estimateWork(social({ wallForces: 0, guard: 0 })));
    // Heun evaluates the wall forces twice, the guard runs once per sub-step.
    const heun = estimateWork(social({ segments: 1000, evaluations: 2 })) - estimateWork(social({ evaluations: 2 }));
    expect(heun).toBeGreaterThan(t1 - t0);
    expect(heun).toBeLessThan(2 * (t1 - t0));
  });

  it('sinks and counting lines, and building: placement among walls, way-finding fields per cell', () => {
    expect(estimateWork(social({ regions: 100 }))).toBeGreaterThan(estimateWork(social()));
    const b = { placed: 1000, segments: 10, coverage: 0.1, cells: 40_000, fields: 1.5, exitPlanes: 0, rasterCells: 100, rebuilds: 1 };
    expect(estimateBuild({ ...b, segments: 2010 }) - estimateBuild({ ...b, segments: 1010 })).toBeCloseTo(estimateBuild({ ...b, segments: 1010 }) - estimateBuild(b), 9);
    expect(estimateBuild({ ...b, fields: 16.5 })).toBeGreaterThan(5 * estimateBuild(b));
    expect(estimateBuild({ ...b, rebuilds: 3 })).toBeGreaterThan(estimateBuild(b));
    // A fuller spawn region takes more tries per agent.
    expect(estimateBuild({ ...b, coverage: 0.5 })).toBeGreaterThan(estimateBuild(b));
  });

  it('WALL_FORCES names every force whose code reads the walls', () => {
    const dir = 'src/lib/engine/forces';
    const readers = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
      .filter((f) => /ctx\.walls/.test(readFileSync(`${dir}/${f}`, 'utf8')))
      .map((f) => readFileSync(`${dir}/${f}`, 'utf8').match(/name: '([A-Za-z0-9]+)'/)?.[1]);
    expect(readers.length).toBeGreaterThan(0);
    expect(new Set(readers)).toEqual(new Set(WALL_FORCES));
    for (const f of WALL_FORCES) expect(ALL_FORCES.some((x) => x.name === f)).toBe(true);
  });
});

describe('the cost model: what it counts', () => {
  it('a document: walls, obstacle edges and closed exits; sinks and lines; one field per destination', () => {
    const doc = parseScenarioDoc({
      format: 'crowds-and-flocks/scenario@1', name: 'x', title: 'x', family: 'social', world: { width: 20, height: 10 },
      walls: [[0, 0, 20, 0], [0, 10, 20, 10]], obstacles: [{ polygon: [[5, 4], [6, 4], [6, 5]] }],
      exits: [{ name: 'a', segment: [20, 2, 20, 3], sink: [21, 0, 25, 10] }, { name: 'b', segment: [20, 6, 20, 7], open: false }],
      sinks: [[-5, 0, -1, 10]], lines: [{ name: 'l', segment: [10, 0, 10, 10] }],
      spawns: [{ region: { rect: [1, 1, 4, 9] }, count: 10, goal: { exit: 'nearest' } }, { region: { rect: [1, 1, 4, 9] }, count: 10, goal: { exit: 'a' } }],
      forces: [{ name: 'drivingHFV' }, { name: 'wallHFV' }]
    });
    const c = docCounts(doc);
    expect(c).toMatchObject({ segments: 2 + 3 + 1, exits: 2, regions: 2 + 1, fields: 2 });
    expect(c.build.placed).toBe(20);
    expect(c.build.cells).toBeGreaterThan(0);
    expect(c.build.exitPlanes).toBe(c.build.cells * 1);
  });

  it('before building, neighbours come from where the agents start; once built, from where they are', () => {
    // Boids released in a 2 m disc: every one is near every other, though the world is 60 m wide.
    const r = resolveConfig({ scenario: 'bounded-flock', params: { N: 500, spawnRadius: 2 }, forces: { cohesionB: { params: { radius: 5 } } } } as LooseConfig);
    const pre = estimateCost(r), post = estimateBuiltCost(createSimulation(r), r);
    expect(pre.neighbours).toBeGreaterThan(450);
    expect(post.neighbours).toBeGreaterThan(450);
    // A document's spawns, sampled without placing: within a factor of 1.5 of the count once placed.
    const e = resolveConfig({ scenario: 'evacuation' });
    const a = estimateCost(e).neighbours, b = estimateBuiltCost(createSimulation(e), e).neighbours;
    expect(a / b).toBeGreaterThan(1 / 1.5);
    expect(a / b).toBeLessThan(1.5);
    expect(estimateCost(e).segments).toBe(estimateBuiltCost(createSimulation(e), e).segments);
  });
});

describe('the cost model: where it sends configurations', () => {
  it('2 999 boids whose radius covers the box leave the page’s thread (20 neighbours were assumed before)', () => {
    const c = { scenario: 'free-flock', params: { N: 2999 }, forces: { alignment: { params: { radius: 100 } }, cohesion: { params: { radius: 100 } } } } satisfies SimConfig;
    const e = estimateCost(resolveConfig(c));
    expect(e.neighbours).toBeGreaterThan(2900);
    expect(e.msPerStep).toBeGreaterThan(MAIN_MS);
    expect(previousMs(c).ms).toBeLessThan(MAIN_MS);
    expect(placement(resolveConfig(c), AGENTS, true).where).toBe('worker');
  });

  it('a file with many segments or many exits is estimated heavy; the same room with a few is not', () => {
    const light = estimateCost(resolveConfig(fileConfig(room(6, 1, 1000))));
    const walls = estimateCost(resolveConfig(fileConfig(room(MAX_WALL_SEGMENTS, 1, 1000))));
    const exits = estimateCost(resolveConfig(fileConfig(room(300, MAX_EXITS, 1000))));
    expect(walls.segments).toBe(MAX_WALL_SEGMENTS);
    expect(walls.msPerStep).toBeGreaterThan(MAIN_MS);
    expect(walls.msPerStep).toBeGreaterThan(3 * light.msPerStep);
    expect(exits.exits).toBe(MAX_EXITS);
    expect(exits.msPerStep).toBeGreaterThan(light.msPerStep);
    expect(exits.buildMs).toBeGreaterThan(light.buildMs);
    expect(placement(resolveConfig(fileConfig(room(MAX_WALL_SEGMENTS, 1, 1000))), AGENTS, true).where).toBe('worker');
  });

  it('every configuration of the book that ran on the page’s thread still does', () => {
    const moved: string[] = [];
    let checked = 0;
    const configs: [string, SimConfig | LooseConfig][] = [
      ...chapterModules.flatMap(({ name, module }) => configsOf(module).map(([id, c]) => [`${name}: ${id}`, c] as [string, SimConfig])),
      ...SCENARIOS.map((s) => [`${s.name} (defaults)`, { scenario: s.name }] as [string, LooseConfig])
    ];
    for (const [label, c] of configs) {
      const before = previousMs(c);
      if (before.agents > AGENTS || before.ms > MAIN_MS) continue;
      checked++;
      if (placement(resolveConfig(c as LooseConfig), AGENTS, true).where !== 'main') moved.push(`${label}: ${estimateCost(resolveConfig(c as LooseConfig)).msPerStep.toFixed(1)} ms`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(moved).toEqual([]);
  });
});

describe('the format’s caps', () => {
  const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${d}/${e.name}`) : e.name.endsWith('.json') ? [`${d}/${e.name}`] : []));
  const docs = [
    ...(SCENARIOS as readonly Scenario[]).filter(hasDoc).flatMap((s) => {
      const max = { ...defaultsOf(s.params) } as Record<string, unknown>;
      for (const p of s.params) if ('max' in p && typeof p.max === 'number' && p.key !== 'N') max[p.key] = p.max;
      return [[`${s.name} (defaults)`, s.doc(defaultsOf(s.params))], [`${s.name} (largest values)`, s.doc(max as ParamValues)]] as [string, ScenarioDoc][];
    }),
    ...walk('static/scenarios').map((f) => [f, parseScenarioDoc(parseScenarioJson(readFileSync(f, 'utf8')))] as [string, ScenarioDoc])
  ];
  it.each(docs)('%s stays under them', (_, doc) => {
    const c = docCounts(doc);
    const sinks = (doc.exits ?? []).filter((e) => e.sink).length + (doc.sinks?.length ?? 0);
    const edges = (doc.walls?.length ?? 0) + (doc.obstacles ?? []).reduce((n, o) => n + o.polygon.length, 0);
    expect(edges).toBeLessThanOrEqual(MAX_WALL_SEGMENTS);
    expect(c.exits).toBeLessThanOrEqual(MAX_EXITS);
    expect(c.fields).toBeLessThanOrEqual(MAX_DESTINATIONS);
    expect(sinks).toBeLessThanOrEqual(MAX_SINKS);
    expect(doc.lines?.length ?? 0).toBeLessThanOrEqual(MAX_LINES);
  });
  it('found the shipped files', () => expect(docs.length).toBeGreaterThan(SCENARIOS.length));
});
