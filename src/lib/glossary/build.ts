/**
 * The glossary, generated from the declarations: every force parameter (ParamSpec in src/lib/engine/forces), every
 * scenario parameter, every simulation setting (src/lib/engine/settings.ts) and every metric
 * (src/lib/engine/metrics/registry.ts). Parameters are grouped by symbol: τ of drivingHM and τ of drivingHFV are one
 * entry with a row each (its own default, range and meaning). Each row and each metric names the chapter that
 * introduces it (see uses.ts for the rule). Pure data, so that the page prerenders it and the tests read it.
 */
import { ALL_FORCES, METRICS, SCENARIOS, SETTINGS, describeRange, isChoice, type ParamSpec } from '$lib/engine';
import { metricAnchor, paramAnchor, scenarioParamAnchor, settingAnchor } from './anchors';
import { compareSymbols, symbolKey, symbolSlug } from './symbols';
import type { ChapterUses } from './uses';

/** A chapter in reading order, with what its simulations use. */
export interface GlossaryChapter {
  slug: string;
  title: string;
  uses: ChapterUses;
}

export interface ChapterRef {
  slug: string;
  title: string;
}

export type RowKind = 'force' | 'scenario' | 'setting';

/** One declaration of a symbol: a force's parameter, a scenario's, or a setting. */
export interface SymbolRow {
  /** The row's own anchor: param-<force>-<key>, scenario-<scenario>-<key>, setting-<key>. */
  anchor: string;
  kind: RowKind;
  /** Force name, scenario name, or 'settings'. */
  owner: string;
  /** Force label, scenario title, or 'Simulation settings'. */
  ownerLabel: string;
  key: string;
  /** TeX, as declared (the entry groups rows whose symbols match: see symbolKey). */
  symbol: string;
  unit: string;
  /** The default as text, with the unit. */
  default: string;
  /** The allowed values, as the sliders say them ("0.05 … 5 s", "one of …"). */
  range: string;
  meaning: string;
  introduced: ChapterRef | null;
}

export interface SymbolEntry {
  /** sym-<slug of the symbol>. */
  id: string;
  /** TeX. */
  symbol: string;
  /** The parameters' keys (in code, links and the command line), each once. */
  keys: string[];
  rows: SymbolRow[];
  /** The earliest of its rows' chapters. */
  introduced: ChapterRef | null;
}

export interface MetricEntry {
  /** metric-<name>. */
  id: string;
  name: string;
  label: string;
  symbol: string;
  unit: string;
  describe: string;
  integer: boolean;
  /** The built-in scenarios that watch it (their live numbers list it). */
  scenarios: { name: string; title: string }[];
  introduced: ChapterRef | null;
}

export interface Glossary {
  symbols: SymbolEntry[];
  metrics: MetricEntry[];
}

const fmtDefault = (p: ParamSpec) => {
  if (isChoice(p)) return p.default;
  const v = String(Number(p.default.toPrecision(6)));
  return p.unit ? `${v} ${p.unit}` : v;
};

/** The first chapter (reading order) whose uses pass `test`, with its index; null when none does. */
function first(chapters: readonly GlossaryChapter[], test: (u: ChapterUses) => boolean): { ref: ChapterRef; index: number } | null {
  const index = chapters.findIndex((c) => test(c.uses));
  return index < 0 ? null : { ref: { slug: chapters[index].slug, title: chapters[index].title }, index };
}

export function buildGlossary(chapters: readonly GlossaryChapter[]): Glossary {
  type Pending = SymbolRow & { order: number };
  const rows: Pending[] = [];
  const row = (kind: RowKind, owner: string, ownerLabel: string, anchor: string, p: ParamSpec, intro: ReturnType<typeof first>) =>
    rows.push({
      anchor, kind, owner, ownerLabel, key: p.key, symbol: p.symbol, unit: p.unit, default: fmtDefault(p), range: describeRange(p), meaning: p.meaning,
      introduced: intro?.ref ?? null, order: intro?.index ?? Number.MAX_SAFE_INTEGER
    });

  for (const f of ALL_FORCES) {
    const intro = first(chapters, (u) => u.introducedForces.has(f.name)) ?? first(chapters, (u) => u.runForces.has(f.name));
    for (const p of f.params as readonly ParamSpec[]) row('force', f.name, f.label, paramAnchor(f.name, p.key), p, intro);
  }
  for (const s of SCENARIOS) {
    for (const p of s.params as readonly ParamSpec[]) {
      const intro = first(chapters, (u) => u.scenarioParams.has(`${s.name}.${p.key}`)) ?? first(chapters, (u) => u.scenarios.has(s.name));
      row('scenario', s.name, s.title, scenarioParamAnchor(s.name, p.key), p, intro);
    }
  }
  for (const p of SETTINGS as readonly ParamSpec[]) row('setting', 'settings', 'Simulation settings', settingAnchor(p.key), p, first(chapters, (u) => u.settings.has(p.key)));

  // One entry per symbol; its rows in the order of the chapters that introduce them, then forces, scenarios, settings.
  const bySymbol = new Map<string, { symbol: string; rows: Pending[] }>();
  for (const r of rows) {
    const k = symbolKey(r.symbol);
    const e = bySymbol.get(k) ?? { symbol: r.symbol, rows: [] };
    e.rows.push(r);
    bySymbol.set(k, e);
  }
  const usedIds = new Set<string>();
  const symbols = [...bySymbol.values()]
    .sort((a, b) => compareSymbols(a.symbol, b.symbol))
    .map(({ symbol, rows: rs }): SymbolEntry => {
      let id = `sym-${symbolSlug(symbol)}`;
      for (let n = 2; usedIds.has(id); n++) id = `sym-${symbolSlug(symbol)}-${n}`;
      usedIds.add(id);
      const sorted = rs.slice().sort((a, b) => a.order - b.order);
      return {
        id, symbol,
        keys: [...new Set(sorted.map((r) => r.key))],
        rows: sorted.map(({ order: _order, ...r }) => r),
        introduced: sorted.find((r) => r.introduced)?.introduced ?? null
      };
    });

  const metrics = Object.values(METRICS).map((m): MetricEntry => ({
    id: metricAnchor(m.name), name: m.name, label: m.label, symbol: m.symbol, unit: m.unit, describe: m.describe, integer: !!m.integer,
    scenarios: SCENARIOS.filter((s) => (s.metrics as readonly string[]).includes(m.name)).map((s) => ({ name: s.name, title: s.title })),
    introduced: (first(chapters, (u) => u.measuredMetrics.has(m.name)) ?? first(chapters, (u) => u.watchedMetrics.has(m.name)))?.ref ?? null
  }));
  metrics.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return { symbols, metrics };
}

