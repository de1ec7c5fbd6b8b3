/** Hand-built way-finding layouts for the navigation tests: an L-shaped corridor and a room with two exits. */
import { FORCES, GOAL_FIELD, Random, Simulation, makeWorld, type AgentInit, type Segment } from '../../../src/lib/engine';
import type { NavigationSpec } from '../../../src/lib/engine/navigation';

/** Helbing & Molnár walkers, as the crowd scenarios run them (semi-implicit, 50 ms, speed cap 1.3 v0). */
export function walkers(opts: ConstructorParameters<typeof Simulation>[0]): Simulation {
  const sim = new Simulation({ ...opts, settings: { dt: 0.05, integrator: 'semi-implicit', speedCap: 1.3, ...opts.settings } });
  sim.add(FORCES.drivingHM).add(FORCES.repulsionHM).add(FORCES.wallHM);
  return sim;
}

/** Up to n walkers (radius 0.25 m) uniform in the rectangle, centres at least 0.7 m apart (rejection sampling). */
export function crowd(seed: number, n: number, x0: number, y0: number, x1: number, y1: number, field = 0): AgentInit[] {
  const rng = new Random(seed), out: AgentInit[] = [];
  for (let tries = 0; out.length < n && tries < 200 * n; tries++) {
    const x = rng.uniform(x0, x1), y = rng.uniform(y0, y1);
    if (out.every((a) => (a.x - x) ** 2 + (a.y - y) ** 2 >= 0.49)) out.push({ x, y, radius: 0.25, v0: 1.34, goalMode: GOAL_FIELD, gx: field });
  }
  return out;
}

/**
 * An L: a corridor 2 m wide from x = 0 to 10 along y ∈ [0, 2], turning north at x ∈ [8, 10] up to the exit at y = 10.
 * The west end is shut; the inner corner is (8, 2). A sink beyond the exit removes those who left.
 */
export const L = {
  world: makeWorld(12, 13, false, false, -1, -1),
  walls: [[0, 0, 10, 0], [10, 0, 10, 10], [0, 2, 8, 2], [8, 2, 8, 10], [0, 0, 0, 2]] as Segment[],
  navigation: { exits: [{ name: 'top', segment: [8, 10, 10, 10], open: true }], targets: [], fields: [{ to: 'nearest-exit' }] } as NavigationSpec,
  sink: { x0: 7, y0: 10.6, x1: 11, y1: 12 },
  /** Inside the L (or through the exit), with a hair's tolerance for agents held at a wall. */
  walkable(x: number, y: number, eps = 1e-6): boolean {
    const inLeg = x >= -eps && x <= 10 + eps && y >= -eps && y <= 2 + eps;
    const upLeg = x >= 8 - eps && x <= 10 + eps && y >= -eps && y <= 10 + eps;
    const out = y >= 10 - eps && x >= 7 && x <= 11;
    return inLeg || upLeg || out;
  }
};

/**
 * A 20 × 10 m room with a 2 m exit in the middle of its west and east walls; sinks 0.6 m beyond each door.
 * The world ends 2 m beyond either door.
 */
export function twoExitRoom(eastClosesAt?: number) {
  const walls: Segment[] = [[0, 0, 20, 0], [0, 10, 20, 10], [0, 0, 0, 4], [0, 6, 0, 10], [20, 0, 20, 4], [20, 6, 20, 10]];
  const navigation: NavigationSpec = {
    exits: [
      { name: 'west', segment: [0, 4, 0, 6], open: true },
      { name: 'east', segment: [20, 4, 20, 6], open: true, ...(eastClosesAt !== undefined ? { closesAt: eastClosesAt } : {}) }
    ],
    targets: [],
    fields: [{ to: 'nearest-exit' }]
  };
  return {
    world: makeWorld(24, 10, false, false, -2, 0),
    walls,
    navigation,
    sinks: [{ x0: -2, y0: 0, x1: -0.6, y1: 10 }, { x0: 20.6, y0: 0, x1: 22, y1: 10 }]
  };
}

/** Runs until nobody is left or `seconds` pass; calls `each` after every step. Returns the time the last one left. */
export function runOut(sim: Simulation, seconds: number, each?: (sim: Simulation) => void): number {
  const steps = Math.round(seconds / (sim.settings.dt as number));
  for (let k = 0; k < steps && sim.state.count > 0; k++) {
    if (!sim.step()) throw new Error(`blow-up: ${JSON.stringify(sim.blowup)}`);
    each?.(sim);
  }
  return sim.state.count === 0 ? sim.time : NaN;
}
