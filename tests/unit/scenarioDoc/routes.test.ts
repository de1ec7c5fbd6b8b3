/** Waypoint goals: agents visit the points in order, then take the `then` goal. */
import { describe, expect, it } from 'vitest';
import { SCENARIO_FORMAT, createSimulation, type ScenarioDoc } from '$lib/engine';

const doc: ScenarioDoc = {
  format: SCENARIO_FORMAT, name: 'route', title: 'Route', family: 'social',
  world: { x0: -1, y0: -1, width: 15, height: 19 },
  // An L-shaped corridor: east along y ∈ [0, 3], then north along x ∈ [9, 12].
  walls: [[0, 0, 12, 0], [12, 0, 12, 15], [0, 3, 9, 3], [9, 3, 9, 15], [0, 0, 0, 3]],
  sinks: [[8, 15.6, 14, 18]],
  spawns: [{
    region: { rect: [0, 0, 5, 3] }, count: 12, v0: 1.2,
    goal: { waypoints: [[10.5, 1.5], [10.5, 14]], reach: 0.8, then: { point: [10.5, 17] } }
  }],
  forces: [{ name: 'drivingHFV' }, { name: 'contactHFV', params: { range: 1.5 } }, { name: 'wallHFV' }],
  settings: { dt: 0.01 }
};

describe('waypoint routes', () => {
  it.each([1, 2, 3])('everyone goes round the corner by the waypoints and leaves (seed %i)', (seed) => {
    const sim = createSimulation({ scenario: 'custom', file: doc, seed });
    const n = sim.state.count;
    // Before the corner nobody is north of the first leg; the first waypoint turns them north.
    let reachedCorner = 0;
    for (let k = 0; k < 4000 && sim.behaviours.evacuated < n; k++) {
      sim.step();
      for (let i = 0; i < sim.state.count; i++) {
        expect(sim.state.y[i] < 3 || sim.state.x[i] > 9).toBe(true); // never inside the inner block
        if (sim.state.leg[i] >= 1) reachedCorner++;
      }
    }
    expect(reachedCorner).toBeGreaterThan(0);
    expect(sim.behaviours.evacuated).toBe(n);
  });
});
