/**
 * Parameter declarations shared by several boids rules, declared once so that sliders, share links and the
 * command line read the same ranges everywhere. Declared `as const` so that their keys stay literal types: a force
 * that lists one gets `p.fov` typed as a number. Only declarations live here: the arithmetic that uses them is
 * written out inline in each rule's hot loop (no function calls per pair).
 */
import type { NumberParam } from '../../params';

/** Article B's neighbour cap (optimization step 5). 0 = no cap. */
export const maxNeighboursParam = {
  key: 'maxNeighbours',
  symbol: 'n_{\\max}',
  unit: '',
  default: 0,
  min: 0,
  max: 100,
  step: 1,
  integer: true,
  meaning: 'use at most this many neighbours, the first in neighbour-list order (0 = all)'
} as const satisfies NumberParam;

/** Reynolds' view cone: the full field of view in degrees (360 = all round, the cone test is skipped). */
export const fovParam = {
  key: 'fov',
  symbol: '\\phi',
  unit: 'deg',
  default: 360,
  min: 0,
  max: 360,
  step: 5,
  meaning: 'full field of view; a neighbour counts if it lies within φ/2 of the heading'
} as const satisfies NumberParam;

/** Per-rule steering limit |a| ≤ a_max (Reynolds 1987's "maximum force"). 0 = unlimited. */
export const maxForceParam = {
  key: 'maxForce',
  symbol: 'a_{\\max}',
  unit: 'm/s²',
  default: 0,
  min: 0,
  max: 100,
  step: 0.1,
  meaning: "clamps this rule's acceleration to at most a_max (0 = unlimited)"
} as const satisfies NumberParam;

/** An integer 0/1 switch; its key stays a literal type (the force's values are typed by it). */
export function flagParam<const K extends string>(key: K, symbol: string, meaning: string): NumberParam<K> {
  return { key, symbol, unit: '', default: 0, min: 0, max: 1, step: 1, integer: true, meaning };
}
