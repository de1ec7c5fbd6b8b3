/**
 * The catalogue, checked: every rung once, in an order that builds up; every stepping rung's file; every lesson the
 * ladder names has its page and no page is left out; every rung has a cost of the right shape, and a stepping rung's
 * cost agrees with the Node sweep's measurements. Then the interface every stepping rung keeps: made from N and a
 * seed, it starts from the shared start state, steps one frame at a time, reads its boids back in start order, counts
 * honestly, keeps the speed limit, and is deterministic.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DT, LADDER, LESSON_ORDER, MAX_SPEED, RADIUS, STEPPERS, entryByName, estimateFrameMs, isRungName, isStepper, rungNumber, startState, tickFrames, tickSlot, worldRadius,
  type LadderEntry, type RungKey
} from '../../../src/lib/ladder';
import { NODE_REFERENCE } from '../../../src/lib/ladder/sweep/reference';
import { slugFromPath } from '../../../src/lib/site/chapters';
import { LADDER_HOME } from '../../../src/lib/site/ladderLessons';
import { boidsOf, maxDifference, stepTimes } from './helpers';
import { ballRadius, ballStart, params3d } from '../../../src/lib/ladder/boids3d';
import type { RungEntry } from '../../../src/lib/ladder';

/** The start a rung must begin from: the shared disc, or for a flock in space the ball (its x, y seen from above). */
function startOf(entry: RungEntry, n: number, seed: number) {
  if (!entry.knobs.includes('set')) return { ...startState(n, seed), radius: worldRadius(n), R: RADIUS, z: null };
  const s = ballStart(n, seed, params3d(n, entry.defaults));
  return { x: s.x, y: s.y, vx: s.vx, vy: s.vy, phase: s.phase, radius: ballRadius(n), R: params3d(n, entry.defaults).radius, z: s };
}

const N = 120;
const ALL = LADDER as readonly LadderEntry<RungKey>[];
const dir = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

describe('the catalogue', () => {
  it('lists every rung once, every stepping rung under its file name in rungs/, and every builtOn is a kept rung before it', () => {
    const files = readdirSync(dir('../../../src/lib/ladder/rungs/')).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort();
    expect(STEPPERS.map((r) => r.name).sort()).toEqual(files);
    expect(new Set(ALL.map((r) => r.name)).size).toBe(ALL.length);
    ALL.forEach((r, k) => {
      if (r.builtOn === null) return expect(k).toBe(0);
      const base = ALL.findIndex((b) => b.name === r.builtOn);
      expect(base, r.name).toBeGreaterThanOrEqual(0);
      expect(base, r.name).toBeLessThan(k);
      expect(entryByName(r.builtOn)!.kept, `${r.name} builds on a rung the ladder left`).toBe(true);
    });
    expect(isRungName('naive')).toBe(true);
    expect(isRungName('drawing')).toBe(false); // a rung, but not one that steps behind LadderRung
    expect(isRungName('rung99')).toBe(false);
  });

  it('numbers the rungs by their place in the list: one more for each rung, a variant sharing the number and lesson of the rung it follows', () => {
    expect(ALL[0].beside).toBe(false);
    let last = -1;
    ALL.forEach((r, k) => {
      if (r.beside) {
        expect(rungNumber(r.name), r.name).toBe(rungNumber(ALL[k - 1].name));
        expect(r.lesson, `${r.name} stands beside ${ALL[k - 1].name}: it lives on its lesson`).toBe(ALL[k - 1].lesson);
      } else {
        expect(rungNumber(r.name), r.name).toBe(++last);
      }
    });
    expect(() => rungNumber('rung99' as RungKey)).toThrow(/no rung 'rung99'/);
  });

  it('gives every lesson one place, in the order of its rungs, and every lesson file is a rung\'s lesson or the first page', () => {
    const slugs = LESSON_ORDER.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // A lesson is numbered by its first rung, and its rungs stand together: no lesson comes back after another.
    const runs = ALL.map((r) => r.lesson).filter((l, k, a) => k === 0 || a[k - 1] !== l);
    expect(runs).toEqual(slugs);
    for (const l of LESSON_ORDER) expect(l.number).toBe(rungNumber(l.rung));
    const files = readdirSync(dir('../../../content/ladder/')).filter((f) => f.endsWith('.svx')).map((f) => slugFromPath(f)).sort();
    expect(files).toEqual([LADDER_HOME, ...slugs].sort());
  });

  it('gives every rung a cost of its shape: per candidate pair for all pairs, per boid for an index and for the rungs that do not step here', () => {
    for (const r of ALL) {
      expect(r.cost.ns, r.name).toBeGreaterThan(0);
      expect(Number.isFinite(r.cost.ns), r.name).toBe(true);
      expect(r.cost.per, r.name).toBe(isStepper(r) && r.search === 'all-pairs' ? 'pair' : 'boid');
      for (const n of [100, 10_000, 100_000]) expect(estimateFrameMs(r, n), `${r.name} at ${n}`).toBeGreaterThan(0);
    }
  });

  // The Node sweep (npm run ladder:reference) timed the stepping rungs by CPU time. The estimate places rungs and
  // refuses N, so it must be near at the sizes where its model holds (the largest measured: fixed costs gone), and
  // not wildly off anywhere from 2000 boids on (small trees cost less than their log N says: the quadtree is 6× off).
  it('puts every measured stepping rung\'s frame within 2× of the Node sweep at its largest N, and within 8× from N = 2000 on', () => {
    const measured = STEPPERS.filter((r) => NODE_REFERENCE.points.some((p) => p.rung === r.name));
    expect(measured.length).toBeGreaterThan(STEPPERS.length / 2);
    for (const r of measured) {
      const points = NODE_REFERENCE.points.filter((p) => p.rung === r.name && p.n >= 2000).sort((a, b) => a.n - b.n);
      expect(points.length, r.name).toBeGreaterThan(0);
      const ratio = (p: { n: number; ms: number }) => estimateFrameMs(r, p.n) / p.ms;
      const top = ratio(points.at(-1)!);
      expect(top, `${r.name} at ${points.at(-1)!.n}`).toBeGreaterThan(0.5);
      expect(top, `${r.name} at ${points.at(-1)!.n}`).toBeLessThan(2);
      for (const p of points) {
        expect(ratio(p), `${r.name} at ${p.n}`).toBeGreaterThan(1 / 8);
        expect(ratio(p), `${r.name} at ${p.n}`).toBeLessThan(8);
      }
    }
  });

  // A rung a lesson's sweep shows has the Node line dashed beside it (and so its cost checked above). A rung no sweep
  // shows may wait for its reference (the split's needs a quiet machine: npm run ladder:reference -- --rungs split).
  it('has a Node reference for every rung a lesson sweeps', () => {
    const swept = new Set<string>();
    for (const f of readdirSync(dir('../../../content/ladder/')).filter((f) => f.endsWith('.svx'))) {
      const text = readFileSync(dir(`../../../content/ladder/${f}`), 'utf8');
      for (const m of text.matchAll(/<LessonSweep\s+upTo="([^"]+)"(?:\s+also=\{\[([^\]]*)\]\})?/g)) {
        for (let name: string | null = m[1]; name; name = entryByName(name)?.builtOn ?? null) swept.add(name);
        for (const a of (m[2] ?? '').matchAll(/'([^']+)'/g)) swept.add(a[1]);
      }
    }
    expect(swept.size).toBeGreaterThan(5);
    const missing = [...swept].filter((name) => !NODE_REFERENCE.points.some((p) => p.rung === name));
    expect(missing, `run npm run ladder:reference -- --rungs ${missing.join(',')}`).toEqual([]);
  });
});

describe.each(STEPPERS.map((r) => [r.name, r] as const))('%s keeps the interface', (name, entry) => {
  it('starts from the shared start state, in start order', () => {
    const r = entry.create(N, 5), s = startOf(entry, N, 5), b = boidsOf(r);
    expect(r.name).toBe(name);
    expect(r.count).toBe(N);
    expect(r.time).toBe(0);
    expect(r.steps).toBe(0);
    expect(r.boundaryRadius).toBeCloseTo(s.radius, 12);
    // A rung that computes in float32 starts from the shared start rounded to float32.
    const round = entry.float32 ? Math.fround : (v: number) => v, at = (a: Float64Array) => a.map(round);
    expect(maxDifference(b, { x: at(s.x), y: at(s.y), vx: at(s.vx), vy: at(s.vy) })).toBe(0);
    if (s.z) {
      const z = new Float64Array(N), vz = new Float64Array(N);
      r.readZ!(z, vz);
      expect(Array.from(z)).toEqual(Array.from(s.z.z));
      expect(Array.from(vz)).toEqual(Array.from(s.z.vz));
    }
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
    const b = boidsOf(r), z = new Float64Array(N), vz = new Float64Array(N);
    r.readZ?.(z, vz);
    for (let i = 0; i < N; i++) {
      expect(Number.isFinite(b.x[i]) && Number.isFinite(b.y[i]) && Number.isFinite(z[i])).toBe(true);
      // float32 rounds the clamped speed to within about 6e-8 of v_max.
      expect(Math.hypot(b.vx[i], b.vy[i], vz[i])).toBeLessThanOrEqual(MAX_SPEED * (1 + (entry.float32 ? 1e-6 : 1e-12)));
    }
  });

  it('is deterministic: the same seed gives the same flock; another seed another', () => {
    const a = boidsOf(stepTimes(entry.create(N, 9), 40)), b = boidsOf(stepTimes(entry.create(N, 9), 40));
    expect(maxDifference(a, b)).toBe(0);
    expect(maxDifference(a, boidsOf(stepTimes(entry.create(N, 10), 40)))).toBeGreaterThan(1);
  });

  it('counts the boids it updated: those whose tick slot is this frame', () => {
    const r = entry.create(N, 5), s = startOf(entry, N, 5), frames = tickFrames(r.settings.tick);
    for (let f = 0; f < 12; f++) {
      let due = 0;
      for (let i = 0; i < N; i++) if (tickSlot(s.phase[i], frames, r.settings.randomPhase) === f % frames) due++;
      r.step();
      expect(r.counters.updated, `frame ${f}`).toBe(due);
      expect(r.counters.neighbours).toBeLessThanOrEqual(r.counters.candidates);
    }
  });

  it('answers a neighbour query: other boids within R, ascending, capped at maxBoids − 1', () => {
    const r = stepTimes(entry.create(N, 5), 30), b = boidsOf(r), cap = r.settings.maxBoids, R = startOf(entry, N, 5).R;
    const z = new Float64Array(N), vz = new Float64Array(N);
    r.readZ?.(z, vz);
    for (const k of [0, 17, N - 1]) {
      const ids = r.neighbourIds(k);
      expect(ids).toEqual([...ids].sort((p, q) => p - q));
      expect(ids).not.toContain(k);
      for (const j of ids) expect(Math.hypot(b.x[j] - b.x[k], b.y[j] - b.y[k], z[j] - z[k])).toBeLessThan(R);
      if (entry.knobs.includes('maxBoids') && cap > 0) expect(ids.length).toBeLessThanOrEqual(cap - 1);
    }
    // Asking does not change the flock or the counters of the last step.
    const before = { ...r.counters };
    r.neighbourIds(3);
    expect(r.counters).toEqual(before);
    expect(maxDifference(boidsOf(r), b)).toBe(0);
  });
});
