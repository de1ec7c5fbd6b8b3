/**
 * One assignment to the config's key space — a key path and a value as text — read into a typed target. The share
 * link (`p.N:120;s.dt:0.01;f.repulsionHM.V0:3`) and the command line (`--set N=120 --set dt=0.01 --set
 * repulsionHM.V0=3`) split their own text into key and value and both call parseAssignment, so they accept the same
 * keys and say the same thing about the same mistake.
 *
 * The key paths, one grammar for both:
 *   KEY                               a scenario parameter, else a simulation setting, else a force switched on/off
 *   p.KEY  param.KEY  scenario.KEY    a scenario parameter (for a name that is also a setting, which a scenario
 *                                     file may declare)
 *   s.KEY  setting.KEY  settings.KEY  a simulation setting
 *   f.FORCE  FORCE                    a force switched: on|off (also true|false, 1|0)
 *   f.FORCE.KEY  FORCE.KEY            a force parameter
 * Values are checked against their declarations (checkParam), so a target carries a valid, typed value.
 */
import { checkParam, ParamError, type ParamSpec, type ParamValue } from '../params';
import { SETTINGS, type SettingKey } from '../settings';
import { ALL_FORCES, forceByName, type ForceName } from '../forces';
import type { Scenario } from '../scenarios/scenario';
import type { ForceOverride, LooseLayer } from './simConfig';

export type Assignment =
  | { kind: 'param'; key: string; value: ParamValue }
  | { kind: 'setting'; key: SettingKey; value: ParamValue }
  | { kind: 'switch'; force: ForceName; enabled: boolean }
  | { kind: 'forceParam'; force: ForceName; key: string; value: ParamValue };

/**
 * What was wrong, in one sentence (the same whichever surface the assignment came from); `allowed` names what the
 * key could have been (a long list: the command line prints it, a link's notice leaves it out). `part` says whether
 * the key or the value was refused.
 */
export interface AssignmentError {
  kind: 'error';
  part: 'key' | 'value';
  message: string;
  allowed?: string;
}

/** The part of a scenario an assignment is read against. */
export type AssignmentScope = Pick<Scenario, 'name' | 'params' | 'forces'>;

const PARAM_PREFIXES = new Set(['p', 'param', 'scenario']);
const SETTING_PREFIXES = new Set(['s', 'setting', 'settings']);
const SWITCH: Readonly<Record<string, boolean>> = { on: true, off: false, true: true, false: false, '1': true, '0': false };

/** Text from outside, shortened before it goes into a message. */
const quote = (s: string, n = 60) => `'${s.length > n ? s.slice(0, n) + '…' : s}'`;
const keysOf = (specs: readonly ParamSpec[]) => specs.map((s) => s.key).join(', ') || '(none)';
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export function parseAssignment(key: string, value: string, scenario: AssignmentScope): Assignment | AssignmentError {
  const path = key.trim(), text = value.trim();
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot), tail = dot < 0 ? '' : path.slice(dot + 1);
  if (dot >= 0 && PARAM_PREFIXES.has(head)) return param(scenario, tail, text);
  if (dot >= 0 && SETTING_PREFIXES.has(head)) return setting(tail, text);
  if (dot >= 0 && head === 'f') {
    const d2 = tail.indexOf('.');
    return d2 < 0 ? forceSwitch(scenario, tail, text) : forceParam(scenario, tail.slice(0, d2), tail.slice(d2 + 1), text);
  }
  if (dot >= 0) return forceParam(scenario, head, tail, text);
  if (scenario.params.some((p) => p.key === path)) return param(scenario, path, text);
  if (SETTINGS.some((p) => p.key === path)) return setting(path, text);
  if (forceByName(path)) return forceSwitch(scenario, path, text);
  return {
    kind: 'error', part: 'key', message: `Unknown setting ${quote(path)}`,
    allowed: `it is none of ${scenario.name}'s parameters, the simulation settings or the forces. Scenario parameters: ${keysOf(scenario.params)}; ` +
      `settings: ${keysOf(SETTINGS)}; ${forceList(scenario)}`
  };
}

/** Writes a parsed assignment into a config layer (creating its params, settings and forces as needed). */
export function applyAssignment(layer: LooseLayer, a: Assignment): void {
  if (a.kind === 'param') (layer.params ??= {})[a.key] = a.value;
  else if (a.kind === 'setting') (layer.settings ??= {})[a.key] = a.value;
  else {
    const forces = (layer.forces ??= {}) as Record<string, ForceOverride>;
    const entry = own(forces, a.force) ? forces[a.force] : (forces[a.force] = {});
    if (a.kind === 'switch') entry.enabled = a.enabled;
    else (entry.params ??= {})[a.key] = a.value;
  }
}

function checked(owner: string, spec: ParamSpec, text: string): { value: ParamValue } | AssignmentError {
  try {
    return { value: checkParam(owner, spec, text) };
  } catch (e) {
    if (!(e instanceof ParamError)) throw e;
    return { kind: 'error', part: 'value', message: e.message };
  }
}

function param(scenario: AssignmentScope, key: string, text: string): Assignment | AssignmentError {
  const spec = scenario.params.find((p) => p.key === key);
  if (!spec) return { kind: 'error', part: 'key', message: `Unknown parameter ${quote(key)} for ${scenario.name}`, allowed: `parameters of ${scenario.name}: ${keysOf(scenario.params)}` };
  const v = checked(scenario.name, spec, text);
  return 'kind' in v ? v : { kind: 'param', key, value: v.value };
}

function setting(key: string, text: string): Assignment | AssignmentError {
  const spec = SETTINGS.find((p) => p.key === key);
  if (!spec) return { kind: 'error', part: 'key', message: `Unknown setting ${quote(key)}`, allowed: `settings: ${keysOf(SETTINGS)}` };
  const v = checked('settings', spec, text);
  return 'kind' in v ? v : { kind: 'setting', key: spec.key as SettingKey, value: v.value };
}

function unknownForce(scenario: AssignmentScope, name: string): AssignmentError {
  return { kind: 'error', part: 'key', message: `Unknown force ${quote(name)}`, allowed: forceList(scenario) };
}

function forceSwitch(scenario: AssignmentScope, name: string, text: string): Assignment | AssignmentError {
  const force = forceByName(name);
  if (!force) return unknownForce(scenario, name);
  const on = own(SWITCH, text.toLowerCase()) ? SWITCH[text.toLowerCase()] : undefined;
  if (on === undefined) return { kind: 'error', part: 'value', message: `Force ${force.name} must be 'on' or 'off', not ${quote(text)}; its parameters are set as ${force.name}.PARAM` };
  return { kind: 'switch', force: force.name as ForceName, enabled: on };
}

function forceParam(scenario: AssignmentScope, name: string, key: string, text: string): Assignment | AssignmentError {
  const force = forceByName(name);
  if (!force) return unknownForce(scenario, name);
  const spec = force.params.find((p) => p.key === key);
  if (!spec) return { kind: 'error', part: 'key', message: `Unknown parameter ${quote(key)} for ${force.name}`, allowed: `parameters of ${force.name}: ${keysOf(force.params)}` };
  const v = checked(force.name, spec, text);
  return 'kind' in v ? v : { kind: 'forceParam', force: force.name as ForceName, key, value: v.value };
}

function forceList(scenario: AssignmentScope): string {
  const here = scenario.forces.map((f) => f.name as string);
  const others = ALL_FORCES.map((f) => f.name as string).filter((n) => !here.includes(n));
  return `forces in ${scenario.name}: ${here.join(', ') || '(none)'} (others: ${others.join(', ')}), each switched as FORCE (on or off) and its parameters set as FORCE.PARAM`;
}
