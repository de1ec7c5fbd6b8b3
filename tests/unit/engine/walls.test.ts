/** No agent ever passes through a wall in the shipped scenarios (default parameters, several seeds). */
import { describe, it, expect } from 'vitest';
import { createSimulation, SCENARIOS, AgentState, Walls } from '../../../src/lib/engine';
import { WallGuard } from '../../../src/lib/engine/geometry/wallGuard';
import { rememberedLater } from '../../claims/remembered';

/** One agent moved from (x0, y0) to (x1, y1) with velocity (vx, vy), then guarded by `walls`. */
function guarded(walls: [number, number, number, number][], x0: number, y0: number, x1: number, y1: number, vx: number, vy: number) {
  const s = new AgentState();
  s.add({ x: x0, y: y0, vx, vy });
  const g = new WallGuard();
  g.remember(s);
  s.x[0] = x1; s.y[0] = y1;
  g.apply(s, new Walls(walls));
  return { x: s.x[0], y: s.y[0], vx: s.vx[0], vy: s.vy[0] };
}

const walled = SCENARIOS.filter((s) => createSimulation({ scenario: s.name, seed: 1, params: s.params.some((p) => p.key === 'N') ? { N: 5 } : {} }).walls.count > 0);

describe('walls', () => {
  it('there are walled scenarios to test (found from the catalogue, not written down)', () => {
    expect(walled.length).toBeGreaterThan(0);
  });

  // Each walled scenario's moves and wall crossings over 20 s, seeds 1–3: a whole run per seed (about 12 s of CPU in
  // all), counted once and remembered until the code they run changes (tests/claims/remembered.ts).
  const counted = rememberedLater('walls-no-crossing', import.meta.url, () => Object.fromEntries(walled.map((sc) => [sc.name, [1, 2, 3].map((seed) => {
    const sim = createSimulation({ scenario: sc.name, seed });
    const { walls, world } = sim;
    let crossings = 0, moves = 0;
    for (let k = 0; k < Math.round(20 / sim.settings.dt); k++) {
      const s = sim.state, before = new Map<number, [number, number]>();
      for (let i = 0; i < s.count; i++) before.set(s.id[i], [s.x[i], s.y[i]]);
      if (!sim.step()) throw new Error(`${sc.name}, seed ${seed}: ${sim.blowup?.message}`);
      for (let i = 0; i < s.count; i++) {
        const p = before.get(s.id[i]);
        if (!p) continue;
        // A wrap across a periodic edge is not a move through the interior.
        if (Math.abs(s.x[i] - p[0]) > world.width / 2 || Math.abs(s.y[i] - p[1]) > world.height / 2) continue;
        moves++;
        for (let w = 0; w < walls.count; w++) if (walls.crossing(w, p[0], p[1], s.x[i], s.y[i]) >= 0) crossings++;
      }
    }
    return { moves, crossings };
  })])));

  for (const sc of walled) {
    it(`${sc.name}: no move crosses a wall, over 20 s and 3 seeds`, () => {
      for (const { moves, crossings } of counted()[sc.name] as { moves: number; crossings: number }[]) {
        expect(moves).toBeGreaterThan(100);
        expect(crossings).toBe(0);
      }
    });
  }

  it('the guard is what holds them: without it, a large time step carries agents through the corridor wall', () => {
    const run = (wallGuard: number) => {
      const sim = createSimulation({ scenario: 'corridor', seed: 1, params: { N: 80, width: 2 }, settings: { dt: 0.3, wallGuard }, forces: { wallHM: { enabled: false } } });
      sim.run(30);
      let outside = 0;
      for (let i = 0; i < sim.state.count; i++) if (sim.state.y[i] < 0 || sim.state.y[i] > 2) outside++;
      return outside;
    };
    expect(run(1)).toBe(0);
    expect(run(0)).toBeGreaterThan(0);
  });

  it('an agent held at a wall keeps only the velocity along it, and slides along it for the rest of the step', () => {
    // Wall y = 0 from x = −10 to 10; a move of (0.4, −0.4) from (0, 0.2) hits it half-way.
    const r = guarded([[-10, 0, 10, 0]], 0, 0.2, 0.4, -0.2, 4, -4);
    expect(r.vx).toBeCloseTo(4, 12);
    expect(r.vy).toBeCloseTo(0, 12); // the velocity into the wall is gone, the one along it kept
    expect(r.y).toBeGreaterThan(0); // on the side it came from
    expect(r.y).toBeLessThan(1e-5);
    expect(r.x).toBeCloseTo(0.4, 9); // cut at x = 0.2, then the other half of the move's x-part along the wall
    // Moving away from the wall is not touched.
    expect(guarded([[-10, 0, 10, 0]], 0, 0.2, 0.4, 0.6, 4, 4)).toEqual({ x: 0.4, y: 0.6, vx: 4, vy: 4 });
  });

  it('the slide does not cross another wall: into a corner, the agent stops at the second wall', () => {
    // Floor y = 0 and a wall x = 0.3 standing on it: the move (0, 0.2) → (0.8, −0.2) first crosses x = 0.3 at
    // y = 0.05; the slide down that wall then meets the floor.
    const r = guarded([[-10, 0, 10, 0], [0.3, 0, 0.3, 5]], 0, 0.2, 0.8, -0.2, 8, -4);
    expect(r.x).toBeLessThan(0.3);
    expect(r.y).toBeGreaterThan(0);
    expect(r.vx).toBeCloseTo(0, 12);
    expect(r.vy).toBeCloseTo(0, 12); // both components into the walls removed: held in the corner
  });

  it('wandering: no agent stands still with a velocity that says it walks (the guard moves it with what it keeps)', () => {
    for (const seed of [1, 2, 3]) {
      const sim = createSimulation({ scenario: 'wandering', seed });
      const s = sim.state, h = sim.settings.dt as number;
      let held = 0, guardedSteps = 0;
      for (let k = 0; k < Math.round(40 / h); k++) {
        const before = new Map<number, [number, number]>();
        for (let i = 0; i < s.count; i++) before.set(s.id[i], [s.x[i], s.y[i]]);
        expect(sim.step()).toBe(true);
        for (let i = 0; i < s.count; i++) {
          const p = before.get(s.id[i])!;
          const moved = Math.hypot(s.x[i] - p[0], s.y[i] - p[1]), speed = Math.hypot(s.vx[i], s.vy[i]);
          // Semi-implicit Euler moves by v·h; the guard may shorten only the part of the move toward the wall.
          if (Math.abs(moved - speed * h) > 1e-9) guardedSteps++;
          if (moved < 1e-3 * h && speed > 0.05) held++;
        }
      }
      expect(guardedSteps, `seed ${seed}: the walls are met at all`).toBeGreaterThan(0);
      expect(held, `seed ${seed}`).toBe(0);
    }
  }, 60_000);
});
