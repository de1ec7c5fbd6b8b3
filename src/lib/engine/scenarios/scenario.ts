/**
 * A scenario is plain data plus a builder: its own parameters (geometry and population sizes are parameters too),
 * the forces it starts with, settings, the metrics worth watching, and build(), which lays out walls and agents.
 * A SimConfig — scenario name, seed and what the reader changed — is the serialisable unit that chapters,
 * share links and the command-line runner all pass around.
 */
import type { ParamSpec, ParamValue, ParamValues } from '../params';
import type { Random } from '../random';
import type { World } from '../geometry/world';
import type { Segment } from '../geometry/walls';
import type { AgentInit } from '../state';
import type { Behaviours } from '../behaviours';

export interface ForceSetup {
  name: string;
  enabled?: boolean;
  params?: Record<string, ParamValue>;
}

export interface Layout {
  world: World;
  walls: Segment[];
  agents: AgentInit[];
  behaviours?: Behaviours;
}

export interface Scenario {
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly family: 'boids' | 'social';
  readonly params: readonly ParamSpec[];
  /** The forces it starts with, in order (the order forces are applied). */
  readonly forces: readonly ForceSetup[];
  /** Overrides of the simulation settings' defaults. */
  readonly settings: Readonly<Record<string, ParamValue>>;
  /** Names of the metrics worth showing for this scenario (see metrics/registry). */
  readonly metrics: readonly string[];
  build(p: ParamValues, rng: Random): Layout;
}

/** What a reader changed, as plain data: the unit of chapters, share links and the command line. */
export interface SimConfig {
  scenario: string;
  seed?: number;
  /** Scenario parameters. */
  params?: Record<string, ParamValue>;
  settings?: Record<string, ParamValue>;
  /** Per force: switch and parameters, on top of the scenario's defaults; a force not in the scenario is added. */
  forces?: Record<string, { enabled?: boolean; params?: Record<string, ParamValue> }>;
}
