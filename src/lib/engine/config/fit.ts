/**
 * When a build is refused because a spawn region cannot hold the population (CapacityError, with the most it
 * holds), views run the largest population that fits instead of nothing: the same config with its population
 * parameter (N, or a density that sets N) lowered until the scenario asks for at most that many. Nothing is built
 * here, so a view can decide this in the page even when the build itself ran in a worker.
 */
import { isChoice, numberValue, type NumberParam, type ParamValues } from '../params';
import { scenarioOf } from '../scenarios';
import type { ResolvedConfig } from './simConfig';

export interface PopulationFit {
  /** The parameter lowered: 'N' or 'density'. */
  key: string;
  /** Its value asked for and the value that fits. */
  asked: number;
  value: number;
  /** Agents the config asked for, and the most the region holds (what the engine said). */
  agents: number;
  max: number;
  /** The config with the lowered value. */
  config: ResolvedConfig;
}

/**
 * The config with its population lowered to at most `max` agents, or null when the scenario has no population
 * parameter (a scenario file: its counts are its own) or even the parameter's minimum asks for more.
 */
export function fitPopulation(r: ResolvedConfig, max: number): PopulationFit | null {
  const sc = scenarioOf(r);
  if (!sc || !(max >= 1)) return null;
  const spec = sc.params.find((p) => p.key === 'N') ?? sc.params.find((p) => p.key === 'density');
  if (!spec || isChoice(spec)) return null;
  const asked = numberValue(r.params, spec), agents = sc.population(r.params);
  const population = (v: number) => sc.population({ ...r.params, [spec.key]: v } as ParamValues);
  const value = largestBelow(spec, asked, (v) => population(v) <= max);
  if (value === null) return null;
  return { key: spec.key, asked, value, agents, max, config: { ...r, params: { ...r.params, [spec.key]: value } } };
}

/**
 * The largest value of `spec` on its step grid, from its minimum up to `asked`, for which `fits` holds (population
 * grows with the parameter, so a bisection finds it); null when not even the minimum fits.
 */
export function largestBelow(spec: NumberParam, asked: number, fits: (v: number) => boolean): number | null {
  const step = spec.integer ? 1 : (spec.step ?? (asked - spec.min) / 1000);
  const at = (k: number) => Number((spec.min + k * step).toPrecision(12));
  if (!fits(spec.min)) return null;
  let lo = 0, hi = Math.max(0, Math.floor((asked - spec.min) / step + 1e-9));
  if (fits(at(hi))) return at(hi);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(at(mid))) lo = mid;
    else hi = mid;
  }
  return at(lo);
}
