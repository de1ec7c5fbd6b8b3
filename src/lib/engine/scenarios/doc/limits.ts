/**
 * What a scenario file may ask for: caps on the counts the engine loops over (checked on the raw lists before any
 * item is read, and on the parsed document for what needs it), and the shape check that bounds nesting before any
 * field is read. FORMAT.md, "Limits"; the cost model (config/cost.ts) prices what stays under them.
 */
import { DocError } from './docError';
import type { GoalDoc, ScenarioDoc } from './format';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Caps on what the engine loops over for every agent, or over the whole floor, so that the worst file the format
 * allows builds in about a second and costs a bounded time per agent and step (FORMAT.md, "Limits"; the cost model
 * in config/cost.ts). The built-in scenarios and the shipped files use at most 40 segments, 4 exits, 2 destinations.
 */
export const MAX_WALL_SEGMENTS = 2000;
export const MAX_EXITS = 100;
export const MAX_DESTINATIONS = 16;
export const MAX_SINKS = 100;
export const MAX_LINES = 100;

/** "2 000" (a thin space would not survive every terminal). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');

/** Refuses a list longer than a cap before any of its items is read. */
function capped(v: unknown, path: string, max: number, what: string, why: string): void {
  if (Array.isArray(v) && v.length > max) throw new DocError(path, `has ${grouped(v.length)} ${what}; at most ${grouped(max)} ${what}: ${why}`);
}

/** Wall segments a file draws: its walls and every obstacle's edges, counted before either is read. */
function segmentsAsked(o: Obj): number {
  let n = Array.isArray(o.walls) ? o.walls.length : 0;
  if (Array.isArray(o.obstacles)) for (const b of o.obstacles) if (isObj(b) && Array.isArray(b.polygon)) n += b.polygon.length;
  return n;
}

const WALLS_WHY = 'the wall forces and the wall guard visit every segment for every agent, each step';
/**
 * How deeply lists and objects may nest. The format's deepest field is a waypoint of an alternate goal
 * (spawns[i].alternate[k].goal.waypoints[j]: eight levels); a file nested deeper is refused before any field is read,
 * so no check recurses (or shows a value) without a bound, however deep a hostile file nests.
 */
export const MAX_DEPTH = 16;

/** Refuses nesting deeper than MAX_DEPTH and '__proto__' keys (JSON makes them own fields; objects would drop them). */
export function checkShape(raw: unknown): void {
  const stack: [unknown, number, string][] = [[raw, 1, '(top)']];
  while (stack.length > 0) {
    const [v, depth, path] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MAX_DEPTH) throw new DocError(path, `lists and objects nest more than ${MAX_DEPTH} deep here; no field of the format is that deep`);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (typeof v[i] === 'object' && v[i] !== null) stack.push([v[i], depth + 1, `${path}[${i}]`]);
    } else {
      for (const k of Object.keys(v)) {
        if (k === '__proto__') throw new DocError(`${path}.__proto__`, "'__proto__' is not a field of a scenario file");
        const x = (v as Obj)[k];
        if (typeof x === 'object' && x !== null) stack.push([x, depth + 1, path === '(top)' ? k : `${path}.${k}`]);
      }
    }
  }
}

/** The raw lists' counts against the caps, before any of their items is read. */
export function checkCounts(o: Obj): void {
  const segments = segmentsAsked(o);
  if (segments > MAX_WALL_SEGMENTS) {
    throw new DocError(Array.isArray(o.obstacles) && o.obstacles.length > 0 ? 'walls, obstacles' : 'walls',
      `${grouped(segments)} wall segments (walls and obstacle edges); at most ${grouped(MAX_WALL_SEGMENTS)}: ${WALLS_WHY}`);
  }
  capped(o.exits, 'exits', MAX_EXITS, 'exits', 'a closed exit is a wall every agent checks, and way-finding visits every exit over the whole floor');
  capped(o.sinks, 'sinks', MAX_SINKS, 'sinks', 'every agent is checked against every sink, each step');
  capped(o.lines, 'lines', MAX_LINES, 'counting lines', 'every agent is checked against every line, each step');
}

/**
 * The way-finding destinations a document's goals name, one distance field each (layout.ts's FieldIndex):
 * 'nearest', 'exit:NAME', 'target:NAME'.
 */
export function destinationsOf(doc: ScenarioDoc): Set<string> {
  const out = new Set<string>();
  const visit = (g: GoalDoc | undefined) => {
    if (g === undefined || g === 'none') return;
    if ('exit' in g) out.add(g.exit === 'nearest' ? 'nearest' : `exit:${g.exit}`);
    else if ('target' in g) out.add(`target:${g.target}`);
    else if ('waypoints' in g) visit(g.then);
  };
  for (const s of doc.spawns) { visit(s.goal); for (const a of s.alternate ?? []) visit(a.goal); }
  return out;
}

/** Sinks (the exits' own and the rest) and way-finding destinations: caps that need the file read in full. */
export function checkLoad(doc: ScenarioDoc): void {
  const sinks = (doc.exits ?? []).filter((e) => e.sink).length + (doc.sinks?.length ?? 0);
  if (sinks > MAX_SINKS) throw new DocError('sinks', `${sinks} sinks (the exits' and the list's); at most ${MAX_SINKS}: every agent is checked against every sink, each step`);
  const destinations = destinationsOf(doc);
  if (destinations.size > MAX_DESTINATIONS) {
    throw new DocError('spawns', `the goals name ${destinations.size} way-finding destinations (exits and targets); at most ${MAX_DESTINATIONS}: ` +
      'each is a distance field over the whole floor, computed at the start and again whenever an exit opens or closes');
  }
}
