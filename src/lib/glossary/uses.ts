/**
 * What a chapter uses, read from its config module (content/NN-name.ts): the forces, metrics, settings and scenario
 * parameters of the simulations its page shows. The glossary links each declaration to the first chapter (in reading
 * order) that uses it: "introduced in".
 *
 * The rule, per kind (the glossary page states it too):
 *  - a force (and so each of its parameters): the first chapter whose prose introduces it (the module's
 *    `introduced` lists it for a view, which gives it a switch); when none does, the first chapter one of whose
 *    views runs it (on in the view's config, a side of a comparison, or a live number's experiment, <Try>);
 *  - a metric: the first chapter one of whose claims measures it (a number the prose states); when none does, the
 *    first chapter one of whose views' scenarios watches it (it is listed with that view's live numbers);
 *  - a setting: one of its configs sets it (its own `settings`, or the settings of the scenario file it runs);
 *  - a scenario parameter: one of its configs sets it for that scenario; when no chapter does, the first chapter
 *    that runs the scenario.
 */
import { isMetricName, mergeConfigs, resolveConfig, scenarioOf, type ConfigLayer, type LooseConfig, type SimConfig } from '$lib/engine';

/** The parts of a chapter's config module the glossary reads (a structural view of tests' ChapterModule). */
export interface ChapterModuleLike {
  views?: Record<string, SimConfig>;
  comparisons?: Record<string, { config: SimConfig; left: ConfigLayer; right: ConfigLayer }>;
  claims?: readonly { metric?: string; config: SimConfig }[];
  introduced?: Record<string, readonly string[]>;
  tries?: Record<string, SimConfig>;
}

export interface ChapterUses {
  /** Forces its prose introduces (`introduced`). */
  introducedForces: Set<string>;
  /** Forces its simulations run (on). */
  runForces: Set<string>;
  /** Metrics its claims measure. */
  measuredMetrics: Set<string>;
  /** Metrics the scenarios of its simulations watch. */
  watchedMetrics: Set<string>;
  settings: Set<string>;
  /** `scenario.key` */
  scenarioParams: Set<string>;
  /** The scenarios its simulations run. */
  scenarios: Set<string>;
}

/** The configs of the simulations a chapter's page shows: its views, both sides of each comparison, its <Try>s. */
function shownConfigs(m: ChapterModuleLike): SimConfig[] {
  const out: SimConfig[] = [...Object.values(m.views ?? {}), ...Object.values(m.tries ?? {})];
  for (const c of Object.values(m.comparisons ?? {})) out.push(mergeConfigs(c.config, c.left), mergeConfigs(c.config, c.right));
  return out;
}

/** Every config the module holds, the claims' experiments included (they set settings and parameters too). */
const allConfigs = (m: ChapterModuleLike): SimConfig[] => [...shownConfigs(m), ...(m.claims ?? []).map((c) => c.config)];

/** A config resolved, or null when it is not valid (the chapters' tests report that; the glossary just skips it). */
function resolved(c: SimConfig) {
  try {
    return resolveConfig(c as LooseConfig);
  } catch {
    return null;
  }
}

export function chapterUses(m: ChapterModuleLike): ChapterUses {
  const uses: ChapterUses = { introducedForces: new Set(), runForces: new Set(), measuredMetrics: new Set(), watchedMetrics: new Set(), settings: new Set(), scenarioParams: new Set(), scenarios: new Set() };
  for (const list of Object.values(m.introduced ?? {})) for (const f of list) uses.introducedForces.add(f);
  for (const c of shownConfigs(m)) {
    const r = resolved(c);
    if (r) for (const [name, f] of Object.entries(r.forces)) if (f.enabled) uses.runForces.add(name);
    uses.scenarios.add(c.scenario);
    for (const name of scenarioOf(c)?.metrics ?? []) uses.watchedMetrics.add(name);
  }
  for (const claim of m.claims ?? []) if (claim.metric && isMetricName(claim.metric)) uses.measuredMetrics.add(claim.metric);
  for (const c of allConfigs(m)) {
    for (const key of Object.keys(c.settings ?? {})) uses.settings.add(key);
    for (const key of Object.keys(c.file?.settings ?? {})) uses.settings.add(key);
    for (const key of Object.keys(c.params ?? {})) uses.scenarioParams.add(`${c.scenario}.${key}`);
  }
  return uses;
}
