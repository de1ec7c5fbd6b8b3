/** The simulation's own parameters (not a force's), declared once like every other parameter. */
import type { ParamSpec, ValuesOf } from './params';
import { NEIGHBOUR_STRATEGIES } from './neighbours';
import { INTEGRATORS } from './integrators';

export const SETTINGS = [
  { key: 'dt', symbol: '\\Delta t', unit: 's', default: 0.05, min: 0.0001, max: 1, step: 0.0001, log: true, meaning: 'time step of the integration' },
  { key: 'substeps', symbol: 'n_\\mathrm{sub}', unit: '', default: 1, min: 1, max: 100, integer: true, step: 1, meaning: 'integration sub-steps per step (each of length Δt / n)' },
  { key: 'integrator', symbol: '\\text{integrator}', unit: '', default: 'semi-implicit', options: INTEGRATORS, meaning: 'how forces become motion: explicit Euler, semi-implicit Euler, or Heun (2nd order)' },
  { key: 'maxSpeed', symbol: 'v_{\\max}', unit: 'm/s', default: 0, min: 0, max: 1000, step: 0.1, meaning: 'global speed limit, also clamps velocity rules (0 = none)' },
  { key: 'speedCap', symbol: 'v_{\\max} / v_0', unit: '', default: 0, min: 0, max: 10, step: 0.05, meaning: "speed limit as a multiple of each agent's desired speed (0 = none; Helbing 1995 uses 1.3)" },
  { key: 'ruleTick', symbol: 't_\\mathrm{tick}', unit: 's', default: 0, min: 0, max: 10, step: 0.05, meaning: 'velocity rules (article B) recompute every t_tick seconds (0 = every step)' },
  { key: 'randomPhase', symbol: '\\phi', unit: '', default: 1, min: 0, max: 1, integer: true, step: 1, meaning: 'give each agent a random first rule update, so they do not all update on one frame (1 = on)' },
  { key: 'neighbours', symbol: '\\text{search}', unit: '', default: 'grid', options: NEIGHBOUR_STRATEGIES, meaning: 'how neighbours are found: uniform grid, k-d tree, or all pairs' },
  { key: 'fusedSums', symbol: '\\Sigma', unit: '', default: 1, min: 0, max: 1, integer: true, step: 1, meaning: 'let averaging rules read neighbourhood sums computed in the neighbour scan instead of a written list (1 = on; same results)' },
  { key: 'wallGuard', symbol: '\\text{guard}', unit: '', default: 1, min: 0, max: 1, integer: true, step: 1, meaning: 'stop agents from passing through walls in one step (1 = on)' },
  { key: 'blowupSpeed', symbol: 'v_\\mathrm{blow}', unit: 'm/s', default: 1000, min: 1, max: 1e9, log: true, meaning: 'a speed above this is reported as a numerical blow-up' }
] as const satisfies readonly ParamSpec[];

/** The key of a simulation setting: a typed union. */
export type SettingKey = (typeof SETTINGS)[number]['key'];

/** The simulation's settings, typed by their declaration: `dt` is a number, `integrator` one of INTEGRATORS. */
export type SettingValues = ValuesOf<typeof SETTINGS>;
