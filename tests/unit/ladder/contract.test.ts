/**
 * The interface every rung keeps, checked for every rung of the catalogue: made from N and a seed, it starts from the
 * shared start state, steps one frame at a time, reads its boids back in start order, counts honestly, keeps the
 * speed limit, and is deterministic.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DT, LADDER, MAX_SPEED, RADIUS, startState, tickFrames, tickSlot, worldRadius, rungByName, isRungName } from '../../../src/lib/ladder';
import { boidsOf, maxDifference, stepTimes } from './helpers';

const N = 120;

describe('the catalogue', () => {
  it('lists every rung file once, under its file name, and every builtOn is a rung before it', () => {
    const dir = fileURLToPath(new URL('../../../src/lib/ladder/', import.meta.url));
    const files = readdirSync(dir).filter((f) => /^rung.*\.ts$/.test(f)).map((f) => f.replace(/\.ts$/, '')).sort();
    expect(LADDER.map((r) => r.name).sort()).toEqual(files);
    LADDER.forEach((r, k) => {
      if (r.builtOn === null) return expect(k).toBe(0);
      const base = LADDER.findIndex((b) => b.name === r.builtOn);
      expect(base, r.name).toBeGreaterThanOrEqual(0);
      expect(base, r.name).toBeLessThan(k);
      expect(rungByName(r.builtOn)!.kept, `${r.name} builds on a rung the ladder left`).toBe(true);
    });
    expect(isRungName('rung00-naive')).toBe(true);
    expect(isRungName('rung99')).toBe(false);
  });

  it('numbers the rungs 0 … 11 in order, with the variants beside rung 10', () => {
    const steps = LADDER.filter((r) => !r.beside).map((r) => r.rung);
    expect(steps).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(LADDER.filter((r) => r.beside).map((r) => r.rung)).toEqual([10, 10, 10]);
  });
});

describe.each(LADDER.map((r) => [r.name, r] as const))('%s keeps the interface', (name, entry) => {
  it('starts from the shared start state, in start order', () => {
    const r = entry.create(N, 5), s = startState(N, 5), b = boidsOf(r);
    expect(r.name).toBe(name);
    expect(r.count).toBe(N);
    expect(r.time).toBe(0);
    expect(r.steps).toBe(0);
    expect(r.boundaryRadius).toBeCloseTo(worldRadius(N), 12);
    expect(maxDifference(b, s)).toBe(0);
  });

  it('merges its settings over its defaults, and reads the knobs the catalogue names', () => {
    const r = entry.create(N, 5, { tick: 0.2 });
    expect(r.settings).toEqual({ ...entry.defaults, tick: 0.2 });
    expect(entry.knobs).toContain('tick');
  });

  it('steps one frame of Δt at a time, keeps v_max and stays finite', () => {
    const r = entry.create(N, 5);
    stepTimes(r, 60);
    expect(r.steps).toBe(60);
    expect(r.time).toBeCloseTo(60 * DT, 12);
    const b = boidsOf(r);
    for (let i = 0; i < N; i++) {
      expect(Number.isFinite(b.x[i]) && Number.isFinite(b.y[i])).toBe(true);
      expect(Math.hypot(b.vx[i], b.vy[i])).toBeLessThanOrEqual(MAX_SPEED * (1 + 1e-12));
    }
  });

  it('is deterministic: the same seed gives the same flock; another seed another', () => {
    const a = boidsOf(stepTimes(entry.create(N, 9), 40)), b = boidsOf(stepTimes(entry.create(N, 9), 40));
    expect(maxDifference(a, b)).toBe(0);
    expect(maxDifference(a, boidsOf(stepTimes(entry.create(N, 10), 40)))).toBeGreaterThan(1);
  });

  it('counts the boids it updated: those whose tick slot is this frame', () => {
    const r = entry.create(N, 5), s = startState(N, 5), frames = tickFrames(r.settings.tick);
    for (let f = 0; f < 12; f++) {
      let due = 0;
      for (let i = 0; i < N; i++) if (tickSlot(s.phase[i], frames, r.settings.randomPhase) === f % frames) due++;
      r.step();
      expect(r.counters.updated, `frame ${f}`).toBe(due);
      expect(r.counters.neighbours).toBeLessThanOrEqual(r.counters.candidates);
    }
  });

  it('answers a neighbour query: other boids within R, ascending, capped at maxBoids − 1', () => {
    const r = stepTimes(entry.create(N, 5), 30), b = boidsOf(r), cap = r.settings.maxBoids;
    for (const k of [0, 17, N - 1]) {
      const ids = r.neighbourIds(k);
      expect(ids).toEqual([...ids].sort((p, q) => p - q));
      expect(ids).not.toContain(k);
      for (const j of ids) expect(Math.hypot(b.x[j] - b.x[k], b.y[j] - b.y[k])).toBeLessThan(RADIUS);
      if (entry.knobs.includes('maxBoids') && cap > 0) expect(ids.length).toBeLessThanOrEqual(cap - 1);
    }
    // Asking does not change the flock or the counters of the last step.
    const before = { ...r.counters };
    r.neighbourIds(3);
    expect(r.counters).toEqual(before);
    expect(maxDifference(boidsOf(r), b)).toBe(0);
  });
});
