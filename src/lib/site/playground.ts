/**
 * The config the playground builds for a scenario: the scenario's forces as it sets them, then every other force of
 * the catalogue, switched off (its own family first), ready to be switched on. Because that base is the same for
 * everyone, a share link records exactly which forces the reader switched on; and the claims behind the playground's
 * tips (playgroundTips.ts) run on this same base.
 */
import { ALL_FORCES, CUSTOM_SCENARIO, SCENARIOS, scenarioByName, scenarioOf, type ScenarioDoc, type ScenarioName, type SimConfig } from '../engine';

/** `file`: the loaded scenario file, used when `name` is 'custom'. */
export function playgroundConfig(name: ScenarioName, file?: ScenarioDoc | null): SimConfig {
  if (name === CUSTOM_SCENARIO && file) return { scenario: CUSTOM_SCENARIO, file, forces: othersOff(scenarioOf({ scenario: CUSTOM_SCENARIO, file })!) };
  const sc = scenarioByName(name) ?? SCENARIOS[0];
  return { scenario: sc.name, forces: othersOff(sc) };
}

/** Every force of the catalogue the scenario does not have, switched off, its own family first. */
function othersOff(sc: { family: string; forces: readonly { name: string }[] }): SimConfig['forces'] {
  const own = new Set<string>(sc.forces.map((f) => f.name));
  const extra = [...ALL_FORCES]
    .filter((f) => !own.has(f.name))
    .sort((a, b) => Number(b.family === sc.family) - Number(a.family === sc.family));
  return Object.fromEntries(extra.map((f) => [f.name, { enabled: false }]));
}
