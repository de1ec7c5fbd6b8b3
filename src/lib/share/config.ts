/**
 * SimConfig helpers for components and share links: resolve a config to every effective value, and sanitize
 * untrusted configs (props, links) so that what is invalid falls back to defaults with a human notice.
 * Nothing here throws on bad input: it says what it ignored.
 */
import {
  SCENARIOS, SETTINGS, scenarioByName, forceByName, DEFAULT_SEED, sanitizeParams, defaultsOf,
  type ParamValue, type ParamValues, type SimConfig, type Scenario
} from '../engine';

/** Every effective value of a config: the scenario's and the settings' defaults filled in, every force listed. */
export interface ResolvedConfig {
  scenario: string;
  seed: number;
  params: ParamValues;
  settings: ParamValues;
  /** In application order: the scenario's forces, then forces the config added. */
  forces: Record<string, { enabled: boolean; params: ParamValues }>;
}

export const MAX_SEED = 0xffffffff;
export const isValidSeed = (s: unknown): s is number => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s <= MAX_SEED;

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Clips text taken from outside before it goes into a notice. */
export const clip = (s: string, n = 60) => (s.length > n ? s.slice(0, n) + '…' : s);

/** The settings a scenario starts with (its overrides on top of the global defaults). */
export function scenarioSettings(sc: Scenario): ParamValues {
  return { ...defaultsOf(SETTINGS), ...sc.settings };
}

/**
 * Makes an untrusted value into a valid config. Unknown scenario → `fallback` scenario; bad seed → default;
 * every parameter checked against its declaration. Returns the ignored parts as human sentences.
 */
export function sanitizeConfig(raw: unknown, fallback = SCENARIOS[0].name): { config: SimConfig; ignored: string[] } {
  const ignored: string[] = [];
  const r = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) ignored.push('The configuration is not an object; using the defaults.');
  let scenario = typeof r.scenario === 'string' ? scenarioByName(r.scenario) : undefined;
  if (!scenario) {
    ignored.push(`Unknown scenario '${clip(String(r.scenario))}'; showing '${fallback}' instead.`);
    scenario = scenarioByName(fallback) ?? SCENARIOS[0];
  }
  const config: SimConfig = { scenario: scenario.name };
  if (r.seed !== undefined) {
    if (isValidSeed(r.seed)) config.seed = r.seed;
    else ignored.push(`seed = ${clip(String(r.seed))} is not an integer 0 … ${MAX_SEED}; using ${DEFAULT_SEED}.`);
  }
  const pick = (owner: string, specs: Scenario['params'], given: unknown, label: string) => {
    if (given === undefined) return undefined;
    if (!isRecord(given)) { ignored.push(`${label} is not a list of values; ignored.`); return undefined; }
    const out: Record<string, ParamValue> = {};
    for (const [k, v] of Object.entries(given)) {
      const { values, ignored: bad } = sanitizeParams(owner, specs, { [k]: v });
      if (bad.length) ignored.push(...bad.map(clip200));
      else if (own(values, k)) out[k] = values[k];
    }
    return out;
  };
  const params = pick(scenario.name, scenario.params, r.params, 'params');
  if (params && Object.keys(params).length) config.params = params;
  const settings = pick('settings', SETTINGS, r.settings, 'settings');
  if (settings && Object.keys(settings).length) config.settings = settings;
  if (r.forces !== undefined) {
    if (!isRecord(r.forces)) ignored.push('forces is not a list of forces; ignored.');
    else {
      const forces: NonNullable<SimConfig['forces']> = {};
      for (const [name, f] of Object.entries(r.forces)) {
        const force = forceByName(name);
        if (!force) { ignored.push(`Unknown force '${clip(name)}'; ignored.`); continue; }
        if (!isRecord(f)) { ignored.push(`force ${name}: not a setting; ignored.`); continue; }
        const entry: { enabled?: boolean; params?: Record<string, ParamValue> } = {};
        if (f.enabled !== undefined) {
          if (typeof f.enabled === 'boolean') entry.enabled = f.enabled;
          else ignored.push(`force ${name}: on/off must be true or false, not '${clip(String(f.enabled))}'; ignored.`);
        }
        const p = pick(name, force.params, f.params, `force ${name} params`);
        if (p && Object.keys(p).length) entry.params = p;
        forces[name] = entry;
      }
      if (Object.keys(forces).length) config.forces = forces;
    }
  }
  return { config, ignored };
}

const clip200 = (s: string) => clip(s, 200);

/** Every effective value of a (valid) config. */
export function resolveConfig(config: SimConfig): ResolvedConfig {
  const sc = scenarioByName(config.scenario);
  if (!sc) throw new Error(`unknown scenario '${config.scenario}'`);
  const params = { ...defaultsOf(sc.params), ...(config.params ?? {}) };
  const settings = { ...scenarioSettings(sc), ...(config.settings ?? {}) };
  const forces: ResolvedConfig['forces'] = {};
  const over = config.forces ?? {};
  for (const setup of sc.forces) {
    const f = forceByName(setup.name);
    if (!f) continue;
    const o = own(over, setup.name) ? over[setup.name] : undefined;
    forces[setup.name] = {
      enabled: o?.enabled ?? setup.enabled ?? true,
      params: { ...defaultsOf(f.params), ...(setup.params ?? {}), ...(o?.params ?? {}) }
    };
  }
  for (const [name, o] of Object.entries(over)) {
    const f = forceByName(name);
    if (!f || own(forces, name)) continue;
    forces[name] = { enabled: o.enabled ?? true, params: { ...defaultsOf(f.params), ...(o.params ?? {}) } };
  }
  return { scenario: sc.name, seed: config.seed ?? DEFAULT_SEED, params, settings, forces };
}

/** A resolved config back as a SimConfig (everything explicit): what createSimulation takes. */
export function toSimConfig(r: ResolvedConfig): SimConfig {
  const forces: NonNullable<SimConfig['forces']> = {};
  for (const [name, f] of Object.entries(r.forces)) forces[name] = { enabled: f.enabled, params: { ...f.params } };
  return { scenario: r.scenario, seed: r.seed, params: { ...r.params }, settings: { ...r.settings }, forces };
}
