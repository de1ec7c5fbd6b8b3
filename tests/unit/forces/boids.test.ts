import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeForceContext, type ContextOptions } from './forceContext';
import type { AgentInit } from '../../../src/lib/engine/state';
import { makeWorld, wrapDelta } from '../../../src/lib/engine/geometry/world';
import { Random } from '../../../src/lib/engine/random';
import { resolveParams, isChoice, type ParamValues } from '../../../src/lib/engine/params';
import { PALETTE, type Force, type ForceContext } from '../../../src/lib/engine/forces/force';
import {
  BOIDS_FORCES,
  cohesionB,
  separationB,
  alignmentB,
  softBoundaryB,
  separation,
  alignment,
  cohesion,
  headingNoise,
  vicsekAlignment
} from '../../../src/lib/engine/forces/boids/index';

const makeCtx = (agents: AgentInit[], o: ContextOptions = {}): ForceContext => makeForceContext(agents, o);

function clear(ctx: ForceContext): void {
  const s = ctx.state;
  s.ax.fill(0); s.ay.fill(0); s.ux.fill(0); s.uy.fill(0);
}

/** Clears the accumulators and applies one force with its defaults overlaid by `given` (validated). */
function run(f: Force, ctx: ForceContext, given: Record<string, unknown> = {}): ParamValues {
  clear(ctx);
  const p = resolveParams(f.name, f.params, given);
  f.apply(ctx, p, f.initialize?.());
  return p;
}

const EPS = 1e-12;

describe('declarations', () => {
  it('names are unique, colours come from the palette, defaults are in range', () => {
    const names = BOIDS_FORCES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const palette = Object.values(PALETTE) as string[];
    for (const f of BOIDS_FORCES) {
      expect(f.family).toBe('boids');
      expect(palette).toContain(f.colour);
      for (const p of f.params) {
        expect(isChoice(p)).toBe(false);
        if (!isChoice(p)) {
          expect(p.min).toBeLessThanOrEqual(p.default);
          expect(p.default).toBeLessThanOrEqual(p.max);
          expect(p.meaning.length).toBeGreaterThan(10);
        }
      }
      expect(() => resolveParams(f.name, f.params, {})).not.toThrow();
    }
    expect(separation.colour).toBe(PALETTE.vermillion);
    expect(separationB.colour).toBe(PALETTE.vermillion);
    expect(alignment.colour).toBe(PALETTE.blue);
    expect(cohesion.colour).toBe(PALETTE.purple);
    expect(cohesionB.colour).toBe(PALETTE.purple);
  });

  it('defaults are the article B naive values and the yardstick workload', () => {
    const d = (f: Force) => resolveParams(f.name, f.params, {});
    expect(d(cohesionB)).toEqual({ weight: 1, radius: 10, maxNeighbours: 0 });
    expect(d(separationB)).toEqual({ weight: 10, radius: 5, squared: 0, maxNeighbours: 0 });
    expect(d(alignmentB)).toEqual({ weight: 1.5, radius: 10, maxNeighbours: 0 });
    expect(d(softBoundaryB)).toEqual({ cx: 0, cy: 0, radius: 25, strength: 1, linear: 0 });
    expect(d(separation)).toEqual({ weight: 0.05, radius: 0.5, fov: 360, maxForce: 0, topological: 0 });
    expect(d(alignment)).toEqual({ weight: 0.8, radius: 1, fov: 360, maxForce: 0, topological: 0 });
    expect(d(cohesion)).toEqual({ weight: 0.5, radius: 1, fov: 360, maxForce: 0, topological: 0 });
    expect(d(headingNoise)).toEqual({ eta: 0.5 });
    expect(d(vicsekAlignment)).toEqual({ r: 1, eta: 0 });
  });

  it('radius() follows the parameters; forces without neighbours need none', () => {
    expect(cohesionB.radius!(resolveParams('c', cohesionB.params, { radius: 7 }))).toBe(7);
    expect(separationB.radius!(resolveParams('s', separationB.params, {}))).toBe(5);
    expect(separation.radius!(resolveParams('s', separation.params, {}))).toBe(0.5);
    expect(vicsekAlignment.radius!(resolveParams('v', vicsekAlignment.params, { r: 2 }))).toBe(2);
    expect(softBoundaryB.radius!(resolveParams('b', softBoundaryB.params, {}))).toBe(0);
    expect(headingNoise.radius!(resolveParams('h', headingNoise.params, {}))).toBe(0);
  });

  it('integer switches reject non-integers', () => {
    expect(() => resolveParams('separationB', separationB.params, { squared: 0.5 })).toThrow(/squared/);
    expect(() => resolveParams('cohesionB', cohesionB.params, { maxNeighbours: 2.5 })).toThrow(/maxNeighbours/);
  });
});

describe('article B velocity rules', () => {
  // A at the origin; B and C within R_c = 10 (B also within d_s = 5, C at exactly 6 is not); D far away.
  const fixture = (): AgentInit[] => [
    { x: 0, y: 0, vx: 1, vy: 0 },
    { x: 4, y: 0, vx: 0, vy: 2 },
    { x: 0, y: 6, vx: 3, vy: 3 },
    { x: 50, y: 50, vx: -7, vy: 1 }
  ];

  it('cohesionB: mean position including the boid itself, minus its own position', () => {
    const ctx = makeCtx(fixture());
    run(cohesionB, ctx);
    // mean of (0,0), (4,0), (0,6) is (4/3, 2)
    expect(ctx.state.ux[0]).toBeCloseTo(4 / 3, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(2, 12);
    // B: neighbours A (d 4) and C (d √52 ≈ 7.2): mean (4/3, 2) − (4, 0)
    expect(ctx.state.ux[1]).toBeCloseTo(4 / 3 - 4, 12);
    expect(ctx.state.uy[1]).toBeCloseTo(2, 12);
    // D is alone: only itself in the mean, so nothing
    expect(ctx.state.ux[3]).toBe(0);
    expect(ctx.state.uy[3]).toBe(0);
    expect(ctx.state.ax[0]).toBe(0); // velocity channel only
    run(cohesionB, ctx, { weight: 2.5 });
    expect(ctx.state.ux[0]).toBeCloseTo(2.5 * (4 / 3), 12);
  });

  it('cohesionB is clamped to maxSpeed before weighting', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 60, y: 0 }], { cutoff: 100 });
    run(cohesionB, ctx, { radius: 50 }); // 60 > 50: not neighbours
    expect(ctx.state.ux[0]).toBe(0);
    const ctx2 = makeCtx([{ x: 0, y: 0 }, { x: 32, y: 24 }], { cutoff: 100 });
    run(cohesionB, ctx2, { radius: 45, weight: 2 }); // offset (16, 12), length 20 → clamped to 15: (12, 9)
    expect(ctx2.state.ux[0]).toBeCloseTo(24, 12);
    expect(ctx2.state.uy[0]).toBeCloseTo(18, 12);
    expect(ctx2.state.ux[1]).toBeCloseTo(-24, 12);
  });

  it('cohesionB neighbour cap: itself first, then list order, divisor min(count, cap)', () => {
    const ctx = makeCtx(fixture());
    run(cohesionB, ctx, { maxNeighbours: 2 }); // itself + B: mean (2, 0)
    expect(ctx.state.ux[0]).toBeCloseTo(2, 12);
    expect(ctx.state.uy[0]).toBe(0);
    run(cohesionB, ctx, { maxNeighbours: 1 }); // only itself
    expect(ctx.state.ux[0]).toBe(0);
    run(cohesionB, ctx, { maxNeighbours: 10 }); // cap above the count: same as no cap
    expect(ctx.state.ux[0]).toBeCloseTo(4 / 3, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(2, 12);
  });

  it('alignmentB: mean velocity including its own, clamped, weighted by 1.5', () => {
    const ctx = makeCtx(fixture());
    run(alignmentB, ctx);
    // (1,0) + (0,2) + (3,3) = (4, 5), / 3, × 1.5
    expect(ctx.state.ux[0]).toBeCloseTo(2, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(2.5, 12);
    // D alone keeps 1.5 × its own velocity
    expect(ctx.state.ux[3]).toBeCloseTo(-10.5, 12);
    expect(ctx.state.uy[3]).toBeCloseTo(1.5, 12);
    run(alignmentB, ctx, { maxNeighbours: 2 }); // itself + B: (0.5, 1) × 1.5
    expect(ctx.state.ux[0]).toBeCloseTo(0.75, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(1.5, 12);

    const fast = makeCtx([{ x: 0, y: 0, vx: 20, vy: 0 }, { x: 1, y: 0, vx: 0, vy: 20 }]);
    run(alignmentB, fast, { weight: 1 }); // mean (10, 10), |·| = 14.14 < 15: not clamped
    expect(fast.state.ux[0]).toBeCloseTo(10, 12);
    const faster = makeCtx([{ x: 0, y: 0, vx: 30, vy: 0 }, { x: 1, y: 0, vx: 30, vy: 0 }]);
    run(alignmentB, faster); // mean (30, 0) → clamped to 15, × 1.5
    expect(faster.state.ux[0]).toBeCloseTo(22.5, 12);
    expect(faster.state.uy[0]).toBe(0);
  });

  it('separationB: mean of unit vectors away from neighbours closer than d_s, weighted by 10', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 0, y: 4 }, { x: 6, y: 0 }]);
    run(separationB, ctx);
    // A: away from B (−1, 0), away from C (0, −1); D at 6 > 5 is ignored; mean (−½, −½) × 10
    expect(ctx.state.ux[0]).toBeCloseTo(-5, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(-5, 12);
    // B at (3,0): away from A (+1, 0) and from D (−1, 0) cancel; C at exactly 5 is not closer than d_s
    expect(ctx.state.ux[1]).toBeCloseTo(0, 12);
    expect(ctx.state.uy[1]).toBe(0);
    // C at (0,4): only A (d 4) is closer than 5: (0, +1) × 10 / 1
    expect(ctx.state.ux[2]).toBeCloseTo(0, 12);
    expect(ctx.state.uy[2]).toBeCloseTo(10, 12);
    run(separationB, ctx, { squared: 1 }); // (−1/3, 0) and (0, −1/4), mean, × 10
    expect(ctx.state.ux[0]).toBeCloseTo(-10 / 6, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(-10 / 8, 12);
    run(separationB, ctx, { maxNeighbours: 1 }); // only B (first in list order): (−1, 0) × 10
    expect(ctx.state.ux[0]).toBeCloseTo(-10, 12);
    expect(ctx.state.uy[0]).toBe(0);
  });

  it('separationB squared variant is clamped to maxSpeed; coincident boids are skipped', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 0.01, y: 0 }, { x: 0, y: 0 }]);
    run(separationB, ctx, { squared: 1, weight: 1 });
    // for A: B gives (−100, 0), the coincident boid is skipped → mean (−100, 0) → clamped to 15
    expect(ctx.state.ux[0]).toBeCloseTo(-15, 12);
    expect(ctx.state.uy[0]).toBe(0);
    expect(Number.isFinite(ctx.state.ux[2])).toBe(true);
    run(separationB, ctx, { squared: 0, weight: 1 }); // unit vectors: mean (−1, 0), no clamp needed
    expect(ctx.state.ux[0]).toBeCloseTo(-1, 12);
  });

  it('agents whose rule timer is not due get nothing from any velocity rule', () => {
    for (const f of [cohesionB, separationB, alignmentB, vicsekAlignment]) {
      const ctx = makeCtx(fixture());
      ctx.due[0] = 0;
      run(f, ctx, f === vicsekAlignment ? { r: 10 } : {});
      expect(ctx.state.ux[0]).toBe(0);
      expect(ctx.state.uy[0]).toBe(0);
      expect(Math.abs(ctx.state.ux[1]) + Math.abs(ctx.state.uy[1])).toBeGreaterThan(0);
    }
  });

  it('the rules add into u: the naive article velocity is their weighted sum', () => {
    const ctx = makeCtx(fixture());
    clear(ctx);
    for (const f of [cohesionB, separationB, alignmentB]) f.apply(ctx, resolveParams(f.name, f.params, {}));
    // A: cohesion (4/3, 2) + 10 × (−1, 0) [only B within 5] + (2, 2.5)
    expect(ctx.state.ux[0]).toBeCloseTo(4 / 3 - 10 + 2, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(2 + 0 + 2.5, 12);
  });
});

describe('softBoundaryB', () => {
  it('outside the radius one explicit step changes v by exactly −s·n̂; inside nothing', () => {
    const ctx = makeCtx([{ x: 30, y: 40, vx: 1, vy: 2 }, { x: 3, y: 4, vx: 1, vy: 2 }, { x: -25, y: 0 }], { dt: 0.05 });
    run(softBoundaryB, ctx);
    const { ax, ay } = ctx.state;
    expect(1 + ax[0] * ctx.dt).toBeCloseTo(1 - 0.6, 12);
    expect(2 + ay[0] * ctx.dt).toBeCloseTo(2 - 0.8, 12);
    expect(ax[1]).toBe(0);
    expect(ay[1]).toBe(0);
    expect(ax[2]).toBe(0); // on the circle is not outside
  });

  it('custom centre and strength', () => {
    const ctx = makeCtx([{ x: 30, y: 40 }], { dt: 0.2 });
    run(softBoundaryB, ctx, { strength: 2, cx: 30, cy: 0, radius: 10 }); // offset (0, 40)
    expect(ctx.state.ax[0] * ctx.dt).toBeCloseTo(0, 12);
    expect(ctx.state.ay[0] * ctx.dt).toBeCloseTo(-2, 12);
  });

  it('linear variant pulls −s(x − c)/R on every boid, inside too', () => {
    const ctx = makeCtx([{ x: 3, y: 4 }, { x: 50, y: 0 }], { dt: 0.1 });
    run(softBoundaryB, ctx, { linear: 1 });
    expect(ctx.state.ax[0] * ctx.dt).toBeCloseTo(-3 / 25, 12);
    expect(ctx.state.ay[0] * ctx.dt).toBeCloseTo(-4 / 25, 12);
    expect(ctx.state.ax[1] * ctx.dt).toBeCloseTo(-2, 12);
  });
});

describe('Reynolds steering', () => {
  it('separation: w_s (x_i − x_j)/d² within R_s, Newton’s third law on a pair', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 0.2, y: 0 }, { x: 5, y: 5 }, { x: 5.3, y: 5.4 }], { cutoff: 1 });
    run(separation, ctx);
    // d = 0.2: 0.05 × 0.2 / 0.04 = 0.25 away
    expect(ctx.state.ax[0]).toBeCloseTo(-0.25, 12);
    expect(ctx.state.ay[0]).toBe(0);
    expect(ctx.state.ax[1]).toBeCloseTo(0.25, 12);
    // d = 0.5 is not closer than R_s = 0.5
    expect(ctx.state.ax[2]).toBe(0);
    run(separation, ctx, { radius: 0.6 }); // now counted: 0.05 × (−0.3, −0.4) / 0.25
    expect(ctx.state.ax[2]).toBeCloseTo(-0.06, 12);
    expect(ctx.state.ay[2]).toBeCloseTo(-0.08, 12);
    expect(ctx.state.ax[3]).toBeCloseTo(-ctx.state.ax[2], 15);
    expect(ctx.state.ay[3]).toBeCloseTo(-ctx.state.ay[2], 15);
    expect(ctx.state.ux[0]).toBe(0); // acceleration channel only
  });

  it('separation is a plain sum (not divided by the count)', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 0.2, y: 0 }, { x: 0, y: 0.4 }], { cutoff: 1 });
    run(separation, ctx);
    expect(ctx.state.ax[0]).toBeCloseTo(-0.25, 12);
    expect(ctx.state.ay[0]).toBeCloseTo(-0.125, 12);
  });

  it('maxForce clamps a rule’s acceleration magnitude, 0 leaves it unlimited', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 0.03, y: 0.04 }], { cutoff: 1 });
    run(separation, ctx); // 0.05 × 0.05 / 0.0025 = 1
    expect(Math.hypot(ctx.state.ax[0], ctx.state.ay[0])).toBeCloseTo(1, 12);
    run(separation, ctx, { maxForce: 0.1 });
    expect(ctx.state.ax[0]).toBeCloseTo(-0.06, 12);
    expect(ctx.state.ay[0]).toBeCloseTo(-0.08, 12);
    run(cohesion, ctx, { weight: 10, maxForce: 0.2 }); // 10 × 0.05 = 0.5 → 0.2
    expect(Math.hypot(ctx.state.ax[0], ctx.state.ay[0])).toBeCloseTo(0.2, 12);
    // Alignment: A at rest, B moving at (3, 4): A is steered by 0.8 × (3, 4) = (2.4, 3.2), |·| = 4, and B by the opposite.
    const moving = makeCtx([{ x: 0, y: 0 }, { x: 0.03, y: 0.04, vx: 3, vy: 4 }], { cutoff: 1 });
    run(alignment, moving, { maxForce: 0 }); // 0: unlimited
    expect(moving.state.ax[0]).toBeCloseTo(2.4, 12);
    expect(moving.state.ay[0]).toBeCloseTo(3.2, 12);
    run(alignment, moving, { maxForce: 5 }); // 4 < 5: untouched
    expect(moving.state.ax[0]).toBeCloseTo(2.4, 12);
    expect(moving.state.ay[1]).toBeCloseTo(-3.2, 12);
    run(alignment, moving, { maxForce: 1 }); // 4 → 1, direction kept: (0.6, 0.8) and (−0.6, −0.8)
    expect(moving.state.ax[0]).toBeCloseTo(0.6, 12);
    expect(moving.state.ay[0]).toBeCloseTo(0.8, 12);
    expect(moving.state.ax[1]).toBeCloseTo(-0.6, 12);
    expect(moving.state.ay[1]).toBeCloseTo(-0.8, 12);
  });

  it('alignment: w_a (mean v_j − v_i) over neighbours within R, itself excluded; nothing when alone', () => {
    const ctx = makeCtx([
      { x: 0, y: 0, vx: 0.2, vy: 0 },
      { x: 0.5, y: 0, vx: 1, vy: 0 },
      { x: 0, y: 0.5, vx: 0, vy: 1 },
      { x: 3, y: 0, vx: 5, vy: 5 }
    ], { cutoff: 2 });
    run(alignment, ctx);
    // A: mean of B, C = (0.5, 0.5); minus (0.2, 0); × 0.8
    expect(ctx.state.ax[0]).toBeCloseTo(0.8 * 0.3, 12);
    expect(ctx.state.ay[0]).toBeCloseTo(0.8 * 0.5, 12);
    // B sees A (0.5) and C (0.707): mean (0.1, 0.5) − (1, 0)
    expect(ctx.state.ax[1]).toBeCloseTo(0.8 * (0.1 - 1), 12);
    expect(ctx.state.ay[1]).toBeCloseTo(0.8 * 0.5, 12);
    expect(ctx.state.ax[3]).toBe(0);
    expect(ctx.state.ay[3]).toBe(0);
  });

  it('cohesion: w_c (mean x_j − x_i) within R; the centre is found across a periodic edge', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 0.6, y: 0 }, { x: 0, y: 0.3 }, { x: 9, y: 9 }], { cutoff: 2 });
    run(cohesion, ctx);
    expect(ctx.state.ax[0]).toBeCloseTo(0.5 * 0.3, 12);
    expect(ctx.state.ay[0]).toBeCloseTo(0.5 * 0.15, 12);
    expect(ctx.state.ax[3]).toBe(0);
    const torus = makeCtx([{ x: 0.1, y: 5 }, { x: 9.7, y: 5 }], { cutoff: 2, world: makeWorld(10, 10, true) });
    run(cohesion, torus); // the neighbour is 0.4 to the left through the edge
    expect(torus.state.ax[0]).toBeCloseTo(-0.2, 12);
    expect(torus.state.ax[1]).toBeCloseTo(0.2, 12);
  });

  it('view cone: a neighbour behind is excluded, 360° sees all, an agent at rest sees all', () => {
    const agents = (vx: number): AgentInit[] => [
      { x: 0, y: 0, vx, vy: 0 },
      { x: 0.5, y: 0 }, // ahead
      { x: -0.25, y: 0 } // behind
    ];
    const ctx = makeCtx(agents(1), { cutoff: 2 });
    run(cohesion, ctx); // mean offset (0.125, 0)
    expect(ctx.state.ax[0]).toBeCloseTo(0.0625, 12);
    run(cohesion, ctx, { fov: 180 }); // only the one ahead
    expect(ctx.state.ax[0]).toBeCloseTo(0.25, 12);
    run(separation, ctx, { radius: 0.6 }); // both push: −0.05/0.5 + 0.05/0.25
    expect(ctx.state.ax[0]).toBeCloseTo(0.1, 12);
    run(separation, ctx, { radius: 0.6, fov: 180 }); // only the one ahead pushes (backward)
    expect(ctx.state.ax[0]).toBeCloseTo(-0.1, 12);
    run(alignment, ctx, { fov: 180 }); // only B, at rest: 0.8 × (0 − 1)
    expect(ctx.state.ax[0]).toBeCloseTo(-0.8, 12);
    const rest = makeCtx(agents(0), { cutoff: 2 });
    run(cohesion, rest, { fov: 10 });
    expect(rest.state.ax[0]).toBeCloseTo(0.0625, 12);
  });

  it('view cone angles: φ = 90° admits 34° but not 56°; φ = 270° admits 120° but not 150°', () => {
    const at = (deg: number): AgentInit => ({ x: 0.5 * Math.cos((deg * Math.PI) / 180), y: 0.5 * Math.sin((deg * Math.PI) / 180) });
    const count = (deg: number, fov: number): number => {
      const ctx = makeCtx([{ x: 0, y: 0, vx: 2, vy: 0 }, at(deg)], { cutoff: 2 });
      run(cohesion, ctx, { fov, weight: 1 });
      return ctx.state.ax[0] !== 0 || ctx.state.ay[0] !== 0 ? 1 : 0;
    };
    expect(count(34, 90)).toBe(1);
    expect(count(-34, 90)).toBe(1);
    expect(count(56, 90)).toBe(0);
    expect(count(120, 270)).toBe(1);
    expect(count(-120, 270)).toBe(1);
    expect(count(150, 270)).toBe(0);
    expect(count(179, 359)).toBe(1);
    expect(count(180, 350)).toBe(0);
    expect(count(0, 1)).toBe(1);
  });

  it('the three rules reproduce the yardstick workload’s arithmetic on a periodic box', () => {
    const N = 200, rho = 10 / Math.PI, L = Math.sqrt(N / rho), rng = new Random(7);
    const agents: AgentInit[] = [];
    for (let i = 0; i < N; i++) {
      const a = rng.uniform(0, 2 * Math.PI);
      agents.push({ x: rng.uniform(0, L), y: rng.uniform(0, L), vx: Math.cos(a), vy: Math.sin(a) });
    }
    const world = makeWorld(L, L, true);
    const ctx = makeCtx(agents, { cutoff: 1, world });
    clear(ctx);
    for (const f of [separation, alignment, cohesion]) f.apply(ctx, resolveParams(f.name, f.params, {}));
    const { x, y, vx, vy, ax, ay } = ctx.state;
    let maxErr = 0, withNeighbours = 0;
    for (let i = 0; i < N; i++) {
      let n = 0, cx = 0, cy = 0, sx = 0, sy = 0, spx = 0, spy = 0;
      for (let j = 0; j < N; j++) {
        const dx = wrapDelta(x[j] - x[i], L), dy = wrapDelta(y[j] - y[i], L), d2 = dx * dx + dy * dy;
        if (d2 < 1 && d2 > 0) {
          n++; cx += dx; cy += dy; sx += vx[j]; sy += vy[j];
          if (d2 < 0.25) { spx -= dx / d2; spy -= dy / d2; }
        }
      }
      let ex = 0, ey = 0;
      if (n > 0) {
        withNeighbours++;
        ex = (cx / n) * 0.5 + (sx / n - vx[i]) * 0.8 + spx * 0.05;
        ey = (cy / n) * 0.5 + (sy / n - vy[i]) * 0.8 + spy * 0.05;
      }
      maxErr = Math.max(maxErr, Math.abs(ax[i] - ex), Math.abs(ay[i] - ey));
    }
    expect(withNeighbours).toBeGreaterThan(N / 2);
    expect(maxErr).toBeLessThan(1e-9);
  });

  it('property: random flocks give finite accelerations and separation sums to zero (fov 360°)', () => {
    const coord = fc.integer({ min: 0, max: 40 }).map((k) => k * 0.05); // on a lattice: coincident boids happen
    const boid = fc.record({ x: coord, y: coord, vx: fc.double({ min: -2, max: 2, noNaN: true }), vy: fc.double({ min: -2, max: 2, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(boid, { minLength: 2, maxLength: 30 }), fc.integer({ min: 0, max: 360 }), (agents, fov) => {
        const ctx = makeCtx(agents, { cutoff: 1 });
        run(separation, ctx);
        let sx = 0, sy = 0, scale = 0;
        for (let i = 0; i < ctx.state.count; i++) {
          sx += ctx.state.ax[i]; sy += ctx.state.ay[i];
          scale += Math.abs(ctx.state.ax[i]) + Math.abs(ctx.state.ay[i]);
        }
        expect(Math.abs(sx)).toBeLessThanOrEqual(1e-12 * (1 + scale));
        expect(Math.abs(sy)).toBeLessThanOrEqual(1e-12 * (1 + scale));
        for (const f of [separation, alignment, cohesion]) {
          run(f, ctx, { fov });
          for (let i = 0; i < ctx.state.count; i++) {
            expect(Number.isFinite(ctx.state.ax[i]) && Number.isFinite(ctx.state.ay[i])).toBe(true);
          }
        }
        for (const f of [cohesionB, separationB, alignmentB, vicsekAlignment]) {
          run(f, ctx, f === separationB ? { squared: 1, radius: 0.5 } : f === vicsekAlignment ? { eta: 1 } : { radius: 1 });
          for (let i = 0; i < ctx.state.count; i++) {
            expect(Number.isFinite(ctx.state.ux[i]) && Number.isFinite(ctx.state.uy[i])).toBe(true);
          }
        }
      }),
      { numRuns: 200 }
    );
  });
});

describe('Vicsek model pieces', () => {
  it('vicsekAlignment: v_0 times the unit mean of unit headings, itself included', () => {
    const ctx = makeCtx([
      { x: 0, y: 0, vx: 2, vy: 0, v0: 1.5 },
      { x: 0.5, y: 0, vx: 0, vy: 0.1, v0: 0.5 },
      { x: 5, y: 5, vx: 0, vy: -3, v0: 0.03 }
    ], { cutoff: 2 });
    run(vicsekAlignment, ctx);
    const h = Math.SQRT1_2;
    expect(ctx.state.ux[0]).toBeCloseTo(1.5 * h, 12);
    expect(ctx.state.uy[0]).toBeCloseTo(1.5 * h, 12);
    expect(ctx.state.ux[1]).toBeCloseTo(0.5 * h, 12);
    expect(ctx.state.uy[1]).toBeCloseTo(0.5 * h, 12);
    expect(ctx.state.ux[2]).toBeCloseTo(0, 12);
    expect(ctx.state.uy[2]).toBeCloseTo(-0.03, 12);
  });

  it('vicsekAlignment: a particle at rest alone takes a random heading; noise keeps |u| = v_0 and is seeded', () => {
    const ctx = makeCtx([{ x: 0, y: 0, v0: 2 }], { cutoff: 1 });
    run(vicsekAlignment, ctx);
    expect(Math.hypot(ctx.state.ux[0], ctx.state.uy[0])).toBeCloseTo(2, 12);
    const noisy = (seed: number): number[] => {
      const c = makeCtx([{ x: 0, y: 0, vx: 1, vy: 0, v0: 1 }, { x: 0.3, y: 0, vx: 1, vy: 0, v0: 1 }], { cutoff: 1, seed });
      run(vicsekAlignment, c, { eta: 1 });
      for (let i = 0; i < 2; i++) {
        expect(Math.hypot(c.state.ux[i], c.state.uy[i])).toBeCloseTo(1, 12);
        expect(Math.abs(Math.atan2(c.state.uy[i], c.state.ux[i]))).toBeLessThanOrEqual(0.5);
      }
      return [c.state.ux[0], c.state.uy[0], c.state.ux[1], c.state.uy[1]];
    };
    expect(noisy(3)).toEqual(noisy(3));
    expect(noisy(3)).not.toEqual(noisy(4));
  });

  it('headingNoise: one explicit step turns v within ±η/2 and keeps the speed; same seed, same noise', () => {
    const agents: AgentInit[] = [];
    const src = new Random(11);
    for (let i = 0; i < 50; i++) agents.push({ x: i, y: 0, vx: src.uniform(-2, 2), vy: src.uniform(-2, 2) });
    agents.push({ x: 99, y: 0 }); // at rest stays at rest
    const step = (seed: number, eta: number): Float64Array => {
      const ctx = makeCtx(agents, { cutoff: 0, dt: 0.05, seed });
      run(headingNoise, ctx, { eta });
      const { vx, vy, ax, ay } = ctx.state, out = new Float64Array(2 * ctx.state.count);
      for (let i = 0; i < ctx.state.count; i++) {
        const nx = vx[i] + ax[i] * ctx.dt, ny = vy[i] + ay[i] * ctx.dt;
        expect(Math.hypot(nx, ny)).toBeCloseTo(Math.hypot(vx[i], vy[i]), 12);
        if (vx[i] !== 0 || vy[i] !== 0) {
          const turn = Math.atan2(vx[i] * ny - vy[i] * nx, vx[i] * nx + vy[i] * ny);
          expect(Math.abs(turn)).toBeLessThanOrEqual(eta / 2 + 1e-12);
        } else {
          expect(ax[i]).toBe(0);
          expect(ay[i]).toBe(0);
        }
        out[2 * i] = nx; out[2 * i + 1] = ny;
      }
      return out;
    };
    const a = step(5, 0.5);
    expect(step(5, 0.5)).toEqual(a);
    expect(step(6, 0.5)).not.toEqual(a);
    step(1, 2 * Math.PI);
    const still = makeCtx(agents, { cutoff: 0, seed: 5 });
    run(headingNoise, still, { eta: 0 });
    expect(still.state.ax.every((v) => Math.abs(v) < EPS)).toBe(true);
  });
});

describe('cruise', () => {
  it('relaxes speed toward v0 along the heading, without turning, and leaves a boid at rest alone', async () => {
    const { cruise } = await import('../../../src/lib/engine/forces/boids/cruise');
    const ctx = makeCtx([{ x: 0, y: 0, vx: 3, vy: 4, v0: 10 }, { x: 50, y: 50, v0: 10 }]);
    const s = ctx.state;
    s.ax.fill(0); s.ay.fill(0);
    cruise.apply(ctx, { tau: 2 });
    // speed 5, v0 10, tau 2: |a| = 2.5 along (0.6, 0.8)
    expect(s.ax[0]).toBeCloseTo(1.5, 12);
    expect(s.ay[0]).toBeCloseTo(2, 12);
    expect(s.ax[1]).toBe(0);
    expect(s.ay[1]).toBe(0);
  });
});
