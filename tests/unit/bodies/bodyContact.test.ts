/** The contact term alone (bodyContact): its value, Newton's third law, the friction cap, its stable step. */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { AgentState, NeighbourList, Random, Walls, allPairs, buildAll, makeWorld, type AgentInit, type Force, type ForceContext } from '../../../src/lib/engine';
import { bodyContact } from '../../../src/lib/engine/forces/social/bodyContact';
import { contactHFV } from '../../../src/lib/engine/forces/social/contactHFV';
import { resolveParams } from '../../../src/lib/engine/params';

function ctxOf(agents: AgentInit[], dt = 0.025): ForceContext {
  const state = new AgentState();
  for (const a of agents) state.add(a);
  const world = makeWorld(100, 100, false);
  const pairs = new NeighbourList();
  buildAll(allPairs(), state, world, 2.5, pairs);
  return { state, pairs, walls: new Walls([]), world, rng: new Random(1), seed: 1, tick: 0, time: 0, dt, maxSpeed: Infinity, due: new Uint8Array(state.count), from: 0, to: state.count };
}

function accel(agents: AgentInit[], params: Record<string, unknown> = {}, force: Force = bodyContact, dt = 0.025): [number, number][] {
  const ctx = ctxOf(agents, dt);
  force.apply(ctx, resolveParams(force.name, force.params, params), force.initialize?.());
  return Array.from({ length: ctx.state.count }, (_, i) => [ctx.state.ax[i], ctx.state.ay[i]] as [number, number]);
}

describe('bodyContact', () => {
  it('declares the paper’s k and κ per 80 kg, and a stable step √(2/k)', () => {
    const d = resolveParams('bodyContact', bodyContact.params, {});
    expect(d.k).toBeCloseTo(1.2e5 / 80, 9);
    expect(d.kappa).toBeCloseTo(2.4e5 / 80, 9);
    expect(bodyContact.stableDt!(d, { dt: 0.05, minMass: 80 })!.dt).toBeCloseTo(Math.sqrt(2 / 1500), 12);
    expect(bodyContact.stableDt!(d, { dt: 0.05, minMass: 80 })!.why).toContain('ωΔt = 2.7 > 2'); // one 50 ms step: beyond it
  });

  it('is zero until the bodies touch, then k·g along n and κ·g·Δv^t along t', () => {
    // d = 0.61 > 0.6: nothing, even sliding past each other.
    expect(accel([{ x: 0, y: 0, radius: 0.3 }, { x: 0.61, y: 0, radius: 0.3, vy: 1 }])).toEqual([[0, 0], [0, 0]]);
    // d = 0.55: g = 0.05; n_01 = (−1, 0), t_01 = (0, −1), Δv^t = (v_1 − v_0)·t = −0.2: friction on 0 = κ g (−0.2)(0, −1).
    const a = accel([{ x: 0, y: 0, radius: 0.3 }, { x: 0.55, y: 0, radius: 0.3, vy: 0.2 }], { frictionCap: 0 });
    expect(a[0][0]).toBeCloseTo(-1500 * 0.05, 9);
    expect(a[0][1]).toBeCloseTo(3000 * 0.05 * 0.2, 9);
    expect(a[1][0]).toBeCloseTo(1500 * 0.05, 9);
    expect(a[1][1]).toBeCloseTo(-3000 * 0.05 * 0.2, 9);
  });

  it('caps the friction at what stops the sliding in one step', () => {
    // κ g = 150 /s exceeds 1/(2Δt) = 20 /s at Δt = 0.025 s: the relative sliding (0.2 m/s) stops in exactly one step.
    const a = accel([{ x: 0, y: 0, radius: 0.3 }, { x: 0.55, y: 0, radius: 0.3, vy: 0.2 }]);
    expect(0.2 + a[1][1] * 0.025 - a[0][1] * 0.025).toBeCloseTo(0, 12);
  });

  it('shares contactHFV’s kernel: the same contact force, per unit mass, when the social term is switched off', () => {
    const pair: AgentInit[] = [{ x: 0, y: 0, radius: 0.3, mass: 80, vx: 0.3 }, { x: 0.4, y: 0.3, radius: 0.25, mass: 80, vy: -0.5 }];
    const body = accel(pair, { frictionCap: 0 });
    const hfv = accel(pair, { A: 1, B: 0.01, frictionCap: 0 }, contactHFV); // plus its social term, subtracted below
    const social = Math.exp((0.55 - 0.5) / 0.01) / 80; // A = 1 N at overlap 0.05 m, along n, per 80 kg
    const n0 = [-0.4 / 0.5, -0.3 / 0.5];
    for (const [i, s] of [[0, 1], [1, -1]] as const) {
      expect(hfv[i][0] - s * social * n0[0]).toBeCloseTo(body[i][0], 9);
      expect(hfv[i][1] - s * social * n0[1]).toBeCloseTo(body[i][1], 9);
    }
  });

  it('obeys Newton’s third law (equal and opposite, friction included)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.6, max: 0.6, noNaN: true }), fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: 4, maxLength: 4 }), fc.boolean(),
        (dx, dy, v, cap) => {
          if (dx * dx + dy * dy < 1e-6) return;
          const a = accel([{ x: 5, y: 5, radius: 0.3, vx: v[0], vy: v[1] }, { x: 5 + dx, y: 5 + dy, radius: 0.28, vx: v[2], vy: v[3] }], { frictionCap: cap ? 1 : 0 });
          expect(a[0][0] + a[1][0]).toBeCloseTo(0, 9);
          expect(a[0][1] + a[1][1]).toBeCloseTo(0, 9);
        }
      )
    );
  });
});
