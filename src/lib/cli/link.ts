/**
 * --link: a share link, as the page's "Copy link" gives it, run headless. The link is read by the page's own code
 * (src/lib/share: readHash, sanitizeConfig, decodeConfig) over the page's own base config, so the run is the one
 * the page would show, canvas edits included (walls moved, agents added where the reader put them, exits shut):
 *
 *   https://…/playground#sim=…            the playground: the base is playgroundConfig(scenario), as the page builds it
 *   https://…/chapters/SLUG/#sim-VIEW=…   a chapter's view: the base is that view's config in content/NN-SLUG.ts
 *   #sim=…                                 just the hash: the playground's
 *
 * What the page would ignore (a garbled item, a value out of range) is ignored here too, with the page's sentence
 * on stderr; what cannot be a link at all (no hash, another page, two views at once) is a CliError naming it.
 */
import { readdirSync } from 'node:fs';
import { SCENARIOS, ParamError, createSimulation, mergeConfigs, mergeLoose, scenarioOf, type ConfigLayer, type LooseConfig, type Scenario, type ScenarioName, type SimConfig, type Simulation } from '../engine';
import { clip, decodeConfig, describeChanges, readHash, sanitizeConfig } from '../share';
import { playgroundConfig } from '../site/playground';
import { slugFromPath } from '../site/chapters';
import { buildConfig } from './config';
import { CliError } from './errors';

/** A link read as the page reads it. */
export interface LinkRun {
  /** Where the link points, in words: "the playground", "chapter lanes-and-bottlenecks, view door". */
  page: string;
  /** The page's own config, which the link's text is relative to. */
  base: LooseConfig;
  /** The config the page builds from the link. */
  config: LooseConfig;
  scenario: Scenario<ScenarioName>;
  /** What the page would ignore, one sentence each (the page shows them above the view). */
  warnings: string[];
  /** The link's changes to the page's config, one short phrase each ("seed 7", "2 agents added"). */
  changes: string[];
}

/** A chapter's views by id (as its page names them: views, and each comparison's `<id>-left` and `<id>-right`). */
export type ChapterViews = (slug: string) => Promise<Map<string, SimConfig> | null>;

const HOW = "a share link is what the page's Copy link gives: https://…/playground#sim=…, https://…/chapters/SLUG/#sim-VIEW=…, or just its #sim=… part";
/** A hash part a simulation view reads: `sim=` (a view without id, the playground's) or `sim-<id>=`. */
const VIEW_PART = /^sim(?:-([A-Za-z0-9_-]+))?=/;

const fail = (message: string): never => { throw new CliError(message, false); };

/** Reads `input` (a whole link, a path with a hash, or a hash) as the page would; throws a CliError for what is not a link. */
export async function readLink(input: string, chapters: ChapterViews = chapterViews): Promise<LinkRun> {
  const text = input.trim();
  if (text === '') fail(`--link is empty; ${HOW}`);
  const at = text.indexOf('#');
  // A hash without its '#' (sim=…) is taken as one; anything else needs the '#'.
  const [where, hash] = at >= 0 ? [text.slice(0, at), text.slice(at + 1)] : VIEW_PART.test(text) ? ['', text] : fail(`'${clip(text)}' is not a share link: it has no '#…' part; ${HOW}`);
  const page = pageOf(where);
  const parts = hash.split('&').filter((p) => p !== '');
  const views = parts.flatMap((p) => { const m = VIEW_PART.exec(p); return m ? [m[1] ?? null] : []; });
  if (views.length === 0) {
    const what = parts.some((p) => p.startsWith('ab-')) ? "holds a ladder comparison (#ab-…), not a simulation's settings" : `holds no simulation's settings ('#${clip(hash, 40)}')`;
    fail(`the link ${what}; ${HOW}`);
  }
  if (new Set(views).size > 1) {
    const names = views.map((v) => (v === null ? 'sim' : `sim-${v}`)).join(', ');
    fail(`the link sets up ${views.length} views (${names}); the command line runs one: keep only its part of the hash (#${views[0] === null ? 'sim' : `sim-${views[0]}`}=…)`);
  }
  const id = views[0] ?? undefined;

  if (page.kind === 'chapter') {
    if (id === undefined) fail(`the link's '#sim=…' part is the playground's, but the link points at chapter ${page.slug}; its views' parts are #sim-VIEW=…`);
    const known = await chapters(page.slug);
    if (!known) fail(`there is no chapter '${clip(page.slug, 40)}' (or it has no simulations)`);
    const raw = known!.get(id!);
    if (!raw) fail(`chapter ${page.slug} has no view '${clip(id!, 40)}'; its views: ${[...known!.keys()].join(', ')}`);
    return read(readHash(hash, id)!, raw!, `chapter ${page.slug}, view ${id}`);
  }
  if (id !== undefined) {
    fail(page.kind === 'playground'
      ? `the playground's part of a link is #sim=…, not #sim-${clip(id, 40)}=…`
      : `'#sim-${clip(id, 40)}=…' is a chapter view's part: give the whole link (…/chapters/SLUG/#sim-${clip(id, 40)}=…) so the chapter's own set-up is known`);
  }
  // The playground shows the scenario the link names (its followLink), then its view reads the link over that base.
  const text0 = readHash(hash)!;
  const named = decodeConfig(text0, { scenario: SCENARIOS[0].name }).config.scenario;
  return read(text0, playgroundConfig(named), 'the playground');
}

/** The view's reading (components/sim/config.ts readConfig): the prop sanitised, the link decoded over it. */
function read(text: string, raw: LooseConfig, page: string): LinkRun {
  const s = sanitizeConfig(raw);
  const d = decodeConfig(text, s.config);
  const scenario = scenarioOf(d.config) as Scenario<ScenarioName> | undefined;
  if (!scenario) fail(`the link's scenario '${clip(String(d.config.scenario))}' is unknown`);
  return { page, base: s.config, config: d.config, scenario: scenario!, warnings: [...s.ignored, ...d.ignored], changes: describeChanges(d.config, s.config) };
}

type Page = { kind: 'playground' } | { kind: 'chapter'; slug: string } | { kind: 'unknown' };

/** The page a link's address (what comes before '#') points at; an empty address says nothing. */
function pageOf(where: string): Page {
  if (where.trim() === '') return { kind: 'unknown' };
  // The scheme and host say nothing about the page (the book is served from several places): only the path does.
  const path = where.split('?')[0].replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/, '');
  if (/(?:^|\/)playground\/?$/.test(path)) return { kind: 'playground' };
  const chapter = /(?:^|\/)chapters\/([^/]+)\/?$/.exec(path);
  if (chapter) return { kind: 'chapter', slug: chapter[1] };
  return fail(`the link points at '${clip(path)}', not at the playground or a chapter; ${HOW}`);
}

/** content/, where each chapter is NN-SLUG.svx with its configs in NN-SLUG.ts. */
const CONTENT = new URL('../../../content/', import.meta.url);

/**
 * A chapter's views as its page builds them. The chapter passes `views[id]` to each SimulationView and
 * `mergeConfigs(config, left|right)` to each side of a SideBySide (tests/unit/chapters check both against the pages).
 * The slug is only compared with the names in content/, never made into a path.
 */
async function chapterViews(slug: string): Promise<Map<string, SimConfig> | null> {
  let names: string[];
  try {
    names = readdirSync(CONTENT);
  } catch {
    return null;
  }
  const svx = names.find((f) => f.endsWith('.svx') && slugFromPath(f) === slug);
  const ts = svx && names.find((f) => f === svx.replace(/\.svx$/, '.ts'));
  if (!ts) return null;
  const m = (await import(/* @vite-ignore */ new URL(ts, CONTENT).href)) as {
    views?: Record<string, SimConfig>;
    comparisons?: Record<string, { config: SimConfig; left: ConfigLayer; right: ConfigLayer }>;
  };
  const out = new Map(Object.entries(m.views ?? {}));
  for (const [id, c] of Object.entries(m.comparisons ?? {})) out.set(`${id}-left`, mergeConfigs(c.config, c.left)).set(`${id}-right`, mergeConfigs(c.config, c.right));
  return out.size ? out : null;
}

/**
 * The config to run: the link's, with --set and --seed applied after it (the same grammar as with --scenario). A
 * note says the run is then no longer the link's.
 */
export function linkConfig(link: LinkRun, sets: readonly { key: string; value: string }[], seed: number | undefined, note: (line: string) => void): LooseConfig {
  if (sets.length === 0 && seed === undefined) return link.config;
  const layer = buildConfig(link.scenario, sets, seed);
  const given = [...sets.map((s) => `--set ${s.key}=${s.value}`), ...(seed !== undefined ? [`--seed ${seed}`] : [])];
  note(`note: ${given.join(', ')} applied over the link's set-up: this run is not exactly the link's`);
  return mergeLoose(link.config, layer);
}

/**
 * Builds the link's config; a refusal (edits that name a wall or exit the layout lacks, more agents than it holds)
 * is one line. The page would mend such a link (drop the edits, fewer agents) and say so; the command line does
 * not run a set-up other than the one asked for.
 */
export function buildLinked(config: LooseConfig): Simulation {
  try {
    return createSimulation(config);
  } catch (e) {
    if (!(e instanceof ParamError)) throw e;
    const page = e.key.startsWith('edits') ? ' (the page would run it without the canvas changes, and say so)' : '';
    throw new CliError(`the link's set-up cannot be built: ${clip(e.message, 240)}${page}`, false);
  }
}
