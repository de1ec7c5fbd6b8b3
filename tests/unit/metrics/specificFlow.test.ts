import { describe, expect, it } from 'vitest';
import { AgentState, GOAL_DIRECTION, GOAL_POINT, type AgentInit } from '../../../src/lib/engine/state';
import { createSimulation, Random } from '../../../src/lib/engine';
import {
  corridorSpecificFlow, specificFlowInRect, steadyLineFlow, specificLineFlow, laneCount, meanVelocityToGoal, metricByName, type Crossing
} from '../../../src/lib/engine/metrics';

const stateOf = (agents: AgentInit[]): AgentState => {
  const s = new AgentState(Math.max(1, agents.length));
  for (const a of agents) s.add(a);
  return s;
};

describe('corridor specific flow: J_s = ρ · v̄ toward the goal = Σ v·ê / A', () => {
  it('is density × speed for a uniform one-way stream (12 walkers at 1.2 m/s in 10 m × 2 m: 0.6 /m² · 1.2 = 0.72)', () => {
    const s = stateOf(Array.from({ length: 12 }, (_, k) => ({ x: k * 0.8, y: 1, vx: 1.2, vy: 0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION })));
    expect(corridorSpecificFlow(s, 20)).toBeCloseTo(0.72, 12);
  });
  it('counts both streams of a two-way corridor positive (mean vx would give 0)', () => {
    const s = stateOf([
      { x: 1, y: 1, vx: 1, vy: 0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION },
      { x: 2, y: 1, vx: -1, vy: 0, gx: -1, gy: 0, goalMode: GOAL_DIRECTION }
    ]);
    expect(corridorSpecificFlow(s, 10)).toBeCloseTo(0.2, 12);
  });
  it('is negative when the crowd is pushed back against its goal, and equals ρ × meanVelocityToGoal', () => {
    const s = stateOf([
      { x: 0, y: 0, vx: -0.3, vy: 0.1, gx: 5, gy: 0, goalMode: GOAL_POINT },
      { x: 1, y: 1, vx: -0.2, vy: 0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION },
      { x: 2, y: 0, vx: 0.1, vy: 0.4, gx: 0, gy: 3, goalMode: GOAL_DIRECTION }
    ]);
    const A = 6, J = corridorSpecificFlow(s, A);
    expect(J).toBeCloseTo((3 / A) * meanVelocityToGoal(s), 12);
    expect(J).toBeCloseTo((-0.3 - 0.2 + 0.4) / A, 12);
  });
  it('leaves out agents without a goal and is NaN for no area', () => {
    const s = stateOf([{ x: 0, y: 0, vx: 5, vy: 0 }, { x: 1, y: 0, vx: 1, vy: 0, gx: 1, gy: 0, goalMode: GOAL_DIRECTION }]);
    expect(corridorSpecificFlow(s, 2)).toBeCloseTo(0.5, 12);
    expect(corridorSpecificFlow(s, 0)).toBeNaN();
  });
  it('the registry metric divides by the world area, and in a periodic corridor its time mean is the crossings of a cross-section per second per metre (one-way, 40 s)', () => {
    const L = 20, W = 4, T = 40, S = 20;
    const sim = createSimulation({ scenario: 'corridor', seed: 3, params: { N: 40, length: L, width: W, flow: 'one-way' } });
    const m = metricByName('specificFlow')!;
    expect(m.unit).toBe('1/(m s)');
    // Unwrapped x per walker; crossings of S evenly spaced cross-sections from the start and end positions.
    const n = sim.state.count, id = sim.state.id, X0 = new Float64Array(n), X = new Float64Array(n), last = new Float64Array(n);
    for (let i = 0; i < n; i++) X0[id[i]] = X[id[i]] = last[id[i]] = sim.state.x[i];
    let sumJ = 0, samples = 0;
    while (sim.time < T - 1e-9) {
      sim.step();
      for (let i = 0; i < n; i++) {
        let dx = sim.state.x[i] - last[id[i]];
        dx -= L * Math.round(dx / L);
        X[id[i]] += dx; last[id[i]] = sim.state.x[i];
      }
      sumJ += m.compute(sim); samples++;
    }
    let crossings = 0;
    for (let k = 0; k < n; k++) for (let c = 0; c < S; c++) {
      const xc = ((c + 0.5) * L) / S;
      crossings += Math.floor((X[k] - xc) / L) - Math.floor((X0[k] - xc) / L);
    }
    const fromCrossings = crossings / S / T / W, fromDensity = sumJ / samples;
    expect(fromDensity).toBeGreaterThan(0.3);
    // Whole crossings against continuous displacement: over S evenly spaced sections each walker is off by less than
    // one crossing in all, so the two differ by less than n / (S T W).
    expect(Math.abs(fromCrossings - fromDensity)).toBeLessThan(n / (S * T * W));
  });
});

describe('specific flow in a measurement rectangle', () => {
  it('counts only the agents inside, along the normalized direction, per m² of the rectangle', () => {
    const s = stateOf([{ x: 1, y: 1, vx: 2, vy: 0 }, { x: 1.5, y: 0.5, vx: 1, vy: 1 }, { x: 5, y: 1, vx: 9, vy: 0 }]);
    expect(specificFlowInRect(s, 0, 0, 2, 2, 3, 0)).toBeCloseTo(3 / 4, 12);
    expect(specificFlowInRect(s, 0, 0, 2, 2, 0, 1)).toBeCloseTo(1 / 4, 12);
    expect(specificFlowInRect(s, 0, 0, 0, 2, 1, 0)).toBeNaN();
    expect(specificFlowInRect(s, 0, 0, 2, 2, 0, 0)).toBeNaN();
  });
});

describe('steady flow through a line', () => {
  /** n crossings, one every `gap` seconds, after a start at t0. */
  const regular = (n: number, t0: number, gap: number): Crossing[] => Array.from({ length: n }, (_, k) => ({ time: t0 + k * gap, sign: 1 }));
  it('is 1/gap for evenly spaced crossings, whatever the start delay', () => {
    expect(steadyLineFlow(regular(50, 7, 0.5))).toBeCloseTo(2, 12);
    expect(steadyLineFlow(regular(50, 0, 0.25))).toBeCloseTo(4, 12);
  });
  it('leaves out a slow start and a slow end', () => {
    // 10 stragglers 2 s apart, 80 at 0.5 s apart, 10 stragglers 3 s apart: the middle 60 % all fall in the jam.
    const c: Crossing[] = [];
    let t = 0;
    for (let k = 0; k < 10; k++) c.push({ time: (t += 2), sign: 1 });
    for (let k = 0; k < 80; k++) c.push({ time: (t += 0.5), sign: 1 });
    for (let k = 0; k < 10; k++) c.push({ time: (t += 3), sign: 1 });
    expect(steadyLineFlow(c)).toBeCloseTo(2, 12);
    // The whole run (from 0 to 1) is slower.
    expect(steadyLineFlow(c, 0, 1)).toBeLessThan(1.2);
  });
  it('counts one direction only, and is NaN with too few crossings', () => {
    const c: Crossing[] = [...regular(20, 0, 1)];
    c.splice(5, 0, { time: 4.5, sign: -1 });
    expect(steadyLineFlow(c)).toBeCloseTo(1, 12);
    expect(steadyLineFlow(c, 0.2, 0.8, -1)).toBeNaN();
    expect(steadyLineFlow(regular(2, 0, 1))).toBeNaN();
  });
  it('door specific flow: the registry divides the door flow by the counting line (the door) length', () => {
    const sim = createSimulation({ scenario: 'bottleneck', seed: 1, params: { N: 40, doorWidth: 1.2 } });
    while (sim.time < 25) sim.step();
    const line = sim.behaviours.spec.lines![0], L = Math.hypot(line.x2 - line.x1, line.y2 - line.y1);
    const J = metricByName('doorFlow')!.compute(sim), Js = metricByName('doorSpecificFlow')!.compute(sim);
    expect(J).toBeGreaterThan(0);
    expect(Js).toBeCloseTo(J / L, 12);
    expect(Js).toBeCloseTo(specificLineFlow(sim.behaviours.crossings[0], line, sim.time, 10), 12);
  });
});

describe('lane count', () => {
  /** Walkers in bands across a corridor of width W along x: bands[k] is the kind of band k (equal widths). */
  function banded(bands: number[], W: number, perBand: number, L = 20): AgentState {
    const agents: AgentInit[] = [], h = W / bands.length;
    bands.forEach((kind, b) => {
      for (let k = 0; k < perBand; k++) agents.push({ x: (k * L) / perBand, y: b * h + h * (0.2 + 0.6 * ((k * 0.618) % 1)), kind });
    });
    return stateOf(agents);
  }
  it('counts the bands of perfect lanes: 1, 2, 3, 4, 6', () => {
    expect(laneCount(banded([0], 4, 10), 0, 4)).toBe(1);
    expect(laneCount(banded([0, 1], 4, 10), 0, 4)).toBe(2);
    expect(laneCount(banded([0, 1, 0], 6, 10), 0, 6)).toBe(3);
    expect(laneCount(banded([1, 0, 1, 0], 8, 10), 0, 8)).toBe(4);
    expect(laneCount(banded([0, 1, 0, 1, 0, 1], 9, 10), 0, 9)).toBe(6);
  });
  it('one walker caught in the other stream is not a lane', () => {
    const s = banded([0, 1], 4, 10);
    s.add({ x: 3, y: 1, kind: 1 });
    expect(laneCount(s, 0, 4)).toBe(2);
  });
  it('bands narrower than the smoothing merge: alternating 0.2 m stripes read as no clear lanes', () => {
    // 20 stripes 0.2 m wide alternating direction with 3 walkers each: smoothing ±0.3 m washes them out.
    const stripes = Array.from({ length: 20 }, (_, k) => k % 2);
    const n = laneCount(banded(stripes, 4, 3), 0, 4);
    expect(n).toBeLessThan(20);
  });
  it('reads the lateral axis asked for and ignores other kinds and agents outside; 0 with nobody', () => {
    const s = banded([0, 1], 4, 10);
    const t = stateOf(Array.from({ length: s.count }, (_, i) => ({ x: s.y[i], y: s.x[i], kind: s.kind[i] })));
    expect(laneCount(t, 0, 4, 'x')).toBe(2);
    t.add({ x: 9, y: 0, kind: 1 }); t.add({ x: 1, y: 0, kind: 2 }); t.add({ x: 1.1, y: 0, kind: 2 });
    expect(laneCount(t, 0, 4, 'x')).toBe(2);
    expect(laneCount(stateOf([]), 0, 4)).toBe(0);
  });
  it('a crowd with random directions has (almost) no lanes: over 20 random crowds of 120 in 30 m × 8 m, at most one band passes, on average under one in two crowds', () => {
    const rng = new Random(7);
    let total = 0;
    for (let k = 0; k < 20; k++) {
      const s = stateOf(Array.from({ length: 120 }, () => ({ x: rng.uniform(0, 30), y: rng.uniform(0, 8), kind: rng.next() < 0.5 ? 0 : 1 })));
      const n = laneCount(s, 0, 8);
      expect(n).toBeLessThanOrEqual(1);
      total += n;
    }
    // The runs are chosen by the sign of the smoothed counts, which favours them a little: 8 of 20 pass here.
    expect(total).toBeLessThanOrEqual(10);
  });
  it('the registry metric is an integer count over the world height: 0 for the corridor\'s mixed start', () => {
    const m = metricByName('laneCount')!;
    expect(m.integer).toBe(true);
    expect(m.compute(createSimulation({ scenario: 'corridor', seed: 1 }))).toBe(0);
  });
});
