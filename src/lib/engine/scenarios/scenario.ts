/**
 * A scenario is plain data plus a builder: its own parameters (geometry and population sizes are parameters too),
 * the forces it starts with, settings, the metrics worth watching, and build(), which lays out walls and agents.
 * What a reader changes on top of it is a SimConfig (config/simConfig.ts).
 */
import type { ParamSpec, ValuesOf } from '../params';
import type { Random } from '../random';
import type { World } from '../geometry/world';
import type { Segment } from '../geometry/walls';
import type { AgentInit } from '../state';
import type { Behaviours } from '../behaviours';
import type { ForceName, ForceValues } from '../forces';
import type { NavigationSpec } from '../navigation/spec';
import type { SpeedZoneSpec } from '../zones/speedZones';
import type { SettingValues } from '../settings';
import type { MetricName } from '../metrics/registry';

/** One force a scenario starts with: its name and, typed by that force's declaration, the parameters it changes. */
export type ForceSetup = { [K in ForceName]: ForceSetupOf<K> }[ForceName];

export interface ForceSetupOf<K extends ForceName> {
  name: K;
  enabled?: boolean;
  params?: Partial<ForceValues<K>>;
}

export interface Layout {
  world: World;
  walls: Segment[];
  agents: AgentInit[];
  behaviours?: Behaviours;
  /** Exits, targets and the distance fields agents with GOAL_FIELD follow (way-finding). */
  navigation?: NavigationSpec;
  /** Rectangles that scale the desired speed (stairs, ramps). */
  speedZones?: SpeedZoneSpec[];
}

/**
 * N is the scenario's name, P its parameter list (literal keys): its functions get the values typed by it, so
 * `p.N` is a number and a parameter it does not declare is a type error. The defaults are the catalogue's view (any
 * scenario, values by string); as for forces (see Force), the functions are methods, so a typed scenario is
 * assignable to it, and it is only ever called with values resolved against its own list.
 */
export interface Scenario<N extends string = string, P extends readonly ParamSpec[] = readonly ParamSpec[]> {
  readonly name: N;
  readonly title: string;
  readonly summary: string;
  readonly family: 'boids' | 'social';
  readonly params: P;
  /** The forces it starts with, in order (the order forces are applied). */
  readonly forces: readonly ForceSetup[];
  /** Overrides of the simulation settings' defaults. */
  readonly settings: Readonly<Partial<SettingValues>>;
  /** Names of the metrics worth showing for this scenario (see metrics/registry), the key one first. */
  readonly metrics: readonly MetricName[];
  /** What the agents' `kind` values mean (index = kind), for a legend; absent when kind carries no meaning. */
  kinds?(p: ValuesOf<P>): readonly string[];
  /**
   * How many agents these parameters make, without building them (N, or a count derived from a density). The
   * engine refuses a configuration above `maxAgents`, and views use it to decide where to run before building.
   */
  population(p: ValuesOf<P>): number;
  /** The most agents this scenario will build (a derived count above it is refused with a message). */
  readonly maxAgents: number;
  /**
   * For a scenario whose agents fill a room: how many the room holds for these values of its other parameters (the
   * population parameter plays no part), and the parameters that make it larger. The count is the one placement
   * itself uses (doc/layout.ts spawnCapacity): a population up to it builds, one above it is refused, whatever the
   * seed. With `enough`, `capacity(p, n) >= n` says whether it holds n, for less work. (config/limits.ts: sliders.)
   */
  readonly room?: RoomOf<ValuesOf<P>>;
  /** The simulated region for these parameters (cheap: views size their canvas from it before building). */
  world(p: ValuesOf<P>): World;
  build(p: ValuesOf<P>, rng: Random): Layout;
}

/** See Scenario.room. */
export interface RoomOf<V> {
  /** Keys of the parameters that make the room hold more (none when no parameter does). */
  readonly grows: readonly string[];
  capacity(p: V, enough?: number): number;
}

/** Declares a scenario, keeping its name and its parameters' keys as literal types (see ScenarioName, ScenarioValues). */
export function defineScenario<const N extends string, const P extends readonly ParamSpec[]>(s: Scenario<N, P>): Scenario<N, P> {
  return s;
}
