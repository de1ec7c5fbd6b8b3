/**
 * The engine's own elementary functions (src/lib/engine/math/): within 1 ulp of Node's Math.* over many arguments,
 * right on special values (NaN, ±Infinity, ±0, overflow, underflow, subnormals, huge arguments), fixed bits for a
 * few arguments (so a change of algorithm, which would change every replay, cannot pass unnoticed), and properties
 * checked with fast-check. hypot is checked against the exact value instead: V8's Math.hypot is itself up to 2 ulp off.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { exp, log, sin, cos, cosSin, atan, atan2, asin, acos, hypot } from '../../../src/lib/engine/math';
import { twoOverPiBits } from '../../../src/lib/engine/math/reducePiOver2Large';
import { Random } from '../../../src/lib/engine/random';

const f64 = new Float64Array(1), i64 = new BigInt64Array(f64.buffer), u64 = new BigUint64Array(f64.buffer);
const hexBits = (x: number) => { f64[0] = x; return u64[0].toString(16).padStart(16, '0'); };
/** Doubles as integers in the order of the numbers, so that the difference counts the doubles in between. */
const ordered = (x: number) => { f64[0] = x; const b = i64[0]; return b < 0n ? -(b & 0x7fffffffffffffffn) : b; };
function ulps(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b) ? 0 : Infinity;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b ? 0 : Infinity;
  const d = ordered(a) - ordered(b);
  return Number(d < 0n ? -d : d);
}

/** The largest ulp distance to the reference over the arguments, and where. */
function worst(f: (...a: number[]) => number, ref: (...a: number[]) => number, args: number[][]): { ulps: number; at: number[] } {
  let w = { ulps: 0, at: [] as number[] };
  for (const a of args) { const u = ulps(f(...a), ref(...a)); if (u > w.ulps) w = { ulps: u, at: a }; }
  return w;
}

const rng = new Random(20240607);
const uniform = (lo: number, hi: number, n = 20000) => Array.from({ length: n }, () => [rng.uniform(lo, hi)]);
/** |x| spread over orders of magnitude 10^lo … 10^hi, both signs. */
const magnitudes = (lo: number, hi: number, n = 20000) => Array.from({ length: n }, () => [(rng.next() < 0.5 ? -1 : 1) * 10 ** rng.uniform(lo, hi)]);
/** Near multiples of π/2, where reducing the argument cancels most bits. */
const nearPiOver2 = Array.from({ length: 5000 }, (_, k) => [(k + 1) * 1.5707963267948966 * (k % 2 ? 1 : -1) + (k % 3) * 1e-9]);

describe('within 1 ulp of Math.* over many arguments', () => {
  const cases: [string, (x: number) => number, (x: number) => number, number[][]][] = [
    ['exp', exp, Math.exp, [...uniform(-745.2, 709.8), ...uniform(-1, 1), ...magnitudes(-320, -5)]],
    ['log', log, Math.log, [...magnitudes(-323, 308).map(([x]) => [Math.abs(x)]), ...uniform(0.9, 1.1), ...uniform(0, 1e-308, 2000)]],
    ['sin', sin, Math.sin, [...uniform(-10, 10), ...uniform(-3e6, 3e6), ...magnitudes(-10, 308), ...nearPiOver2]],
    ['cos', cos, Math.cos, [...uniform(-10, 10), ...uniform(-3e6, 3e6), ...magnitudes(-10, 308), ...nearPiOver2]],
    ['atan', atan, Math.atan, [...uniform(-4, 4), ...magnitudes(-300, 300)]],
    ['asin', asin, Math.asin, [...uniform(-1, 1), ...uniform(0.97, 1), ...magnitudes(-300, 0)]],
    ['acos', acos, Math.acos, [...uniform(-1, 1), ...uniform(-1, -0.97), ...magnitudes(-300, 0)]]
  ];
  it.each(cases)('%s: at most 1 ulp', (_name, f, ref, args) => expect(worst(f, ref, args).ulps).toBeLessThanOrEqual(1));
  it('atan2: at most 1 ulp', () => {
    const pairs = [...uniform(-10, 10), ...magnitudes(-300, 300)].map(([y], k) => [y, k % 2 ? rng.uniform(-10, 10) : (rng.next() - 0.5) * 10 ** rng.uniform(-300, 300)]);
    expect(worst(atan2, Math.atan2, pairs).ulps).toBeLessThanOrEqual(1);
  });
});

describe('cosSin (both at once, for per-agent turns)', () => {
  const out = new Float64Array(2);
  it('is within 1 ulp of Math.cos and Math.sin for |θ| ≤ π, the multiples of π/4 included', () => {
    const angles = [...uniform(-Math.PI, Math.PI), ...magnitudes(-300, 0), [Math.PI], [-Math.PI], [0], [-0]];
    for (let k = -4; k <= 4; k++) angles.push([(k * Math.PI) / 4], [(k * Math.PI) / 4 + 1e-16], [(k * Math.PI) / 2 * (1 - 2 ** -52)]);
    for (const [t] of angles) {
      cosSin(t, out);
      expect(ulps(out[0], Math.cos(t)), `cos ${t}`).toBeLessThanOrEqual(1);
      expect(ulps(out[1], Math.sin(t)), `sin ${t}`).toBeLessThanOrEqual(1);
    }
  });
  it('beyond π gives exactly cos() and sin(), and NaN for NaN and ±Infinity', () => {
    for (const t of [3.15, -4, 100, 1e300, NaN, Infinity, -Infinity]) {
      cosSin(t, out);
      expect(Object.is(out[0], cos(t)) && Object.is(out[1], sin(t)), `${t}`).toBe(true);
    }
  });
});

/** x as an exact integer multiple of 2^−1074 (every finite double is one). */
function scaled(x: number): bigint {
  f64[0] = Math.abs(x);
  const b = u64[0], e = Number(b >> 52n), m = b & 0xfffffffffffffn;
  return e === 0 ? m : (m | 0x10000000000000n) << BigInt(e - 1);
}

/** The gap between x and the next double away from zero, in the same units. */
function ulpScaled(x: number): bigint {
  f64[0] = Math.abs(x);
  const e = Number(u64[0] >> 52n);
  return 1n << BigInt(Math.max(e, 1) - 1);
}

describe('hypot against the exact value', () => {
  it('is within 1 ulp of √(x² + y²) (exact integer arithmetic)', () => {
    const pairs = [...uniform(-10, 10, 3000).map(([x]) => [x, rng.uniform(-10, 10)]), ...magnitudes(-320, 300, 3000).map(([x]) => [x, x * 10 ** rng.uniform(-20, 20)])];
    for (const [x, y] of pairs) {
      const r = hypot(x, y);
      if (!Number.isFinite(r) || r === 0) continue;
      const s = scaled(x) ** 2n + scaled(y) ** 2n, R = scaled(r), U = ulpScaled(r);
      expect((R - U) ** 2n < s && s < (R + U) ** 2n, `hypot(${x}, ${y}) = ${r}`).toBe(true);
    }
  });
});

describe('special values', () => {
  const same = (a: number, b: number) => expect(Object.is(a, b), `${a} vs ${b}`).toBe(true);
  it('exp', () => {
    same(exp(NaN), NaN); same(exp(Infinity), Infinity); same(exp(-Infinity), 0); same(exp(0), 1); same(exp(-0), 1);
    same(exp(709.78), Math.exp(709.78)); same(exp(709.79), Infinity); same(exp(1e308), Infinity);
    same(exp(-745.13), 5e-324); same(exp(-745.14), 0); same(exp(-1e308), 0);
    for (const x of [-708.5, -720, -740, -744.9]) same(exp(x), Math.exp(x)); // subnormal results, one rounding
    same(exp(1e-300), 1); same(exp(-5e-324), 1);
  });
  it('log', () => {
    same(log(NaN), NaN); same(log(-1), NaN); same(log(-Infinity), NaN); same(log(0), -Infinity); same(log(-0), -Infinity);
    same(log(Infinity), Infinity); same(log(1), 0); same(log(5e-324), Math.log(5e-324)); same(log(Number.MAX_VALUE), Math.log(Number.MAX_VALUE));
  });
  it('sin and cos', () => {
    same(sin(0), 0); same(sin(-0), -0); same(cos(0), 1); same(cos(-0), 1); same(sin(5e-324), 5e-324); same(sin(-1e-300), -1e-300);
    for (const x of [NaN, Infinity, -Infinity]) { same(sin(x), NaN); same(cos(x), NaN); }
    // Huge arguments need the exact reduction; 6381956970095103·2^797 is the double closest to a multiple of π/2.
    for (const x of [1e22, 1e300, -Number.MAX_VALUE, 6381956970095103 * 2 ** 797, 1647099.3291, 2 ** 20 * 1.5707963267948966]) {
      expect(ulps(sin(x), Math.sin(x)), `sin(${x})`).toBeLessThanOrEqual(1);
      expect(ulps(cos(x), Math.cos(x)), `cos(${x})`).toBeLessThanOrEqual(1);
    }
  });
  it('atan, atan2, asin, acos', () => {
    same(atan(NaN), NaN); same(atan(-0), -0); same(atan(Infinity), Math.PI / 2); same(atan(-Infinity), -Math.PI / 2); same(atan(1e300), Math.PI / 2);
    same(asin(1), Math.PI / 2); same(asin(-1), -Math.PI / 2); same(asin(-0), -0); same(asin(1.0000000000000002), NaN); same(asin(NaN), NaN);
    same(acos(1), 0); same(acos(-1), Math.PI); same(acos(0), Math.PI / 2); same(acos(-1.0000000000000002), NaN); same(acos(NaN), NaN);
    const zeros = [0, -0, 1, -1, Infinity, -Infinity, NaN, 5e-324, -1e300];
    for (const y of zeros) for (const x of zeros) same(atan2(y, x), Math.atan2(y, x));
  });
  it('hypot', () => {
    same(hypot(Infinity, NaN), Infinity); same(hypot(NaN, -Infinity), Infinity); same(hypot(NaN, 1), NaN);
    same(hypot(-0, 0), 0); same(hypot(-0, -0), 0); same(hypot(3, 4), 5); same(hypot(-3, 4), 5);
    same(hypot(1e308, 1e308), 1.4142135623730951e308); same(hypot(Number.MAX_VALUE, Number.MAX_VALUE), Infinity);
    same(hypot(3e-320, 4e-320), 5e-320); same(hypot(5e-324, 0), 5e-324); same(hypot(1, 1e-300), 1);
  });
});

describe('fixed bits: a replay depends on them', () => {
  const golden: [string, number, string][] = [
    ['exp', 1, '4005bf0a8b14576a'], ['exp', -10, '3f07cd79b5647c9a'], ['exp', 700, '7f0d945df4f8ec8e'], ['exp', -700, '00d14f2b0fb9307f'],
    ['log', 10, '40026bb1bbb55516'], ['log', 1e-300, 'c085963447f87fb5'], ['log', 1.0000001, '3e7ad7f2847b6492'],
    ['sin', 3, '3fc210386db6d55b'], ['sin', 100, 'bfe03425b78c4db8'], ['sin', 1e22, 'bfeb453ab76bf397'],
    ['cos', 0.5, '3fec1528065b7d50'], ['cos', 1e6, '3fedf9df9906d32c'], ['cos', 1e22, '3fe0be2cef01c8f4'],
    ['atan', 3, '3ff3fc176b7a8560'], ['asin', 0.7, '3fe8d00e692afd95'], ['acos', -0.7, '4002c501446cd5f2']
  ];
  const fns: Record<string, (x: number) => number> = { exp, log, sin, cos, atan, asin, acos };
  it.each(golden)('%s(%s)', (name, x, bits) => expect(hexBits(fns[name](x))).toBe(bits));
  it('atan2 and hypot', () => {
    expect(hexBits(atan2(-3, -0.5))).toBe('bffbc66e44cbc074');
    expect(hexBits(hypot(1.3729261048133812, 2.7814839200223807))).toBe('4008d09fa5517ee0');
  });
  it('2/π for the huge-argument reduction starts with the digits in fdlibm\'s table', () => {
    expect((twoOverPiBits() >> BigInt(1200 - 216)).toString(16)).toBe('a2f9836e4e441529fc2757d1f534ddc0db6295993c439041fe5163');
  });
});

describe('properties (fast-check)', () => {
  const anyDouble = fc.double({ noNaN: true });
  const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
  it('sin is odd and cos is even, to the bit', () => {
    fc.assert(fc.property(anyDouble, (x) => Object.is(sin(-x), -sin(x)) && Object.is(cos(-x), cos(x))));
  });
  it('sin² + cos² = 1 within rounding', () => {
    fc.assert(fc.property(finite, (x) => Math.abs(sin(x) * sin(x) + cos(x) * cos(x) - 1) <= 4.5e-16));
  });
  it('every function is within 1 ulp of Math.* on any double', () => {
    fc.assert(fc.property(anyDouble, (x) =>
      ulps(exp(x), Math.exp(x)) <= 1 && ulps(log(x), Math.log(x)) <= 1 && ulps(sin(x), Math.sin(x)) <= 1 && ulps(cos(x), Math.cos(x)) <= 1 &&
      ulps(atan(x), Math.atan(x)) <= 1 && ulps(asin(x), Math.asin(x)) <= 1 && ulps(acos(x), Math.acos(x)) <= 1), { numRuns: 5000 });
    fc.assert(fc.property(anyDouble, anyDouble, (y, x) => ulps(atan2(y, x), Math.atan2(y, x)) <= 1), { numRuns: 5000 });
  });
  it('log undoes exp', () => {
    fc.assert(fc.property(fc.double({ min: -700, max: 700, noNaN: true }), (x) => Math.abs(log(exp(x)) - x) <= 4e-16 + 2.3e-16 * Math.abs(x)));
  });
  it('atan2 depends only on the direction: scaling both by 2^k changes nothing', () => {
    const moderate = fc.double({ min: 1e-100, max: 1e100, noNaN: true });
    fc.assert(fc.property(moderate, moderate, fc.boolean(), fc.boolean(), fc.integer({ min: -200, max: 200 }), (y, x, sy, sx, k) => {
      const Y = sy ? -y : y, X = sx ? -x : x, s = 2 ** k;
      return Object.is(atan2(Y * s, X * s), atan2(Y, X));
    }));
  });
  it('hypot ignores signs and order, and lies between max(|x|, |y|) and |x| + |y|', () => {
    fc.assert(fc.property(finite, finite, (x, y) => {
      const h = hypot(x, y), ax = Math.abs(x), ay = Math.abs(y);
      return Object.is(h, hypot(y, x)) && Object.is(h, hypot(-x, y)) && Object.is(h, hypot(x, -y)) && h >= Math.max(ax, ay) && h <= ax + ay;
    }));
  });
});
