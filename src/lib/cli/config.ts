/**
 * Turns `--set key=value` assignments into a (loose) config, the same plain data chapters and share links use.
 * A key addresses, in this order:
 *   scenario.KEY / settings.KEY   explicitly a scenario parameter or a simulation setting (for names in both,
 *                                 e.g. free-flock's `neighbours` parameter and the `neighbours` search setting)
 *   FORCE.KEY                     a force parameter, e.g. repulsionHM.V0=3
 *   KEY                           a scenario parameter, else a setting
 *   FORCE=on|off                  switches a force (one not in the scenario is added)
 * A force parameter alone does not switch a force: setting one of a force that is not in the scenario, or is off
 * there, is refused unless the same command says FORCE=on (or FORCE=off).
 * Values are checked later by createSimulation against the declarations (ParamError names key and range).
 */
import { ALL_FORCES, SETTINGS, forceByName, type ForceOverride, type LooseConfig, type ParamValue, type Scenario, type ScenarioName } from '../engine';
import { CliError } from './errors';

const SWITCH: Record<string, boolean> = { on: true, off: false, true: true, false: false, '1': true, '0': false };

export function buildConfig(scenario: Scenario<ScenarioName>, sets: readonly { key: string; value: string }[], seed?: number): LooseConfig {
  const params: Record<string, ParamValue> = {};
  const settings: Record<string, ParamValue> = {};
  const forces: Record<string, ForceOverride> = {};
  const isParam = (k: string) => scenario.params.some((p) => p.key === k);
  const isSetting = (k: string) => SETTINGS.some((p) => p.key === k);

  for (const { key, value } of sets) {
    const dot = key.indexOf('.');
    if (dot >= 0) {
      const head = key.slice(0, dot), tail = key.slice(dot + 1);
      if (head === 'scenario' || head === 'param') {
        if (!isParam(tail)) throw new CliError(`${scenario.name}: unknown parameter '${tail}'; parameters: ${scenario.params.map((p) => p.key).join(', ')}`);
        params[tail] = value;
        continue;
      }
      if (head === 'settings' || head === 'setting') {
        if (!isSetting(tail)) throw new CliError(`unknown setting '${tail}'; settings: ${SETTINGS.map((p) => p.key).join(', ')}`);
        settings[tail] = value;
        continue;
      }
      const force = forceByName(head);
      if (!force) throw new CliError(`unknown force '${head}' in --set ${key}=${value}; ${forceList(scenario)}`);
      if (!force.params.some((p) => p.key === tail)) {
        throw new CliError(`${head}: unknown parameter '${tail}'; parameters of ${head}: ${force.params.map((p) => p.key).join(', ') || '(none)'}`);
      }
      ((forces[head] ??= {}).params ??= {})[tail] = value;
      continue;
    }
    if (isParam(key)) { params[key] = value; continue; }
    if (isSetting(key)) { settings[key] = value; continue; }
    if (forceByName(key)) {
      const on = SWITCH[value.toLowerCase()];
      if (on === undefined) throw new CliError(`--set ${key}=${value}: a force is switched with ${key}=on or ${key}=off; its parameters are set with ${key}.PARAM=value`);
      (forces[key] ??= {}).enabled = on;
      continue;
    }
    throw new CliError(
      `${scenario.name}: unknown parameter '${key}'. Scenario parameters: ${scenario.params.map((p) => p.key).join(', ')}; ` +
      `settings: ${SETTINGS.map((p) => p.key).join(', ')}; ${forceList(scenario)} (see --scenario ${scenario.name} --help)`
    );
  }
  checkSwitches(scenario, forces);
  return { scenario: scenario.name, seed, params, settings, forces };
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

function forceList(scenario: Scenario): string {
  const here = scenario.forces.map((f) => f.name);
  const others = ALL_FORCES.map((f) => f.name).filter((n) => !here.includes(n));
  return `forces in ${scenario.name}: ${here.join(', ')} (others: ${others.join(', ')}), addressed as force=on|off or force.param=value`;
}
