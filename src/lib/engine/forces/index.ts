/** The catalogue of every force by name: what scenarios, share links and the command line refer to. */
import type { Force, ForceValuesOf } from './force';
import { BOIDS_FORCES } from './boids';
import { SOCIAL_FORCES } from './social';

export type { Force, ForceContext, ForceFamily, ForceChannel, Zone, StableStep, StabilityContext, ForceValuesOf } from './force';
export { PALETTE, defineForce } from './force';

export const ALL_FORCES = [...BOIDS_FORCES, ...SOCIAL_FORCES] as const;

type CatalogueForce = (typeof ALL_FORCES)[number];

/** The name of a force in the catalogue: a typed union, so a misspelt name is a type error. */
export type ForceName = CatalogueForce['name'];

/** The parameter values of the catalogue's force K, typed by its declaration: `ForceValues<'separation'>['radius']` is a number. */
export type ForceValues<K extends ForceName> = ForceValuesOf<Extract<CatalogueForce, { readonly name: K }>>;

/** Every force by name, each with its own types: `FORCES.separation.params`, `sim.add(FORCES.cruise, { tau: 2 })`. */
export type ForceCatalogue = { readonly [F in CatalogueForce as F['name']]: F };

export const FORCES: ForceCatalogue = Object.fromEntries(ALL_FORCES.map((f) => [f.name, f])) as ForceCatalogue;

export const isForceName = (name: string): name is ForceName => Object.prototype.hasOwnProperty.call(FORCES, name);

/**
 * The force a name held as data refers to, as the registry sees it (values keyed by string: see Force). For a name
 * written in code, `FORCES.<name>` keeps the force's own parameter types.
 */
export function forceNamed(name: ForceName): Force {
  return FORCES[name];
}

export function forceByName(name: string): Force | undefined {
  return isForceName(name) ? forceNamed(name) : undefined;
}
