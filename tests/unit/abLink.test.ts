import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { encodeAB, decodeAB, describeAB, readABHash, type ABState } from '../../src/lib/share';

const choices = { sizes: [{ n: 100, ok: true }, { n: 1000, ok: true }, { n: 100000, ok: false }], worstCase: true, solo: true };
const base: ABState = { n: 1000, seed: 1, worst: false, only: 'both' };

describe('links to a ladder comparison', () => {
  it('round-trips every state the comparison offers, holding only what differs from the page', () => {
    fc.assert(fc.property(fc.constantFrom(100, 1000), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), fc.constantFrom('both', 'before', 'after' as const), (n, seed, worst, only) => {
      const state: ABState = { n, seed, worst, only };
      const d = decodeAB(encodeAB(state, base), base, choices);
      expect(d.state).toEqual(state);
      expect(d.ignored).toEqual([]);
    }));
    expect(encodeAB(base, base)).toBe('');
    expect(encodeAB({ ...base, n: 100, seed: 3, worst: true }, base)).toBe('n:100;seed:3;worst:1');
  });

  it('falls back to the page’s value, saying why, for what is garbled, unknown or out of reach', () => {
    const d = decodeAB('n:100000;seed:-4;worst:yes;only:left;__proto__:1;n:7;%E0%A4%A', base, choices);
    expect(d.state).toEqual(base);
    expect(d.ignored).toHaveLength(7);
    expect(d.ignored[0]).toContain('out of reach');
    expect(d.ignored[5]).toContain('not one this comparison offers');
    // A comparison without the toggles refuses them.
    expect(decodeAB('worst:1;only:after', base, { ...choices, worstCase: false, solo: false }).ignored).toHaveLength(2);
  });

  it('reads only its own key from the hash and says what the link changed', () => {
    expect(readABHash('#sim-flock=seed:3&ab-grid=n:100', 'grid')).toBe('n:100');
    expect(readABHash('#ab-grid2=n:100', 'grid')).toBeNull();
    expect(describeAB({ n: 100, seed: 3, worst: true, only: 'after' }, base, { before: 'Rung 7', after: 'Rung 9' }))
      .toEqual(['N = 100', 'seed 3', 'worst case: everyone in one cell', 'only “Rung 9” running']);
  });
});
