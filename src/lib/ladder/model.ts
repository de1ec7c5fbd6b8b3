/**
 * The one model every rung of the optimization ladder implements: article B's boid as the boids chapter teaches it
 * (content/01-boids.svx), in 2-D. Every tick each due boid forgets its velocity and takes
 *
 *   v_i ← clamp( c_i + w_s s_i + w_a a_i ),   clamp(w) = w · min(1, v_max / |w|)
 *
 *   c_i = clamp( (1/|N_i|) Σ_{j∈N_i} (x_j − x_i) )          N_i = { j : |x_j − x_i| < R } (the boid itself included)
 *   s_i = clamp( (1/|S_i|) Σ_{j∈S_i} (x_i − x_j)/|x_i − x_j| )   S_i = { j ∈ N_i, j ≠ i : |x_j − x_i| < d_s }
 *   a_i = clamp( (1/|N_i|) Σ_{j∈N_i} v_j )
 *
 * and every frame (Δt = 0.02 s) every boid farther than R_b from the centre gets a kick of 1 m/s back toward it,
 * its speed is clamped to v_max, and it moves: x_i += v_i Δt. The velocities of one tick are all computed from the
 * positions and velocities at the start of the frame, then set together.
 *
 * Scale: the chapter flies 100 boids in a disc of radius 25 m. So that N = 100k boids are not packed into that
 * disc (where every boid would have ~16 000 neighbours and no index could help), the ladder keeps the chapter's
 * density at every N: the spawn disc and the boundary have radius 25 · √(N/100) m. At N = 100 this is the chapter.
 *
 * What a rung may change is listed in its settings (the tick, the random phase, the neighbour cap) or in its code
 * (squared distances, the linear boundary), and the catalogue says which rungs change the model.
 */

/** Frame time step (s): the engine's `dt` for article B's flock. */
export const DT = 0.02;
/** Cohesion and alignment radius R (m), article B's cohesionRadius. */
export const RADIUS = 10;
/** Separation distance d_s (m). */
export const SEPARATION_DISTANCE = 5;
/** Rule weights w_c, w_s, w_a. */
export const COHESION_WEIGHT = 1;
export const SEPARATION_WEIGHT = 10;
export const ALIGNMENT_WEIGHT = 1.5;
/** v_max (m/s): every rule term, the rebuilt velocity and the velocity after the boundary kick are clamped to it. */
export const MAX_SPEED = 15;
/** The boundary's velocity kick per frame (m/s), toward the centre. */
export const BOUNDARY_KICK = 1;

/** Boids per disc of radius 25 m in the chapter. */
const CHAPTER_N = 100;
const CHAPTER_RADIUS = 25;

/** Radius (m) of the spawn disc and of the soft boundary for n boids: the chapter's density at every n. */
export function worldRadius(n: number): number {
  return CHAPTER_RADIUS * Math.sqrt(Math.max(1, n) / CHAPTER_N);
}

/** Where the boids start: the disc of radius worldRadius(n) (every lesson), or squeezed into one cell (the grid's worst case). */
export type StartLayout = 'disc' | 'one-cell';

/** The knobs a rung reads; each rung has its own defaults (see the catalogue). */
export interface RungSettings {
  /** Rule tick (s): a boid rebuilds its velocity every `tick` seconds; 0 = every frame. The chapter: 0.1 s. */
  tick: number;
  /** Stagger the boids' ticks by their random phase (article B step 8); false = every boid on the same frame. */
  randomPhase: boolean;
  /** Neighbour cap (article B step 5): the boid itself plus at most maxBoids − 1 others; 0 = no cap. Only neighbour-cap and the rungs after it. */
  maxBoids: number;
  /** The start layout (default 'disc'). */
  start?: StartLayout;
  /** The 3-D rungs only (boids3d.ts): article B's parameter set, and rule weights changed from it (0 switches a rule off). */
  set?: Flock3dSet;
  /** 'ball' (article B's) or 'plane': the same 3-D code in a disc at the ball's mean spacing, z and v_z 0 (the chapter's comparison). */
  space?: 'ball' | 'plane';
  /** Step 3's separation law and step 11's boundary, changed from the set's. */
  separationLaw?: 'unit' | 'inverse-square';
  boundary?: 'kick' | 'linear';
  cohesionCoefficient?: number;
  separationCoefficient?: number;
  alignmentCoefficient?: number;
}

/** Article B's parameter sets for the 3-D flock: the start of part 2, step 6's final values, and those with step 11's boundary. */
export type Flock3dSet = 'part2' | 'step6' | 'article';

/** The chapter's flock: tick 0.1 s, staggered, no cap. */
export const CHAPTER_SETTINGS: Readonly<RungSettings> = { tick: 0.1, randomPhase: true, maxBoids: 0 };

/** Frames per rule tick (at least 1). */
export function tickFrames(tick: number): number {
  return tick > 0 ? Math.max(1, Math.round(tick / DT)) : 1;
}

/**
 * The frame (0 … frames−1 within each tick) on which a boid with this phase rebuilds its velocity: the first frame
 * whose interval holds phase · tick, which is how the engine's rule timer (velocityRules.ts) schedules it.
 */
export function tickSlot(phase: number, frames: number, randomPhase: boolean): number {
  return randomPhase ? Math.min(frames - 1, Math.floor(phase * frames)) : 0;
}

/** Counts a rung keeps about its last step. */
export interface RungCounters {
  /** Candidate pairs (i, j ≠ i) whose distance was tested. */
  candidates: number;
  /** Neighbours found and used by the rules (not counting the boid itself). */
  neighbours: number;
  /** Boids whose velocity rules ran. */
  updated: number;
}

/** One rung: a flock of n boids stepping article B's model in its own way. */
export interface LadderRung {
  /** Its name in the catalogue. */
  readonly name: string;
  readonly count: number;
  /** Simulated time (s) and frames done. */
  readonly time: number;
  readonly steps: number;
  readonly settings: Readonly<RungSettings>;
  /** Radius (m) of the soft boundary. */
  readonly boundaryRadius: number;
  /** The counts of the last step. */
  readonly counters: Readonly<RungCounters>;
  /** One frame. */
  step(): void;
  /**
   * Positions and velocities for drawing and comparing, in start order (boid k is the k-th boid of the start state,
   * wherever a rung keeps it), copied into the given arrays (length ≥ count).
   */
  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void;
  /**
   * The boids (by start order) that boid `k` would take as neighbours if it rebuilt its velocity now, itself not
   * included, ascending: the rung's own query, run on the current positions. For tests and an inspector; allocates.
   */
  neighbourIds(k: number): number[];
  /** The grid's square cells (origin and side), for drawing, when the rung searches with one. */
  readonly cells?: { x0: number; y0: number; size: number } | null;
  /** 3 for a flock in space (boids3d.ts): then readZ gives the third coordinate and readRays article B's debug rays. */
  readonly dims?: 3;
  readZ?(z: Float64Array, vz: Float64Array): void;
  /** Each boid's rule terms of its last rebuild, 9 a boid (cohesion, separation, alignment; x y z each). */
  readRays?(out: Float64Array): void;
  /** The neighbour radius R (m) when it is not the 2-D ladder's RADIUS. */
  readonly neighbourRadius?: number;
}

/** How a rung is made: n boids from the start state of this seed. */
export type RungFactory = (n: number, seed: number, settings?: Partial<RungSettings>) => LadderRung;
