import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { makeForceContext } from './forceContext';
import { GOAL_DIRECTION, GOAL_NONE, GOAL_POINT, type AgentInit } from '../../../src/lib/engine/state';
import type { Segment } from '../../../src/lib/engine/geometry/walls';
import { defaultsOf, isChoice, type ParamValues } from '../../../src/lib/engine/params';
import type { Force, ForceContext } from '../../../src/lib/engine/forces/force';
import {
  SOCIAL_FORCES, desiredDirection,
  drivingA, personalSpaceA, obstacleA, groupCohesionA, panicA,
  drivingHM, repulsionHM, wallHM, drivingHFV, contactHFV, wallHFV, anisotropic, noise
} from '../../../src/lib/engine/forces/social';

// ---------- fixtures ----------

const makeCtx = (agents: AgentInit[], walls: Segment[] = [], cutoff = 5, seed = 1): ForceContext =>
  makeForceContext(agents, { walls, cutoff, seed, dt: 0.01, maxSpeed: Infinity, due: false });

/** Clears the accumulators, applies f with its defaults overlaid by `over`, returns [ax, ay] per agent. */
function run(f: Force, ctx: ForceContext, over: ParamValues = {}): [number, number][] {
  const s = ctx.state;
  s.ax.fill(0); s.ay.fill(0);
  f.apply(ctx, { ...defaultsOf(f.params), ...over }, f.initialize?.());
  const out: [number, number][] = [];
  for (let i = 0; i < s.count; i++) out.push([s.ax[i], s.ay[i]]);
  return out;
}

const close = (a: number, b: number, tol = 1e-9) => expect(Math.abs(a - b)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(b)));
const len = (v: [number, number]) => Math.hypot(v[0], v[1]);

// ---------- declarations ----------

describe('social force declarations', () => {
  it('have unique names, valid defaults and finite radii', () => {
    const names = new Set<string>();
    for (const f of SOCIAL_FORCES as readonly Force[]) {
      expect(names.has(f.name)).toBe(false);
      names.add(f.name);
      expect(f.colour).toMatch(/^#[0-9A-F]{6}$/i);
      expect(f.tex.length).toBeGreaterThan(0);
      expect(f.channel ?? 'acceleration').toBe('acceleration');
      const keys = new Set<string>();
      for (const p of f.params) {
        expect(keys.has(p.key)).toBe(false);
        keys.add(p.key);
        if (isChoice(p)) continue;
        expect(p.default).toBeGreaterThanOrEqual(p.min);
        expect(p.default).toBeLessThanOrEqual(p.max);
        if (p.log) expect(p.min).toBeGreaterThan(0);
      }
      const r = f.radius ? f.radius(defaultsOf(f.params)) : 0;
      expect(Number.isFinite(r)).toBe(true);
    }
  });

  it('use the papers\' default values', () => {
    const d = (f: Force) => defaultsOf(f.params);
    expect(d(personalSpaceA)).toEqual({ personalSpace: 1.5, strength: 2 });
    expect(d(obstacleA)).toEqual({ detectionRadius: 2, strength: 3 });
    expect(d(groupCohesionA)).toEqual({ cohesionFactor: 0.5 });
    expect(d(drivingHM)).toEqual({ tau: 0.5 });
    expect(d(repulsionHM)).toMatchObject({ V0: 2.1, sigma: 0.3, phi: 100, c: 0.5, dts: 2 });
    expect(d(wallHM)).toMatchObject({ U0: 10, R: 0.2 });
    expect(d(contactHFV)).toEqual({ A: 2000, B: 0.08, k: 1.2e5, kappa: 2.4e5, range: 2.5, frictionCap: 1 });
    expect(d(wallHFV)).toEqual({ A: 2000, B: 0.08, k: 1.2e5, kappa: 2.4e5, range: 2.5, frictionCap: 1 });
    expect(d(anisotropic)).toMatchObject({ A: 2000, B: 0.08, lambda: 0.5 });
    expect(d(panicA)).toMatchObject({ panicStrength: 5, dangerRadius: 8 });
  });
});

// ---------- desired direction ----------

describe('desiredDirection', () => {
  it('points to a goal point, along a goal direction, or nowhere', () => {
    const ctx = makeCtx([
      { x: 1, y: 1, gx: 4, gy: 5, goalMode: GOAL_POINT },
      { x: 1, y: 1, gx: 0, gy: -3, goalMode: GOAL_DIRECTION },
      { x: 1, y: 1, gx: 9, gy: 9, goalMode: GOAL_NONE },
      { x: 2, y: 3, gx: 2, gy: 3, goalMode: GOAL_POINT }
    ]);
    const o = { x: 0, y: 0 };
    desiredDirection(ctx.state, 0, ctx.world, o); close(o.x, 0.6); close(o.y, 0.8);
    desiredDirection(ctx.state, 1, ctx.world, o); close(o.x, 0); close(o.y, -1);
    desiredDirection(ctx.state, 2, ctx.world, o); expect([o.x, o.y]).toEqual([0, 0]);
    desiredDirection(ctx.state, 3, ctx.world, o); expect([o.x, o.y]).toEqual([0, 0]);
  });
});

// ---------- article A ----------

describe('article A forces (exact formulas)', () => {
  it('drivingA: (normalize(target − x)·desiredSpeed − v)/mass, and stores e', () => {
    const ctx = makeCtx([{ x: 0, y: 0, vx: 1, vy: 0, mass: 2, v0: 2, gx: 3, gy: 4, goalMode: GOAL_POINT }]);
    const [[ax, ay]] = run(drivingA, ctx);
    // desired = (0.6, 0.8)·2 = (1.2, 1.6); a = ((1.2 − 1)/2, 1.6/2)
    close(ax, 0.1); close(ay, 0.8);
    close(ctx.state.ex[0], 0.6); close(ctx.state.ey[0], 0.8);
  });

  it('personalSpaceA: normalize(x_i − x_j)·s·exp(overlap/P), growing toward contact (the article\'s quirk)', () => {
    const ctx = makeCtx([{ x: 0, y: 0, mass: 1 }, { x: 1, y: 0, mass: 2 }, { x: 0, y: 1.6, mass: 1 }]);
    const a = run(personalSpaceA, ctx);
    const F = 2 * Math.exp(0.5 / 1.5); // d = 1: overlap = 0.5
    close(a[0][0], -F); close(a[0][1], 0); // agent 2 at 1.6 > P is ignored
    close(a[1][0], F / 2); close(a[1][1], 0); // divided by mass 2
    expect(a[2]).toEqual([0, 0]);
    // closer means a larger exponent: at d = 0.5 the push is 2·exp(1/1.5)
    const near = run(personalSpaceA, makeCtx([{ x: 0, y: 0, mass: 1 }, { x: 0.5, y: 0, mass: 1 }]));
    close(near[0][0], -2 * Math.exp(1 / 1.5));
    expect(Math.abs(near[0][0])).toBeGreaterThan(F);
  });

  it('obstacleA: normalize(x − hit)·s·(1 − dist/D) within D', () => {
    const ctx = makeCtx([{ x: 0, y: 0.5, mass: 1 }, { x: 0, y: 2.5, mass: 1 }, { x: 0, y: -1, mass: 4 }], [[-10, 0, 10, 0]]);
    const a = run(obstacleA, ctx);
    close(a[0][0], 0); close(a[0][1], 3 * (1 - 0.5 / 2));
    expect(a[1]).toEqual([0, 0]);
    close(a[2][0], 0); close(a[2][1], -(3 * (1 - 1 / 2)) / 4);
  });

  it('groupCohesionA: (centre of my group − x)·factor', () => {
    const ctx = makeCtx([
      { x: 0, y: 0, group: 0, mass: 1 }, { x: 3, y: 0, group: 0, mass: 1 }, { x: 0, y: 3, group: 0, mass: 1 },
      { x: 50, y: 50, group: 7, mass: 1 }, { x: 20, y: 20, group: -1, mass: 1 },
      { x: 10, y: 10, group: 3, mass: 2 }, { x: 12, y: 10, group: 3, mass: 2 }
    ]);
    const a = run(groupCohesionA, ctx);
    close(a[0][0], 0.5); close(a[0][1], 0.5); // centre (1, 1)
    close(a[1][0], -1); close(a[1][1], 0.5);
    close(a[2][0], 0.5); close(a[2][1], -1);
    expect(a[3]).toEqual([0, 0]); // alone in its group
    expect(a[4]).toEqual([0, 0]); // no group
    close(a[5][0], 0.25); close(a[6][0], -0.25); // centre (11, 10), mass 2
  });

  it('panicA: normalize(x − danger)·strength inside the danger radius only', () => {
    const ctx = makeCtx([{ x: 3, y: 4, mass: 1 }, { x: 10, y: 0, mass: 1 }]);
    const a = run(panicA, ctx, { dangerX: 0, dangerY: 0 });
    close(a[0][0], 0.6 * 5); close(a[0][1], 0.8 * 5);
    expect(a[1]).toEqual([0, 0]);
  });
});

// ---------- Helbing & Molnár 1995 ----------

describe('Helbing & Molnár 1995', () => {
  it('drivingHM: alone, v(τ) reaches 63.2 % of v0', () => {
    const v0 = 1.34, tau = 0.5, dt = 1e-4;
    const ctx = makeCtx([{ x: 0, y: 0, v0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION }]);
    const s = ctx.state, p = { tau }, e = drivingHM.initialize!();
    for (let step = 0; step < Math.round(tau / dt); step++) {
      s.ax[0] = 0; s.ay[0] = 0;
      drivingHM.apply(ctx, p, e);
      s.vx[0] += s.ax[0] * dt; s.vy[0] += s.ay[0] * dt;
    }
    const ratio = s.vx[0] / v0;
    expect(Math.abs(ratio / (1 - Math.exp(-1)) - 1)).toBeLessThan(0.005);
    close(s.vy[0], 0);
  });

  const circ = { elliptical: 0 };

  it('repulsionHM circular: pushes apart with (V0/σ)·exp(−d/σ), and f_ab = −f_ba', () => {
    const ctx = makeCtx([{ x: 0, y: 0 }, { x: 0.3, y: 0.4 }]); // d = 0.5, no heading: weight 1
    const a = run(repulsionHM, ctx, circ);
    const mag = (2.1 / 0.3) * Math.exp(-0.5 / 0.3);
    close(a[0][0], -0.6 * mag); close(a[0][1], -0.8 * mag);
    close(a[1][0], -a[0][0]); close(a[1][1], -a[0][1]);
    // beyond the range: nothing
    const far = run(repulsionHM, makeCtx([{ x: 0, y: 0 }, { x: 2.5, y: 0 }]), circ);
    expect(far[0]).toEqual([0, 0]);
  });

  it('repulsionHM: the weight outside the field of view is c', () => {
    const ahead = makeCtx([{ x: 0, y: 0, vx: 1, vy: 0 }, { x: 0.5, y: 0 }]);
    const behind = makeCtx([{ x: 0, y: 0, vx: 1, vy: 0 }, { x: -0.5, y: 0 }]);
    // heading from the stored desired direction takes precedence over the velocity
    const side = makeCtx([{ x: 0, y: 0, vx: -1, vy: 0 }, { x: 0, y: 0.5 }]);
    side.state.ex[0] = 0; side.state.ey[0] = 1;
    const fa = run(repulsionHM, ahead, circ)[0], fb = run(repulsionHM, behind, circ)[0], fs = run(repulsionHM, side, circ)[0];
    close(len(fb), 0.5 * len(fa));
    close(len(fs), len(fa));
    expect(fa[0]).toBeLessThan(0); // pushed back by the one ahead
    expect(fb[0]).toBeGreaterThan(0); // pushed forward by the one behind
    const c02 = run(repulsionHM, behind, { ...circ, c: 0.2 })[0];
    close(len(c02), 0.2 * len(fa));
    // φ = 90°: a neighbour at 95° is outside; φ = 100°: inside
    const at95 = makeCtx([{ x: 0, y: 0, vx: 1, vy: 0 }, { x: 0.5 * Math.cos((95 * Math.PI) / 180), y: 0.5 * Math.sin((95 * Math.PI) / 180) }]);
    close(len(run(repulsionHM, at95, { ...circ, phi: 100 })[0]), len(fa));
    close(len(run(repulsionHM, at95, { ...circ, phi: 90 })[0]), 0.5 * len(fa));
  });

  /** V(b) of elliptical specification I, written independently of the module. */
  function V(ax: number, ay: number, bx: number, by: number, vbx: number, vby: number, V0 = 2.1, sigma = 0.3, dts = 2): number {
    const rx = ax - bx, ry = ay - by, r = Math.hypot(rx, ry);
    const sx = vbx * dts, sy = vby * dts, step = Math.hypot(sx, sy);
    const r2 = Math.hypot(rx - sx, ry - sy);
    const b = 0.5 * Math.sqrt((r + r2) ** 2 - step ** 2);
    return V0 * Math.exp(-b / sigma);
  }

  it('repulsionHM elliptical: f = −∇V matches a finite difference of V', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1.5, max: 1.5, noNaN: true }), fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }), fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        (bx, by, vbx, vby, dts) => {
          const r = Math.hypot(bx, by);
          fc.pre(r > 0.2 && r < 1.9);
          const ctx = makeCtx([{ x: 50, y: 50 }, { x: 50 + bx, y: 50 + by, vx: vbx, vy: vby }]);
          const b = 0.5 * Math.sqrt((r + Math.hypot(-bx - vbx * dts, -by - vby * dts)) ** 2 - (vbx ** 2 + vby ** 2) * dts ** 2);
          fc.pre(b > 0.05); // away from the degenerate segment where ∇b diverges
          const [fx, fy] = run(repulsionHM, ctx, { elliptical: 1, c: 1, dts })[0];
          const h = 1e-6;
          const gx = (V(50 + h, 50, 50 + bx, 50 + by, vbx, vby, 2.1, 0.3, dts) - V(50 - h, 50, 50 + bx, 50 + by, vbx, vby, 2.1, 0.3, dts)) / (2 * h);
          const gy = (V(50, 50 + h, 50 + bx, 50 + by, vbx, vby, 2.1, 0.3, dts) - V(50, 50 - h, 50 + bx, 50 + by, vbx, vby, 2.1, 0.3, dts)) / (2 * h);
          const scale = Math.max(1e-3, Math.hypot(gx, gy));
          expect(Math.abs(fx + gx) / scale).toBeLessThan(1e-4);
          expect(Math.abs(fy + gy) / scale).toBeLessThan(1e-4);
        }
      ),
      { numRuns: 200 }
    );
  });

  it('repulsionHM elliptical: a walker coming toward you pushes harder than one at rest; at rest it is circular', () => {
    const rest = run(repulsionHM, makeCtx([{ x: 0, y: 0 }, { x: 1, y: 0 }]), { elliptical: 1 })[0];
    const circular = run(repulsionHM, makeCtx([{ x: 0, y: 0 }, { x: 1, y: 0 }]), { elliptical: 0 })[0];
    close(rest[0], circular[0]); close(rest[1], circular[1]);
    const coming = run(repulsionHM, makeCtx([{ x: 0, y: 0 }, { x: 1, y: 0, vx: -0.2 }]), { elliptical: 1 })[0];
    expect(coming[0]).toBeLessThan(rest[0]); // more negative: pushed away (−x) harder
  });

  it('repulsionHM elliptical specification II: the step is the relative one, (v_b − v_a)Δt (Johansson, Helbing & Shukla 2007)', () => {
    // a walking at 1 m/s behind b walking at 1 m/s: relative step 0, a circular field; ES1 would stretch it along v_b.
    const same = makeCtx([{ x: 0, y: 0, vx: 1 }, { x: 1, y: 0, vx: 1 }]);
    const es2 = run(repulsionHM, same, { elliptical: 2 })[0], circ = run(repulsionHM, same, { elliptical: 0 })[0];
    close(es2[0], circ[0]); close(es2[1], circ[1]);
    // ES2 equals ES1 evaluated with b's velocity minus a's (here a at rest relative to the ground after the shift).
    const moving = makeCtx([{ x: 0, y: 0, vx: 0.3, vy: 0.2 }, { x: 0.8, y: 0.4, vx: -0.5, vy: 0.1 }]);
    const shifted = makeCtx([{ x: 0, y: 0, vx: 0.3, vy: 0.2 }, { x: 0.8, y: 0.4, vx: -0.8, vy: -0.1 }]);
    const a2 = run(repulsionHM, moving, { elliptical: 2, c: 1 })[0], a1 = run(repulsionHM, shifted, { elliptical: 1, c: 1 })[0];
    close(a2[0], a1[0]); close(a2[1], a1[1]);
  });

  it('repulsionHM yieldSpeed: the push from the front fades below u_y, never drives a walker backwards, and 0 is the paper', () => {
    // a heads +x (its desired direction e_a, state.ex) at forward speed u; b stands 0.5 m ahead.
    const at = (u: number) => { const ctx = makeCtx([{ x: 0, y: 0, vx: u }, { x: 0.5, y: 0 }]); ctx.state.ex[0] = 1; ctx.state.ey[0] = 0; return ctx; };
    const paper = run(repulsionHM, at(0.05), { elliptical: 0 })[0];
    expect(paper[0]).toBeLessThan(0); // pushed back by the one ahead
    close(run(repulsionHM, at(0.05), { elliptical: 0, yieldSpeed: 0 })[0][0], paper[0]);
    expect(run(repulsionHM, at(0), { elliptical: 0, yieldSpeed: 0.1 })[0][0]).toBe(0); // standing: it waits
    expect(run(repulsionHM, at(-0.1), { elliptical: 0, yieldSpeed: 0.1 })[0][0]).toBe(0);
    const half = run(repulsionHM, at(0.05), { elliptical: 0, yieldSpeed: 0.1 })[0][0];
    expect(half).toBeLessThan(0);
    expect(half).toBeGreaterThan(paper[0]); // weaker than the paper's, and never more than stops it within the step
    close(run(repulsionHM, at(0.5), { elliptical: 0, yieldSpeed: 0.1 })[0][0], run(repulsionHM, at(0.5), { elliptical: 0 })[0][0]);
  });

  it('wallHM: (U0/R)·exp(−d/R) away from the wall', () => {
    const ctx = makeCtx([{ x: 0, y: 0.3 }, { x: 0, y: -0.5 }, { x: 0, y: 3 }], [[-10, 0, 10, 0]]);
    const a = run(wallHM, ctx);
    close(a[0][0], 0); close(a[0][1], (10 / 0.2) * Math.exp(-0.3 / 0.2));
    close(a[1][0], 0); close(a[1][1], -(10 / 0.2) * Math.exp(-0.5 / 0.2));
    expect(a[2]).toEqual([0, 0]);
  });
});

// ---------- Helbing, Farkas & Vicsek 2000 ----------

describe('Helbing, Farkas & Vicsek 2000', () => {
  it('drivingHFV with p = 0 equals drivingHM', () => {
    const agents: AgentInit[] = [
      { x: 0, y: 0, vx: 0.3, vy: -0.2, v0: 1.2, gx: 5, gy: 1, goalMode: GOAL_POINT },
      { x: 1, y: 0, vx: 0, vy: 1, v0: 1, gx: 1, gy: 0, goalMode: GOAL_DIRECTION }
    ];
    const a = run(drivingHFV, makeCtx(agents), { p: 0 });
    const b = run(drivingHM, makeCtx(agents));
    for (let i = 0; i < 2; i++) { close(a[i][0], b[i][0]); close(a[i][1], b[i][1]); }
  });

  it('drivingHFV herding: p = 1 copies the neighbours\' mean direction; p = 0.5 blends', () => {
    const agents: AgentInit[] = [
      { x: 0, y: 0, vx: 0, vy: 0, v0: 2, gx: 1, gy: 0, goalMode: GOAL_DIRECTION },
      { x: 1, y: 0, vx: 0, vy: 3, goalMode: GOAL_NONE },
      { x: -1, y: 0, vx: 0.5, vy: 0.5, goalMode: GOAL_NONE },
      { x: 0, y: 1.5, vx: 0, vy: 0, goalMode: GOAL_NONE }, // at rest: not counted
      { x: 10, y: 0, vx: -1, vy: 0, goalMode: GOAL_NONE } // beyond the herding radius
    ];
    const mean = [(0 + Math.SQRT1_2) / 2, (1 + Math.SQRT1_2) / 2];
    const ml = Math.hypot(mean[0], mean[1]);
    let ctx = makeCtx(agents, [], 12);
    let a = run(drivingHFV, ctx, { p: 1 });
    close(ctx.state.ex[0], mean[0] / ml); close(ctx.state.ey[0], mean[1] / ml);
    close(a[0][0], (2 * mean[0]) / ml / 0.5); close(a[0][1], (2 * mean[1]) / ml / 0.5);
    ctx = makeCtx(agents, [], 12);
    a = run(drivingHFV, ctx, { p: 0.5 });
    const bx = 0.5 + 0.5 * mean[0], by = 0.5 * mean[1], bl = Math.hypot(bx, by);
    close(ctx.state.ex[0], bx / bl); close(ctx.state.ey[0], by / bl);
    // alone: nobody to follow, the own direction is kept even at p = 1
    const alone = makeCtx([agents[0]]);
    run(drivingHFV, alone, { p: 1 });
    close(alone.state.ex[0], 1); close(alone.state.ey[0], 0);
  });

  it('contactHFV: only the social term when not touching, body force and friction when overlapping', () => {
    // d = 0.7 > r_ij = 0.6; relative tangential velocity would give friction if they touched
    let ctx = makeCtx([{ x: 0, y: 0, radius: 0.3, mass: 80 }, { x: 0.7, y: 0, radius: 0.3, mass: 80, vy: 1 }]);
    let a = run(contactHFV, ctx);
    close(a[0][0], -(2000 * Math.exp(-0.1 / 0.08)) / 80); close(a[0][1], 0);
    // d = 0.5: overlap 0.1
    ctx = makeCtx([{ x: 0, y: 0, radius: 0.3, mass: 80 }, { x: 0.5, y: 0, radius: 0.3, mass: 80, vy: 1 }]);
    a = run(contactHFV, ctx, { frictionCap: 0 }); // the paper's term exactly
    const fn = 2000 * Math.exp(0.1 / 0.08) + 1.2e5 * 0.1;
    // n_01 = (−1, 0), t_01 = (0, −1), Δv_t = (v_1 − v_0)·t = −1, friction = κ·0.1·(−1)·t = (0, κ·0.1)
    close(a[0][0], -fn / 80); close(a[0][1], (2.4e5 * 0.1) / 80);
    close(a[1][0], fn / 80); close(a[1][1], -(2.4e5 * 0.1) / 80);
    // With the cap (the default) and Δt = 0.01 s, κ·0.1 = 24000 kg/s exceeds μ/Δt = 40 kg / 0.01 s = 4000 kg/s:
    // the friction is the one that stops the relative sliding (1 m/s) in exactly one step, and no more.
    a = run(contactHFV, ctx);
    close(a[0][0], -fn / 80); close(a[0][1], 4000 / 80);
    const dvAfter = (1 + a[1][1] * 0.01) - (0 + a[0][1] * 0.01);
    close(dvAfter, 0);
  });

  it('contactHFV obeys Newton\'s third law for equal masses, friction included', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.7, max: 0.7, noNaN: true }), fc.double({ min: -0.7, max: 0.7, noNaN: true }),
        fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 4, maxLength: 4 }),
        (dx, dy, v) => {
          fc.pre(Math.hypot(dx, dy) > 1e-3);
          const ctx = makeCtx([
            { x: 5, y: 5, vx: v[0], vy: v[1], radius: 0.3, mass: 70 },
            { x: 5 + dx, y: 5 + dy, vx: v[2], vy: v[3], radius: 0.3, mass: 70 }
          ]);
          for (const f of [contactHFV, repulsionHM]) {
            const a = run(f, ctx, f === repulsionHM ? { elliptical: 0, c: 1 } : {});
            const scale = Math.max(1, len(a[0]));
            expect(Math.abs(a[0][0] + a[1][0]) / scale).toBeLessThan(1e-9);
            expect(Math.abs(a[0][1] + a[1][1]) / scale).toBeLessThan(1e-9);
          }
        }
      ),
      { numRuns: 200 }
    );
  });

  it('wallHFV: pushes away from the wall; friction opposes sliding only on contact', () => {
    const wall: Segment = [-10, 0, 10, 0];
    let a = run(wallHFV, makeCtx([{ x: 0, y: 0.25, vx: 1, radius: 0.3, mass: 80 }], [wall]), { frictionCap: 0 });
    const fn = 2000 * Math.exp(0.05 / 0.08) + 1.2e5 * 0.05;
    close(a[0][1], fn / 80);
    close(a[0][0], -(2.4e5 * 0.05 * 1) / 80); // opposes vx > 0
    // Capped (default): κ·0.05 = 12000 kg/s > m/Δt = 8000 kg/s, so the friction stops the sliding in one step.
    a = run(wallHFV, makeCtx([{ x: 0, y: 0.25, vx: 1, radius: 0.3, mass: 80 }], [wall]));
    close(a[0][0], -8000 / 80);
    a = run(wallHFV, makeCtx([{ x: 0, y: 0.5, vx: 1, radius: 0.3, mass: 80 }], [wall]));
    close(a[0][0], 0); close(a[0][1], (2000 * Math.exp(-0.2 / 0.08)) / 80);
    a = run(wallHFV, makeCtx([{ x: 0, y: -0.5, vx: -1, radius: 0.3, mass: 80 }], [wall]));
    expect(a[0][1]).toBeLessThan(0); // below the wall: pushed down
  });
});

// ---------- anisotropy ----------

describe('anisotropic', () => {
  it('weighs a neighbour ahead more than one behind (sign of cos φ = −n·e)', () => {
    const lambda = 0.3;
    const ahead = makeCtx([{ x: 0, y: 0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION }, { x: 0.6, y: 0 }]);
    const behind = makeCtx([{ x: 0, y: 0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION }, { x: -0.6, y: 0 }]);
    for (const c of [ahead, behind]) { c.state.ex[0] = 1; c.state.ey[0] = 0; }
    const fa = run(anisotropic, ahead, { lambda })[0], fb = run(anisotropic, behind, { lambda })[0];
    const base = (2000 * Math.exp((0.6 - 0.6) / 0.08)) / 80;
    close(fa[0], -base); // ahead: weight 1, pushed back
    close(fb[0], lambda * base); // behind: weight λ
    expect(len(fa)).toBeGreaterThan(len(fb));
    // without a stored direction the velocity gives the heading
    const moving = makeCtx([{ x: 0, y: 0, vx: 1 }, { x: 0.6, y: 0 }]);
    close(run(anisotropic, moving, { lambda })[0][0], -base);
    // λ = 1 is isotropic
    close(len(run(anisotropic, behind, { lambda: 1 })[0]), base);
  });
});

// ---------- noise ----------

describe('noise', () => {
  it('adds nothing at σ = 0, and reproducible kicks of the right size otherwise', () => {
    const agents = Array.from({ length: 2000 }, (_, i) => ({ x: i % 50, y: Math.floor(i / 50) }));
    expect(run(noise, makeCtx(agents.slice(0, 3)))).toEqual([[0, 0], [0, 0], [0, 0]]);
    const ctx = makeCtx(agents, [], 0.1);
    const a = run(noise, ctx, { sigma: 0.5 });
    const b = run(noise, makeCtx(agents, [], 0.1), { sigma: 0.5 });
    expect(a).toEqual(b);
    const sd = Math.sqrt(a.reduce((s, v) => s + v[0] ** 2 + v[1] ** 2, 0) / (2 * a.length));
    expect(Math.abs(sd / (0.5 / Math.sqrt(ctx.dt)) - 1)).toBeLessThan(0.05);
  });
});

// ---------- robustness ----------

describe('every social force', () => {
  it('gives finite accelerations for random valid parameters and positions (coincident agents included)', () => {
    const paramArb = (f: Force) =>
      fc.record(
        Object.fromEntries(
          f.params.filter((p) => !isChoice(p)).map((p) => {
            const q = p as { min: number; max: number; integer?: boolean };
            return [p.key, q.integer ? fc.integer({ min: q.min, max: q.max }) : fc.double({ min: q.min, max: q.max, noNaN: true })];
          })
        ) as Record<string, fc.Arbitrary<number>>
      );
    const agentArb = fc.record({
      x: fc.double({ min: 0, max: 4, noNaN: true }), y: fc.double({ min: 0, max: 4, noNaN: true }),
      vx: fc.double({ min: -3, max: 3, noNaN: true }), vy: fc.double({ min: -3, max: 3, noNaN: true }),
      radius: fc.double({ min: 0.2, max: 0.4, noNaN: true }), mass: fc.double({ min: 1, max: 120, noNaN: true }),
      v0: fc.double({ min: 0, max: 5, noNaN: true }),
      gx: fc.double({ min: 0, max: 4, noNaN: true }), gy: fc.double({ min: 0, max: 4, noNaN: true }),
      goalMode: fc.constantFrom(GOAL_POINT, GOAL_DIRECTION, GOAL_NONE), group: fc.integer({ min: -1, max: 3 })
    });
    for (const f of SOCIAL_FORCES) {
      fc.assert(
        fc.property(paramArb(f), fc.array(agentArb, { minLength: 1, maxLength: 8 }), fc.boolean(), (params, agents, dup) => {
          if (dup) agents.push({ ...agents[0] }); // a coincident pair
          const ctx = makeCtx(agents, [[0, 0, 4, 0], [4, 0, 4, 4], [1, 2, 3, 2.5]], 11);
          for (const [ax, ay] of run(f, ctx, params)) {
            expect(Number.isFinite(ax)).toBe(true);
            expect(Number.isFinite(ay)).toBe(true);
          }
          for (let i = 0; i < ctx.state.count; i++) {
            expect(Number.isFinite(ctx.state.ex[i]) && Number.isFinite(ctx.state.ey[i])).toBe(true);
          }
        }),
        { numRuns: 150 }
      );
    }
  });
});
