import { describe, it, expect } from 'vitest';
import { FIGURES, figuresOf } from '../../src/lib/figures';

// (The numbers the chapter states about these charts are claims: tests/unit/chapters/claims.test.ts.)
describe('build-time figures', () => {
  it('every figure belongs to a chapter and computes finite data of matching lengths', () => {
    for (const [name, f] of Object.entries(FIGURES)) {
      for (const s of f.compute()) {
        expect(s.data.t.length, `${name}/${s.name}`).toBe(s.data.v.length);
        expect(s.data.t.every(Number.isFinite), `${name}/${s.name}`).toBe(true);
      }
    }
    expect(figuresOf('no-such-chapter')).toEqual({});
  });
});
