/**
 * Turns `--set key=value` assignments into a (loose) config, the same plain data chapters and share links use. Each
 * assignment is read by the engine's parseAssignment, the grammar share links share (see engine/config/assignment.ts):
 *   KEY                           a scenario parameter, else a setting, else FORCE=on|off (one not in the scenario is added)
 *   scenario.KEY / settings.KEY   explicitly a scenario parameter or a simulation setting (for a name that is
 *                                 both, which a scenario file may declare)
 *   FORCE.KEY                     a force parameter, e.g. repulsionHM.V0=3
 * (and the link's p.KEY, s.KEY, f.FORCE, f.FORCE.KEY). Values are checked against their declarations as they are read.
 * A force parameter alone does not switch a force: setting one of a force that is not in the scenario, or is off
 * there, is refused unless the same command says FORCE=on (or FORCE=off).
 */
import { applyAssignment, parseAssignment, type ForceOverride, type LooseConfig, type LooseLayer, type Scenario, type ScenarioName } from '../engine';
import { CliError } from './errors';

export function buildConfig(scenario: Scenario<ScenarioName>, sets: readonly { key: string; value: string }[], seed?: number): LooseConfig {
  const layer: LooseLayer = { params: {}, settings: {}, forces: {} };
  for (const { key, value } of sets) {
    const a = parseAssignment(key, value, scenario);
    if (a.kind === 'error') throw new CliError(a.allowed ? `${a.message}; ${a.allowed}` : a.message);
    applyAssignment(layer, a);
  }
  const forces = layer.forces as Record<string, ForceOverride>;
  checkSwitches(scenario, forces);
  return { scenario: scenario.name, seed, params: layer.params, settings: layer.settings, forces };
}

/**
 * A force parameter set on a force that would then run without the user having switched it: a force the scenario
 * does not have (createSimulation would add it, switched on) or one the scenario has switched off (the value would
 * do nothing). Either way the command probably does not do what was meant, so it is refused unless the same command
 * also switches the force, on or off.
 */
function checkSwitches(scenario: Scenario, forces: Record<string, ForceOverride>): void {
  for (const [name, o] of Object.entries(forces)) {
    if (!o.params || o.enabled !== undefined) continue;
    const setup = scenario.forces.find((f) => f.name === name);
    if (setup && setup.enabled !== false) continue;
    const keys = Object.keys(o.params);
    const given = keys.map((k) => `${name}.${k}`).join(', ');
    const fix = [`--set ${name}=on`, ...keys.map((k) => `--set ${name}.${k}=${o.params![k]}`)].join(' ');
    throw new CliError(setup
      ? `${name} is off in ${scenario.name}, so setting ${given} would have no effect; to use it, switch it on in the same command: ${fix}`
      : `${name} is not a force of ${scenario.name}; setting ${given} would silently add it. To add it, switch it on in the same command: ${fix}`);
  }
}
