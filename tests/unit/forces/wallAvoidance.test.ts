/** wallAvoidance: the boids' containment rule — exact values on tiny fixtures, and a flock in a box that never touches. */
import { describe, expect, it } from 'vitest';
import { AgentState, GOAL_NONE, type AgentInit } from '../../../src/lib/engine/state';
import { makeWorld } from '../../../src/lib/engine/geometry/world';
import { Walls } from '../../../src/lib/engine/geometry/walls';
import { NeighbourList } from '../../../src/lib/engine/neighbours/neighbourList';
import { Random } from '../../../src/lib/engine/random';
import { resolveParams } from '../../../src/lib/engine/params';
import type { ForceContext } from '../../../src/lib/engine/forces/force';
import { wallAvoidance } from '../../../src/lib/engine/forces/boids/index';
import { FORCES, Simulation } from '../../../src/lib/engine';

const agent = (x: number, y: number, vx: number, vy: number): AgentInit => ({ x, y, vx, vy, radius: 0.1, mass: 1, v0: 1, goalMode: GOAL_NONE });

function apply(agents: AgentInit[], segments: [number, number, number, number][], given: Record<string, number> = {}): AgentState {
  const state = new AgentState();
  for (const a of agents) state.add(a);
  const walls = new Walls(segments);
  const ctx: ForceContext = {
    state, pairs: new NeighbourList(), walls, world: makeWorld(100, 100, false, false, -50, -50), rng: new Random(1), seed: 1, tick: 0, time: 0,
    dt: 0.1, maxSpeed: 10, due: new Uint8Array(state.count).fill(1), from: 0, to: state.count
  };
  wallAvoidance.apply(ctx, resolveParams(wallAvoidance.name, wallAvoidance.params, given), wallAvoidance.initialize!());
  return state;
}

describe('wallAvoidance', () => {
  const wall: [number, number, number, number] = [-10, 0, 10, 0]; // the x axis

  it('pushes a boid approaching a wall along the normal, w_w (1 − d/D)', () => {
    // d = 0.5 above the wall, flying down at it: (1 − 0.5/2)·4 = 3 upward.
    const s = apply([agent(0, 0.5, 0.3, -1)], [wall], { weight: 4, distance: 2 });
    expect(s.ax[0]).toBeCloseTo(0, 12);
    expect(s.ay[0]).toBeCloseTo(3, 12);
  });

  it('leaves alone a boid flying along the wall or away from it, and one beyond D', () => {
    const s = apply([agent(0, 0.5, 1, 0), agent(1, 0.5, 0, 1), agent(2, 3, 0, -1), agent(3, -0.5, 0, -1)], [wall], { weight: 4, distance: 2 });
    expect([...s.ax.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...s.ay.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
  });

  it('pushes from the side the boid is on (below the wall: downward)', () => {
    const s = apply([agent(0, -1, 0, 1)], [wall], { weight: 2, distance: 2 });
    expect(s.ay[0]).toBeCloseTo(-1, 12);
  });

  it('adds the walls of a corner', () => {
    // In the corner of x = 0 and y = 0, 0.5 from each, flying into both: 2·(1 − 0.25) = 1.5 from each.
    const s = apply([agent(0.5, 0.5, -1, -1)], [[0, 0, 10, 0], [0, 0, 0, 10]], { weight: 2, distance: 2 });
    expect(s.ax[0]).toBeCloseTo(1.5, 12);
    expect(s.ay[0]).toBeCloseTo(1.5, 12);
  });

  it('is rotation invariant: the same push, turned, for a turned wall and boid', () => {
    const th = 0.7, c = Math.cos(th), sn = Math.sin(th);
    const rot = (x: number, y: number): [number, number] => [c * x - sn * y, sn * x + c * y];
    const a = apply([agent(0.3, 0.8, 0.2, -1)], [wall], { weight: 3, distance: 2 });
    const [x, y] = rot(0.3, 0.8), [vx, vy] = rot(0.2, -1), [x1, y1] = rot(-10, 0), [x2, y2] = rot(10, 0);
    const b = apply([agent(x, y, vx, vy)], [[x1, y1, x2, y2]], { weight: 3, distance: 2 });
    const [ex, ey] = rot(a.ax[0], a.ay[0]);
    expect(b.ax[0]).toBeCloseTo(ex, 12);
    expect(b.ay[0]).toBeCloseTo(ey, 12);
  });

  it('w_w ≥ v²/D stops a boid arriving head-on before it touches the wall', () => {
    // v = 5 m/s, D = 5 m: w_w = 10 m/s² ≥ v²/D = 5. Wall guard off, so only the rule can keep it out.
    const sim = new Simulation({
      world: makeWorld(40, 40, false, false, -20, -20),
      walls: [[-20, 0, 20, 0]],
      agents: [{ x: 0, y: 10, vx: 0, vy: -5, radius: 0.1, mass: 1, v0: 5, goalMode: GOAL_NONE }],
      settings: { dt: 0.02, integrator: 'semi-implicit', wallGuard: 0 }
    });
    sim.add(FORCES.wallAvoidance, { weight: 10, distance: 5 });
    let lowest = Infinity;
    for (let k = 0; k < 300; k++) { sim.step(); lowest = Math.min(lowest, sim.state.y[0]); }
    // It stops approaching where (D − d)² = v² D / w_w, d ≈ 1.46 m, and is left there (the rule only acts on approach).
    expect(lowest).toBeGreaterThan(1.4);
    expect(lowest).toBeLessThan(1.55);
    expect(sim.state.vy[0]).toBeGreaterThanOrEqual(0);
  });
});
