import { describe, it, expect } from 'vitest';
import { FIGURES, figuresOf } from '../../src/lib/figures';

// The social-forces chapter states these numbers about its relaxation chart; the chart is computed by the engine.
describe('build-time figures', () => {
  const curves = Object.fromEntries(figuresOf('social-forces').relaxation.map((s) => [s.name, s.data]));
  const at = (d: { t: number[]; v: number[] }, t: number) => d.v[d.t.findIndex((x) => Math.abs(x - t) < 1e-9)];

  it('relaxation, Δt = 0.05 s: 65 % of v₀ at t = τ (the exact curve: 63.2 %)', () => {
    expect(at(curves.dt005, 0.5) / 1.34).toBeCloseTo(0.651, 3);
    expect(at(curves.exact, 0.5) / 1.34).toBeCloseTo(0.632, 3);
  });

  it('relaxation, Δt = 0.4 s reaches 80 % in one step; Δt = 0.9 s jumps to 180 % and rings', () => {
    expect(curves.dt04.v[1] / 1.34).toBeCloseTo(0.8, 9);
    expect(curves.dt09.v[1] / 1.34).toBeCloseTo(1.8, 9);
    expect(curves.dt09.v[2]).toBeLessThan(1.34);
  });

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
