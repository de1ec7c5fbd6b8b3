/** The catalogue of every force by name: what scenarios, share links and the command line refer to. */
import type { Force } from './force';
import { BOIDS_FORCES } from './boids';
import { SOCIAL_FORCES } from './social';

export type { Force, ForceContext, ForceFamily, ForceChannel } from './force';
export { PALETTE } from './force';

export const ALL_FORCES: readonly Force[] = [...BOIDS_FORCES, ...SOCIAL_FORCES];
export const FORCES: Readonly<Record<string, Force>> = Object.fromEntries(ALL_FORCES.map((f) => [f.name, f]));

export function forceByName(name: string): Force | undefined {
  return Object.prototype.hasOwnProperty.call(FORCES, name) ? FORCES[name] : undefined;
}
