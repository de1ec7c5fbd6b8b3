/**
 * The one seam between a view and whatever steps and draws: the engine in this thread, the engine in a Web Worker,
 * and (next) each rung of the optimization ladder. A view holds one SimBackend and never asks which kind it has,
 * except for direct manipulation, which needs the engine in its own thread (`engine`).
 */
import type { BlowupReport, ParamValue, Simulation, SpeedZoneSpec, World, Zone } from '../engine';

/** The uniform grid's cells, when the neighbour search uses one (the 'grid' overlay draws the cells searched). */
export interface GridGeometry {
  x0: number;
  y0: number;
  csx: number;
  csy: number;
  /** An agent searches the (2k + 1)² cells around its own. */
  k: number;
}

/**
 * Way-finding as drawn: the exits (open or shut) and the first distance field φ on its grid (cell (i, j) at
 * phi[j·nx + i], centre x0 + (i + ½)h, y0 + (j + ½)h; Infinity where unreachable, negative beyond an exit).
 * `version` changes whenever the engine rebuilt its fields (an exit opened or shut, a wall moved).
 */
export interface NavFrame {
  version: number;
  exits: { name: string; segment: [number, number, number, number]; open: boolean }[];
  /** dirX, dirY: the engine's walking direction per cell (unit, or 0; 0 in a wall's own cells). */
  field: { x0: number; y0: number; h: number; nx: number; ny: number; phi: Float32Array; dirX: Float32Array; dirY: Float32Array } | null;
}

/** What drawing one frame needs: the engine's own arrays, or a worker's copies of them. */
export interface FrameData {
  count: number;
  time: number;
  steps: number;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  vx: ArrayLike<number>;
  vy: ArrayLike<number>;
  radius: ArrayLike<number>;
  kind: ArrayLike<number>;
  /** Group of each agent (−1: none). */
  group: ArrayLike<number>;
  /** Goals (point or direction, see goalMode): only where the engine runs in this thread. */
  gx?: ArrayLike<number>;
  gy?: ArrayLike<number>;
  goalMode?: ArrayLike<number>;
  walls: ArrayLike<number>;
  wallCount: number;
  world: World;
  family: 'boids' | 'social';
  /** Regions the enabled forces act on (a soft boundary, a danger zone). */
  zones: readonly Zone[];
  neighbourRadius: number;
  grid: GridGeometry | null;
  /** Exits and the distance field, when the scenario has way-finding. */
  nav?: NavFrame | null;
  /** Floor that scales the desired speed (stairs, ramps), when the scenario has any; fixed for a run. */
  speedZones?: readonly SpeedZoneSpec[];
  /** A flock in space (the 3-D rungs): the third coordinate, article B's debug rays (9 a boid, or null) and the ball. */
  z?: ArrayLike<number>;
  vz?: ArrayLike<number>;
  rays?: ArrayLike<number> | null;
  boundaryRadius?: number;
}

/**
 * The part of a frame that moves, in an object the backend reuses (no allocation per call): what a loop that draws
 * every frame reads, and how a driver counts the steps done.
 */
export interface MovingFrame {
  count: number;
  time: number;
  steps: number;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  vx: ArrayLike<number>;
  vy: ArrayLike<number>;
  /** A flock in space: its third coordinate. */
  z?: ArrayLike<number>;
  vz?: ArrayLike<number>;
}

export interface MetricValue {
  name: string;
  label: string;
  unit: string;
  value: number;
  /** A count: printed without decimals. */
  integer?: boolean;
  /** false: a number of the view (its speed), not a model's metric, so there is no glossary entry to link to. */
  glossary?: boolean;
}

/** Mean milliseconds per step spent in one phase (exclusive of the phases inside it). */
export interface PhaseTime {
  /** 'index', 'scan', …, or 'force:<name>'. */
  key: string;
  label: string;
  ms: number;
}

export interface BackendStats {
  agents: number;
  time: number;
  steps: number;
  /** Median wall-clock milliseconds of the recent steps, measured where they ran. */
  msPerStep: number;
  metrics: MetricValue[];
  /** Where the recent steps' time went; empty while timing is off. */
  phases: PhaseTime[];
  /** The recent steps' own durations (ms, oldest first), for a step-time chart; only where a backend keeps them. */
  recentSteps?: number[];
}

/**
 * What a refused build said, as plain data a worker can post: the engine's ParamError key (e.g. 'N', 'edits.walls[0]')
 * and, when a spawn region could not hold the agents asked for (CapacityError), the most it holds.
 */
export interface ErrorDetail {
  key?: string;
  capacity?: number;
}

/** The detail of an error the engine threw (a ParamError's key, a CapacityError's maximum); empty for others. */
export function errorDetail(e: unknown): ErrorDetail {
  if (!(e instanceof Error)) return {};
  const d: ErrorDetail = {};
  const key = (e as { key?: unknown }).key, max = (e as { max?: unknown }).max;
  if (typeof key === 'string') d.key = key;
  if (e.name === 'CapacityError' && typeof max === 'number') d.capacity = max;
  return d;
}

export interface BackendEvents {
  /** Something arrived that was asked for asynchronously: a frame, stats, a blow-up. */
  onupdate(): void;
  /** `detail`: what the engine said when it refused to build (a worker's init). */
  onerror(message: string, detail?: ErrorDetail): void;
}

export interface SimBackend {
  /** Where the steps run: this thread, a worker, or the GPU (driven from this thread, asynchronously like a worker). */
  readonly where: 'main' | 'worker' | 'gpu';
  /** A request is in flight (a worker still stepping); ask again later. */
  readonly busy: boolean;
  readonly blowup: BlowupReport | null;
  /** The engine itself when it runs in this thread (inspector, dragging, adding agents, force arrows); else null. */
  readonly engine: Simulation | null;
  /**
   * Asks for k whole steps. In this thread they run now, until done, a blow-up or `budgetMs`, and the count
   * done is returned; a worker takes the request (k) or refuses it while busy (0) and reports through onupdate.
   */
  step(k: number, budgetMs: number): number;
  /** The newest frame to draw (null before the first). */
  frame(): FrameData | null;
  /** The newest positions and velocities, without a new object (null before the first frame). */
  newest(): MovingFrame | null;
  /** The newest numbers (null before the first); `requestStats` asks for fresh ones. */
  stats(): BackendStats | null;
  requestStats(): void;
  setEnabled(force: string, on: boolean): void;
  setParams(force: string, values: Record<string, ParamValue>): void;
  setSettings(values: Record<string, ParamValue>): void;
  /** The metrics `stats()` carries, by name (see the engine's metric registry). */
  setMetrics(names: readonly string[]): void;
  /** Per-phase timing of the steps (costs a few clock reads per phase and step). */
  setTiming(on: boolean): void;
  /** Opens or shuts a way-finding exit by name (the engine rebuilds its fields); absent where there are none. */
  setExitOpen?(name: string, open: boolean): void;
  /** A flock in space: whether frames carry article B's debug rays (they cost 9 numbers a boid); absent elsewhere. */
  setRays?(on: boolean): void;
  dispose(): void;
}
