/**
 * Progressive disclosure: a chapter's view lists only the forces the prose has introduced so far, in the prose's
 * order. The other forces of the configuration still run as configured; they are just not listed.
 */
import { scenarioOf, type ForceName, type LooseConfig } from '../../engine';

/** The items of the introduced forces, in the order given (all items, in their order, when `introduced` is absent). */
export function introducedItems<T extends { name: string }>(items: readonly T[], introduced: readonly string[] | undefined): T[] {
  if (!introduced) return [...items];
  const byName = new Map(items.map((f) => [f.name, f]));
  return [...new Set(introduced)].flatMap((n) => (byName.has(n) ? [byName.get(n)!] : []));
}

/**
 * The config with every introduced force present: one the scenario does not have (and the config does not add) is
 * added switched off, so that its switch exists (e.g. Cruise speed in a boids comparison).
 */
export function withIntroduced(config: LooseConfig, introduced: readonly ForceName[] | undefined): LooseConfig {
  if (!introduced?.length) return config;
  const own = new Set<string>(scenarioOf(config)?.forces.map((f) => f.name) ?? []);
  const missing = introduced.filter((n) => !own.has(n) && !config.forces?.[n]);
  if (missing.length === 0) return config;
  return { ...config, forces: { ...config.forces, ...Object.fromEntries(missing.map((n) => [n, { enabled: false }])) } };
}
