/**
 * From a SimConfig to every effective value, strictly: an unknown scenario, force or parameter, a value out of its
 * declared range, or a population above the scenario's cap throws a ParamError naming the problem and the allowed
 * values. (Untrusted input — a prop, a link — is sanitised first by the share layer, which never throws.)
 */
import { ParamError, resolveParams, type ParamValues } from '../params';
import { SETTINGS } from '../settings';
import { forceNamed, isForceName, ALL_FORCES } from '../forces';
import { SCENARIOS, CUSTOM_SCENARIO, scenarioOf } from '../scenarios';
import type { Scenario } from '../scenarios/scenario';
import type { Edits, ForceOverride, LooseConfig, ResolvedConfig } from './simConfig';
import { checkEdits, hasEdits } from './edits';

export const DEFAULT_SEED = 1;
export const MAX_SEED = 0xffffffff;
export const isValidSeed = (s: unknown): s is number => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s <= MAX_SEED;

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export function resolveConfig(config: LooseConfig): ResolvedConfig {
  if (config.scenario === CUSTOM_SCENARIO && !config.file) throw new ParamError(`scenario '${CUSTOM_SCENARIO}' needs its file (a scenario document)`, 'file', 'config');
  if (config.file && config.scenario !== CUSTOM_SCENARIO) throw new ParamError(`a config with a file must name the scenario '${CUSTOM_SCENARIO}', not '${config.scenario}'`, 'scenario', 'config');
  const sc = scenarioOf(config);
  if (!sc) throw new ParamError(`unknown scenario '${config.scenario}'; scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`, 'scenario', 'config');
  const seed = config.seed ?? DEFAULT_SEED;
  if (!isValidSeed(seed)) throw new ParamError(`seed = ${seed} must be an integer 0 … ${MAX_SEED}`, 'seed', 'config');
  const params = resolveParams(sc.name, sc.params, config.params ?? {});
  checkPopulation(sc, params);
  const settings = resolveParams('settings', SETTINGS, { ...sc.settings, ...(config.settings ?? {}) });

  const over = (config.forces ?? {}) as Record<string, ForceOverride | undefined>;
  for (const name of Object.keys(over)) {
    if (!isForceName(name)) throw new ParamError(`unknown force '${name}'; forces: ${ALL_FORCES.map((f) => f.name).join(', ')}`, name, 'config');
  }
  const forces: ResolvedConfig['forces'] = {};
  for (const setup of sc.forces) {
    const o = own(over, setup.name) ? over[setup.name] : undefined;
    forces[setup.name] = {
      enabled: o?.enabled ?? setup.enabled ?? true,
      params: resolveParams(setup.name, forceNamed(setup.name).params, { ...setup.params, ...o?.params })
    };
  }
  for (const [name, o] of Object.entries(over)) {
    if (own(forces, name) || !o || !isForceName(name)) continue;
    forces[name] = { enabled: o.enabled ?? true, params: resolveParams(name, forceNamed(name).params, o.params ?? {}) };
  }
  let edits: Edits | undefined;
  if (config.edits !== undefined) {
    const e = checkEdits(config.edits, sc.world(params));
    if (hasEdits(e)) edits = e;
  }
  return { scenario: config.scenario, ...(config.file ? { file: config.file } : {}), seed, params, settings, forces, ...(edits ? { edits } : {}) };
}

/** Refuses a population the scenario will not build (a density × area can ask for millions), naming the cap. */
function checkPopulation(sc: Scenario, params: ParamValues): void {
  const n = sc.population(params);
  if (n > sc.maxAgents) {
    throw new ParamError(
      `${sc.name}: these parameters make ${Math.round(n).toLocaleString('en')} agents; this scenario builds at most ${sc.maxAgents.toLocaleString('en')} (lower the density or the size)`,
      'N', sc.name
    );
  }
}

/** A resolved config back as plain data with everything explicit. */
export function toSimConfig(r: ResolvedConfig): LooseConfig {
  const forces: Record<string, ForceOverride> = {};
  for (const [name, f] of Object.entries(r.forces)) forces[name] = { enabled: f.enabled, params: { ...f.params } };
  return {
    scenario: r.scenario, ...(r.file ? { file: r.file } : {}), seed: r.seed, params: { ...r.params }, settings: { ...r.settings }, forces,
    ...(r.edits ? { edits: copyEdits(r.edits) } : {})
  };
}

/** A copy of edits that shares nothing with the original. */
export function copyEdits(e: Edits): Edits {
  const out: Edits = {};
  if (e.walls) out.walls = e.walls.map((m) => ({ ...m, segments: [...m.segments] }));
  if (e.agents) out.agents = e.agents.map((a) => ({ ...a }));
  if (e.exits) out.exits = { ...e.exits };
  return out;
}
