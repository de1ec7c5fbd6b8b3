/** No agent ever passes through a wall in the shipped scenarios (default parameters, several seeds). */
import { describe, it, expect } from 'vitest';
import { createSimulation, SCENARIOS } from '../../../src/lib/engine';

const walled = SCENARIOS.filter((s) => createSimulation({ scenario: s.name, seed: 1, params: s.params.some((p) => p.key === 'N') ? { N: 5 } : {} }).walls.count > 0);

describe('walls', () => {
  it('there are walled scenarios to test (found from the catalogue, not written down)', () => {
    expect(walled.length).toBeGreaterThan(0);
  });

  for (const sc of walled) {
    it(`${sc.name}: no move crosses a wall, over 20 s and 3 seeds`, () => {
      for (const seed of [1, 2, 3]) {
        const sim = createSimulation({ scenario: sc.name, seed });
        const { walls, world } = sim;
        let crossings = 0, moves = 0;
        for (let k = 0; k < Math.round(20 / (sim.settings.dt as number)); k++) {
          const s = sim.state, before = new Map<number, [number, number]>();
          for (let i = 0; i < s.count; i++) before.set(s.id[i], [s.x[i], s.y[i]]);
          expect(sim.step()).toBe(true);
          for (let i = 0; i < s.count; i++) {
            const p = before.get(s.id[i]);
            if (!p) continue;
            // A wrap across a periodic edge is not a move through the interior.
            if (Math.abs(s.x[i] - p[0]) > world.width / 2 || Math.abs(s.y[i] - p[1]) > world.height / 2) continue;
            moves++;
            for (let w = 0; w < walls.count; w++) if (walls.crossing(w, p[0], p[1], s.x[i], s.y[i]) >= 0) crossings++;
          }
        }
        expect(moves).toBeGreaterThan(100);
        expect(crossings).toBe(0);
      }
    }, 120_000);
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
});
