/**
 * What a run will cost: the model. Views use it to send heavy configurations to a worker (or ask the reader first)
 * instead of freezing the page; the command line uses it to refuse runs that would take days. The inputs come from
 * a configuration before it is built or from a simulation as built (costOf.ts); the model is the same for both.
 *
 * One step, per sub-step, per force evaluation (one per sub-step; Heun evaluates twice):
 *   every strategy    N × (1 + k) × PER_AGENT_NEIGHBOUR[strategy][family]
 *   all-pairs, also   N × (N − 1) × PER_PAIR                        (every agent looks at every other)
 *   wall forces       N × W × PER_WALL_FORCE, for each enabled force that visits every wall segment
 * and once per sub-step:
 *   the wall guard    N × W × PER_GUARD                              (every move checked against every segment)
 *   sinks and lines   N × (sinks + counting lines) × PER_REGION
 * plus, with --trajectories, PER_ROW for each row written (formatting six numbers and writing them).
 * k is the mean number of neighbours within the cutoff (the largest radius an enabled force needs), counted for a
 * sample of agents where they start (the world's mean density would miss a flock released from a small disc); no
 * pair force (r = 0): no neighbour search, no k. W counts the wall segments in force: walls, obstacle edges and
 * closed exits. The wall forces (wallHM, wallHFV, obstacleA, wallAvoidance) and the guard have no index over the
 * walls: they visit every segment for every agent, so a room of 39 000 segments costs 39 000 checks per agent.
 *
 * Building, once (estimateBuild): placing a document's agents without overlaps checks each try against every
 * wall segment (N × W × tries × PER_PLACE_WALL; tries grow as the spawn regions fill), and every way-finding field
 * costs PER_FIELD_CELL per grid cell (fast marching twice, then the directions), plus, for a field to the nearest
 * exit, PER_EXIT_PLANE per cell and open exit (the plane beyond each door), and PER_RASTER_CELL per cell near a wall
 * (the clearance each segment stamps on the grid). A scripted exit closure rebuilds the fields once more.
 *
 * The constants were measured on this project's machine (2 shared cores, Node 20; median of 5–20 steps after
 * warm-up; tests/bench/cost.ts runs the spread and prints estimate against measurement). Per agent and neighbour:
 * 25–70 ns for the boids rules and 90–190 ns for the social forces on the grid, 200–1 000 ns on the k-d tree (either
 * family); all-pairs adds 4–115 ns per pair (periodic worlds are the slow end). Per agent and wall segment: 4.0 ns
 * for a wall force (wallHFV, 500 agents and 5–8 000 segments), 2.6 ns for the guard. A way-finding field: 0.33 µs
 * per cell (16 and 64 fields on 48 000 cells; 0.5 µs with the grid's own work). Placement: 4–30 ns per agent, segment
 * and try. Builds of a few milliseconds are mostly fixed costs, counted as BUILD_BASE. A trajectory row took
 * 1.9 µs (10 million rows of a 100 000-agent Vicsek run: 19 s of its 33). Each constant sits inside its range, so
 * an estimate is right within a factor of about 3 — enough to tell milliseconds from seconds from hours, which is
 * all it is for.
 */
import type { Simulation } from '../simulation';
import type { World } from '../geometry/world';

const PER_AGENT_NEIGHBOUR: Readonly<Record<string, { boids: number; social: number }>> = {
  grid: { boids: 20e-9, social: 100e-9 },
  'kd-tree': { boids: 250e-9, social: 600e-9 },
  'all-pairs': { boids: 20e-9, social: 100e-9 }
};
const PER_PAIR = 8e-9;
const PER_WALL_FORCE = 4e-9;
const PER_GUARD = 2.6e-9;
const PER_REGION = 2e-9;
const PER_ROW = 2e-6;
const PER_PLACE_WALL = 5e-9;
/** Per placed agent and try, besides the walls (the spatial hash of agents placed before it). */
const PER_PLACE_AGENT = 2e-6;
const PER_FIELD_CELL = 0.5e-6;
const PER_EXIT_PLANE = 5e-9;
const PER_RASTER_CELL = 30e-9;
/** A document's build besides these (its layout, the simulation's arrays, code run for the first time): 2–10 ms. */
const BUILD_BASE = 5e-3;

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
  /** Wall segments in force, W: walls, obstacle edges and closed exits (default 0). */
  segments?: number;
  /** Enabled forces that visit every wall segment for every agent (default 0). */
  wallForces?: number;
  /** 1 when the wall guard checks every move against every segment (default 0). */
  guard?: number;
  /** Sinks and counting lines every agent is checked against each sub-step (default 0). */
  regions?: number;
}

/** Estimated wall time of one step, in seconds (trajectory rows not included). */
export function stepSeconds(w: WorkInputs): number {
  const n = Math.max(0, w.agents), k = w.radius > 0 ? Math.max(0, w.neighbours) : 0, W = Math.max(0, w.segments ?? 0);
  let perEvaluation = n * (1 + k) * (PER_AGENT_NEIGHBOUR[w.strategy] ?? PER_AGENT_NEIGHBOUR.grid)[w.family];
  if (w.strategy === 'all-pairs' && w.radius > 0) perEvaluation += n * Math.max(0, n - 1) * PER_PAIR;
  perEvaluation += n * W * Math.max(0, w.wallForces ?? 0) * PER_WALL_FORCE;
  const perSubstep = perEvaluation * w.evaluations + n * W * (w.guard ? PER_GUARD : 0) + n * Math.max(0, w.regions ?? 0) * PER_REGION;
  return perSubstep * w.substeps;
}

/** Estimated wall time of a run, in seconds. */
export function estimateWork(w: WorkInputs): number {
  return stepSeconds(w) * w.steps + w.rows * PER_ROW;
}

/** What building a configuration does that is not linear in the agents alone (see the file's comment). */
export interface BuildInputs {
  /** Agents a document places without overlaps (a flock's random scatter costs next to nothing: 0). */
  placed: number;
  /** Wall segments each placement try is checked against. */
  segments: number;
  /** The largest share of a spawn region the bodies cover (0 … 1): tries per agent grow as it fills. */
  coverage: number;
  /** Way-finding grid cells, and the fields computed on them. */
  cells: number;
  fields: number;
  /** Cells × open exits over the fields to the nearest exit (the planes beyond the doors). */
  exitPlanes: number;
  /** Grid cells within the clearance of a wall or an exit, summed over the segments (each stamps its own). */
  rasterCells: number;
  /** How many times the fields are built: 1, plus one per scripted closing time. */
  rebuilds: number;
}

/** Random placement jams at about this coverage; beyond it the spawn is laid out on a lattice (place.ts). */
const JAM = 0.55;

/** Estimated wall time of building, in seconds. */
export function estimateBuild(b: BuildInputs): number {
  // Tries per agent: 1 / (share of the region still free for a centre), at the end of the fill; a jammed spawn
  // retries on lattices, about ten passes.
  const tries = 1 / (1 - Math.min(0.9, Math.max(0, b.coverage) / JAM));
  const placement = b.placed * tries * (b.segments * PER_PLACE_WALL + PER_PLACE_AGENT);
  const fields = b.rebuilds * (b.cells * b.fields * PER_FIELD_CELL + b.exitPlanes * PER_EXIT_PLANE + b.rasterCells * PER_RASTER_CELL);
  return (b.placed > 0 || b.cells > 0 ? BUILD_BASE : 0) + placement + fields;
}

/** Agents sampled to count neighbours: SAMPLES × N distance checks, a tenth of a second for a million agents. */
const SAMPLES = 64;

/**
 * Mean number of other agents within `radius` of an agent, over up to SAMPLES agents spread through the first n
 * positions (all of them when there are fewer), with the world's periodic axes wrapped.
 */
export function meanNeighboursAt(x: ArrayLike<number>, y: ArrayLike<number>, n: number, world: World, radius: number): number {
  const r2 = radius * radius;
  if (n < 2 || radius <= 0) return 0;
  const samples = Math.min(n, SAMPLES);
  const wrap = (d: number, L: number) => (d > 0.5 * L ? d - L : d < -0.5 * L ? d + L : d);
  let total = 0;
  for (let q = 0; q < samples; q++) {
    const i = Math.floor(((q + 0.5) * n) / samples), xi = x[i], yi = y[i];
    for (let j = 0; j < n; j++) {
      let dx = x[j] - xi, dy = y[j] - yi;
      if (world.periodicX) dx = wrap(dx, world.width);
      if (world.periodicY) dy = wrap(dy, world.height);
      if (dx * dx + dy * dy < r2 && j !== i) total++;
    }
  }
  return total / samples;
}

/** meanNeighboursAt for a simulation's agents where they are now. */
export function meanNeighbours(sim: Simulation, radius: number): number {
  return meanNeighboursAt(sim.state.x, sim.state.y, sim.state.count, sim.world, radius);
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
