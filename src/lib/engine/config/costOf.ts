/**
 * The cost model's inputs (cost.ts), counted from a configuration before it is built (estimateCost: where a view
 * runs it, whether the command line warns before a long build) or from a simulation as built (estimateBuiltCost,
 * builtWork: a worker after building, the command line's refusal and progress). Counting is cheap: no agent is
 * placed and no field computed; where the agents start is sampled from the spawn regions.
 */
import type { Simulation } from '../simulation';
import { Random } from '../random';
import type { World } from '../geometry/world';
import { forceNamed, type ForceName } from '../forces';
import { scenarioOf } from '../scenarios';
import { hasDoc } from '../scenarios/doc/docScenario';
import type { ScenarioDoc } from '../scenarios/doc/format';
import { destinationsOf } from '../scenarios/doc/limits';
import { maxOf, regionOf, spawnCount, wallsOf, worldOf } from '../scenarios/doc/layout';
import { inRegion, regionArea, regionBox } from '../scenarios/doc/place';
import { CELLS, CLEARANCE, MAX_CELLS } from '../navigation/grid';
import { estimateBuild, meanNeighboursAt, stepSeconds, type BuildInputs, type WorkInputs } from './cost';
import type { ResolvedConfig } from './simConfig';

/**
 * The forces that visit every wall segment for every agent, each evaluation (no index over the walls). A test
 * reads the forces' sources for `ctx.walls`, so a new wall force missing here fails it.
 */
export const WALL_FORCES: readonly ForceName[] = ['wallHM', 'wallHFV', 'obstacleA', 'wallAvoidance'];

export interface CostEstimate {
  agents: number;
  /** Candidate pairs examined per step (N(N − 1) per evaluation with all pairs; N·k otherwise). */
  pairChecks: number;
  /** Rough milliseconds per step on a desktop machine. */
  msPerStep: number;
  /** Rough milliseconds to build (place the agents, compute the way-finding fields); 0 once built. */
  buildMs: number;
  /** Mean neighbours within the cutoff, k (estimated from where the agents start, or counted once built). */
  neighbours: number;
  /** Wall segments every agent checks: walls, obstacle edges and closed exits. */
  segments: number;
  /** Exits (open or closed). */
  exits: number;
}

/** The largest radius an enabled force needs: the neighbour cutoff. */
function cutoffOf(r: ResolvedConfig): number {
  return Math.max(0, ...Object.entries(r.forces).map(([name, f]) => (f.enabled ? (forceNamed(name as ForceName).radius?.(f.params) ?? 0) : 0)));
}

const wallForcesOf = (names: Iterable<[string, boolean]>) => {
  let n = 0;
  for (const [name, on] of names) if (on && (WALL_FORCES as readonly string[]).includes(name)) n++;
  return n;
};

/** One step's work inputs, without the counts that depend on the layout. */
function baseWork(r: ResolvedConfig, family: WorkInputs['family']): Omit<WorkInputs, 'agents' | 'neighbours' | 'segments' | 'regions' | 'guard'> {
  return {
    steps: 1, substeps: r.settings.substeps, evaluations: r.settings.integrator === 'heun' ? 2 : 1, family, strategy: String(r.settings.neighbours),
    radius: cutoffOf(r), rows: 0, wallForces: wallForcesOf(Object.entries(r.forces).map(([n, f]) => [n, f.enabled]))
  };
}

function estimateOf(w: WorkInputs, buildMs: number, exits: number): CostEstimate {
  const n = w.agents, perEvaluation = w.radius <= 0 ? 0 : w.strategy === 'all-pairs' ? n * Math.max(0, n - 1) : n * w.neighbours;
  return {
    agents: n, pairChecks: perEvaluation * w.evaluations * w.substeps, msPerStep: 1000 * stepSeconds(w), buildMs,
    neighbours: w.neighbours, segments: w.segments ?? 0, exits
  };
}

/** Above this many agents a flock is not built to sample it: its agents start spread over the world. */
const BUILD_TO_SAMPLE = 20_000;

/** One step of a configuration, before it is built: counts from its document or layout, k from sampled starts. */
export function estimateCost(r: ResolvedConfig): CostEstimate {
  const sc = scenarioOf(r)!;
  const base = baseWork(r, sc.family), added = r.edits?.agents ?? [];
  const x: number[] = [], y: number[] = [];
  let world: World, segments = 0, regions = 0, exits = 0, build = 0;
  if (hasDoc(sc)) {
    const doc = sc.doc(r.params), c = docCounts(doc);
    world = worldOf(doc);
    ({ segments, regions, exits } = c);
    build = estimateBuild(c.build);
    startsOf(doc, new Random(r.seed), x, y);
  } else if (sc.population(r.params) <= BUILD_TO_SAMPLE) {
    // A flock's layout is a scatter of random points: cheap to make, and exactly where the agents start.
    const layout = sc.build(r.params, new Random(r.seed ^ 0x5bd1e995));
    world = layout.world;
    segments = layout.walls.length;
    for (const a of layout.agents) { x.push(a.x); y.push(a.y); }
  } else {
    world = sc.world(r.params);
    const rng = new Random(r.seed);
    for (let i = sc.population(r.params); i > 0; i--) { x.push(rng.uniform(world.x0, world.x0 + world.width)); y.push(rng.uniform(world.y0, world.y0 + world.height)); }
  }
  for (const a of added) { x.push(a.x); y.push(a.y); }
  const agents = x.length;
  const w: WorkInputs = {
    ...base, agents, segments, regions, guard: r.settings.wallGuard === 1 && segments > 0 ? 1 : 0,
    neighbours: base.radius > 0 ? meanNeighboursAt(x, y, agents, world, base.radius) : 0
  };
  return estimateOf(w, 1000 * build, exits);
}

/** One step's work inputs for a simulation as built (before its first step), the same counts the page uses. */
export function builtWork(sim: Simulation, family: WorkInputs['family']): WorkInputs {
  const s = sim.settings, spec = sim.behaviours.spec, segments = sim.walls.count;
  return {
    agents: sim.state.count, steps: 1, substeps: s.substeps, evaluations: s.integrator === 'heun' ? 2 : 1, family, strategy: String(s.neighbours),
    radius: sim.neighbourRadius, neighbours: meanNeighboursAt(sim.state.x, sim.state.y, sim.state.count, sim.world, sim.neighbourRadius), rows: 0,
    segments, wallForces: wallForcesOf(sim.forces().map((e) => [e.force.name, e.enabled])), guard: s.wallGuard === 1 && segments > 0 ? 1 : 0,
    regions: (spec.sinks?.length ?? 0) + (spec.lines?.length ?? 0)
  };
}

/** One step of a simulation as built: k counted where its agents are, walls as they are (nothing left to build). */
export function estimateBuiltCost(sim: Simulation, r: ResolvedConfig): CostEstimate {
  return estimateOf(builtWork(sim, scenarioOf(r)?.family ?? 'social'), 0, sim.exits().length);
}

/** What a document makes the engine loop over, counted without building it. */
export function docCounts(doc: ScenarioDoc): { segments: number; exits: number; regions: number; fields: number; build: BuildInputs } {
  const walls = wallsOf(doc), exitList = doc.exits ?? [];
  const sinks = exitList.filter((e) => e.sink).length + (doc.sinks?.length ?? 0);
  // Fields: one per distinct destination.
  const destinations = destinationsOf(doc);
  const navigation = destinations.size > 0 || exitList.length > 0;
  let cells = 0, rasterCells = 0, h = 1;
  if (navigation) {
    // The grid's cell size, as NavGrid chooses it.
    const area = doc.world.width * doc.world.height;
    h = CELLS.find((c) => area / (c * c) <= MAX_CELLS) ?? Math.sqrt(area / MAX_CELLS);
    const nx = Math.max(2, Math.ceil(doc.world.width / h)), ny = Math.max(2, Math.ceil(doc.world.height / h));
    cells = nx * ny;
    for (const [x1, y1, x2, y2] of [...walls, ...exitList.map((e) => e.segment)]) {
      const across = Math.min(nx, (Math.abs(x2 - x1) + 2 * CLEARANCE) / h + 1), up = Math.min(ny, (Math.abs(y2 - y1) + 2 * CLEARANCE) / h + 1);
      rasterCells += across * up;
    }
  }
  const openExits = exitList.filter((e) => e.open !== false).length;
  const closings = new Set(exitList.filter((e) => e.open !== false && e.closesAt !== undefined).map((e) => e.closesAt)).size;
  let placed = 0, coverage = 0;
  for (const s of doc.spawns) {
    const n = spawnCount(s), rMax = maxOf(s.radius ?? { uniform: [0.25, 0.35] }), area = regionArea(regionOf(s.region));
    placed += n;
    if (area > 0) coverage = Math.max(coverage, (n * Math.PI * rMax * rMax) / area);
  }
  return {
    segments: walls.length, exits: exitList.length, regions: sinks + (doc.lines?.length ?? 0), fields: destinations.size,
    build: {
      placed, segments: walls.length, coverage, cells, rasterCells, rebuilds: 1 + closings,
      // The grid, its walls and the outside's labels cost about half a field more.
      fields: destinations.size + (navigation ? 0.5 : 0),
      exitPlanes: destinations.has('nearest') ? cells * openExits : 0
    }
  };
}

/** Where a document's agents start, without placing them: each spawn's count uniform in its region. */
function startsOf(doc: ScenarioDoc, rng: Random, x: number[], y: number[]): void {
  for (const s of doc.spawns) {
    const region = regionOf(s.region), [x0, y0, x1, y1] = regionBox(region);
    for (let i = spawnCount(s); i > 0; i--) {
      let px = rng.uniform(x0, x1), py = rng.uniform(y0, y1);
      for (let t = 0; t < 20 && !inRegion(region, px, py); t++) { px = rng.uniform(x0, x1); py = rng.uniform(y0, y1); }
      x.push(px); y.push(py);
    }
  }
}
