/**
 * The scenario file format (version 1): a crowd or flock set-up as plain JSON — geometry, who starts where and where
 * they go, what is counted, and the forces and settings. Every built-in crowd scenario is written in it (its builder
 * returns one of these documents for its parameters), `npm run sim -- --scenario-file F.json` runs one, and
 * `--dump-scenario NAME` prints a built-in one to start from. The full reference with an example is FORMAT.md here.
 *
 * Units: metres, seconds, kilograms. Coordinates are world coordinates (y up in the maths, drawn y down).
 * Segments are [x1, y1, x2, y2]; points are [x, y]; rectangles are [x0, y0, x1, y1] with x0 < x1, y0 < y1.
 */

export const SCENARIO_FORMAT = 'crowds-and-flocks/scenario@1';

export type Point = [number, number];
export type SegmentDoc = [number, number, number, number];
export type RectDoc = [number, number, number, number];

/** A number, or a distribution each agent draws its own value from (normal is truncated to [min, max]). */
export type Distribution =
  | number
  | { uniform: [number, number] }
  | { normal: [number, number]; min?: number; max?: number };

/** Where agents are placed: a rectangle, a disc [cx, cy, r], or a simple polygon (corners in order). */
export type RegionDoc = { rect: RectDoc } | { disc: [number, number, number] } | { polygon: Point[] };

/**
 * Where an agent goes:
 *  - { direction: [dx, dy] }   walk this way for ever (periodic corridors);
 *  - { point: [x, y] }         walk straight at a point;
 *  - { exit: 'nearest' }       follow the distance field to the nearest open exit (way-finding, round corners);
 *  - { exit: NAME }            follow the distance field to that exit only;
 *  - { target: NAME }          follow the distance field to a named target;
 *  - { waypoints: [[x, y], …], then?: GoalDoc }  visit points in order (within `reach` of each), then the `then` goal;
 *  - { wander: { centre: [x, y], radius, reach } }  article A: a new random point in the disc on arrival;
 *  - 'none'                    no goal (flocks).
 */
export type GoalDoc =
  | { direction: Point }
  | { point: Point }
  | { exit: string }
  | { target: string }
  | { waypoints: Point[]; reach?: number; then?: GoalDoc }
  | { wander: { centre: Point; radius: number; reach: number } }
  | 'none';

export interface SpawnDoc {
  /** For legends and error messages, e.g. 'walking east'. */
  name?: string;
  region: RegionDoc;
  /** Exactly one of count and density (agents per m² of the region). */
  count?: number;
  density?: number;
  /** 'random': uniform without overlaps (default); 'lattice': a jittered triangular lattice (dense crowds). */
  arrangement?: 'random' | 'lattice';
  /** Body radius (m), mass (kg), desired speed (m/s). Defaults: uniform 0.25–0.35 m (Helbing 2000), 80 kg, 1.34 m/s. */
  radius?: Distribution;
  mass?: Distribution;
  v0?: Distribution;
  /** Initial velocity: at rest (default), along the desired direction at v0 ('desired'), or a random heading at this speed. */
  velocity?: 'rest' | 'desired' | { randomHeading: number };
  /** Where they go: exactly one of goal and alternate. */
  goal?: GoalDoc;
  /** Agent i takes alternate[i mod length]: two-way flows mixed in one region (e.g. half east, half west). */
  alternate?: { goal: GoalDoc; kind?: number }[];
  /** Legend tag (index into the document's `kinds`); lane metrics read it. Default 0. */
  kind?: number;
  /** Agents per group for article A's group cohesion (consecutive agents form a group); 0 or absent: none. */
  groupSize?: number;
}

/** A door in a wall: a segment that the way-finding field starts from. A closed exit is a wall. */
export interface ExitDoc {
  name: string;
  segment: SegmentDoc;
  /** Default true. Closing an exit while the simulation runs turns it into a wall and recomputes the field. */
  open?: boolean;
  /** Simulated time (s) at which the exit closes by itself. */
  closesAt?: number;
  /** Agents whose centre enters this rectangle beyond the door have left (counted as evacuated and removed). */
  sink?: RectDoc;
}

export interface TargetDoc {
  name: string;
  point: Point;
}

/** A counting line: crossings from the right of (x1,y1)→(x2,y2) to its left count +1, the other way −1. */
export interface LineDoc {
  name: string;
  segment: SegmentDoc;
}

/** A closed polygonal obstacle (a column, a pillar, a table). */
export interface ObstacleDoc {
  name?: string;
  polygon: Point[];
}

/**
 * A zone of floor that scales the desired speed of the walkers whose centre is in it: stairs, a ramp, a slow
 * passage. With `up` (the direction of ascent) walkers heading along it take `factor`, those heading against it
 * `factorDown` (Weidmann 1993 after Fruin 1971: stairs 0.455 up, 0.518 down). One level only: a zone changes the
 * speed, not the floor (multi-level buildings are not modelled). Where zones overlap, the first listed wins.
 */
export interface SpeedZoneDoc {
  name: string;
  rect: RectDoc;
  factor: number;
  up?: Point;
  factorDown?: number;
}

export interface ForceDoc {
  name: string;
  enabled?: boolean;
  params?: Record<string, number | string>;
}

export interface ScenarioDoc {
  format: typeof SCENARIO_FORMAT;
  /** Lower-case words joined by hyphens, e.g. 'l-corridor'. */
  name: string;
  title: string;
  summary?: string;
  family: 'social' | 'boids';
  world: { x0?: number; y0?: number; width: number; height: number; periodic?: ('x' | 'y')[] };
  walls?: SegmentDoc[];
  obstacles?: ObstacleDoc[];
  spawns: SpawnDoc[];
  exits?: ExitDoc[];
  targets?: TargetDoc[];
  /** Extra sinks not tied to an exit. */
  sinks?: RectDoc[];
  lines?: LineDoc[];
  /** Zones that scale the desired speed (stairs, ramps). */
  speedZones?: SpeedZoneDoc[];
  /** The forces, in the order they are applied, with their parameters (defaults for any not given). */
  forces: ForceDoc[];
  /** Simulation settings (dt, integrator, speedCap, …); defaults for any not given. */
  settings?: Record<string, number | string>;
  /** Metrics worth showing, the key one first (names from the metric registry). */
  metrics?: string[];
  /** What each `kind` means, for the legend (index = kind). */
  kinds?: string[];
}
