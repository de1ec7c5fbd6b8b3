/**
 * A scenario is plain data plus a builder: its own parameters (geometry and population sizes are parameters too),
 * the forces it starts with, settings, the metrics worth watching, and build(), which lays out walls and agents.
 * What a reader changes on top of it is a SimConfig (config/simConfig.ts).
 */
import type { ParamSpec, ParamValue, ParamValues } from '../params';
import type { Random } from '../random';
import type { World } from '../geometry/world';
import type { Segment } from '../geometry/walls';
import type { AgentInit } from '../state';
import type { Behaviours } from '../behaviours';
import type { ForceName } from '../forces';
import type { NavigationSpec } from '../navigation/spec';

export interface ForceSetup {
  name: ForceName;
  enabled?: boolean;
  params?: Record<string, ParamValue>;
}

export interface Layout {
  world: World;
  walls: Segment[];
  agents: AgentInit[];
  behaviours?: Behaviours;
  /** Exits, targets and the distance fields agents with GOAL_FIELD follow (way-finding). */
  navigation?: NavigationSpec;
}

export interface Scenario<N extends string = string> {
  readonly name: N;
  readonly title: string;
  readonly summary: string;
  readonly family: 'boids' | 'social';
  readonly params: readonly ParamSpec[];
  /** The forces it starts with, in order (the order forces are applied). */
  readonly forces: readonly ForceSetup[];
  /** Overrides of the simulation settings' defaults. */
  readonly settings: Readonly<Record<string, ParamValue>>;
  /** Names of the metrics worth showing for this scenario (see metrics/registry), the key one first. */
  readonly metrics: readonly string[];
  /** What the agents' `kind` values mean (index = kind), for a legend; absent when kind carries no meaning. */
  readonly kinds?: (p: ParamValues) => readonly string[];
  /**
   * How many agents these parameters make, without building them (N, or a count derived from a density). The
   * engine refuses a configuration above `maxAgents`, and views use it to decide where to run before building.
   */
  population(p: ParamValues): number;
  /** The most agents this scenario will build (a derived count above it is refused with a message). */
  readonly maxAgents: number;
  /** The simulated region for these parameters (cheap: views size their canvas from it before building). */
  world(p: ParamValues): World;
  build(p: ParamValues, rng: Random): Layout;
}

/** Declares a scenario, keeping its name as a literal type (see ScenarioName). */
export function defineScenario<const N extends string>(s: Scenario<N>): Scenario<N> {
  return s;
}
