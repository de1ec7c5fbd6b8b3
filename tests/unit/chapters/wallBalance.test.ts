/**
 * The walls-and-contact chapter's numbers that no metric reads: where a walker who walks straight into a wall stops,
 * for Helbing & Molnár's wall (1995) and Helbing, Farkas & Vicsek's (2000), against the balance the chapter derives
 * (src/lib/figures/wallLaws.ts). One walker, one wall, nothing to nudge it sideways.
 */
import { describe, expect, it } from 'vitest';
import { forceNamed, GOAL_POINT, Simulation, makeWorld } from '../../../src/lib/engine';
import { hfvWallStop, hmWallStop } from '../../../src/lib/figures';

const walkInto = (driving: 'drivingHM' | 'drivingHFV', wall: 'wallHM' | 'wallHFV', v0: number) => {
  const sim = new Simulation({
    world: makeWorld(20, 20, false, false, -10, -10),
    walls: [[-5, 2, 5, 2]],
    agents: [{ x: 0, y: 0, radius: 0.3, mass: 80, v0, gx: 0, gy: 6, goalMode: GOAL_POINT }],
    settings: { dt: 0.01, integrator: 'semi-implicit', speedCap: 0 }
  });
  sim.add(forceNamed(driving)).add(forceNamed(wall));
  expect(sim.run(20)).toBe(true);
  const s = sim.state;
  expect(Math.hypot(s.vx[0], s.vy[0])).toBeLessThan(1e-6);
  return 2 - s.y[0];
};

describe('a walker pressing straight at a wall stops where the wall balances the drive v0/τ', () => {
  it('Helbing & Molnár 1995: (U0/R) e^{−d/R} = v0/τ at d = R ln(U0 τ/(R v0)) = 0.585 m', () => {
    expect(hmWallStop(1.34 / 0.5)).toBeCloseTo(0.585, 3);
    expect(walkInto('drivingHM', 'wallHM', 1.34)).toBeCloseTo(hmWallStop(1.34 / 0.5), 4);
  });
  it('Helbing et al. 2000: (A/m) e^{(r−d)/B} = v0/τ at d = r + B ln(A τ/(m v0)) = 0.479 m; 0.373 m at v0 = 5 m/s', () => {
    expect(hfvWallStop(1.34 / 0.5)).toBeCloseTo(0.479, 3);
    expect(walkInto('drivingHFV', 'wallHFV', 1.34)).toBeCloseTo(hfvWallStop(1.34 / 0.5), 4);
    expect(hfvWallStop(5 / 0.5)).toBeCloseTo(0.373, 3);
    expect(walkInto('drivingHFV', 'wallHFV', 5)).toBeCloseTo(hfvWallStop(5 / 0.5), 4);
  });
});

describe('walking straight at the exit of the L-corridor, someone is left below the inner corner', () => {
  it('seeds 1–8: after 60 s the walker nearest the corner (12, 2) stands still about 0.6 m below the wall and 0.6–0.8 m short of its end', async () => {
    const { views } = await import('../../../content/07-walls-and-contact');
    const { createSimulation } = await import('../../../src/lib/engine');
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const sim = createSimulation({ ...views.walls, seed });
      expect(sim.run(60)).toBe(true);
      const s = sim.state;
      expect(s.count, `seed ${seed}`).toBeGreaterThan(0);
      let k = 0;
      for (let i = 1; i < s.count; i++) if (Math.hypot(s.x[i] - 12, s.y[i] - 2) < Math.hypot(s.x[k] - 12, s.y[k] - 2)) k = i;
      expect(2 - s.y[k], `seed ${seed}`).toBeGreaterThan(0.55);
      expect(2 - s.y[k], `seed ${seed}`).toBeLessThan(0.7);
      expect(12 - s.x[k], `seed ${seed}`).toBeGreaterThan(0.55);
      expect(12 - s.x[k], `seed ${seed}`).toBeLessThan(0.8);
      expect(Math.hypot(s.vx[k], s.vy[k]), `seed ${seed}`).toBeLessThan(0.01);
    }
  });
});
