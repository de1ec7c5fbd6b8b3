/**
 * What a reader changed, as plain data: the unit that chapters, share links, side-by-side comparisons and the
 * command line all pass around. Names of scenarios, forces and settings are typed unions derived from the
 * catalogues, so a chapter's `forces: { alignmnetB: … }` is a type error.
 */
import type { ParamValue, ParamValues } from '../params';
import type { ForceName } from '../forces';
import type { ScenarioName } from '../scenarios/catalogue';
import type { SettingKey } from '../settings';
import type { ScenarioDoc } from '../scenarios/doc/format';

export interface ForceOverride {
  enabled?: boolean;
  params?: Record<string, ParamValue>;
}

export interface SimConfig {
  /** A built-in scenario, or 'custom' with the scenario given as a document in `file`. */
  scenario: ScenarioName;
  seed?: number;
  /** Scenario parameters. */
  params?: Record<string, ParamValue>;
  settings?: Partial<Record<SettingKey, ParamValue>>;
  /** Per force: switch and parameters, on top of the scenario's defaults; a force not in the scenario is added. */
  forces?: Partial<Record<ForceName, ForceOverride>>;
  /** A scenario file (already validated with parseScenarioDoc), when `scenario` is 'custom'. */
  file?: ScenarioDoc;
  /** What the reader changed on the canvas (walls moved, agents added), applied after the layout is built. */
  edits?: Edits;
}

/** A layer merged on top of a config: a chapter's overrides, one side of a comparison, a link, CLI flags. */
export type ConfigLayer = Partial<SimConfig>;

/** Every effective value of a valid config: defaults filled in, every force listed in application order. */
export interface ResolvedConfig {
  scenario: ScenarioName;
  file?: ScenarioDoc;
  seed: number;
  params: ParamValues;
  settings: ParamValues;
  /** The scenario's forces in its order, then forces the config added. */
  forces: Record<string, { enabled: boolean; params: ParamValues }>;
  /** Present only when there are edits. */
  edits?: Edits;
}

/**
 * A group of wall segments moved together by (dx, dy): `segments` are indices into the layout's wall list (the
 * scenario's walls, then each obstacle's outline, then the exits that start closed), as `Simulation.walls` holds them.
 */
export interface WallMove {
  segments: number[];
  dx: number;
  dy: number;
}

/** An agent the reader added by clicking: where, its body and speed, and its goal (point, direction, field or none). */
export interface AddedAgent {
  x: number;
  y: number;
  radius: number;
  mass: number;
  v0: number;
  kind: number;
  /** GOAL_POINT, GOAL_DIRECTION, GOAL_NONE or GOAL_FIELD (gx is then the field's index). */
  goalMode: number;
  gx: number;
  gy: number;
  /** Initial velocity (boids copy their neighbour's; pedestrians start at rest). */
  vx: number;
  vy: number;
  phase: number;
}

/**
 * The reader's changes to a layout, in the order made: wall moves are applied one after the other to the built
 * layout's walls, and added agents join at the start of the run (t = 0), after the scenario's own.
 */
export interface Edits {
  walls?: WallMove[];
  agents?: AddedAgent[];
  /** Exits the reader opened or shut with the view's switches, by name; applied at the start (t = 0). */
  exits?: Record<string, boolean>;
}
