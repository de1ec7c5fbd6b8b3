import { describe, it, expect } from 'vitest';
import { PhaseTimer, STEP_PHASES, createSimulation } from '../../../src/lib/engine';

describe('per-phase timing (matter-js style)', () => {
  it('charges each phase its exclusive time: nested phases are subtracted from the one around them', () => {
    let t = 0;
    const timer = new PhaseTimer(() => t);
    timer.setForces(['a']);
    timer.setEnabled(true);
    const force = STEP_PHASES.length; // the first force's phase
    timer.enter(3); // integrate …
    t += 2;
    timer.enter(force); // … evaluates a force for 5 ms …
    t += 5;
    timer.exit();
    t += 1; // … and moves for 3 ms in all
    timer.exit();
    expect(timer.totals[3]).toBe(3);
    expect(timer.totals[force]).toBe(5);
  });

  it('does nothing while off, and a changed list of forces starts the totals afresh', () => {
    let t = 0;
    const timer = new PhaseTimer(() => t);
    timer.enter(0); t += 4; timer.exit();
    expect([...timer.totals].every((v) => v === 0)).toBe(true);
    timer.setEnabled(true);
    timer.setForces(['a']);
    const v = timer.version;
    timer.enter(0); t += 4; timer.exit();
    timer.setForces(['a', 'b']);
    expect(timer.version).toBe(v + 1);
    expect(timer.names).toEqual([...STEP_PHASES, 'force:a', 'force:b']);
    expect(timer.totals[0]).toBe(0);
  });

  it('names one phase per force of a simulation, and the phases add up to the step', () => {
    const sim = createSimulation({ scenario: 'corridor', seed: 2, params: { N: 200 } });
    expect(sim.timer.names).toEqual([...STEP_PHASES, 'force:drivingHM', 'force:repulsionHM', 'force:wallHM', 'force:bodyContact']);
    sim.timer.setEnabled(true);
    const t0 = performance.now();
    for (let k = 0; k < 20; k++) sim.step();
    const wall = performance.now() - t0;
    const sum = sim.timer.totals.reduce((a, b) => a + b, 0);
    // Everything but the loop itself is inside some phase: the sum is the step, up to the clock reads.
    expect(sum).toBeGreaterThan(0.5 * wall);
    expect(sum).toBeLessThanOrEqual(wall);
    const repulsion = sim.timer.totals[sim.timer.names.indexOf('force:repulsionHM')];
    expect(repulsion).toBeGreaterThan(0);
  });

  it('timing never changes the simulation: bit-identical trajectories with and without it', () => {
    const a = createSimulation({ scenario: 'free-flock', seed: 4, params: { N: 300 } });
    const b = createSimulation({ scenario: 'free-flock', seed: 4, params: { N: 300 } });
    b.timer.setEnabled(true);
    for (let k = 0; k < 50; k++) { a.step(); b.step(); }
    expect(Array.from(b.state.x.subarray(0, 300))).toEqual(Array.from(a.state.x.subarray(0, 300)));
    expect(Array.from(b.state.vy.subarray(0, 300))).toEqual(Array.from(a.state.vy.subarray(0, 300)));
  });
});
