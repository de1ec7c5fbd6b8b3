/**
 * Every chapter's config module (content/NN-name.ts), found by a glob: a new chapter is tested without editing a
 * test. A module exports `views` (view id → SimConfig), optionally `comparisons` (SideBySide id → base and sides)
 * and `claims` (the numbers its prose states). The book's other prose with numbers, the playground's tips
 * (src/lib/site/playgroundTips.ts), carries claims too: `allClaims` lists both.
 */
import { mergeConfigs, type ConfigLayer, type ScenarioName, type SimConfig } from '../../../src/lib/engine';
import type { Claim } from '../../../src/lib/claims';
import { tips, type Tip } from '../../../src/lib/site/playgroundTips';

export interface ChapterModule {
  views?: Record<string, SimConfig>;
  comparisons?: Record<string, { config: SimConfig; left: ConfigLayer; right: ConfigLayer }>;
  claims?: readonly Claim[];
  /** Claims on the ladder's rungs (the 3-D chapter's), measured by tests/unit/ladder/claims.test.ts; their texts back prose too. */
  ladderClaims?: readonly { text: string }[];
  /** View id → the forces the prose has introduced by then (SimulationView's `introduced`). */
  introduced?: Record<string, readonly string[]>;
  /** The experiments the prose sets with a live number (<Try view config={tries.name}>). */
  tries?: Record<string, SimConfig>;
}

const modules = import.meta.glob<ChapterModule>('/content/*.ts', { eager: true });
const sources = import.meta.glob<string>('/content/*.svx', { eager: true, query: '?raw', import: 'default' });

/** `/content/01-boids.ts` → `01-boids`. */
const baseName = (path: string) => (path.split('/').pop() ?? path).replace(/\.(ts|svx)$/, '');

export const chapterModules: { name: string; module: ChapterModule }[] = Object.entries(modules)
  .map(([path, module]) => ({ name: baseName(path), module }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const chapterSources: { name: string; source: string }[] = Object.entries(sources)
  .map(([path, source]) => ({ name: baseName(path), source }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Every config a chapter runs, named: its views, both sides of its comparisons, and its claims' experiments. */
export function configsOf(m: ChapterModule): [string, SimConfig][] {
  const out: [string, SimConfig][] = [];
  for (const [id, c] of Object.entries(m.views ?? {})) out.push([`view ${id}`, c]);
  for (const [id, c] of Object.entries(m.comparisons ?? {})) {
    out.push([`comparison ${id}, left`, mergeConfigs(c.config, c.left)], [`comparison ${id}, right`, mergeConfigs(c.config, c.right)]);
  }
  for (const c of m.claims ?? []) out.push([`claim ${c.id}`, c.config]);
  for (const [id, c] of Object.entries(m.tries ?? {})) out.push([`try ${id}`, c]);
  return out;
}

/** The views on a chapter's page by id, with their configs: its views and the two views of each comparison. */
export function viewConfigsOf(m: ChapterModule): Map<string, SimConfig> {
  const out = new Map(Object.entries(m.views ?? {}));
  for (const [id, c] of Object.entries(m.comparisons ?? {})) {
    out.set(`${id}-left`, mergeConfigs(c.config, c.left)).set(`${id}-right`, mergeConfigs(c.config, c.right));
  }
  return out;
}

/** The view ids a chapter's claims may name. */
export const viewIdsOf = (m: ChapterModule): Set<string> => new Set(viewConfigsOf(m).keys());

/** Every tip of the playground, with the scenario it is shown for. */
export const playgroundTips: { scenario: ScenarioName; tip: Tip }[] = (Object.entries(tips) as [ScenarioName, readonly Tip[]][])
  .flatMap(([scenario, list]) => list.map((tip) => ({ scenario, tip })));

/**
 * Every claim of the book: the chapters' (source: the chapter's name), then the playground tips' (source:
 * 'playground/<scenario>'). A claim two tips share (the same object) is listed once.
 */
export function allClaims(): { source: string; claim: Claim }[] {
  const out = chapterModules.flatMap(({ name, module }) => (module.claims ?? []).map((claim) => ({ source: name, claim })));
  const seen = new Set<Claim>();
  for (const { scenario, tip } of playgroundTips)
    for (const claim of tip.claims) if (!seen.has(claim)) { seen.add(claim); out.push({ source: `playground/${scenario}`, claim }); }
  return out;
}
