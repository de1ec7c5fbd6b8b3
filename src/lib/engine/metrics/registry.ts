/**
 * Every metric by name, with what a chart, a legend and the command line need: label, unit, TeX symbol and a
 * one-line description. Scenarios list the names worth watching (Scenario.metrics); compute(sim) reads the
 * simulation and never changes it.
 */
import type { Simulation } from '../simulation';
import { polarization } from './polarization';
import { milling } from './milling';
import { meanSpeed, meanVelocityAlong, meanVelocityToGoal } from './speed';
import { meanNearestNeighbour } from './nearestNeighbour';
import { meanLocalDensity } from './density';
import { laneOrder } from './laneOrder';
import { lineFlow, specificLineFlow } from './flow';
import { corridorSpecificFlow } from './specificFlow';
import { laneCount } from './laneCount';
import { groupCount } from './groups';
import { TimeSeries } from './timeSeries';
import { deepestOverlap, longestPause } from './compression';

export interface Metric<N extends string = string> {
  readonly name: N;
  readonly label: string;
  /** Plain-text SI unit ('' for dimensionless). */
  readonly unit: string;
  /** TeX symbol, the same as in the chapters. */
  readonly symbol: string;
  readonly describe: string;
  /** A count: printed without decimals. */
  readonly integer?: boolean;
  compute(sim: Simulation): number;
}

/** Window of the door flow (s). */
const DOOR_FLOW_WINDOW = 10;
/** Radius of the local density disc (m). */
const DENSITY_RADIUS = 1;
/** Width of the lateral strips of the lane order parameter (m). */
const LANE_STRIP = 0.5;
/** Lane count: bin width, smoothing half-width (m), the fewest walkers a lane holds, and how far beyond chance it leans. */
const LANE_BIN = 0.1, LANE_SMOOTH = 0.3, LANE_MIN = 2, LANE_Z = 2;
/** Groups: agents closer than this are linked (m): article B's perception radius, the flock chapters' scale. */
const GROUP_LINK = 10;

const list = [
  {
    name: 'polarization', label: 'Polarization', unit: '', symbol: 'P',
    describe: 'length of the mean unit velocity: 1 = all move the same way, ≈ √π/(2√N) for random headings',
    compute: (sim) => polarization(sim.state)
  },
  {
    name: 'milling', label: 'Milling', unit: '', symbol: 'M',
    describe: 'mean angular momentum of unit velocities about the centroid: 1 = rotating ring (a mill)',
    compute: (sim) => milling(sim.state, sim.world)
  },
  {
    name: 'meanSpeed', label: 'Mean speed', unit: 'm/s', symbol: '\\bar v',
    describe: 'mean of |v| over all agents',
    compute: (sim) => meanSpeed(sim.state)
  },
  {
    name: 'goalVelocity', label: 'Mean velocity toward the goal', unit: 'm/s', symbol: '\\bar v_{\\hat e}',
    describe: 'mean over agents with a goal of the velocity along their desired direction: negative when the crowd is pushed back (mean speed, a mean of |v|, cannot show it)',
    compute: (sim) => meanVelocityToGoal(sim.state)
  },
  {
    name: 'meanVx', label: 'Mean velocity along +x', unit: 'm/s', symbol: '\\bar v_x',
    describe: 'mean of the velocity component along +x (the walking direction in corridors)',
    compute: (sim) => meanVelocityAlong(sim.state, 1, 0)
  },
  {
    name: 'nearestNeighbour', label: 'Nearest-neighbour distance', unit: 'm', symbol: '\\bar d_\\mathrm{nn}',
    describe: 'mean over agents of the distance to the closest other agent (centre to centre)',
    compute: (sim) => meanNearestNeighbour(sim.state, sim.world, sim.pairs)
  },
  {
    name: 'density', label: 'Local density', unit: '1/m²', symbol: '\\bar\\rho',
    describe: `mean over agents of the others within ${DENSITY_RADIUS} m, per m² of that disc inside the world`,
    compute: (sim) => meanLocalDensity(sim.state, sim.world, DENSITY_RADIUS)
  },
  {
    name: 'laneOrder', label: 'Lane order', unit: '', symbol: '\\Phi',
    describe: `mean over ${LANE_STRIP} m strips along the corridor of ((N_s − N_o)/(N_s + N_o))²: 1 = lanes, ≈ mean 1/n per strip when mixed`,
    compute: (sim) => laneOrder(sim.state, sim.world.y0, sim.world.height, LANE_STRIP, 'y')
  },
  {
    name: 'flowDensity', label: 'Specific flow along +x', unit: '1/(m s)', symbol: 'J_s = \\rho \\bar v_x',
    describe: 'density × mean velocity along +x = Σ v_x / area of the world; persons per metre of width per second (fundamental diagram)',
    compute: (sim) => {
      const s = sim.state, area = sim.world.width * sim.world.height;
      let sx = 0;
      for (let i = 0; i < s.count; i++) sx += s.vx[i];
      return area > 0 ? sx / area : NaN;
    }
  },
  {
    name: 'specificFlow', label: 'Specific flow along the goal', unit: '1/(m s)', symbol: 'J_s = \\rho\\,\\bar v_{\\hat e}',
    describe: 'density × mean velocity toward the goal = Σ v·ê / area of the world (a corridor\'s L × W): persons per metre of width per second past a cross-section, both streams of a two-way corridor counted positive, a walker pushed back counted negative',
    compute: (sim) => corridorSpecificFlow(sim.state, sim.world.width * sim.world.height)
  },
  {
    name: 'laneCount', label: 'Lanes', unit: '', symbol: 'n_\\mathrm{lanes}', integer: true,
    describe: `bands of one walking direction across the corridor: kind 0 minus kind 1 in ${LANE_BIN} m bins across the width, smoothed over ±${LANE_SMOOTH} m; a run of one sign is a lane when |N_0 − N_1| ≥ ${LANE_Z}√(N_0 + N_1) (beyond chance)`,
    compute: (sim) => laneCount(sim.state, sim.world.y0, sim.world.height, 'y', LANE_BIN, LANE_SMOOTH, LANE_MIN, LANE_Z)
  },
  {
    name: 'evacuated', label: 'Evacuated', unit: '', symbol: 'N_\\mathrm{out}', integer: true,
    describe: 'agents that have left through an exit',
    compute: (sim) => sim.behaviours.evacuated
  },
  {
    name: 'doorFlow', label: 'Door flow', unit: '1/s', symbol: 'J',
    describe: `net crossings of the first counting line over the last ${DOOR_FLOW_WINDOW} s, persons per second`,
    compute: (sim) => {
      const c = sim.behaviours.crossings[0];
      return c ? lineFlow(c, sim.time, DOOR_FLOW_WINDOW) : NaN;
    }
  },
  {
    name: 'doorSpecificFlow', label: 'Specific flow through the door', unit: '1/(m s)', symbol: 'J_s = J / w',
    describe: `net crossings of the first counting line over the last ${DOOR_FLOW_WINDOW} s, per second and per metre of the line's length (the door's width)`,
    compute: (sim) => {
      const c = sim.behaviours.crossings[0], L = sim.behaviours.spec.lines?.[0];
      return c && L ? specificLineFlow(c, L, sim.time, DOOR_FLOW_WINDOW) : NaN;
    }
  },
  {
    name: 'deepestOverlap', label: 'Deepest overlap', unit: 'm', symbol: 'g_{\\max}',
    describe: 'the largest overlap of two bodies (r_i + r_j − d_ij) or of a body and a wall (r_i − d_iW) now; the body force k g presses back, 1200 N per cm at k = 1.2 × 10⁵ kg/s²',
    compute: (sim) => deepestOverlap(sim.state, sim.world, sim.walls, sim.pairs)
  },
  {
    name: 'doorLongestPause', label: 'Longest door blockage', unit: 's', symbol: '\\Delta t_{\\max}',
    describe: 'the longest time between two successive passages through the first counting line so far (pauses that have ended)',
    compute: (sim) => {
      const c = sim.behaviours.crossings[0];
      return c ? longestPause(c) : NaN;
    }
  },
  {
    name: 'groups', label: 'Groups', unit: '', symbol: 'n_\\mathrm{groups}', integer: true,
    describe: `clusters of agents joined by chains of gaps shorter than ${GROUP_LINK} m (article B's perception radius): 1 = one cohesive flock, a stray boid alone counts one`,
    compute: (sim) => groupCount(sim.state, sim.world, GROUP_LINK)
  }
] as const satisfies readonly Metric[];

/** The name of a metric in the registry: a typed union, so a misspelt metric in a chapter or a scenario is a type error. */
export type MetricName = (typeof list)[number]['name'];

export const METRICS: Readonly<Record<MetricName, Metric<MetricName>>> = Object.fromEntries(list.map((m) => [m.name, m])) as Record<MetricName, Metric<MetricName>>;

export const isMetricName = (name: string): name is MetricName => Object.prototype.hasOwnProperty.call(METRICS, name);

export function metricByName(name: string): Metric<MetricName> | undefined {
  return isMetricName(name) ? METRICS[name] : undefined;
}

/**
 * Pushes (sim.time, value) for each named metric into its series, creating a series (of `capacity`) for a name
 * that has none yet. Throws for an unknown metric name.
 */
export function sampleMetrics(sim: Simulation, names: readonly string[], series: Record<string, TimeSeries>, capacity = 1024): void {
  for (const name of names) {
    const m = metricByName(name);
    if (!m) throw new Error(`unknown metric '${name}'; metrics: ${Object.keys(METRICS).join(', ')}`);
    (series[name] ??= new TimeSeries(capacity)).push(sim.time, m.compute(sim));
  }
}
