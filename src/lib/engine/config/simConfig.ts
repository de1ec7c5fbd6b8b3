/**
 * What a reader changed, as plain data: the unit that chapters, share links, side-by-side comparisons and the
 * command line all pass around. Names of scenarios, forces and settings are typed unions derived from the
 * catalogues, so a chapter's `forces: { alignmnetB: … }` is a type error.
 */
import type { ParamValue, ParamValues } from '../params';
import type { ForceName } from '../forces';
import type { ScenarioName } from '../scenarios';
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
}
