/**
 * Declared ranges are ranges that build (issue 21). Every crowd scenario says how many agents its room holds for its
 * other parameters (Scenario.room, without placing anyone); that many build whatever the seed (a lattice holds them
 * when a random try fails), and one more is refused on the seeds tried (random packing jams far below a lattice's
 * count, so only a lucky seed could hold more), at the defaults and in random rooms. The N (or density) a slider offers (populationLimit) builds and the
 * next value up is refused, with a message naming the capacity and what makes the room larger. And no chapter,
 * claim, sweep or playground tip asks a room for more than it holds.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CapacityError, SCENARIOS, createSimulation, defaultsOf, hasDoc, isChoice, populationLimit, resolveConfig, scenarioOf, Random,
  type NumberParam, type ParamValues, type Scenario, type SimConfig
} from '$lib/engine';
import { layoutFromDoc } from '$lib/engine/scenarios/doc/layout';
import { sweepRuns, type SweepSpec } from '$lib/claims';
import { allClaims, chapterModules, configsOf, playgroundTips } from '../chapters/chapterModules';

/** The catalogue as plain scenarios: values by string, as sliders and links hand them over. */
const ALL = SCENARIOS as readonly Scenario[];
const crowds = ALL.filter(hasDoc);
const popSpec = (sc: Scenario) => (sc.params.find((p) => p.key === 'N') ?? sc.params.find((p) => p.key === 'density')) as NumberParam;

/** The agents a layout of these parameters places with the first spawn's count set to n, or the refusal. */
function place(sc: (typeof crowds)[number], p: ParamValues, n: number, seed: number): number | CapacityError {
  const doc = sc.doc(p);
  try {
    // N itself where the scenario has it (the path a reader's N takes); a density's count set in its document.
    if (popSpec(sc).key === 'N') return sc.build({ ...p, N: n }, new Random(seed)).agents.length;
    return layoutFromDoc({ ...doc, spawns: [{ ...doc.spawns[0], count: n }] }, new Random(seed)).agents.length;
  } catch (e) {
    if (e instanceof CapacityError) return e;
    throw e;
  }
}

/** Holds exactly `cap`: cap agents are placed (two seeds), cap + 1 refused with cap as the most and the room's parameters named. */
function expectHoldsExactly(sc: (typeof crowds)[number], p: ParamValues, cap: number) {
  for (const seed of [1, 2]) expect(place(sc, p, cap, seed), `${sc.name} ${JSON.stringify(p)}: N = ${cap}`).toBe(cap);
  const refused = place(sc, p, cap + 1, 3);
  expect(refused, `${sc.name} ${JSON.stringify(p)}: N = ${cap + 1}`).toBeInstanceOf(CapacityError);
  const e = refused as CapacityError;
  expect(e.max).toBe(cap);
  expect(e.message).toContain(`at most ${cap}`);
  // The scenario's own build names what enlarges the room (a density's count was set in the document, not built so).
  if (popSpec(sc).key === 'N') for (const k of sc.room!.grows) expect(e.message).toContain(k);
}

/**
 * Random values of a scenario's parameters other than its population: each number from its minimum to twice its
 * default (the whole range for a 0/1 switch), so that the rooms hold at most a few thousand (building them is slow).
 */
function otherParams(sc: Scenario): fc.Arbitrary<ParamValues> {
  const pop = popSpec(sc).key, parts: Record<string, fc.Arbitrary<string | number>> = {};
  for (const s of sc.params) {
    if (s.key === pop) continue;
    if (isChoice(s)) { parts[s.key] = fc.constantFrom(...s.options); continue; }
    const hi = s.integer && s.max - s.min <= 1 ? s.max : Math.min(s.max, Math.max(2 * s.default, s.min + (s.max - s.min) / 20));
    const steps = Math.floor((hi - s.min) / (s.integer ? 1 : (s.step ?? 0.01)) + 1e-9);
    parts[s.key] = fc.integer({ min: 0, max: steps }).map((k) => Number((s.min + k * (s.integer ? 1 : (s.step ?? 0.01))).toPrecision(12)));
  }
  return fc.record(parts).map((o) => ({ ...defaultsOf(sc.params), ...o }) as ParamValues);
}

describe('how many a room holds', () => {
  it('every crowd scenario says (its population fills one room), and the flocks, which have no room, do not', () => {
    expect(crowds.length).toBeGreaterThanOrEqual(8);
    for (const sc of ALL) expect(sc.room !== undefined, sc.name).toBe(hasDoc(sc));
  });

  it.each(crowds.map((sc) => [sc.name, sc] as const))('%s at its defaults: its capacity builds, one more is refused', (_, sc) => {
    const p = defaultsOf(sc.params) as ParamValues;
    expectHoldsExactly(sc, p, sc.room!.capacity(p));
  });

  it.each(crowds.map((sc) => [sc.name, sc] as const))('%s in random rooms: its capacity builds, one more is refused', (_, sc) => {
    fc.assert(fc.property(otherParams(sc), (p) => {
      const cap = sc.room!.capacity(p);
      expectHoldsExactly(sc, p, cap);
      // Asking whether it holds n gives the same answer as counting all of it, from both sides.
      expect(sc.room!.capacity(p , cap)).toBeGreaterThanOrEqual(cap);
      expect(sc.room!.capacity(p , cap + 1)).toBe(cap);
    }), { seed: 21, numRuns: 6 });
  });
});

describe('the population a slider offers', () => {
  it.each(crowds.map((sc) => [sc.name, sc] as const))('%s: the largest value offered builds, the next is refused with the capacity and the room named', (_, sc) => {
    const spec = popSpec(sc), p = defaultsOf(sc.params) as ParamValues, limit = populationLimit(sc, p);
    const config = (v: number): SimConfig => ({ scenario: sc.name, seed: 1, params: { ...p, [spec.key]: v } } as SimConfig);
    if (!limit) {
      // The declared maximum builds here (N below the capacity: exits-room; 5.4 /m²: fundamental).
      expect(sc.population({ ...p, [spec.key]: spec.max })).toBeLessThanOrEqual(sc.room!.capacity(p));
      expect(createSimulation(config(spec.max)).state.count).toBe(sc.population({ ...p, [spec.key]: spec.max }));
      return;
    }
    expect(limit.key).toBe(spec.key);
    expect(limit.max).toBeLessThan(spec.max);
    expect(limit.reason).toBe('room');
    expect(limit.agents).toBe(sc.room!.capacity(p));
    expect(limit.note).toContain(`at most ${limit.agents.toLocaleString('en')}`);
    for (const k of sc.room!.grows) expect(limit.note).toContain(k);
    expect(createSimulation(config(limit.max)).state.count).toBe(sc.population({ ...p, [spec.key]: limit.max }));
    const next = Number((limit.max + (spec.integer ? 1 : spec.step!)).toPrecision(12));
    let err: unknown;
    try { createSimulation(config(next)); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(CapacityError);
    expect((err as Error).message).toContain(`at most ${limit.agents}`);
    for (const k of sc.room!.grows) expect((err as Error).message).toContain(k);
  });

  it('follows the room: a larger room offers more, up to the declared maximum', () => {
    const sc = ALL.find((s) => s.name === 'bottleneck')!, p = defaultsOf(sc.params) as ParamValues;
    const small = populationLimit(sc, p)!, wide = populationLimit(sc, { ...p, roomWidth: 20 })!;
    expect(wide.max).toBeGreaterThan(small.max);
    expect(wide.max).toBe(sc.room!.capacity({ ...p, roomWidth: 20 }));
    expect(populationLimit(sc, { ...p, roomWidth: 50, roomDepth: 50 })).toBeNull();
    // N plays no part: the same limit whatever N is.
    expect(populationLimit(sc, { ...p, N: 7 })).toEqual(small);
  });

  it('a density is limited by the scenario’s cap on agents too (fundamental: 20,000), without building', () => {
    const sc = ALL.find((s) => s.name === 'fundamental')!, spec = popSpec(sc);
    const p = { ...defaultsOf(sc.params), length: 2000, width: 10 } as ParamValues;
    const limit = populationLimit(sc, p)!;
    expect(limit.reason).toBe('cap');
    expect(limit.note).toContain('20,000');
    expect(sc.population({ ...p, density: limit.max })).toBeLessThanOrEqual(sc.maxAgents);
    expect(sc.population({ ...p, density: Number((limit.max + spec.step!).toPrecision(12)) })).toBeGreaterThan(sc.maxAgents);
    expect(() => resolveConfig({ scenario: 'fundamental', params: { ...p, density: limit.max + spec.step! } } as SimConfig)).toThrow(/at most 20,000/);
  });

  it('a scenario with no room and a population within its cap has no limit', () => {
    for (const sc of ALL.filter((s) => !s.room)) expect(populationLimit(sc, defaultsOf(sc.params) as ParamValues), sc.name).toBeNull();
  });
});

describe('what the book runs fits its rooms', () => {
  const configs: [string, SimConfig][] = [
    ...chapterModules.flatMap(({ name, module }) => configsOf(module).map(([what, c]) => [`${name}: ${what}`, c] as [string, SimConfig])),
    ...allClaims().map(({ source, claim }) => [`${source}: claim ${claim.id}`, claim.config] as [string, SimConfig]),
    ...playgroundTips.map(({ scenario }) => [`playground tip for ${scenario}`, { scenario }] as [string, SimConfig]),
    ...chapterModules.flatMap(({ name, module }) =>
      Object.values((module as { sweeps?: Record<string, SweepSpec> }).sweeps ?? {}).flatMap((spec) =>
        sweepRuns(spec).map((r) => [`${name}: sweep ${spec.id} at ${r.x}`, r.config] as [string, SimConfig])))
  ];

  it('there are configs to check', () => expect(configs.length).toBeGreaterThan(20));

  it('no chapter, claim, sweep or tip asks a room for more agents than it holds', () => {
    const over: string[] = [];
    for (const [what, c] of configs) {
      const r = resolveConfig(c), sc = scenarioOf(r)!;
      if (!sc.room) continue;
      const n = sc.population(r.params), holds = sc.room.capacity(r.params , n);
      if (holds < n) over.push(`${what}: ${n} agents, the room holds ${sc.room.capacity(r.params)}`);
    }
    expect(over).toEqual([]);
  });
});
