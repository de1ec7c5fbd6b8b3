import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AgentState, GOAL_DIRECTION, GOAL_NONE, GOAL_POINT, type AgentInit } from '../../src/lib/engine/state';
import { makeWorld, wrapDelta, type World } from '../../src/lib/engine/geometry/world';
import { Random } from '../../src/lib/engine/random';
import { NeighbourList } from '../../src/lib/engine/neighbours/neighbourList';
import { buildAll } from '../../src/lib/engine/neighbours/strategy';
import { uniformGrid } from '../../src/lib/engine/neighbours/uniformGrid';
import { BehaviourState } from '../../src/lib/engine/behaviours';
import { SCENARIOS, createSimulation } from '../../src/lib/engine';
import {
  polarization, milling, centroid, meanSpeed, meanVelocityAlong, meanVelocityToGoal, meanNearestNeighbour, nearestNeighbourDistances,
  densityInRect, densityAround, meanLocalDensity, discAreaInWorld, lineFlow, specificLineFlow, laneOrder, TimeSeries,
  evacuatedCount, evacuationTime, timeOfKthEvacuee, evacuatedFraction, METRICS, metricByName, sampleMetrics
} from '../../src/lib/engine/metrics';

const stateOf = (agents: AgentInit[]): AgentState => {
  const s = new AgentState(Math.max(1, agents.length));
  for (const a of agents) s.add(a);
  return s;
};
const open: World = makeWorld(100, 100, false, false, -50, -50);

/** A ring of n agents of radius R about (cx, cy), each moving tangentially (counter-clockwise) at speed v. */
function ring(n: number, R: number, cx: number, cy: number, v = 1): AgentInit[] {
  return Array.from({ length: n }, (_, k) => {
    const th = (2 * Math.PI * k) / n;
    return { x: cx + R * Math.cos(th), y: cy + R * Math.sin(th), vx: -v * Math.sin(th), vy: v * Math.cos(th) };
  });
}

/** Brute-force nearest distances, minimum image on periodic axes. */
function bruteNN(s: AgentState, w: World): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.count; i++) {
    let best = Infinity;
    for (let j = 0; j < s.count; j++) {
      if (i === j) continue;
      let dx = s.x[j] - s.x[i], dy = s.y[j] - s.y[i];
      if (w.periodicX) dx = wrapDelta(dx, w.width);
      if (w.periodicY) dy = wrapDelta(dy, w.height);
      best = Math.min(best, Math.hypot(dx, dy));
    }
    out.push(best);
  }
  return out;
}

describe('polarization', () => {
  it('is 1 when all move the same way, whatever the speeds', () => {
    const s = stateOf([{ x: 0, y: 0, vx: 1, vy: 1 }, { x: 1, y: 0, vx: 3, vy: 3 }, { x: 2, y: 0, vx: 0.1, vy: 0.1 }]);
    expect(polarization(s)).toBeCloseTo(1, 12);
  });
  it('is 0 for opposite pairs', () => {
    const s = stateOf([{ x: 0, y: 0, vx: 1, vy: 0 }, { x: 1, y: 0, vx: -2, vy: 0 }, { x: 0, y: 1, vx: 0, vy: 1 }, { x: 1, y: 1, vx: 0, vy: -1 }]);
    expect(polarization(s)).toBeCloseTo(0, 12);
  });
  it('leaves agents at rest out (and is 0 when nobody moves)', () => {
    expect(polarization(stateOf([{ x: 0, y: 0, vx: 1, vy: 0 }, { x: 1, y: 0 }]))).toBeCloseTo(1, 12);
    expect(polarization(stateOf([{ x: 0, y: 0 }, { x: 1, y: 0 }]))).toBe(0);
  });
  it('averages √π/(2√N) for random headings (Rayleigh), N = 100, 2000 draws, within 4 standard errors (≈ 4.7 %)', () => {
    // For N independent uniform headings the sum of unit vectors is nearly Gaussian with variance N/2 per axis,
    // so |sum| is Rayleigh with mean √(πN/4), and P = |sum|/N has mean √π/(2√N) ≈ 0.0886 and variance
    // (4 − π)/(4N), a standard deviation of 0.0463 at N = 100. Over 2000 draws the standard error of the mean is
    // 0.0463/√2000 = 0.00104 (1.2 % of the mean); 4 standard errors (4.7 %) leave a chance of about 1 in 16 000
    // that a correct metric fails with other draws. (The finite-N bias, about −1/(8N) = −0.13 %, is negligible.)
    const N = 100, draws = 2000, rng = new Random(7), s = new AgentState(N);
    for (let i = 0; i < N; i++) s.add({ x: i, y: 0 });
    let sum = 0;
    for (let d = 0; d < draws; d++) {
      for (let i = 0; i < N; i++) { const th = 2 * Math.PI * rng.next(); s.vx[i] = Math.cos(th); s.vy[i] = Math.sin(th); }
      sum += polarization(s);
    }
    const expected = Math.sqrt(Math.PI) / (2 * Math.sqrt(N));
    const standardError = Math.sqrt((4 - Math.PI) / (4 * N)) / Math.sqrt(draws);
    expect(Math.abs(sum / draws - expected)).toBeLessThan(4 * standardError);
  });
});

describe('milling and centroid', () => {
  it('is 1 for a rotating ring, in either direction', () => {
    expect(milling(stateOf(ring(24, 3, 5, -2)), open)).toBeCloseTo(1, 12);
    expect(milling(stateOf(ring(24, 3, 5, -2, -2)), open)).toBeCloseTo(1, 12);
  });
  it('is 0 for a ring moving as one (polarized) and 1 for a ring straddling a periodic corner', () => {
    const s = stateOf(ring(24, 3, 0, 0).map((a) => ({ ...a, vx: 1, vy: 0 })));
    expect(milling(s, open)).toBeCloseTo(0, 12);
    const torus = makeWorld(10, 10, true);
    const wrapped = ring(24, 2, 0.5, 9.5).map((a) => ({ ...a, x: (a.x + 10) % 10, y: (a.y + 10) % 10 }));
    const st = stateOf(wrapped);
    const c = centroid(st, torus);
    expect(c.x).toBeCloseTo(0.5, 9);
    expect(c.y).toBeCloseTo(9.5, 9);
    expect(milling(st, torus)).toBeCloseTo(1, 9);
    // The arithmetic mean would put the centre mid-world and give a wrong answer.
    expect(milling(st, makeWorld(10, 10, false))).toBeLessThan(0.9);
  });
});

describe('speed', () => {
  it('mean speed and mean velocity along a direction', () => {
    const s = stateOf([{ x: 0, y: 0, vx: 3, vy: 4 }, { x: 1, y: 0, vx: -1, vy: 0 }]);
    expect(meanSpeed(s)).toBeCloseTo(3, 12);
    expect(meanVelocityAlong(s, 1, 0)).toBeCloseTo(1, 12);
    expect(meanVelocityAlong(s, 0, 2)).toBeCloseTo(2, 12);
  });

  it('mean velocity toward the goal: along each agent\'s own desired direction, negative when pushed back, where mean speed is not', () => {
    const s = stateOf([
      // a goal point to the east, walking east at 1 m/s: +1
      { x: 0, y: 0, vx: 1, vy: 0, gx: 10, gy: 0, goalMode: GOAL_POINT },
      // a goal direction north (not unit: normalised), pushed south at 0.5 m/s: −0.5
      { x: 5, y: 5, vx: 0, vy: -0.5, gx: 0, gy: 3, goalMode: GOAL_DIRECTION },
      // no goal: left out (else it would pull the mean toward 0)
      { x: 9, y: 9, vx: 7, vy: 0, goalMode: GOAL_NONE }
    ]);
    expect(meanVelocityToGoal(s)).toBeCloseTo(0.25, 12);
    expect(meanSpeed(s)).toBeCloseTo(8.5 / 3, 12);
    // A crowd pushed back as a whole: its speed is positive, its progress negative.
    const back = stateOf([1, 2, 3].map((k) => ({ x: k, y: 0, vx: -0.3, vy: 0.1, gx: 1, gy: 0, goalMode: GOAL_DIRECTION })));
    expect(meanSpeed(back)).toBeGreaterThan(0.3);
    expect(meanVelocityToGoal(back)).toBeCloseTo(-0.3, 12);
    expect(meanVelocityToGoal(stateOf([{ x: 0, y: 0, vx: 1, vy: 1 }]))).toBe(0);
  });
});

describe('nearest-neighbour distance', () => {
  it('is the spacing of a square lattice (small: brute force; large: grid), open and periodic', () => {
    for (const [nx, a] of [[5, 0.7], [30, 0.7], [40, 1.3]] as const) {
      const agents: AgentInit[] = [];
      for (let i = 0; i < nx; i++) for (let j = 0; j < nx; j++) agents.push({ x: i * a, y: j * a });
      expect(meanNearestNeighbour(stateOf(agents), open)).toBeCloseTo(a, 12);
      expect(meanNearestNeighbour(stateOf(agents), makeWorld(nx * a, nx * a, true))).toBeCloseTo(a, 12);
    }
  });
  it('a triangular lattice on a torus: every distance is the spacing', () => {
    const a = 0.5, cols = 20, rows = 20, h = (a * Math.sqrt(3)) / 2, agents: AgentInit[] = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) agents.push({ x: c * a + (r % 2) * a / 2, y: r * h });
    const s = stateOf(agents), d = nearestNeighbourDistances(s, makeWorld(cols * a, rows * h, true), new Float64Array(s.count));
    for (let i = 0; i < s.count; i++) expect(d[i]).toBeCloseTo(a, 9);
  });
  it('NaN for fewer than two agents', () => {
    expect(meanNearestNeighbour(stateOf([{ x: 0, y: 0 }]), open)).toBeNaN();
  });
  it('agrees with brute force on random points, with and without the neighbour list (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 300 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 1e6 }), fc.double({ min: 0.2, max: 3, noNaN: true }),
      (n, mode, seed, cutoff) => {
        const rng = new Random(seed), L = 10;
        const w = makeWorld(L, L * 0.6, mode % 2 === 1, mode >= 2, -3, 1);
        const agents: AgentInit[] = [];
        // Some points outside the world on open axes (a sink, the street).
        for (let i = 0; i < n; i++) agents.push({ x: w.x0 + rng.uniform(w.periodicX ? 0 : -1, L), y: w.y0 + rng.uniform(w.periodicY ? 0 : -1, L * 0.6) });
        const s = stateOf(agents), want = bruteNN(s, w);
        const got = nearestNeighbourDistances(s, w, new Float64Array(n));
        for (let i = 0; i < n; i++) expect(got[i]).toBeCloseTo(want[i], 9);
        // Through the simulation's neighbour list (the grid strategy reorders agents: compare after building).
        const list = new NeighbourList();
        buildAll(uniformGrid(), s, w, cutoff, list);
        const want2 = bruteNN(s, w), got2 = nearestNeighbourDistances(s, w, new Float64Array(n), list);
        for (let i = 0; i < n; i++) expect(got2[i]).toBeCloseTo(want2[i], 9);
      }
    ), { numRuns: 60 });
  });
});

/** Area of the unit disc with x ≥ a, y ≥ b, by counting a fine grid (for checking the quadrature). */
function cornerArea(a: number, b: number): number {
  const n = 2000, h = 2 / n;
  let c = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    const x = -1 + (i + 0.5) * h, y = -1 + (j + 0.5) * h;
    if (x >= a && y >= b && x * x + y * y <= 1) c++;
  }
  return c * h * h;
}

describe('density', () => {
  it('counts in a rectangle per m²', () => {
    const s = stateOf([{ x: 0.5, y: 0.5 }, { x: 1.5, y: 0.5 }, { x: 5, y: 5 }]);
    expect(densityInRect(s, 0, 0, 2, 1)).toBeCloseTo(1, 12);
  });
  it('disc area clipped by the world: whole, half at an edge, quarter in a corner', () => {
    const w = makeWorld(10, 10, false);
    expect(discAreaInWorld(w, 5, 5, 1)).toBe(Math.PI);
    expect(discAreaInWorld(w, 0, 5, 1)).toBeCloseTo(Math.PI / 2, 12);
    // A 1 m wide strip through the centre: √3/2 + π/3 — exact for a corridor.
    expect(discAreaInWorld(makeWorld(10, 1, true, false, 0, -0.5), 5, 0, 1)).toBeCloseTo(Math.sqrt(3) / 2 + Math.PI / 3, 12);
    // Off-centre corner (quadrature): x ≥ 0.3 and y ≥ −0.2 relative to the centre, checked by a fine grid count.
    expect(discAreaInWorld(makeWorld(10, 10, false, false, 0.3, -0.2), 0, 0, 1) / cornerArea(0.3, -0.2)).toBeCloseTo(1, 3);
    expect(discAreaInWorld(w, 10, 10, 1) / (Math.PI / 4)).toBeCloseTo(1, 3);
    expect(discAreaInWorld(makeWorld(10, 10, true), 0, 0, 1)).toBe(Math.PI);
  });
  it('a square lattice of spacing 0.5 on a torus: 12 others within 1 m, so 12/π per m²', () => {
    const agents: AgentInit[] = [];
    for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) agents.push({ x: i * 0.5, y: j * 0.5 });
    const s = stateOf(agents), torus = makeWorld(10, 10, true);
    expect(meanLocalDensity(s, torus, 1)).toBeCloseTo(12 / Math.PI, 10);
    // Around a lattice point (counting it): 13 within 1 m.
    expect(densityAround(s, torus, 0, 0, 1)).toBeCloseTo(13 / Math.PI, 10);
  });
  it('small periodic worlds do not count anyone twice', () => {
    const s = stateOf([{ x: 0.2, y: 0.2 }, { x: 0.9, y: 0.2 }]);
    // Width 1.5 m: one or two cells of ≥ 1 m; the other agent is 0.7 m away (the other way round, 0.8 m).
    expect(meanLocalDensity(s, makeWorld(1.5, 1.5, true), 1)).toBeCloseTo(1 / Math.PI, 12);
  });
});

describe('flow through a counting line', () => {
  const crossings = [{ time: 1, sign: 1 }, { time: 2, sign: 1 }, { time: 3, sign: -1 }, { time: 11, sign: 1 }, { time: 12, sign: 1 }];
  it('net and gross flow over a window, shrinking the window early in a run', () => {
    // Window (2, 12]: −1 at t = 3, +1 at 11, +1 at 12 (the crossing at t = 2 is on the open end).
    expect(lineFlow(crossings, 12, 10)).toBeCloseTo(1 / 10, 12);
    expect(lineFlow(crossings, 12, 10, false)).toBeCloseTo(3 / 10, 12);
    expect(lineFlow(crossings, 4, 10)).toBeCloseTo(1 / 4, 12);
    expect(lineFlow(crossings, 0, 10)).toBe(0);
    expect(specificLineFlow(crossings, { x1: 0, y1: 0, x2: 0, y2: 2 }, 4, 10)).toBeCloseTo(1 / 8, 12);
  });
});

describe('evacuation figures', () => {
  it('reads the sinks’ counters', () => {
    const b = new BehaviourState({});
    b.initialCount.value = 3;
    b.evacuationTimes.push(1.5, 2.5);
    expect(evacuatedCount(b)).toBe(2);
    expect(evacuationTime(b)).toBeNaN();
    expect(timeOfKthEvacuee(b, 2)).toBe(2.5);
    expect(evacuatedFraction(b)).toBeCloseTo(2 / 3, 12);
    b.evacuationTimes.push(4);
    expect(evacuationTime(b)).toBe(4);
  });
});

describe('lane order Φ', () => {
  const W = 4;
  it('is 1 for lanes and 0 for a perfectly alternating arrangement', () => {
    const lanes: AgentInit[] = [], alt: AgentInit[] = [];
    for (let j = 0; j < 8; j++) for (let k = 0; k < 6; k++) {
      const y = 0.25 + 0.5 * j;
      lanes.push({ x: k, y, kind: j < 4 ? 0 : 1 });
      alt.push({ x: k, y, kind: k % 2 });
    }
    expect(laneOrder(stateOf(lanes), 0, W)).toBe(1);
    expect(laneOrder(stateOf(alt), 0, W)).toBe(0);
    // Alternating lanes of one strip each are lanes too.
    expect(laneOrder(stateOf(lanes.map((a, i) => ({ ...a, kind: Math.floor(a.y / 0.5) % 2 }))), 0, W)).toBe(1);
  });
  it('leaves empty strips and other kinds out; NaN with nobody', () => {
    expect(laneOrder(stateOf([{ x: 0, y: 0.1, kind: 0 }, { x: 0, y: 3.9, kind: 1 }, { x: 0, y: 2, kind: 2 }]), 0, W)).toBe(1);
    expect(laneOrder(stateOf([]), 0, W)).toBeNaN();
  });
  it('averages 1/n for random mixing with n walkers per strip (n = 10, 2000 draws, within 5 %)', () => {
    const rng = new Random(3), n = 10, agents: AgentInit[] = [];
    for (let j = 0; j < 8; j++) for (let k = 0; k < n; k++) agents.push({ x: k, y: 0.25 + 0.5 * j });
    const s = stateOf(agents);
    let sum = 0;
    for (let d = 0; d < 2000; d++) {
      for (let i = 0; i < s.count; i++) s.kind[i] = rng.next() < 0.5 ? 0 : 1;
      sum += laneOrder(s, 0, W);
    }
    expect(Math.abs(sum / 2000 - 1 / n) / (1 / n)).toBeLessThan(0.05);
  });
});

describe('TimeSeries', () => {
  it('keeps the newest `capacity` samples in order and wraps', () => {
    const ts = new TimeSeries(4);
    expect(ts.length).toBe(0);
    expect(ts.last).toBeUndefined();
    for (let k = 0; k < 3; k++) ts.push(k, 10 * k);
    expect(Array.from(ts.toArrays().t)).toEqual([0, 1, 2]);
    for (let k = 3; k < 10; k++) ts.push(k, 10 * k);
    expect(ts.length).toBe(4);
    const { t, v } = ts.toArrays();
    expect(Array.from(t)).toEqual([6, 7, 8, 9]);
    expect(Array.from(v)).toEqual([60, 70, 80, 90]);
    expect(ts.last).toEqual({ t: 9, v: 90 });
    expect(ts.timeAt(0)).toBe(6);
    expect(ts.valueAt(3)).toBe(90);
    expect(ts.valueAt(4)).toBeNaN();
    ts.clear();
    expect(ts.length).toBe(0);
    expect(() => new TimeSeries(0)).toThrow(RangeError);
  });
});

describe('registry', () => {
  it('has every metric a scenario names, with a label, unit and TeX symbol', () => {
    for (const sc of SCENARIOS) for (const name of sc.metrics) expect(metricByName(name), `${sc.name}: ${name}`).toBeDefined();
    for (const m of Object.values(METRICS)) {
      expect(m.label.length).toBeGreaterThan(0);
      expect(typeof m.unit).toBe('string');
      expect(m.symbol.length).toBeGreaterThan(0);
      expect(m.describe.length).toBeGreaterThan(0);
    }
    expect(metricByName('toString')).toBeUndefined();
  });
  it('samples a fresh simulation of every scenario into series', () => {
    for (const sc of SCENARIOS) {
      const small: Record<string, number> = sc.params.some((p) => p.key === 'N') ? { N: 20 } : {};
      const sim = createSimulation({ scenario: sc.name, params: small });
      const series: Record<string, TimeSeries> = {};
      sampleMetrics(sim, Object.keys(METRICS), series, 8);
      for (const name of Object.keys(METRICS)) expect(series[name].length).toBe(1);
      expect(series.polarization.last!.v).toBeGreaterThanOrEqual(0);
      expect(series.polarization.last!.v).toBeLessThanOrEqual(1 + 1e-12);
    }
    expect(() => sampleMetrics(createSimulation({ scenario: 'corridor' }), ['nope'], {})).toThrow(/unknown metric 'nope'/);
  });
});
