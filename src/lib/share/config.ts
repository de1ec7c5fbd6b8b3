/**
 * Untrusted configs (a chapter's prop, a link's text) made valid without throwing: what is invalid falls back to
 * the defaults, and a human sentence per ignored part says so. Valid configs are merged and resolved by the engine.
 */
import {
  SCENARIOS, SETTINGS, scenarioByName, scenarioOf, forceByName, sanitizeParams, resolveConfig, isValidSeed, parseScenarioDoc, checkEdits, hasEdits,
  CUSTOM_SCENARIO, DEFAULT_SEED, MAX_SEED, type ScenarioDoc, type Scenario,
  type ForceOverride, type LooseConfig, type ParamSpec, type ParamValue, type ScenarioName
} from '../engine';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Clips text taken from outside before it goes into a notice. */
export const clip = (s: string, n = 60) => (s.length > n ? s.slice(0, n) + '…' : s);

/**
 * Makes an untrusted value into a valid config. Unknown scenario → `fallback` scenario; bad seed → default;
 * every parameter checked against its declaration. Returns the ignored parts as human sentences.
 */
export function sanitizeConfig(raw: unknown, fallback: ScenarioName = SCENARIOS[0].name): { config: LooseConfig; ignored: string[] } {
  const ignored: string[] = [];
  const r = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) ignored.push('The configuration is not an object; using the defaults.');
  let scenario: Scenario<ScenarioName> | undefined = typeof r.scenario === 'string' ? scenarioByName(r.scenario) : undefined;
  // A scenario file: checked as a file is when it is loaded (the message names the bad field).
  let file: ScenarioDoc | undefined;
  if (r.scenario === CUSTOM_SCENARIO) {
    try {
      file = parseScenarioDoc(r.file);
      scenario = scenarioOf({ scenario: CUSTOM_SCENARIO, file });
    } catch (e) {
      ignored.push(`The scenario file was refused (${clip(e instanceof Error ? e.message : String(e), 200)}); showing '${fallback}' instead.`);
    }
  }
  if (!scenario) {
    if (r.scenario !== CUSTOM_SCENARIO) ignored.push(`Unknown scenario '${clip(String(r.scenario))}'; showing '${fallback}' instead.`);
    scenario = scenarioByName(fallback) ?? SCENARIOS[0];
  }
  const config: LooseConfig = { scenario: file ? CUSTOM_SCENARIO : scenario.name, ...(file ? { file } : {}) };
  if (r.seed !== undefined) {
    if (isValidSeed(r.seed)) config.seed = r.seed;
    else ignored.push(`seed = ${clip(String(r.seed))} is not an integer 0 … ${MAX_SEED}; using ${DEFAULT_SEED}.`);
  }
  const pick = (owner: string, specs: readonly ParamSpec[], given: unknown, label: string) => {
    if (given === undefined) return undefined;
    if (!isRecord(given)) { ignored.push(`${label} is not a list of values; ignored.`); return undefined; }
    const out: Record<string, ParamValue> = {};
    for (const [k, v] of Object.entries(given)) {
      const { values, ignored: bad } = sanitizeParams(owner, specs, { [k]: v });
      if (bad.length) ignored.push(...bad.map((m) => clip(m, 200)));
      else if (Object.prototype.hasOwnProperty.call(values, k)) out[k] = values[k];
    }
    return Object.keys(out).length ? out : undefined;
  };
  const params = pick(scenario.name, scenario.params, r.params, 'params');
  if (params) config.params = params;
  const settings = pick('settings', SETTINGS, r.settings, 'settings');
  if (settings) config.settings = settings;
  if (r.forces !== undefined) {
    if (!isRecord(r.forces)) ignored.push('forces is not a list of forces; ignored.');
    else {
      const forces: Record<string, ForceOverride> = {};
      for (const [name, f] of Object.entries(r.forces)) {
        const force = forceByName(name);
        if (!force) { ignored.push(`Unknown force '${clip(name)}'; ignored.`); continue; }
        if (!isRecord(f)) { ignored.push(`force ${name}: not a setting; ignored.`); continue; }
        const entry: ForceOverride = {};
        if (f.enabled !== undefined) {
          if (typeof f.enabled === 'boolean') entry.enabled = f.enabled;
          else ignored.push(`force ${name}: on/off must be true or false, not '${clip(String(f.enabled))}'; ignored.`);
        }
        const p = pick(name, force.params, f.params, `force ${name} params`);
        if (p) entry.params = p;
        forces[name] = entry;
      }
      if (Object.keys(forces).length) config.forces = forces;
    }
  }
  const kept = keepIfResolvable(config, ignored);
  if (r.edits !== undefined) {
    try {
      const edits = checkEdits(r.edits, scenario.world(resolveConfig(kept).params));
      if (hasEdits(edits)) kept.edits = edits;
    } catch (e) {
      ignored.push(`The changes to the canvas were not used: ${clip(e instanceof Error ? e.message : String(e), 200)}.`);
    }
  }
  return { config: kept, ignored };
}

/**
 * Values valid one by one can still be refused together (a density × area above the scenario's cap): then the
 * scenario's own parameters fall back to their defaults, and the notice quotes the engine's reason.
 */
function keepIfResolvable(config: LooseConfig, ignored: string[]): LooseConfig {
  try {
    resolveConfig(config);
    return config;
  } catch (e) {
    ignored.push(`${clip(e instanceof Error ? e.message : String(e), 240)}; using the scenario's own parameters.`);
    const { params: _dropped, ...rest } = config;
    return rest;
  }
}
