/** Every scenario by name: what chapters, share links and the command line refer to. */
import { boundedFlock, freeFlock, vicsek } from './flocks';
import { bottleneck, corridor, crossing, evacuation, fundamental, wanderingCrowd } from './crowds';
import type { Scenario } from './scenario';

export type { Scenario, ForceSetup, Layout } from './scenario';
export { defineScenario } from './scenario';

export const SCENARIOS = [freeFlock, boundedFlock, vicsek, wanderingCrowd, corridor, fundamental, crossing, bottleneck, evacuation] as const;

/** The name of a scenario in the catalogue: a typed union, so a misspelt name is a type error. */
export type ScenarioName = (typeof SCENARIOS)[number]['name'];

export function scenarioByName(name: string): Scenario<ScenarioName> | undefined {
  return (SCENARIOS as readonly Scenario<ScenarioName>[]).find((s) => s.name === name);
}
