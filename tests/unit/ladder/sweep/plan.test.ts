/**
 * The sweep's driver with a fake clock: a fake rung's step advances the clock by its cost, so every timing is exact
 * and nothing here depends on the machine.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, growthFactor, median, sweep, type SweepEvent, type SweepOptions, type SweepPoint } from '../../../../src/lib/ladder/sweep/plan';
import { STEPPERS } from '../../../../src/lib/ladder';

/** Rungs whose step costs cost(n) ms of fake time; every step started is logged with its cost. */
function fakeLab(costs: Record<string, (n: number) => number>) {
  let clock = 0;
  const started: { rung: string; n: number; ms: number }[] = [];
  const built: { rung: string; n: number }[] = [];
  const options = {
    now: () => clock,
    make: (rung: string, n: number) => {
      built.push({ rung, n });
      clock += 1000; // building takes (fake) time, which must not count
      return { step: () => { const ms = costs[rung](n); started.push({ rung, n, ms }); clock += ms; } };
    },
    search: (rung: string) => (rung.startsWith('grid') ? 'grid' as const : 'all-pairs' as const)
  };
  return { options, started, built, elapsed: () => clock };
}

const points = (events: SweepEvent[]) => events.flatMap((e) => (e.type === 'point' ? [e.point] : []));
const of = (ps: SweepPoint[], rung: string) => ps.filter((p) => p.rung === rung);

describe('the sweep plan', () => {
  it('times each (rung, N) within its budget and reports the ms per step', () => {
    const lab = fakeLab({ grid: (n) => 1e-3 * n });
    const ev = [...sweep({ ...lab.options, rungs: ['grid'], sizes: [1000, 10000], budgetMs: 200, warmSteps: 3 })];
    const ps = points(ev);
    expect(ps.map((p) => [p.n, p.status, p.ms])).toEqual([[1000, 'measured', 1], [10000, 'measured', 10]]);
    // 200 ms of budget at 10 ms a step: the warm-up (≤ a quarter) and the timed steps together stay near it.
    const at10k = lab.started.filter((s) => s.n === 10000);
    expect(at10k.length * 10).toBeGreaterThanOrEqual(200);
    expect(at10k.length * 10).toBeLessThanOrEqual(200 + 10 * 4);
    expect(ps[1].steps).toBeLessThan(at10k.length); // warm-up not counted
    expect(ev.at(-1)).toEqual({ type: 'done', fraction: 1 });
  });

  it('stops at maxSteps when steps are cheap, timing them in batches a coarse clock can see', () => {
    const lab = fakeLab({ grid: () => 0.01 });
    const [p] = points([...sweep({ ...lab.options, rungs: ['grid'], sizes: [100], budgetMs: 1e6, maxSteps: 500, minSampleMs: 1 })]);
    expect(p.steps).toBe(500);
    expect(p.ms).toBeCloseTo(0.01, 12);
    expect(p.meanMs).toBeCloseTo(0.01, 12);
  });

  it('after a step longer than the budget, skips every larger N with an estimate instead of running it', () => {
    const lab = fakeLab({ pairs: (n) => 4e-6 * n * n, grid: (n) => 1e-3 * n });
    const ps = points([...sweep({ ...lab.options, rungs: ['pairs', 'grid'], sizes: [1000, 2000, 10000, 20000], budgetMs: 100, capMs: 1e9 })]);
    // pairs: 4 ms at 1k, 16 ms at 2k, 400 ms at 10k (one step, over the budget), then skipped at 20k (est. 1600 ms).
    expect(of(ps, 'pairs').map((p) => p.status)).toEqual(['measured', 'measured', 'measured', 'skipped']);
    expect(of(ps, 'pairs')[2]).toMatchObject({ ms: 400, steps: 1 });
    expect(of(ps, 'pairs')[3].estimateMs).toBeCloseTo(1600, 6);
    expect(lab.started.some((s) => s.rung === 'pairs' && s.n === 20000)).toBe(false);
    expect(lab.built.some((s) => s.rung === 'pairs' && s.n === 20000)).toBe(false);
    expect(of(ps, 'grid').every((p) => p.status === 'measured')).toBe(true);
  });

  it('a first step slowed by one-off work gets a second step, and is not taken for the step’s time', () => {
    // The sorted grid's first step at 200k sorts every boid into its cell: seconds, against 20–50 ms a step after it.
    const firsts = new Set<number>();
    const lab = fakeLab({ grid: (n) => (firsts.has(n) ? 1e-4 * n : (firsts.add(n), 2000)) });
    const [p] = points([...sweep({ ...lab.options, rungs: ['grid'], sizes: [200_000], budgetMs: 400, capMs: 1e9 })]);
    expect(p.status).toBe('measured');
    expect(p.ms).toBe(20);
    // The slow first, the second that decides, and (the budget being spent) one timed step.
    expect(lab.started.filter((s) => s.n === 200_000).map((s) => s.ms)).toEqual([2000, 20, 20]);
    // A rung that is slow on every step is measured by the faster of its two steps, and no third is started.
    const slow = fakeLab({ grid: () => 600 });
    const [q] = points([...sweep({ ...slow.options, rungs: ['grid'], sizes: [1000], budgetMs: 400, capMs: 1e9 })]);
    expect(q).toMatchObject({ ms: 600, steps: 1 });
    expect(slow.started).toHaveLength(2);
  });

  it('never starts a step predicted over the cap: rung-0-like costs over the default sizes', () => {
    // ~0.3 s a step at 10k, ~30 s at 100k, as rung 0 in a browser.
    const lab = fakeLab({ naive: (n) => 3e-6 * n * n, grid: (n) => 2e-4 * n });
    const capMs = 2500;
    const ps = points([...sweep({ ...lab.options, rungs: ['naive', 'grid'], capMs, budgetMs: 400 })]);
    expect(Math.max(...lab.started.map((s) => s.ms))).toBeLessThanOrEqual(capMs);
    const naive = of(ps, 'naive');
    expect(naive.find((p) => p.n === 100000)).toMatchObject({ status: 'skipped', ms: null });
    expect(naive.find((p) => p.n === 100000)!.estimateMs).toBeCloseTo(30000, 0);
    expect(naive.find((p) => p.n === 10000)!.status).toBe('measured');
    // Every skipped point carries its estimate; the grid runs everywhere.
    expect(naive.filter((p) => p.status === 'skipped').every((p) => p.estimateMs! > 0)).toBe(true);
    expect(of(ps, 'grid')).toHaveLength(DEFAULT_SIZES.length);
    expect(of(ps, 'grid').every((p) => p.status === 'measured')).toBe(true);
  });

  it('skips on the estimate alone: a size whose step is predicted over the cap is never built', () => {
    const lab = fakeLab({ naive: (n) => 1e-5 * n * n });
    // 10 ms at 1k (under the budget), estimated 1000 ms at 10k: over a cap of 500.
    const ps = points([...sweep({ ...lab.options, rungs: ['naive'], sizes: [1000, 10000], budgetMs: 1000, capMs: 500 })]);
    expect(ps[1]).toMatchObject({ status: 'skipped', n: 10000 });
    expect(ps[1].estimateMs).toBeCloseTo(1000, 6);
    expect(lab.built.map((b) => b.n)).toEqual([1000]);
  });

  it('a large first size is predicted from a probe at a small one, so even the first step is never a blind 50 s', () => {
    const lab = fakeLab({ naive: (n) => 5e-6 * n * n });
    const ps = points([...sweep({ ...lab.options, rungs: ['naive'], sizes: [100000], capMs: 3000, probeN: 1000 })]);
    expect(ps[0]).toMatchObject({ status: 'skipped', n: 100000 });
    expect(lab.started.every((s) => s.n === 1000)).toBe(true);
  });

  it('reports progress that only grows, from 0 to 1, with a start before each point it runs', () => {
    const lab = fakeLab({ naive: (n) => 3e-6 * n * n, grid: (n) => 2e-4 * n });
    const ev = [...sweep({ ...lab.options, rungs: ['naive', 'grid'], budgetMs: 50 })];
    const fr = ev.map((e) => e.fraction);
    expect(fr[0]).toBe(0);
    expect(fr.at(-1)).toBe(1);
    for (let k = 1; k < fr.length; k++) expect(fr[k]).toBeGreaterThanOrEqual(fr[k - 1]);
    expect(points(ev)).toHaveLength(2 * DEFAULT_SIZES.length);
    ev.forEach((e, k) => {
      if (e.type === 'point' && e.point.status === 'measured') expect(ev[k - 1]).toMatchObject({ type: 'start', rung: e.point.rung, n: e.point.n });
    });
  });

  it('cancel: a consumer that stops iterating stops the work, keeping the points so far', () => {
    const lab = fakeLab({ grid: (n) => 1e-3 * n });
    const gen = sweep({ ...lab.options, rungs: ['grid'], budgetMs: 20 });
    const got: SweepPoint[] = [];
    for (const e of gen) {
      if (e.type === 'point') got.push(e.point);
      if (got.length === 3) break; // for…of calls gen.return()
    }
    const stepsThen = lab.started.length;
    expect(gen.next()).toEqual({ done: true, value: undefined });
    expect(lab.started.length).toBe(stepsThen);
    expect(got.map((p) => p.n)).toEqual([100, 200, 500]);
  });

  it('the building of a rung is not timed', () => {
    const lab = fakeLab({ grid: () => 2 });
    const [p] = points([...sweep({ ...lab.options, rungs: ['grid'], sizes: [100], budgetMs: 40 })]);
    expect(p.ms).toBe(2); // the fake build adds 1000 ms to the clock
  });

  it('grows estimates as the catalogue says each search grows', () => {
    expect(growthFactor('all-pairs', 1000, 10000)).toBeCloseTo(100, 12);
    expect(growthFactor('grid', 1000, 10000)).toBeCloseTo(10, 12);
    expect(growthFactor('tree', 1000, 10000)).toBeCloseTo(10 * 4 / 3, 12);
    expect(new Set(STEPPERS.map((r) => r.search))).toEqual(new Set(['all-pairs', 'grid', 'tree']));
    expect(median([3, 1, 2])).toBe(2);
    expect(median(Float64Array.of(4, 1, 3, 2, 99), 4)).toBe(2.5);
  });

  it('options given as undefined keep their defaults', () => {
    const lab = fakeLab({ grid: () => 1 });
    const o: SweepOptions = { ...lab.options, rungs: ['grid'], sizes: [100], budgetMs: undefined, capMs: undefined };
    const [p] = points([...sweep(o)]);
    expect(p.status).toBe('measured');
    expect(p.steps).toBeGreaterThan(100); // 400 ms default budget at 1 ms a step
  });
});

describe('the warm-up', () => {
  it('cheap steps warm up for a tenth of the budget (so the JIT has compiled them), not just warmSteps', () => {
    const lab = fakeLab({ grid: () => 0.01 });
    const [p] = points([...sweep({ ...lab.options, rungs: ['grid'], sizes: [100], budgetMs: 100, maxSteps: 1e6, warmSteps: 3 })]);
    const warm = lab.started.length - p.steps;
    expect(warm * 0.01).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(warm * 0.01).toBeLessThanOrEqual(25 + 1e-9);
  });

  it('no warm-up when one step is predicted to take a quarter of the budget', () => {
    const lab = fakeLab({ naive: (n) => 1e-4 * n * n });
    // 100 ms at 1k; estimated 400 ms at 2k with a budget of 500: straight to the timed steps.
    const ps = points([...sweep({ ...lab.options, rungs: ['naive'], sizes: [1000, 2000], budgetMs: 500 })]);
    const at2k = lab.started.filter((s) => s.n === 2000).length;
    expect(ps[1].steps).toBe(at2k);
  });
});

describe('a coarse clock', () => {
  it('batches too short for the clock count in the mean, not the median', () => {
    // A clock with 0.1 ms ticks (a browser without cross-origin isolation) and 0.004 ms steps.
    let t = 0;
    const now = () => Math.floor(t / 0.1) * 0.1;
    const [p] = points([...sweep({ rungs: ['grid'], sizes: [100], budgetMs: 50, warmSteps: 1, minSampleMs: 2, now, make: () => ({ step: () => { t += 0.004; } }) })]);
    expect(p.ms!).toBeGreaterThan(0.004 * 0.9);
    expect(p.ms!).toBeLessThan(0.004 * 1.1);
  });
});
