/**
 * The catalogue: every built-in scenario by name, and the scenario a config names. Apart from index.ts so that the
 * modules index.ts re-exports (doc/dump.ts) can import it without a cycle.
 */
import { boundedFlock, freeFlock, vicsek } from './flocks';
import { bottleneck, corridor, crossing, evacuation, fundamental, wanderingCrowd } from './crowds';
import { lCorridor, exitsRoom } from './wayfinding';
import type { Scenario } from './scenario';
import type { ValuesOf } from '../params';
import type { ScenarioDoc } from './doc/format';
import { scenarioFromDoc } from './doc/docScenario';

export const SCENARIOS = [freeFlock, boundedFlock, vicsek, wanderingCrowd, corridor, fundamental, crossing, bottleneck, evacuation, lCorridor, exitsRoom] as const;

/** The name a config gives a scenario read from a file (the file's own name is its document's). */
export const CUSTOM_SCENARIO = 'custom';

/**
 * The name of a scenario in the catalogue, or 'custom' for a file: a typed union, so a misspelt name is a type
 * error.
 */
export type ScenarioName = CatalogueScenario['name'] | typeof CUSTOM_SCENARIO;

type CatalogueScenario = (typeof SCENARIOS)[number];

/**
 * The parameter values of scenario S, typed by its declaration: `ScenarioValues<'corridor'>['flow']` is
 * 'one-way' | 'two-way'. A file ('custom') declares no parameters.
 */
export type ScenarioValues<S extends ScenarioName> = S extends CatalogueScenario['name'] ? ValuesOf<Extract<CatalogueScenario, { readonly name: S }>['params']> : Record<never, never>;

export function scenarioByName(name: string): Scenario<ScenarioName> | undefined {
  return (SCENARIOS as readonly Scenario<ScenarioName>[]).find((s) => s.name === name);
}

/**
 * The scenario a config names: a built-in one, or the one its file describes (made once per document and kept, so
 * that views asking again get the same object).
 */
export function scenarioOf(config: { scenario: string; file?: ScenarioDoc }): Scenario<ScenarioName> | undefined {
  if (config.scenario !== CUSTOM_SCENARIO) return scenarioByName(config.scenario);
  if (!config.file) return undefined;
  let sc = fromFile.get(config.file);
  if (!sc) { sc = scenarioFromDoc(config.file); fromFile.set(config.file, sc); }
  return sc as Scenario<ScenarioName>;
}

const fromFile = new WeakMap<ScenarioDoc, Scenario>();
