/** The catalogue of every force by name: what scenarios, share links and the command line refer to. */
import type { Force } from './force';
import { BOIDS_FORCES } from './boids';
import { SOCIAL_FORCES } from './social';

export type { Force, ForceContext, ForceFamily, ForceChannel, Zone, StableStep, StabilityContext } from './force';
export { PALETTE, defineForce } from './force';

export const ALL_FORCES = [...BOIDS_FORCES, ...SOCIAL_FORCES] as const;

/** The name of a force in the catalogue: a typed union, so a misspelt name is a type error. */
export type ForceName = (typeof ALL_FORCES)[number]['name'];

export const FORCES: Readonly<Record<ForceName, Force>> = Object.fromEntries(ALL_FORCES.map((f) => [f.name, f])) as Record<ForceName, Force>;

export const isForceName = (name: string): name is ForceName => Object.prototype.hasOwnProperty.call(FORCES, name);

export function forceByName(name: string): Force | undefined {
  return isForceName(name) ? FORCES[name] : undefined;
}
