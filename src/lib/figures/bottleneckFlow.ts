/**
 * Flow through a door against its width: the model (the `bottleneck` scenario, Helbing, Farkas & Vicsek 2000
 * forces) beside laboratory data. Computed at build time or by tests/tools/curve-bottleneck.ts, never in the
 * reader's browser (a point is a few thousand steps of 80 pedestrians).
 *
 * How a point is measured: N pedestrians start spread over a 10 m × 8 m room at about 1 /m² and leave through
 * a door of width w in its wall; every crossing of the door line is timed. The steady flow is the flow of the
 * middle 60 % of those who passed (steadyLineFlow: from the 20 %-th to the 80 %-th), which leaves out the start
 * (walking up to the door, before a jam forms) and the end (the room emptying, nobody pushing from behind).
 */
import { createSimulation, steadyLineFlow } from '../engine';
import type { ChartSeries } from './chartSeries';
import { linearFit, mean } from './fit';

/**
 * Published points: door width (m) and specific flow J_s = J / w (1/(m s)), with where they come from.
 * Only what could be sourced is here, and how sure it is says `note`.
 */
export interface ReferencePoint {
  width: number;
  specificFlow: number;
}
export interface ReferenceSet {
  source: string;
  where: string;
  note: string;
  points: ReferencePoint[];
}

export const SEYFRIED_2009: ReferenceSet = {
  source: 'Seyfried, Passon, Steffen, Boltes, Rupprecht & Klingsch 2009, "New insights into pedestrian flow through bottlenecks", Transportation Science 43(3), 395–406 (arXiv physics/0702004)',
  where: 'Table 2 (N = 60), widths 0.8–1.2 m',
  note:
    'approximate (check): the values are as transcribed, and labelled specific flows, by a secondary source (a ' +
    'validation config of the robot_sf project), not re-read in the paper. Were they flows in 1/s, the specific ' +
    'flows would run 2.0 → 1.6 /(m s) instead; either way 1.6–2.0 /(m s) for 0.8–1.2 m. The literature summarises ' +
    'these data, with other experiments, by a flow growing linearly with width, J ≈ 1.9 /(m s) × w',
  points: [
    { width: 0.8, specificFlow: 1.61 },
    { width: 0.9, specificFlow: 1.86 },
    { width: 1.0, specificFlow: 1.9 },
    { width: 1.1, specificFlow: 1.93 },
    { width: 1.2, specificFlow: 1.97 }
  ]
};

/** The line the bottleneck literature quotes for Seyfried et al.'s and others' data: J_s ≈ 1.9 /(m s). */
export const PUBLISHED_SPECIFIC_FLOW = 1.9;

/**
 * Liao et al. 2014, "Experimental study on pedestrian flow through wide bottleneck", Transportation Research
 * Procedia 2, 26–33: widths 2.4–5.0 m, about 350 participants; flow linear in width, slope ≈ 2.3 /(m s) over all
 * data and ≈ 2.5 /(m s) in the steady state (section 4; approximate (check): transcribed from a secondary source).
 */
export const LIAO_2014_SLOPE = { all: 2.3, steady: 2.5, widths: [2.4, 5.0] } as const;

/**
 * Kretz, Grünebohm & Schreckenberg 2006, "Experimental study of pedestrian flow through a bottleneck", J. Stat.
 * Mech. P10014 (widths 0.4–1.6 m): their abstract states the specific flow falls linearly with width while only
 * one person at a time fits through, and is constant for wider bottlenecks. No numbers are quoted here: none could
 * be re-read.
 */
export const KRETZ_2006_FINDING =
  'specific flow declines linearly with width while only one person at a time can pass, then stays constant (abstract)';

export interface FlowPoint {
  width: number;
  seed: number;
  /** Agents placed and agents that passed the door. */
  agents: number;
  passed: number;
  /** Steady flow (persons/s) and specific flow (persons/(m s)). */
  flow: number;
  specificFlow: number;
}

export interface BottleneckOptions {
  /** Pedestrians (default 80, the scenario's default). */
  N?: number;
  /** Mean desired speed (default 1.34 m/s). */
  v0?: number;
  /** Stop after this many simulated seconds even if some are left (default 150). */
  limit?: number;
}

/** One model point: the steady flow through a door of `width` for one seed. */
export function bottleneckFlow(width: number, seed: number, opts: BottleneckOptions = {}): FlowPoint {
  const params: Record<string, number> = { doorWidth: width, N: opts.N ?? 80 };
  if (opts.v0 !== undefined) params.v0 = opts.v0;
  const sim = createSimulation({ scenario: 'bottleneck', seed, params });
  const agents = sim.state.count, limit = opts.limit ?? 150;
  while (sim.state.count > 0 && sim.time < limit) {
    if (!sim.step()) throw new Error(`bottleneck w = ${width}, seed ${seed}: ${sim.blowup?.message}`);
  }
  const flow = steadyLineFlow(sim.behaviours.crossings[0]);
  return { width, seed, agents, passed: sim.behaviours.evacuated, flow, specificFlow: flow / width };
}

/** Model points for every width and seed, the per-width mean flow, and the linear fit of flow against width. */
export function bottleneckSweep(widths: readonly number[], seeds: readonly number[], opts: BottleneckOptions = {}) {
  const points = widths.flatMap((w) => seeds.map((s) => bottleneckFlow(w, s, opts)));
  const meanFlow = widths.map((w) => mean(points.filter((p) => p.width === w).map((p) => p.flow)));
  const fit = linearFit(widths, meanFlow);
  const perSeed = seeds.map((s) => linearFit(widths, widths.map((w) => points.find((p) => p.width === w && p.seed === s)!.flow)));
  return { points, meanFlow, fit, perSeed };
}

/** The chart: model mean flow per width, the 1.9 /(m s) line and Seyfried et al.'s points (as flows, J = J_s w). */
export function bottleneckFigure(widths: readonly number[] = [0.8, 1.2, 1.6, 2.0, 2.4], seeds: readonly number[] = [1, 2, 3]): ChartSeries[] {
  const { meanFlow } = bottleneckSweep(widths, seeds);
  const line = [0.6, 2.6];
  return [
    { name: 'model', label: `model (HFV 2000 forces), mean of ${seeds.length} seeds`, colour: '#0072B2', data: { t: [...widths], v: meanFlow } },
    { name: 'js19', label: 'J = 1.9 /(m s) × w (Seyfried et al. 2009)', colour: '#999999', data: { t: line, v: line.map((w) => PUBLISHED_SPECIFIC_FLOW * w) } },
    { name: 'seyfried', label: 'Seyfried et al. 2009, Table 2 (approximate)', colour: '#D55E00', data: { t: SEYFRIED_2009.points.map((p) => p.width), v: SEYFRIED_2009.points.map((p) => p.specificFlow * p.width) } }
  ];
}
