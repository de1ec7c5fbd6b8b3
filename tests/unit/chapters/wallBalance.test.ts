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

/**
 * Where the last walker used to stay for good when walking straight at the L-corridor's exit (seeds 1–8: about 0.6 m
 * below the inner wall and 0.6–0.8 m short of its end, its line to the exit 7° off the wall): there the corner's end
 * pushed straight away from itself, back down the corridor, as hard as the drive's small part along the wall. Since a
 * wall's tip pushes as a door post does (walls.ts, tipPush: along its line into the opening for a walker heading
 * past it), a lone walker started at rest anywhere in that spot walks round the corner and out.
 */
describe('walking straight at the exit of the L-corridor, a walker below the inner corner gets out', () => {
  it('alone, from rest, 0.55–0.7 m below the wall and 0.6–0.8 m short of its end: out within 30 s', async () => {
    const { views } = await import('../../../content/07-walls-and-contact');
    const { createSimulation } = await import('../../../src/lib/engine');
    for (const [dx, dy] of [[0.6, 0.55], [0.7, 0.6], [0.8, 0.7], [0.6, 0.7], [0.8, 0.55]]) {
      const sim = createSimulation({ ...views.walls, seed: 1 }), s = sim.state;
      s.count = 1;
      s.x[0] = 12 - dx; s.y[0] = 2 - dy; s.vx[0] = 0; s.vy[0] = 0;
      while (s.count > 0 && sim.time < 30) expect(sim.step()).toBe(true);
      expect(s.count, `start ${dx} m short of the end, ${dy} m below the wall`).toBe(0);
    }
  });
});
