/**
 * The config the playground builds for a scenario: the scenario's forces as it sets them, then every other force of
 * the catalogue, switched off (its own family first), ready to be switched on. Because that base is the same for
 * everyone, a share link records exactly which forces the reader switched on; and the claims behind the playground's
 * tips (playgroundTips.ts) run on this same base.
 */
import { ALL_FORCES, SCENARIOS, scenarioByName, type ScenarioName, type SimConfig } from '../engine';

export function playgroundConfig(name: ScenarioName): SimConfig {
  const sc = scenarioByName(name) ?? SCENARIOS[0];
  const own = new Set<string>(sc.forces.map((f) => f.name));
  const extra = [...ALL_FORCES]
    .filter((f) => !own.has(f.name))
    .sort((a, b) => Number(b.family === sc.family) - Number(a.family === sc.family));
  return { scenario: sc.name, forces: Object.fromEntries(extra.map((f) => [f.name, { enabled: false }])) };
}
