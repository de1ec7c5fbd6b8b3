/**
 * Share links: a config as a compact, readable string, holding only what differs from the chapter's base config.
 *
 *   scenario:corridor;seed:7;p.N:80;s.dt:0.02;f.repulsionHM:off;f.repulsionHM.V0:3
 *
 * `p.` scenario parameters, `s.` simulation settings, `f.<force>` on/off, `f.<force>.<key>` a force parameter (read
 * by the engine's parseAssignment, the grammar the command line's --set shares, which also takes its shorter keys);
 * then the reader's canvas edits, one item each in the order made (`move:` a wall group, `add:` an agent, `exit:` an
 * exit opened or shut: see edits.ts). A link longer than MAX_LINK_LENGTH is not made: encodeLink leaves out the newest edits and says how many.
 * decode() never throws: whatever is garbled, unknown or out of range falls back to the base value, and a
 * human sentence per ignored part says so (render it as text — it may quote the link).
 */
import {
  SETTINGS, CUSTOM_SCENARIO, applyAssignment, parseAssignment, scenarioByName, resolveConfig, mergeLoose, MAX_SEED,
  type AddedAgent, type Edits, type LooseConfig, type LooseLayer, type WallMove, type ParamValue, type ResolvedConfig, type ScenarioName
} from '../engine';
import { clip } from './config';
import { encodeEdits, parseAgent, parseExit, parseMove } from './edits';

/** Longest link text we read; anything longer is ignored as a whole. */
export const MAX_LINK_LENGTH = 4000;
/** Most items we read from one link. */
const MAX_ITEMS = 300;

const enc = (s: string) => encodeURIComponent(s);
const fmt = (v: ParamValue) => (typeof v === 'number' ? String(v) : enc(v));

/** Encodes `config` as the differences from `base` (same scenario) or from the scenario's defaults. */
export function encodeConfig(config: LooseConfig, base?: LooseConfig): string {
  return encodeLink(config, base).text;
}

/**
 * The link's text, and how many of the reader's edits had to be left out to keep it within MAX_LINK_LENGTH
 * characters and MAX_ITEMS items (the newest added agents first, then the newest wall moves).
 */
export function encodeLink(config: LooseConfig, base?: LooseConfig): { text: string; omitted: number } {
  const r = resolveConfig(config);
  const b = resolveConfig(base && base.scenario === config.scenario ? base : { scenario: config.scenario });
  const head = encodeResolved(r, b);
  const edits = sameEdits(r.edits, b.edits) ? [] : r.edits ? encodeEdits(r.edits) : b.edits ? ['edits:none'] : [];
  let kept = edits.length;
  const text = () => [head, ...edits.slice(0, kept)].join(';');
  const items = head.split(';').length;
  // Moves come first, agents last: the newest agents are left out first, then the newest moves (never a move
  // whose later moves are kept, which would change where those put the walls).
  while (kept > 0 && (text().length > MAX_LINK_LENGTH || items + kept > MAX_ITEMS)) kept--;
  return { text: text(), omitted: edits.length - kept };
}

const sameEdits = (a: Edits | undefined, b: Edits | undefined) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

function encodeResolved(r: ResolvedConfig, b: ResolvedConfig): string {
  const items: string[] = [`scenario:${enc(r.scenario)}`];
  if (r.seed !== b.seed) items.push(`seed:${r.seed}`);
  for (const [k, v] of Object.entries(r.params)) if (!Object.is(v, b.params[k])) items.push(`p.${enc(k)}:${fmt(v)}`);
  for (const { key } of SETTINGS) if (!Object.is(r.settings[key], b.settings[key])) items.push(`s.${enc(key)}:${fmt(r.settings[key])}`);
  for (const [name, f] of Object.entries(r.forces)) {
    const bf = Object.prototype.hasOwnProperty.call(b.forces, name) ? b.forces[name] : undefined;
    if (!bf || bf.enabled !== f.enabled) items.push(`f.${enc(name)}:${f.enabled ? 'on' : 'off'}`);
    for (const [k, v] of Object.entries(f.params)) if (!bf || !Object.is(v, bf.params[k])) items.push(`f.${enc(name)}.${enc(k)}:${fmt(v)}`);
  }
  return items.join(';');
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Reads a link's text over `base`. Never throws. The result is always a valid config; `ignored` lists, in
 * words, every part of the text that was not used.
 */
export function decodeConfig(text: unknown, base: LooseConfig): { config: LooseConfig; ignored: string[] } {
  const ignored: string[] = [];
  try {
    resolveConfig(base);
  } catch (e) {
    return { config: base, ignored: [`The page's own configuration was refused (${clip(e instanceof Error ? e.message : String(e), 200)}); the link was not read.`] };
  }
  if (typeof text !== 'string' || text.trim() === '') return { config: base, ignored };
  if (text.length > MAX_LINK_LENGTH) {
    ignored.push(`The link's settings are too long (${text.length} characters, at most ${MAX_LINK_LENGTH}); showing the defaults.`);
    return { config: base, ignored };
  }
  const layer = parseLink(text, base.scenario, ignored);
  let merged = mergeLoose(base, layer);
  if (layer.edits) {
    // Edits valid one by one may not fit the layout (an agent outside the world): then the rest of the link is kept.
    try {
      resolveConfig(merged);
    } catch (e) {
      ignored.push(`The link's changes to the canvas were not used: ${clip(e instanceof Error ? e.message : String(e), 240)}.`);
      const { edits: _dropped, ...rest } = layer;
      merged = mergeLoose(base, rest);
    }
  }
  try {
    resolveConfig(merged);
    return { config: merged, ignored };
  } catch (e) {
    // Valid one by one, refused together (a density × area above the scenario's cap): keep the page's own.
    ignored.push(`The link's settings were not used: ${clip(e instanceof Error ? e.message : String(e), 240)}.`);
    return { config: base, ignored };
  }
}

/** A link's text as a config layer: every item checked against its declaration, the rest named in `ignored`. */
function parseLink(text: string, baseScenario: ScenarioName, ignored: string[]): LooseLayer {
  // A mailer may have percent-encoded the separators too.
  let src: string = text;
  if (!src.includes(':') && /%3a/i.test(src)) src = safeDecode(src) ?? src;

  let parts = src.split(';').filter((p) => p.trim() !== '');
  if (parts.length > MAX_ITEMS) {
    ignored.push(`The link has ${parts.length} settings; only the first ${MAX_ITEMS} were read.`);
    parts = parts.slice(0, MAX_ITEMS);
  }
  const items: { key: string; value: string; raw: string }[] = [];
  for (const raw of parts) {
    const at = raw.indexOf(':');
    const key = at < 0 ? null : safeDecode(raw.slice(0, at));
    const value = at < 0 ? null : safeDecode(raw.slice(at + 1));
    if (key === null || value === null) ignored.push(`Could not read '${clip(raw)}' (expected name:value); ignored.`);
    else items.push({ key: key.trim(), value: value.trim(), raw });
  }

  // The scenario first: the other items are read against it.
  const layer: LooseLayer = {};
  let sc = scenarioByName(baseScenario)!;
  for (const it of items.filter((i) => i.key === 'scenario')) {
    const named = scenarioByName(it.value);
    if (named) { sc = named; layer.scenario = named.name; }
    else if (it.value === CUSTOM_SCENARIO) ignored.push(`This link was made from a loaded scenario file, which a link cannot carry; showing '${sc.name}'. Ask for the file itself and load it.`);
    else ignored.push(`Unknown scenario '${clip(it.value)}'; showing '${sc.name}'.`);
  }

  const moves: WallMove[] = [], added: AddedAgent[] = [];
  const exits: Record<string, boolean> = {};
  let clearEdits = false;
  for (const { key, value, raw } of items) {
    if (key === 'scenario') continue;
    if (key === 'move' || key === 'add') {
      const e = key === 'move' ? parseMove(value) : parseAgent(value);
      if (typeof e === 'string') ignored.push(`Ignored '${clip(raw)}': ${e}.`);
      else if (key === 'move') moves.push(e as WallMove);
      else added.push(e as AddedAgent);
      continue;
    }
    if (key === 'exit') {
      const e = parseExit(value);
      if (typeof e === 'string') ignored.push(`Ignored '${clip(raw)}': ${e}.`);
      else exits[e[0]] = e[1];
      continue;
    }
    if (key === 'edits') {
      if (value === 'none') clearEdits = true;
      else ignored.push(`edits must be 'none', not '${clip(value)}'; ignored.`);
      continue;
    }
    if (key === 'seed') {
      const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (Number.isInteger(n) && n <= MAX_SEED) layer.seed = n;
      else ignored.push(`seed '${clip(value)}' is not an integer 0 … ${MAX_SEED}; ignored.`);
      continue;
    }
    // Parameters, settings and forces: the grammar the command line's --set shares (the engine's parseAssignment).
    const a = parseAssignment(key, value, sc);
    if (a.kind !== 'error') applyAssignment(layer, a);
    else if (a.part === 'key') ignored.push(`${a.message}; ignored.`);
    else ignored.push(`Ignored '${clip(raw)}': ${clip(a.message, 200)}.`);
  }
  if (moves.length || added.length || Object.keys(exits).length || clearEdits) {
    layer.edits = {};
    if (moves.length) layer.edits.walls = moves;
    if (added.length) layer.edits.agents = added;
    if (Object.keys(exits).length) layer.edits.exits = exits;
  }
  return layer;
}

// ── Where the text lives in a URL ─────────────────────────────────────────────────────────────────────────

/** The hash key a view reads: `sim` for a view without id, else `sim-<id>` (a page may hold several views). */
export function hashKey(id?: string): string {
  const clean = (id ?? '').replace(/[^A-Za-z0-9_-]/g, '');
  return clean ? `sim-${clean}` : 'sim';
}

/** The text for view `id` in a location hash like `#sim=…&sim-lanes=…`, or null. */
export function readHash(hash: string, id?: string): string | null {
  return readHashPart(hash, hashKey(id));
}

/** The text of the part `<key>=…` of a location hash whose parts are joined by `&` (views, ladder A/Bs), or null. */
export function readHashPart(hash: string, key: string): string | null {
  const k = key + '=';
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of h.slice(0, MAX_LINK_LENGTH * 4).split('&')) if (part.startsWith(k)) return part.slice(k.length);
  return null;
}

/** A full URL addressing one view's state: the page URL with `#<key>=<text>`. */
export function shareUrl(pageUrl: string, id: string | undefined, config: LooseConfig, base?: LooseConfig): string {
  const u = pageUrl.split('#')[0];
  return `${u}#${hashKey(id)}=${encodeConfig(config, base)}`;
}
