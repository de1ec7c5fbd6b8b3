import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SCENARIOS, SETTINGS, forceByName, isChoice, resolveConfig, type ParamSpec, type SimConfig } from '../../src/lib/engine';
import { encodeConfig, decodeConfig, sanitizeConfig, readHash, hashKey, MAX_LINK_LENGTH } from '../../src/lib/share';

/** An arbitrary valid value for one declared parameter. */
function valueOf(p: ParamSpec): fc.Arbitrary<number | string> {
  if (isChoice(p)) return fc.constantFrom(...p.options);
  if (p.integer) return fc.integer({ min: Math.ceil(p.min), max: Math.floor(p.max) });
  return fc.double({ min: p.min, max: p.max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));
}

function someOf(specs: readonly ParamSpec[]): fc.Arbitrary<Record<string, number | string>> {
  if (specs.length === 0) return fc.constant({});
  return fc.subarray([...specs]).chain((chosen) =>
    chosen.length === 0 ? fc.constant({}) : fc.tuple(...chosen.map(valueOf)).map((vals) => Object.fromEntries(chosen.map((s, i) => [s.key, vals[i]])))
  );
}

const configArb: fc.Arbitrary<SimConfig> = fc.constantFrom(...SCENARIOS).chain((sc) => {
  const forceArbs = sc.forces.map((setup) =>
    fc.record({ enabled: fc.boolean(), params: someOf(forceByName(setup.name)!.params) }, { requiredKeys: [] }).map((f) => [setup.name, f] as const)
  );
  return fc.record({
    scenario: fc.constant(sc.name),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    params: someOf(sc.params),
    settings: someOf(SETTINGS),
    forces: forceArbs.length ? fc.tuple(...forceArbs).map((e) => Object.fromEntries(e)) : fc.constant({})
  });
}).filter(resolvable); // values valid one by one can still ask for too many agents together

function resolvable(c: SimConfig): boolean {
  try {
    resolveConfig(c);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every own key (strings and symbols, enumerable or not) of Object.prototype and Array.prototype, with the value
 * or accessor behind it, plus what a fresh object reads for names a pollution would typically add.
 */
function prototypeProbe() {
  const own = (o: object) =>
    Reflect.ownKeys(o).map((k) => {
      const d = Object.getOwnPropertyDescriptor(o, k)!;
      return [String(k), d.value ?? d.get, d.set, d.enumerable, d.writable] as const;
    });
  const fresh = {} as Record<string, unknown>;
  return { object: own(Object.prototype), array: own(Array.prototype), reads: ['polluted', 'x', 'prototype', 'N', 'enabled', 'params'].map((k) => fresh[k]) };
}

const corridor: SimConfig = { scenario: 'corridor', seed: 3, params: { N: 40 } };

describe('share links', () => {
  it('round-trips any valid config, against its defaults and against another base', () => {
    fc.assert(
      fc.property(configArb, configArb, (c, other) => {
        const a = decodeConfig(encodeConfig(c), { scenario: c.scenario });
        expect(a.ignored).toEqual([]);
        expect(resolveConfig(a.config)).toEqual(resolveConfig(c));
        const base = other.scenario === c.scenario ? other : { scenario: c.scenario };
        const b = decodeConfig(encodeConfig(c, base), base);
        expect(b.ignored).toEqual([]);
        expect(resolveConfig(b.config)).toEqual(resolveConfig(c));
        // A link made on another scenario's page still reopens the linked scenario.
        const c2 = decodeConfig(encodeConfig(c), { scenario: c.scenario === 'corridor' ? 'vicsek' : 'corridor' });
        expect(resolveConfig(c2.config)).toEqual(resolveConfig(c));
      }),
      { numRuns: 150 }
    );
  });

  it('encodes only the differences, readably', () => {
    const text = encodeConfig({ ...corridor, seed: 7, params: { N: 80 }, settings: { dt: 0.02 }, forces: { repulsionHM: { enabled: false, params: { V0: 3 } } } }, corridor);
    expect(text).toBe('scenario:corridor;seed:7;p.N:80;s.dt:0.02;f.repulsionHM:off;f.repulsionHM.V0:3');
    expect(encodeConfig(corridor, corridor)).toBe('scenario:corridor');
  });

  it('never throws on garbage and falls back to the base', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.array(fc.constantFrom('p.', 's.', 'f.', ':', ';', '%', 'N', 'seed', 'scenario', '1e9', 'NaN', '__proto__', '.')).map((a) => a.join(''))), (s) => {
        const { config, ignored } = decodeConfig(s, corridor);
        expect(() => resolveConfig(config)).not.toThrow();
        expect(Array.isArray(ignored)).toBe(true);
        for (const m of ignored) expect(typeof m).toBe('string');
      }),
      { numRuns: 500 }
    );
    expect(resolveConfig(decodeConfig('%%%garbage', corridor).config)).toEqual(resolveConfig(corridor));
  });

  it('names each hostile part it ignored', () => {
    const cases: [string, RegExp][] = [
      ['%%%garbage', /Could not read/],
      ['p.N:NaN', /not a number/],
      ['p.N:1e9', /out of range/],
      ['p.N:2.5', /out of range/],
      ['p.__proto__:1', /Unknown parameter '__proto__'/],
      ['f.__proto__:off', /Unknown force '__proto__'/],
      ['__proto__:1', /Unknown setting/],
      ['scenario:<script>alert(1)</script>', /Unknown scenario '<script>/],
      ['seed:-1', /seed/],
      ['seed:1.5', /seed/],
      ['s.dt:Infinity', /not a number/],
      ['s.integrator:rk99', /not allowed/],
      ['f.repulsionHM:maybe', /'on' or 'off'/],
      ['f.repulsionHM.V0:-5', /out of range/],
      ['nonsense', /Could not read/]
    ];
    for (const [text, re] of cases) {
      const { config, ignored } = decodeConfig(text, corridor);
      expect(ignored.join('\n'), text).toMatch(re);
      expect(resolveConfig(config)).toEqual(resolveConfig(corridor));
    }
    // Good parts of a partly bad link are kept.
    const mixed = decodeConfig('seed:9;p.N:abc;f.repulsionHM:off', corridor);
    expect(mixed.config.seed).toBe(9);
    expect(mixed.config.forces?.repulsionHM?.enabled).toBe(false);
    expect(mixed.ignored).toHaveLength(1);
  });

  it('no hostile link or prop config adds anything to Object.prototype or Array.prototype', () => {
    const before = prototypeProbe();
    const links = [
      '__proto__.polluted:1', '__proto__:1', 'constructor.prototype.x:1', 'constructor.prototype.polluted:1',
      'p.__proto__:1', 'p.__proto__.polluted:1', 'p.constructor.prototype.x:1', 'p.constructor:1', 'p.toString:1',
      's.__proto__.polluted:1', 's.constructor.prototype.polluted:1', 's.hasOwnProperty:1',
      'f.__proto__.x:1', 'f.__proto__:off', 'f.__proto__.polluted:1', 'f.constructor.prototype.x:1', 'f.constructor:on',
      'f.repulsionHM.__proto__:1', 'f.repulsionHM.constructor.prototype.polluted:1', 'f.toString.call:1',
      'scenario:__proto__', 'scenario:constructor', '%5F%5Fproto%5F%5F.polluted:1', 'p.__proto__%2Epolluted:1',
      'p.N:5;__proto__.polluted:1;p.__proto__.polluted:1;f.__proto__.polluted:1'
    ];
    for (const text of links) {
      const { config } = decodeConfig(text, corridor);
      encodeConfig(resolveConfig(config), corridor);
      decodeConfig(text, { scenario: 'free-flock' });
      expect(prototypeProbe(), text).toEqual(before);
    }
    for (const json of [
      '{"scenario":"corridor","__proto__":{"polluted":1}}',
      '{"scenario":"corridor","params":{"__proto__":{"polluted":1}}}',
      '{"scenario":"corridor","settings":{"__proto__":{"polluted":1}}}',
      '{"scenario":"corridor","forces":{"__proto__":{"polluted":1},"repulsionHM":{"params":{"__proto__":{"polluted":1}}}}}',
      '{"scenario":"corridor","constructor":{"prototype":{"polluted":1}}}'
    ]) {
      const { config } = sanitizeConfig(JSON.parse(json));
      resolveConfig(config);
      expect(prototypeProbe(), json).toEqual(before);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('the prototype probe catches a pollution (so the test above can fail)', () => {
    const before = prototypeProbe();
    const proto = Object.prototype as Record<string, unknown>;
    try {
      proto.polluted = 1;
      expect(prototypeProbe()).not.toEqual(before);
    } finally {
      delete proto.polluted;
    }
    expect(prototypeProbe()).toEqual(before);
    // A non-enumerable addition, and a replaced built-in, are caught too.
    const original = Object.prototype.toString;
    try {
      Object.defineProperty(Object.prototype, 'hidden', { value: 1, configurable: true });
      expect(prototypeProbe()).not.toEqual(before);
      delete (Object.prototype as Record<string, unknown>).hidden;
      Object.prototype.toString = function () { return 'x'; };
      expect(prototypeProbe()).not.toEqual(before);
    } finally {
      Object.prototype.toString = original;
      delete (Object.prototype as Record<string, unknown>).hidden;
    }
    expect(prototypeProbe()).toEqual(before);
  });

  it('refuses a link whose values together ask for more agents than the scenario builds, and keeps the page’s own', () => {
    const base: SimConfig = { scenario: 'fundamental', params: { density: 2 } };
    const { config, ignored } = decodeConfig('scenario:fundamental;p.density:5.4;p.length:2000;p.width:200', base);
    expect(config).toEqual(base);
    expect(ignored.join('\n')).toMatch(/2,160,000 agents; this scenario builds at most 20,000/);
  });

  it('caps the length', () => {
    const huge = 'p.N:5;'.repeat(MAX_LINK_LENGTH);
    const { config, ignored } = decodeConfig(huge, corridor);
    expect(ignored[0]).toMatch(/too long/);
    expect(resolveConfig(config)).toEqual(resolveConfig(corridor));
    expect(ignored.join('').length).toBeLessThan(500);
  });

  it('reads the part of the hash addressed to a view', () => {
    expect(hashKey()).toBe('sim');
    expect(hashKey('lanes<x>')).toBe('sim-lanesx');
    expect(readHash('#sim=a:1&sim-lanes=b:2', 'lanes')).toBe('b:2');
    expect(readHash('#sim=a:1&sim-lanes=b:2')).toBe('a:1');
    expect(readHash('#other', 'x')).toBeNull();
  });

  it('sanitizes configs given as props', () => {
    const { config, ignored } = sanitizeConfig({ scenario: 'corridor', seed: -3, params: { N: 1e7, width: 5, bogus: 1 }, forces: { nope: {}, repulsionHM: { enabled: 'yes', params: { V0: 4 } } } });
    expect(config).toEqual({ scenario: 'corridor', params: { width: 5 }, forces: { repulsionHM: { params: { V0: 4 } } } });
    expect(ignored).toHaveLength(5);
    expect(sanitizeConfig({ scenario: 'x' }, 'vicsek').config.scenario).toBe('vicsek');
    expect(sanitizeConfig(null).ignored.length).toBeGreaterThan(0);
  });
});
