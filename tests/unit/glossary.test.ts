/**
 * The glossary (src/lib/glossary, the page /glossary/) is generated from the declarations: every force parameter,
 * scenario parameter, setting and metric has its entry, under its declared symbol, with its own anchor; and the
 * chapter named as introducing it really uses it, and no chapter before it does (checked here from the chapters'
 * config modules directly, not through the glossary's own reading of them).
 */
import { describe, expect, it } from 'vitest';
import { ALL_FORCES, METRICS, SCENARIOS, SETTINGS, mergeConfigs, resolveConfig, scenarioOf, type LooseConfig, type ParamSpec, type SimConfig } from '../../src/lib/engine';
import { buildGlossary, chapterUses, compareSymbols, metricAnchor, paramAnchor, scenarioParamAnchor, settingAnchor, symbolKey, type ChapterModuleLike, type SymbolRow } from '../../src/lib/glossary';
import { chapterModules, chapterSources, type ChapterModule } from './chapters/chapterModules';

/** The chapters in reading order (front matter `order`), each with its module; the slug as the site makes it. */
const chapters = chapterModules
  .map(({ name, module }) => {
    const source = chapterSources.find((s) => s.name === name)?.source ?? '';
    const order = Number(/^order:\s*(\d+)/m.exec(source)?.[1] ?? NaN);
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? name;
    return { slug: name.replace(/^\d+[-_.\s]*/, ''), title, order, module };
  })
  .sort((a, b) => a.order - b.order);

const glossary = buildGlossary(chapters.map((c) => ({ slug: c.slug, title: c.title, uses: chapterUses(c.module as ChapterModuleLike) })));
const rows = new Map<string, { row: SymbolRow; symbol: string }>(glossary.symbols.flatMap((e) => e.rows.map((row) => [row.anchor, { row, symbol: e.symbol }] as const)));

/** The configs a chapter's page shows (views, both sides of each comparison, the <Try>s), written out again here. */
function shown(m: ChapterModule): SimConfig[] {
  const sides = Object.values(m.comparisons ?? {}).flatMap((c) => [mergeConfigs(c.config, c.left), mergeConfigs(c.config, c.right)]);
  return [...Object.values(m.views ?? {}), ...Object.values(m.tries ?? {}), ...sides];
}
const introduces = (m: ChapterModule, force: string) => Object.values(m.introduced ?? {}).some((l) => l.includes(force));
const runs = (m: ChapterModule, force: string) => shown(m).some((c) => resolveConfig(c as LooseConfig).forces[force]?.enabled === true);
const measures = (m: ChapterModule, metric: string) => (m.claims ?? []).some((c) => c.metric === metric);
const watches = (m: ChapterModule, metric: string) => shown(m).some((c) => (scenarioOf(c)?.metrics as readonly string[] | undefined)?.includes(metric));
const index = (slug: string | undefined) => chapters.findIndex((c) => c.slug === slug);

describe('glossary', () => {
  it('reads the chapters in their reading order', () => {
    expect(chapters.length).toBeGreaterThan(5);
    expect(chapters.every((c) => Number.isFinite(c.order))).toBe(true);
    expect(chapters[0].slug).toBe('motion');
  });

  it('has a row for every declared force parameter, scenario parameter and setting, under its declared symbol', () => {
    const declared: [string, ParamSpec][] = [
      ...ALL_FORCES.flatMap((f) => (f.params as readonly ParamSpec[]).map((p) => [paramAnchor(f.name, p.key), p] as [string, ParamSpec])),
      ...SCENARIOS.flatMap((s) => (s.params as readonly ParamSpec[]).map((p) => [scenarioParamAnchor(s.name, p.key), p] as [string, ParamSpec])),
      ...(SETTINGS as readonly ParamSpec[]).map((p) => [settingAnchor(p.key), p] as [string, ParamSpec])
    ];
    expect(declared.length).toBeGreaterThan(100);
    for (const [anchor, p] of declared) {
      const found = rows.get(anchor);
      expect(found, anchor).toBeDefined();
      expect(symbolKey(found!.symbol), anchor).toBe(symbolKey(p.symbol));
      expect(found!.row.meaning).toBe(p.meaning);
      expect(found!.row.unit).toBe(p.unit);
    }
    expect(rows.size).toBe(declared.length);
  });

  it('has an entry for every metric, with its label, unit, symbol and description', () => {
    expect(glossary.metrics.map((m) => m.name).sort()).toEqual(Object.keys(METRICS).sort());
    for (const m of glossary.metrics) {
      const d = METRICS[m.name as keyof typeof METRICS];
      expect(m.id).toBe(metricAnchor(m.name));
      expect([m.label, m.unit, m.symbol, m.describe]).toEqual([d.label, d.unit, d.symbol, d.describe]);
    }
  });

  it('gives one entry to a symbol several forces declare, a row each with its own default', () => {
    const tau = glossary.symbols.find((e) => e.symbol === String.raw`\tau`)!;
    const owners = tau.rows.map((r) => r.owner);
    expect(owners).toEqual(expect.arrayContaining(['drivingHM', 'drivingHFV', 'cruise']));
    expect(glossary.symbols.filter((e) => symbolKey(e.symbol) === symbolKey(String.raw`\tau`))).toHaveLength(1);
    expect(new Set(tau.rows.map((r) => r.default)).size).toBeGreaterThan(1); // cruise's τ is not Helbing's
  });

  it('gives every entry, row and metric an anchor of its own', () => {
    const ids = [...glossary.symbols.flatMap((e) => [e.id, ...e.rows.map((r) => r.anchor)]), ...glossary.metrics.map((m) => m.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z][A-Za-z0-9_-]*$/.test(id))).toBe(true);
  });

  it('orders symbols Latin first, then Greek', () => {
    const order = glossary.symbols.map((e) => e.symbol);
    expect(order.indexOf('A')).toBeLessThan(order.indexOf(String.raw`\tau`));
    expect(order.indexOf(String.raw`\eta`)).toBeLessThan(order.indexOf(String.raw`\tau`));
    for (let i = 1; i < order.length; i++) expect(compareSymbols(order[i - 1], order[i]), `${order[i - 1]} before ${order[i]}`).toBeLessThanOrEqual(0);
  });

  it("names for each force's parameters the first chapter that introduces the force (else runs it), and that chapter does", () => {
    let named = 0;
    for (const f of ALL_FORCES) {
      const intro = rows.get(paramAnchor(f.name, (f.params as readonly ParamSpec[])[0]?.key ?? ''))?.row.introduced ?? null;
      if ((f.params as readonly ParamSpec[]).length === 0) continue;
      const byProse = chapters.findIndex((c) => introduces(c.module, f.name));
      const expected = byProse >= 0 ? byProse : chapters.findIndex((c) => runs(c.module, f.name));
      expect(index(intro?.slug), f.name).toBe(expected);
      if (intro) {
        named++;
        const m = chapters[index(intro.slug)].module;
        expect(introduces(m, f.name) || runs(m, f.name), `${intro.slug} uses ${f.name}`).toBe(true);
      }
    }
    expect(named).toBeGreaterThan(20);
  });

  it('names for each metric the first chapter that measures it in a claim (else shows it), and that chapter does', () => {
    let named = 0;
    for (const m of glossary.metrics) {
      const byClaim = chapters.findIndex((c) => measures(c.module, m.name));
      const expected = byClaim >= 0 ? byClaim : chapters.findIndex((c) => watches(c.module, m.name));
      expect(index(m.introduced?.slug), m.name).toBe(expected);
      if (m.introduced) {
        named++;
        const mod = chapters[index(m.introduced.slug)].module;
        expect(measures(mod, m.name) || watches(mod, m.name), `${m.introduced.slug} uses ${m.name}`).toBe(true);
      }
    }
    // Polarization is the flock chapter's, lane order the lanes chapter's: the rule finds where the prose brings them in.
    expect(glossary.metrics.find((m) => m.name === 'polarization')?.introduced?.slug).toBe('boids');
    expect(glossary.metrics.find((m) => m.name === 'laneOrder')?.introduced?.slug).toBe('lanes-and-bottlenecks');
    expect(named).toBeGreaterThan(10);
  });

  it('names for a setting the first chapter that sets it', () => {
    for (const p of SETTINGS) {
      const intro = rows.get(settingAnchor(p.key))!.row.introduced;
      const sets = (m: ChapterModule) => [...shown(m), ...(m.claims ?? []).map((c) => c.config)].some((c) => p.key in (c.settings ?? {}) || p.key in (c.file?.settings ?? {}));
      expect(index(intro?.slug), p.key).toBe(chapters.findIndex((c) => sets(c.module)));
    }
    expect(rows.get(settingAnchor('dt'))!.row.introduced).not.toBeNull();
  });
});
