/**
 * Faster is slower, and a column in front of the exit (Helbing, Farkas & Vicsek 2000, Nature 407, 487): the
 * `evacuation` scenario (15 m × 15 m room, 1 m exit in the middle of the right wall, 200 people, HFV forces) with
 * and without a column before the exit (square, or round as the scenario's `column = 1` now is), at several v0.
 *
 * The column is added here, not by the scenario's `column` switch, so that its place, size and shape can be varied:
 * the scenario is built without it, the column's walls are added (Simulation.setWalls) and the agents the column
 * would overlap are removed before the first step. So every variant starts from the same crowd, less the few where
 * the column stands (the scenario's own `column = 1` places its crowd round the column instead, a different start).
 */
import { createSimulation, column, polygon, type Segment, type Simulation } from '../engine';
import { mean } from './fit';
import type { ChartSeries } from './chartSeries';

/**
 * A column: centre (cx, cy) and size (the side of a square, the diameter of a disc), in the room's coordinates (the
 * exit spans x = 15, y 7 – 8). A disc is a 16-sided polygon with a corner pointing back into the room.
 */
export interface ColumnSpec {
  cx: number;
  cy: number;
  side: number;
  shape?: 'square' | 'disc';
}

/** Walls of a column. */
export function columnWalls(c: ColumnSpec): Segment[] {
  if (c.shape !== 'disc') return column(c.cx, c.cy, c.side);
  const n = 16, r = c.side / 2, pts: [number, number][] = [];
  for (let k = 0; k < n; k++) pts.push([c.cx + r * Math.cos(Math.PI + (2 * Math.PI * k) / n), c.cy + r * Math.sin(Math.PI + (2 * Math.PI * k) / n)]);
  return polygon(pts);
}

/** Distance from (x, y) to the column (0 inside a square; to the circle for a disc). */
function distanceTo(c: ColumnSpec, x: number, y: number): number {
  if (c.shape === 'disc') return Math.max(0, Math.hypot(x - c.cx, y - c.cy) - c.side / 2);
  const h = c.side / 2;
  return Math.hypot(Math.max(Math.abs(x - c.cx) - h, 0), Math.max(Math.abs(y - c.cy) - h, 0));
}

/** The scenario's column's place and size (0.6 m across, its centre 1.3 m before the wall, 0.25 m off-axis), square. */
export const SCENARIO_COLUMN: ColumnSpec = { cx: 15 - 1.3, cy: 7.5 + 0.25, side: 0.6 };

/**
 * The column the curves test uses, and the scenario's own since issue #9: round (a 16-gon with a corner toward the
 * room). Behind a flat face, the point where the desired direction (straight at the exit) meets the face at right
 * angles is a stable rest: the wall pushes straight back, nothing pushes sideways, and sliding friction holds the
 * agent there. Behind a round column that point is unstable (a step aside turns the desired direction further round
 * the column), so nobody stays.
 */
export const RECOMMENDED_COLUMN: ColumnSpec = { ...SCENARIO_COLUMN, shape: 'disc' };

export interface EvacuationOptions {
  v0: number;
  seed: number;
  column?: ColumnSpec | null;
  /** People (default 200). */
  N?: number;
  /** Give up after this many simulated seconds (default 300). */
  limit?: number;
  /** Panic (herding) parameter p of drivingHFV (default 0, the scenario's). */
  panic?: number;
}

export interface EvacuationResult {
  v0: number;
  seed: number;
  /** People placed (after removing those the column overlaps) and people out. */
  agents: number;
  out: number;
  /** Time the last one left; `limit` (a lower bound) when some are still inside. */
  time: number;
  finished: boolean;
  /** Time the 90 %-th person left (less sensitive to one straggler); `limit` if not reached. */
  time90: number;
  /** Those still inside at the end that stand within 1 m of the column's centre, stuck behind it. */
  stuckAtColumn: number;
  /**
   * The longest time (s) any one agent spent without a break within 1 m of the column's centre at under 0.1 m/s:
   * a walker stopped behind the column. 0 without a column.
   */
  longestRestAtColumn: number;
}

function segmentsOf(sim: Simulation): Segment[] {
  const out: Segment[] = [], s = sim.walls.seg;
  for (let k = 0; k < sim.walls.count; k++) out.push([s[4 * k], s[4 * k + 1], s[4 * k + 2], s[4 * k + 3]]);
  return out;
}

/** The evacuation scenario with the column of `spec` (or none), ready to step. */
export function evacuationWithColumn(opts: EvacuationOptions): Simulation {
  const params: Record<string, number> = { v0: opts.v0, column: 0 };
  if (opts.N !== undefined) params.N = opts.N;
  const sim = createSimulation({ scenario: 'evacuation', seed: opts.seed, params, forces: opts.panic ? { drivingHFV: { params: { p: opts.panic } } } : undefined });
  const c = opts.column;
  if (c) {
    sim.setWalls([...segmentsOf(sim), ...columnWalls(c)]);
    const s = sim.state;
    // An agent whose centre is closer to the column than its radius (plus 1 cm) would start overlapping it.
    for (let i = s.count - 1; i >= 0; i--) if (distanceTo(c, s.x[i], s.y[i]) < s.radius[i] + 0.01) s.remove(i);
  }
  return sim;
}

/** One evacuation: run until everyone is out or `limit` seconds. */
export function evacuate(opts: EvacuationOptions): EvacuationResult {
  const sim = evacuationWithColumn(opts), limit = opts.limit ?? 300;
  const agents = sim.state.count, c = opts.column, s = sim.state;
  let maxId = 0;
  for (let i = 0; i < s.count; i++) maxId = Math.max(maxId, s.id[i]);
  const restSince = new Float64Array(maxId + 1).fill(NaN);
  let longest = 0;
  while (sim.state.count > 0 && sim.time < limit) {
    if (!sim.step()) throw new Error(`evacuation v0 = ${opts.v0}, seed ${opts.seed}: ${sim.blowup?.message}`);
    if (!c) continue;
    for (let i = 0; i < s.count; i++) {
      const k = s.id[i], near = Math.hypot(s.x[i] - c.cx, s.y[i] - c.cy) < 1, still = Math.hypot(s.vx[i], s.vy[i]) < 0.1;
      if (near && still) {
        if (Number.isNaN(restSince[k])) restSince[k] = sim.time;
        longest = Math.max(longest, sim.time - restSince[k]);
      } else restSince[k] = NaN;
    }
  }
  const b = sim.behaviours, finished = sim.state.count === 0, k90 = Math.ceil(0.9 * agents) - 1;
  let stuck = 0;
  if (c) for (let i = 0; i < sim.state.count; i++) if (Math.hypot(sim.state.x[i] - c.cx, sim.state.y[i] - c.cy) < 1) stuck++;
  return {
    v0: opts.v0, seed: opts.seed, agents, out: b.evacuated, finished,
    time: finished ? b.evacuationTimes[b.evacuated - 1] : limit,
    time90: b.evacuated > k90 ? b.evacuationTimes[k90] : limit,
    stuckAtColumn: stuck,
    longestRestAtColumn: longest
  };
}

/** Mean evacuation time (and of the 90 %-th) over seeds, with and without a column, at each v0. */
export function columnSweep(v0s: readonly number[], seeds: readonly number[], col: ColumnSpec, opts: Partial<EvacuationOptions> = {}) {
  return v0s.map((v0) => {
    const without = seeds.map((seed) => evacuate({ ...opts, v0, seed, column: null }));
    const withCol = seeds.map((seed) => evacuate({ ...opts, v0, seed, column: col }));
    return {
      v0, without, withColumn: withCol,
      meanWithout: mean(without.map((r) => r.time)), meanWith: mean(withCol.map((r) => r.time)),
      mean90Without: mean(without.map((r) => r.time90)), mean90With: mean(withCol.map((r) => r.time90))
    };
  });
}

/**
 * What Helbing, Farkas & Vicsek 2000 report (Nature 407, 487; text and Fig. 3): in panic, a column placed
 * asymmetrically in front of the exit increases the outflow and reduces the pressure (injuries) at the door. No
 * numbers are quoted here: none could be re-read.
 */
export const HFV_2000_COLUMN_FINDING =
  'a column placed asymmetrically in front of the exit increases the outflow in panic (high v0) and reduces injuries';

/** The chart: mean time for 90 % to get out against v0, without a column and with one (default the round one). */
export function columnFigure(v0s: readonly number[] = [1, 2, 3, 5], seeds: readonly number[] = [1, 2, 3], col: ColumnSpec = RECOMMENDED_COLUMN, limit = 250): ChartSeries[] {
  const sweep = columnSweep(v0s, seeds, col, { limit });
  return [
    { name: 'none', label: `no column, 90 % out (mean of ${seeds.length} seeds)`, colour: '#0072B2', data: { t: [...v0s], v: sweep.map((r) => r.mean90Without) } },
    { name: 'column', label: `${col.shape === 'disc' ? 'round' : 'square'} column, 90 % out`, colour: '#D55E00', data: { t: [...v0s], v: sweep.map((r) => r.mean90With) } }
  ];
}
