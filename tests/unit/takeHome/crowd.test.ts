/**
 * The take-home crowd (static/take-home/crowd.ts: article A's social force crowd, one file, no imports, on the
 * article's 20 × 20 grid of 10 m cells) is the book's engine to the last bit: every x, y, vx, vy and every target,
 * compared with Object.is, against the scenario 'wandering' as article A has it — no walls (`obstacles: 0`), no body
 * force (`bodyContact` off) — with the engine's reference neighbour search, all pairs, which adds each agent's
 * neighbours in index order as the take-home does:
 *  - article A's 50 agents, seeds 1 and 2, every frame for 5000 frames (100 s);
 *  - seeds 4 and 10, whose random start runs out of places, so that both lay the crowd on a lattice (1000 frames),
 *    and 79 agents in the same 5 m, the lattice full (500 frames); 80 fit in neither;
 *  - 600 agents in a disc of 20 m walking to targets in 30 m, every 10 frames for 3000 frames: the crowd spans 6 × 6
 *    cells, and thousands of neighbour pairs lie across cell borders;
 *  - 300 agents started across the grid's corner at (95, −95) m, 1000 frames: agents beyond the grid count in its edge
 *    cells and still find every neighbour.
 * The engine's own grid adds neighbours in its cell order, so it differs from all pairs in the last bits; it agrees
 * with the take-home to 1e-9 over 10 steps, as the engine's strategies agree with each other. And the take-home's
 * start has no overlaps, and the file compiles alone under tsc --strict.
 */
import { describe, expect, it } from 'vitest';
import { compileAlone } from './compileAlone';
import { Crowd, DT, SETTINGS } from '../../../static/take-home/crowd';
import { CapacityError, createSimulation, scenarioByName, type SimConfig, type Simulation } from '../../../src/lib/engine';

/** Article A exactly in the engine: the wandering crowd without walls and without the body force. */
const articleA = (seed: number, N: number, spawnRadius: number, targetRadius: number, neighbours: 'all-pairs' | 'grid' = 'all-pairs'): SimConfig => ({
  scenario: 'wandering', seed, params: { N, spawnRadius, targetRadius, obstacles: 0 },
  forces: { bodyContact: { enabled: false } }, settings: { neighbours }
});

/** Fails at the first agent whose x, y, vx, vy or target differ in any bit. */
function expectSameBits(sim: Simulation, home: Crowd, frame: number): void {
  const s = sim.state;
  expect(s.count).toBe(home.count);
  for (let i = 0; i < s.count; i++) {
    const k = s.id[i];
    const same = Object.is(s.x[i], home.x[k]) && Object.is(s.y[i], home.y[k]) && Object.is(s.vx[i], home.vx[k]) && Object.is(s.vy[i], home.vy[k])
      && Object.is(s.gx[i], home.targetX[k]) && Object.is(s.gy[i], home.targetY[k]);
    if (!same) expect.fail(`frame ${frame}, agent ${k}: take-home (${home.x[k]}, ${home.y[k]}) v (${home.vx[k]}, ${home.vy[k]}), engine (${s.x[i]}, ${s.y[i]}) v (${s.vx[i]}, ${s.vy[i]})`);
  }
}

function compare(seed: number, N: number, spawnRadius: number, targetRadius: number, frames: number, every: number, shift?: [number, number]) {
  const sim = createSimulation(articleA(seed, N, spawnRadius, targetRadius)), home = new Crowd(N, seed, spawnRadius, targetRadius);
  if (shift) {
    const s = sim.state;
    for (let i = 0; i < N; i++) {
      s.x[i] += shift[0]; s.y[i] += shift[1]; s.gx[i] += shift[0]; s.gy[i] += shift[1];
      home.x[i] += shift[0]; home.y[i] += shift[1]; home.targetX[i] += shift[0]; home.targetY[i] += shift[1];
    }
  }
  let acrossBorders = 0, beyondGrid = 0;
  const half = 0.5 * SETTINGS.gridCells * SETTINGS.cellSize, cell = (v: number) => Math.min(SETTINGS.gridCells - 1, Math.max(0, Math.floor((v + half) / SETTINGS.cellSize)));
  for (let f = 0; f <= frames; f++) {
    if (f % every === 0) expectSameBits(sim, home, f);
    if (f % 100 === 0) {
      // What the grid has to get right: neighbours in different cells, and agents beyond the grid with neighbours.
      const { x, y } = home, P2 = SETTINGS.personalSpace ** 2;
      for (let i = 0; i < N; i++) {
        let near = 0;
        for (let j = 0; j < N; j++) {
          if (j === i || (x[j] - x[i]) ** 2 + (y[j] - y[i]) ** 2 >= P2) continue;
          near++;
          if (j > i && (cell(x[i]) !== cell(x[j]) || cell(y[i]) !== cell(y[j]))) acrossBorders++;
        }
        if (near > 0 && (Math.abs(x[i]) > half || Math.abs(y[i]) > half)) beyondGrid++;
      }
    }
    expect(sim.step()).toBe(true);
    home.step();
  }
  return { acrossBorders, beyondGrid };
}

describe('the take-home crowd is the book’s engine, bit for bit', () => {
  it('has article A’s values, and the engine’s configuration is article A’s', () => {
    const sim = createSimulation(articleA(1, 50, 5, 10)), s = sim.state, wander = sim.behaviours.spec.wander!;
    expect(sim.entry('personalSpaceA').params).toEqual({ personalSpace: SETTINGS.personalSpace, strength: SETTINGS.interpersonalStrength });
    expect(sim.forces().filter((e) => e.enabled).map((e) => e.force.name).sort()).toEqual(['drivingA', 'obstacleA', 'personalSpaceA']);
    expect(sim.walls.count).toBe(0);
    expect(sim.settings).toMatchObject({ dt: DT, substeps: 1, integrator: 'semi-implicit', speedCap: SETTINGS.speedCap, maxSpeed: 0 });
    expect([s.mass[0], s.v0[0], s.radius[0]]).toEqual([SETTINGS.mass, SETTINGS.desiredSpeed, SETTINGS.radius]);
    expect(wander).toEqual({ cx: 0, cy: 0, radius: SETTINGS.targetRadius, reach: SETTINGS.targetReach });
    const defaults = Object.fromEntries(scenarioByName('wandering')!.params.map((p) => [p.key, p.default]));
    expect(defaults).toMatchObject({ N: 50, desiredSpeed: SETTINGS.desiredSpeed, spawnRadius: SETTINGS.spawnRadius, targetRadius: SETTINGS.targetRadius });
    expect([SETTINGS.gridCells, SETTINGS.cellSize]).toEqual([20, 10]);
  });

  it.each([1, 2])('article A’s 50 agents, seed %i: the same bits every frame for 5000 frames', (seed) => {
    compare(seed, 50, 5, 10, 5000, 1);
  }, 60_000);

  it.each([4, 10])('seed %i, whose random start runs out of places: the same lattice start and the same bits for 1000 frames', (seed) => {
    expect(() => createSimulation(articleA(seed, 50, 5, 10))).not.toThrow();
    compare(seed, 50, 5, 10, 1000, 1);
  }, 60_000);

  it('600 agents over 6 × 6 cells: the same bits for 3000 frames, with thousands of neighbours across cell borders', () => {
    const { acrossBorders } = compare(3, 600, 20, 30, 3000, 10);
    expect(acrossBorders).toBeGreaterThan(1000);
  }, 120_000);

  it('300 agents across the grid’s corner: the same bits for 1000 frames, agents beyond the grid among them', () => {
    const { acrossBorders, beyondGrid } = compare(5, 300, 15, 20, 1000, 5, [95, -95]);
    expect(beyondGrid).toBeGreaterThan(100);
    expect(acrossBorders).toBeGreaterThan(100);
  }, 120_000);

  it('the engine’s own grid differs only in the order of the sums: within 1e-9 for 10 steps', () => {
    const sim = createSimulation(articleA(1, 50, 5, 10, 'grid')), home = new Crowd(50, 1);
    for (let f = 0; f < 10; f++) { sim.step(); home.step(); }
    const s = sim.state;
    let worst = 0;
    for (let i = 0; i < s.count; i++) {
      const k = s.id[i];
      worst = Math.max(worst, Math.abs(s.x[i] - home.x[k]), Math.abs(s.y[i] - home.y[k]), Math.abs(s.vx[i] - home.vx[k]), Math.abs(s.vy[i] - home.vy[k]));
    }
    expect(worst).toBeLessThan(1e-9);
  });

  it('its start: in the disc, no two agents closer than two radii, targets in the target disc', () => {
    for (const seed of [1, 4]) {
      const c = new Crowd(50, seed);
      for (let i = 0; i < 50; i++) {
        expect(Math.hypot(c.x[i], c.y[i])).toBeLessThanOrEqual(SETTINGS.spawnRadius + 0.01 * SETTINGS.radius);
        expect(Math.hypot(c.targetX[i], c.targetY[i])).toBeLessThanOrEqual(SETTINGS.targetRadius);
        expect([c.vx[i], c.vy[i]]).toEqual([0, 0]);
        for (let j = 0; j < i; j++) expect(Math.hypot(c.x[i] - c.x[j], c.y[i] - c.y[j])).toBeGreaterThanOrEqual(2 * SETTINGS.radius);
      }
    }
  });

  it('79 agents in 5 m, the lattice full: the same bits for 500 frames; 80 fit in neither', () => {
    compare(1, 79, 5, 10, 500, 1);
    expect(() => createSimulation(articleA(1, 80, 5, 10))).toThrow(CapacityError);
    expect(() => new Crowd(80, 1)).toThrow(RangeError);
  }, 60_000);

  it('compiles alone under tsc --strict', () => {
    expect(() => compileAlone('static/take-home/crowd.ts')).not.toThrow();
  }, 60_000);
});
