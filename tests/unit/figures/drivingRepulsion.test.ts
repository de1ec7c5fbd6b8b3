/**
 * The driving-and-repulsion chapter's measures and the law its last section rests on: a symmetric repulsion
 * (anisotropy λ = 1) cancels in the sum over a crowd, so it cannot slow a one-way crowd down; λ < 1 leaves a push
 * against the walking direction.
 */
import { describe, expect, it } from 'vitest';
import { AgentState, type AgentInit } from '../../../src/lib/engine/state';
import { makeWorld } from '../../../src/lib/engine/geometry/world';
import { Walls } from '../../../src/lib/engine/geometry/walls';
import { NeighbourList } from '../../../src/lib/engine/neighbours/neighbourList';
import { buildAll } from '../../../src/lib/engine/neighbours/strategy';
import { allPairs } from '../../../src/lib/engine/neighbours/allPairs';
import { Random } from '../../../src/lib/engine/random';
import { defaultsOf } from '../../../src/lib/engine/params';
import type { ForceContext } from '../../../src/lib/engine/forces/force';
import { anisotropic } from '../../../src/lib/engine/forces/social';
import { DRIVING_REPULSION_MEASURES, DRIVING_REPULSION_WATCHES, repulsionPerKg } from '../../../src/lib/figures/drivingRepulsion';
import { NAMED_WATCHES, SWEEP_MEASURES } from '../../../src/lib/figures/sweepMeasures';
import { tries, views, comparisons } from '../../../content/06-driving-and-repulsion';
import { mergeConfigs } from '../../../src/lib/engine';

/** A column of walkers heading east along y = 0, with their stored heading e = (1, 0). */
function row(xs: number[]): ForceContext {
  const state = new AgentState();
  for (const x of xs) state.add({ x, y: 0.02 * x * x, vx: 1, vy: 0, radius: 0.3, mass: 80 } as AgentInit);
  for (let i = 0; i < state.count; i++) { state.ex[i] = 1; state.ey[i] = 0; }
  const world = makeWorld(100, 100, false), pairs = new NeighbourList();
  buildAll(allPairs(), state, world, 5, pairs);
  return {
    state, pairs, walls: new Walls([]), world, rng: new Random(1), seed: 1, tick: 0,
    time: 0, dt: 0.01, maxSpeed: Infinity, due: new Uint8Array(state.count), from: 0, to: state.count
  };
}

/** Sum of the anisotropic pushes over the walkers (per kg; equal masses). */
function totalPush(ctx: ForceContext, lambda: number): [number, number] {
  const s = ctx.state;
  s.ax.fill(0); s.ay.fill(0);
  anisotropic.apply(ctx, { ...defaultsOf(anisotropic.params), lambda }, anisotropic.initialize!());
  let x = 0, y = 0;
  for (let i = 0; i < s.count; i++) { x += s.ax[i]; y += s.ay[i]; }
  return [x, y];
}

describe('driving-and-repulsion measures', () => {
  it('are registered as named measures', () => {
    for (const name of Object.keys(DRIVING_REPULSION_WATCHES) as (keyof typeof DRIVING_REPULSION_WATCHES)[]) {
      expect(NAMED_WATCHES[name]).toBe(DRIVING_REPULSION_WATCHES[name]);
      expect(SWEEP_MEASURES[name]).toBeTypeOf('function');
      expect(DRIVING_REPULSION_MEASURES[name]).toBeTypeOf('function');
    }
  });

  it('timeTo95: a walker from rest reaches 95 % of v0 after 3τ, within a step', () => {
    const right = mergeConfigs(comparisons.turn.config, comparisons.turn.right);
    expect(Math.abs(DRIVING_REPULSION_MEASURES.timeTo95(right, 10) - 1.5)).toBeLessThanOrEqual(0.025 + 1e-9);
    expect(Math.abs(DRIVING_REPULSION_MEASURES.timeTo95(tries.tau1, 10) - 3)).toBeLessThanOrEqual(0.025 + 1e-9);
  });

  it('maxX: the walker starts at x = 0 and passes the corner at x = 8 m only with a slow relaxation', () => {
    expect(DRIVING_REPULSION_MEASURES.maxX(tries.tau02, 0)).toBeCloseTo(0, 2);
    expect(DRIVING_REPULSION_MEASURES.maxX(tries.tau02, 12)).toBeLessThan(8);
    expect(DRIVING_REPULSION_MEASURES.maxX(tries.tau1, 12)).toBeGreaterThan(8.5);
  });

  it('sidestepGap: refuses anything but two walkers, and is NaN when nobody steps aside', () => {
    expect(() => DRIVING_REPULSION_MEASURES.sidestepGap(views.corridor, 1)).toThrow(/two walkers/);
    const noRepulsion = mergeConfigs(views['head-on'], { forces: { personalSpaceA: { enabled: false } } });
    expect(DRIVING_REPULSION_MEASURES.sidestepGap(noRepulsion, 8)).toBeNaN();
  });
});

describe('anisotropy and Newton’s third law', () => {
  const xs = [0, 0.7, 1.3, 2.1, 2.6, 3.5];

  it('λ = 1: the pushes cancel in the sum over the crowd', () => {
    const [x, y] = totalPush(row(xs), 1);
    expect(Math.abs(x)).toBeLessThan(1e-9);
    expect(Math.abs(y)).toBeLessThan(1e-9);
  });

  it('λ < 1: what is left points against the walking direction, the more the smaller λ', () => {
    const half = totalPush(row(xs), 0.5)[0], tenth = totalPush(row(xs), 0.1)[0];
    expect(half).toBeLessThan(0);
    expect(tenth).toBeLessThan(half);
  });
});

describe('the chapter’s chart', () => {
  it('draws the three laws per kilogram with their published values at chosen distances', () => {
    const [a, hm, hfv] = repulsionPerKg();
    const at = (s: { data: { t: number[]; v: number[] } }, d: number) => s.data.v[s.data.t.findIndex((t) => Math.abs(t - d) < 1e-9)];
    expect(at(a, 0)).toBeCloseTo(2 * Math.E, 9); // article A at full overlap: e·s
    expect(at(hm, 0)).toBeCloseTo(7, 9); // V0/σ = 2.1/0.3
    expect(at(hfv, 0.76)).toBeCloseTo(25 * Math.exp(-2), 9); // A/m = 2000 N / 80 kg at touching (0.6 m), e² less 16 cm further
    expect(Math.max(...hfv.data.v)).toBeLessThan(8); // inside the chart's y range
  });
});
