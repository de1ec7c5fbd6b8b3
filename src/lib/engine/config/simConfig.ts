/**
 * What a reader changed, as plain data: the unit that chapters, share links, side-by-side comparisons and the
 * command line all pass around. Two views of the same data:
 *  - SimConfig, for configs written in code (chapters, figures, tests): every name and value is typed by the
 *    catalogues' declarations, so a misspelt or renamed scenario, force, parameter or setting is a type error —
 *    `forces: { alignmnetB: … }`, `params: { Nn: 5 }` for a corridor, `forces: { separation: { params: { radiuss: 1 } } }`.
 *  - LooseConfig, for configs read from outside (share links, scenario files, the command line): names and values are
 *    only known as strings and numbers until resolveConfig checks them against the same declarations, at run time.
 * Every SimConfig is a LooseConfig; the other way is what resolveConfig (or the share layer's sanitising) establishes.
 */
import type { ParamValue, ParamValues } from '../params';
import type { ForceName, ForceValues } from '../forces';
import type { ScenarioName, ScenarioValues } from '../scenarios/catalogue';
import type { SettingKey, SettingValues } from '../settings';
import type { ScenarioDoc } from '../scenarios/doc/format';

/** A force's switch and parameters, as data from outside (checked when the config is resolved). */
export interface ForceOverride {
  enabled?: boolean;
  params?: Record<string, ParamValue>;
}

/** Per force: its switch and, typed by its declaration, the parameters it changes. */
export type ForceOverrides = { [K in ForceName]?: { enabled?: boolean; params?: Partial<ForceValues<K>> } };

/** What every config holds besides its scenario's parameters. */
interface ConfigFields {
  seed?: number;
  settings?: Partial<SettingValues>;
  /** Per force: switch and parameters, on top of the scenario's defaults; a force not in the scenario is added. */
  forces?: ForceOverrides;
  /** A scenario file (already validated with parseScenarioDoc), when `scenario` is 'custom'. */
  file?: ScenarioDoc;
  /** What the reader changed on the canvas (walls moved, agents added), applied after the layout is built. */
  edits?: Edits;
}

/** A config of scenario S: its parameters typed by S's declaration. */
export interface SimConfigOf<S extends ScenarioName> extends ConfigFields {
  /** A built-in scenario, or 'custom' with the scenario given as a document in `file`. */
  scenario: S;
  /** Scenario parameters. */
  params?: Partial<ScenarioValues<S>>;
}

/**
 * A config written in code: one of SimConfigOf<S> for each scenario S (the scenario's name picks which). With S, the
 * configs of those scenarios only.
 */
export type SimConfig<S extends ScenarioName = ScenarioName> = S extends ScenarioName ? SimConfigOf<S> : never;

/**
 * A layer merged on top of a config of scenario S (default: any scenario): a chapter's overrides, one side of a
 * comparison. Naming another scenario starts over from it (see mergeConfigs).
 */
export type ConfigLayer<S extends ScenarioName = ScenarioName> = Partial<SimConfigOf<S>>;

/** The same data read from outside: names and values as strings and numbers, checked by resolveConfig. */
export interface LooseConfig {
  scenario: ScenarioName;
  seed?: number;
  params?: Record<string, ParamValue>;
  settings?: Partial<Record<SettingKey, ParamValue>>;
  forces?: Partial<Record<ForceName, ForceOverride>>;
  file?: ScenarioDoc;
  edits?: Edits;
}

/** A layer of data from outside (a link's, the command line's flags). */
export type LooseLayer = Partial<LooseConfig>;

/** Every effective value of a valid config: defaults filled in, every force listed in application order. */
export interface ResolvedConfig {
  scenario: ScenarioName;
  file?: ScenarioDoc;
  seed: number;
  params: ParamValues;
  settings: SettingValues;
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
