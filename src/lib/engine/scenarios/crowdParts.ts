/**
 * What the crowd scenario documents share (crowds.ts, wayfinding.ts): the N parameter, the body force every
 * Helbing–Molnár crowd carries and the steps it needs, and the document helpers.
 */
import type { NumberParam } from '../params';
import type { SettingValues } from '../settings';
import type { MetricName } from '../metrics/registry';
import type { ForceSetup } from './scenario';
import { SCENARIO_FORMAT, type ScenarioDoc } from './doc/format';

export const N = (def: number, max = 5000): NumberParam<'N'> => ({ key: 'N', symbol: 'N', unit: '', default: def, min: 1, max, integer: true, step: 1, meaning: 'number of pedestrians' });

// Bodies: Helbing & Molnár's repulsion ignores the radii, so walkers passed through each other; every scenario with
// it (and article A's) also has the body force of Helbing, Farkas & Vicsek 2000 (bodyContact.ts, per unit mass),
// which keeps them apart. Switch it off to see the paper alone. Its sliding friction κ is off here (κ = 0): it is
// 2000's term for crowds pressed together in panic, and between walkers brushing past each other in a two-way
// corridor it halves the lanes (lane order 0.40 with it, 0.54 without, corridor defaults, seeds 1–4, 60–100 s).
export const BODIES = { name: 'bodyContact', params: { kappa: 0 } } satisfies ForceSetup;

// Two sub-steps of 25 ms: the body force k/m = 1500 s⁻² of the contact term makes two touching walkers a spring
// with ω = √(2k) = 55 /s, and semi-implicit Euler follows it only for ωΔt < 2 (Δt < 37 ms); one 50 ms step would
// jitter in every contact. (Helbing et al. 2000 used steps of at most 10 ms for the same k.)
export const HM_SETTINGS = { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 } satisfies Partial<SettingValues>;

/**
 * A document written in code: as a file's, but with force, setting and metric names and the forces' parameters typed
 * by the catalogues, so that a renamed one is a type error in the scenario that uses it.
 */
export interface CodeDoc extends Omit<ScenarioDoc, 'format' | 'forces' | 'settings' | 'metrics'> {
  forces: ForceSetup[];
  settings?: Partial<SettingValues>;
  metrics?: MetricName[];
}

/** A document from its fields (the format tag added). */
export const doc = (d: CodeDoc): ScenarioDoc => ({ format: SCENARIO_FORMAT, ...d });

/** Coordinates to the micrometre, so that a printed document reads 13.4, not 13.399999999999999. */
export const um = (x: number) => Math.round(x * 1e6) / 1e6;
