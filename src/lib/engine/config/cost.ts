/**
 * What a run will cost, estimated before it starts: views use it to send heavy configurations to a worker (or ask
 * the reader first) instead of freezing the page; the command line uses it to refuse runs that would take days.
 *
 * Cost model, per force evaluation (one per sub-step; Heun evaluates twice):
 *   every strategy   N × (1 + k) × PER_AGENT_NEIGHBOUR[strategy][family]
 *   all-pairs, also  N × (N − 1) × PER_PAIR                       (every agent looks at every other)
 * plus, with --trajectories, PER_ROW for each row written (formatting six numbers and writing them).
 * where k is the mean number of neighbours within the cutoff (the largest radius an enabled force needs), counted at
 * the start for a sample of agents (the world's mean density would miss a flock released from a small disc). No pair
 * force (r = 0): no neighbour search, no k.
 *
 * The constants were measured on this project's machine (2 shared cores, Node 20; timing 10–20 steps after
 * warm-up) over every scenario with 2 000 – 100 000 agents. Per agent and neighbour: 25–70 ns for the boids rules and
 * 90–190 ns for the social forces on the grid, 200–1 000 ns on the k-d tree (either family); all-pairs adds
 * 4–115 ns per pair (periodic worlds are the slow end). Each constant sits inside its range, so an estimate is right
 * within a factor of about 3 — enough to tell seconds from hours from days, which is all it is for. A trajectory row
 * took 1.9 µs (10 million rows of a 100 000-agent Vicsek run: 19 s of its 33).
 */
import type { Simulation } from '../simulation';
import { forceNamed, type ForceName } from '../forces';
import { scenarioOf } from '../scenarios';
import type { ResolvedConfig } from './simConfig';

const PER_AGENT_NEIGHBOUR: Readonly<Record<string, { boids: number; social: number }>> = {
  grid: { boids: 50e-9, social: 150e-9 },
  'kd-tree': { boids: 600e-9, social: 600e-9 },
  'all-pairs': { boids: 50e-9, social: 150e-9 }
};
const PER_PAIR = 20e-9;
const PER_ROW = 2e-6;

export interface WorkInputs {
  agents: number;
  steps: number;
  substeps: number;
  /** Force evaluations per sub-step: 2 for Heun, else 1. */
  evaluations: number;
  /** The scenario's family: the boids rules are cheaper per neighbour than the social forces. */
  family: 'boids' | 'social';
  /** The neighbour strategy: grid, kd-tree or all-pairs. */
  strategy: string;
  /** Neighbour cutoff in m (0: no force needs neighbours). */
  radius: number;
  /** Mean neighbours within the cutoff, k. */
  neighbours: number;
  /** Trajectory rows to write (0 without --trajectories). */
  rows: number;
}

/** Estimated wall time of a run, in seconds. */
export function estimateWork(w: WorkInputs): number {
  const n = Math.max(0, w.agents), k = w.radius > 0 ? Math.max(0, w.neighbours) : 0;
  let perEvaluation = n * (1 + k) * (PER_AGENT_NEIGHBOUR[w.strategy] ?? PER_AGENT_NEIGHBOUR.grid)[w.family];
  if (w.strategy === 'all-pairs' && w.radius > 0) perEvaluation += n * Math.max(0, n - 1) * PER_PAIR;
  return perEvaluation * w.evaluations * w.substeps * w.steps + w.rows * PER_ROW;
}

/** Agents sampled to count neighbours: SAMPLES × N distance checks, a tenth of a second for a million agents. */
const SAMPLES = 64;

/**
 * Mean number of other agents within `radius` of an agent, over up to SAMPLES agents spread through the arrays
 * (all of them when there are fewer), with the world's periodic axes wrapped.
 */
export function meanNeighbours(sim: Simulation, radius: number): number {
  const s = sim.state, n = s.count, w = sim.world, r2 = radius * radius;
  if (n < 2 || radius <= 0) return 0;
  const samples = Math.min(n, SAMPLES);
  const wrap = (d: number, L: number) => (d > 0.5 * L ? d - L : d < -0.5 * L ? d + L : d);
  let total = 0;
  for (let q = 0; q < samples; q++) {
    const i = Math.floor(((q + 0.5) * n) / samples), xi = s.x[i], yi = s.y[i];
    for (let j = 0; j < n; j++) {
      let dx = s.x[j] - xi, dy = s.y[j] - yi;
      if (w.periodicX) dx = wrap(dx, w.width);
      if (w.periodicY) dy = wrap(dy, w.height);
      if (dx * dx + dy * dy < r2 && j !== i) total++;
    }
  }
  return total / samples;
}

/** Neighbours assumed within the cutoff before anything is built (the scenarios' crowds and flocks: 5–20). */
const TYPICAL_NEIGHBOURS = 20;

export interface CostEstimate {
  agents: number;
  /** Candidate pairs examined per step (N(N − 1) per evaluation with all pairs; N·k otherwise). */
  pairChecks: number;
  /** Rough milliseconds per step on a desktop machine. */
  msPerStep: number;
}

/** One step of a configuration, before it is built (k = TYPICAL_NEIGHBOURS, or N − 1 when fewer agents). */
export function estimateCost(r: ResolvedConfig): CostEstimate {
  const sc = scenarioOf(r)!;
  const agents = sc.population(r.params);
  const radius = Math.max(0, ...Object.entries(r.forces).map(([name, f]) => (f.enabled ? (forceNamed(name as ForceName).radius?.(f.params) ?? 0) : 0)));
  const w: WorkInputs = {
    agents, steps: 1, substeps: r.settings.substeps, evaluations: r.settings.integrator === 'heun' ? 2 : 1,
    family: sc.family, strategy: r.settings.neighbours, radius, neighbours: Math.min(TYPICAL_NEIGHBOURS, Math.max(0, agents - 1)), rows: 0
  };
  const perEvaluation = radius <= 0 ? 0 : w.strategy === 'all-pairs' ? agents * Math.max(0, agents - 1) : agents * w.neighbours;
  return { agents, pairChecks: perEvaluation * w.evaluations * w.substeps, msPerStep: 1000 * estimateWork(w) };
}

/** "1 second", "3 seconds". */
export const plural = (v: number, unit: string) => `${v} ${unit}${v === 1 ? '' : 's'}`;

/** A rough duration in one unit: "40 seconds", "3 hours", "83 days", "12 years". */
export function roughDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'forever';
  if (seconds < 90) return plural(Math.max(1, Math.round(seconds)), 'second');
  if (seconds < 90 * 60) return plural(Math.round(seconds / 60), 'minute');
  if (seconds < 36 * 3600) return plural(Math.round(seconds / 3600), 'hour');
  if (seconds < 730 * 86400) return plural(Math.round(seconds / 86400), 'day');
  return plural(Math.round(seconds / (365.25 * 86400)), 'year');
}
