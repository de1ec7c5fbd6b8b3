/**
 * The playground's scenario files: the reader's set-up saved as a scenario document (doc/FORMAT.md), and a file read
 * back, checked and refused with the bad field named. Plain TypeScript (no DOM): the page only downloads the text
 * and reads the file.
 *
 * Saving folds in what the reader changed: the scenario's document for the parameters the reader chose, every force
 * and setting as they were (docForConfig), and the canvas edits — a moved wall is written where it now is (a
 * moved obstacle's outline as a whole, a moved closed exit as its new segment) and each added agent as a spawn of
 * one agent in a disc of 1 mm around where it was added, with its body, speed and goal. The format has no agents at
 * fixed positions, and a spawn places its agents clear of every other: an added agent that overlaps one of the
 * scenario's own at the start cannot be written (the file would be refused when loaded), so such agents are left out
 * and the reader is told.
 */
import {
  CUSTOM_SCENARIO, GOAL_DIRECTION, GOAL_FIELD, GOAL_POINT, createSimulation, scenarioOf, docForConfig, formatDoc, parseScenarioDoc, parseScenarioJson, resolveConfig,
  type AddedAgent, type Edits, type GoalDoc, type LooseConfig, type ScenarioDoc, type SpawnDoc
} from '../engine';

/** Largest file the playground reads (the biggest built-in document is a few kilobytes). */
export const MAX_FILE_BYTES = 1_000_000;

export type Saved = { ok: true; doc: ScenarioDoc; text: string; fileName: string; note: string } | { ok: false; reason: string };

/** The reader's configuration as a scenario file, or why it cannot be one. */
export function saveScenario(config: LooseConfig): Saved {
  let r;
  try {
    r = resolveConfig(config);
  } catch (e) {
    return { ok: false, reason: `This set-up cannot be saved: ${e instanceof Error ? e.message : String(e)}` };
  }
  const full = docForConfig(r);
  if (!full) return { ok: false, reason: 'Saving as a scenario file is not available for flocks yet: only crowd scenarios are written as files so far.' };
  // The playground lists every force of the catalogue, switched off unless the reader chose it: the file keeps the
  // scenario's own forces (on or off) and those switched on, not two dozen switched-off strangers.
  const own = new Set(scenarioOf(r)!.forces.map((f) => f.name));
  const base: ScenarioDoc = { ...full, forces: full.forces.filter((f) => f.enabled !== false || own.has(f.name as never)) };
  let doc = withEdits(base, r.edits);
  let note = '';
  const added = r.edits?.agents?.length ?? 0;
  if (added > 0 && !builds(doc, r.seed)) {
    doc = withEdits(base, r.edits?.walls ? { walls: r.edits.walls } : undefined);
    note = ` Your ${added} added agent${added === 1 ? ' was' : 's were'} left out: a scenario file places every agent clear of the others, and ${added === 1 ? 'it overlaps' : 'they overlap'} the crowd at the start.`;
  }
  return { ok: true, doc, text: formatDoc(doc), fileName: `${doc.name}.json`, note };
}

/** Does the document build (every spawn placed) with this seed? */
function builds(doc: ScenarioDoc, seed: number): boolean {
  try {
    createSimulation({ scenario: CUSTOM_SCENARIO, file: doc, seed });
    return true;
  } catch {
    return false;
  }
}

const shift = (s: readonly number[], dx: number, dy: number) => [s[0] + dx, s[1] + dy, s[2] + dx, s[3] + dy] as [number, number, number, number];
const um = (v: number) => Math.round(v * 1e6) / 1e6;

/** The document with the canvas edits written into it (see the module's comment). */
export function withEdits(doc: ScenarioDoc, edits: Edits | undefined): ScenarioDoc {
  if (!edits) return doc;
  const out: ScenarioDoc = structuredClone(doc);
  const walls = out.walls ?? [], obstacles = out.obstacles ?? [];
  const closed = (out.exits ?? []).filter((e) => e.open === false);
  // The layout's wall list: the walls, each obstacle's outline (one segment per corner), then the closed exits.
  const firstEdge: number[] = [];
  let n = walls.length;
  for (const o of obstacles) { firstEdge.push(n); n += o.polygon.length; }
  for (const m of edits.walls ?? []) {
    const movedObstacles = new Set<number>();
    for (const k of m.segments) {
      if (k < walls.length) walls[k] = shift(walls[k], m.dx, m.dy).map(um) as typeof walls[number];
      else if (k < n) {
        let i = firstEdge.length - 1;
        while (i > 0 && firstEdge[i] > k) i--;
        movedObstacles.add(i);
      }
      else if (k - n < closed.length) closed[k - n].segment = shift(closed[k - n].segment, m.dx, m.dy).map(um) as typeof walls[number];
    }
    for (const i of movedObstacles) obstacles[i].polygon = obstacles[i].polygon.map(([x, y]) => [um(x + m.dx), um(y + m.dy)]);
  }
  // Exits the reader opened or shut start so in the file (a file has no 'while it runs').
  for (const e of out.exits ?? []) if (edits.exits && e.name in edits.exits) e.open = edits.exits[e.name];
  if (edits.agents?.length) {
    const fields = fieldGoals(out);
    out.spawns = [...out.spawns, ...edits.agents.map((a, i) => agentSpawn(a, i, fields))];
  }
  return out;
}

/** An added agent as a spawn of one. */
function agentSpawn(a: AddedAgent, i: number, fields: GoalDoc[]): SpawnDoc {
  let goal: GoalDoc = 'none';
  if (a.goalMode === GOAL_POINT) goal = { point: [a.gx, a.gy] };
  else if (a.goalMode === GOAL_DIRECTION) goal = { direction: [a.gx, a.gy] };
  else if (a.goalMode === GOAL_FIELD) goal = fields[a.gx] ?? { exit: 'nearest' };
  return { name: `added by the reader ${i + 1}`, region: { disc: [a.x, a.y, 0.001] }, count: 1, radius: a.radius, mass: a.mass, v0: a.v0, goal, kind: a.kind };
}

/**
 * The way-finding goals in the order the layout numbers their fields (the order goals first name them: spawn by
 * spawn, each spawn's goals in turn, a route's final goal with the route): field k of an agent is the k-th here.
 */
function fieldGoals(doc: ScenarioDoc): GoalDoc[] {
  const keys: string[] = [], goals: GoalDoc[] = [];
  const see = (g: GoalDoc | undefined) => {
    if (!g || g === 'none') return;
    if ('waypoints' in g) return see(g.then);
    if (!('exit' in g) && !('target' in g)) return;
    const key = 'exit' in g ? (g.exit === 'nearest' ? 'nearest-exit' : `exit:${g.exit}`) : `target:${g.target}`;
    if (!keys.includes(key)) { keys.push(key); goals.push(g); }
  };
  for (const s of doc.spawns) for (const g of s.alternate?.map((x) => x.goal) ?? [s.goal ?? 'none']) see(g);
  return goals;
}

export type Loaded = { ok: true; doc: ScenarioDoc } | { ok: false; error: string };

/** What makes a file heavy to build: its people, wall segments (obstacle edges included), exits and way-finding goals. */
export interface FileSize { agents: number; segments: number; exits: number; goals: number }

/** A checked document's size (before it is built: a worker says it first, so a build stopped for time can name it). */
export function fileSize(doc: ScenarioDoc): FileSize {
  const segments = (doc.walls?.length ?? 0) + (doc.obstacles ?? []).reduce((n, o) => n + o.polygon.length, 0);
  const agents = doc.spawns.reduce((n, s) => n + (s.count ?? Math.floor((s.density ?? 0) * area(s.region))), 0);
  return { agents, segments, exits: doc.exits?.length ?? 0, goals: fieldGoals(doc).length };
}

/** A region's area (m²): a polygon's by the shoelace sum. */
function area(r: SpawnDoc['region']): number {
  if ('rect' in r) return (r.rect[2] - r.rect[0]) * (r.rect[3] - r.rect[1]);
  if ('disc' in r) return Math.PI * r.disc[2] * r.disc[2];
  let a = 0;
  r.polygon.forEach(([x, y], i) => { const [u, v] = r.polygon[(i + 1) % r.polygon.length]; a += x * v - u * y; });
  return Math.abs(a) / 2;
}

/**
 * A file's text as a checked scenario document, or a sentence saying what is wrong (naming the field). `checked` is
 * told the document once every field is checked, before it is built (the build is the part that can take long).
 */
export function readScenarioFile(text: string, seed = 1, checked?: (doc: ScenarioDoc) => void): Loaded {
  if (text.length > MAX_FILE_BYTES) return { ok: false, error: `The file is too large (${text.length.toLocaleString('en')} characters; at most ${MAX_FILE_BYTES.toLocaleString('en')}).` };
  let raw: unknown;
  try {
    raw = parseScenarioJson(text);
  } catch (e) {
    return { ok: false, error: `The file is not JSON: ${e instanceof Error ? e.message : String(e)}.` };
  }
  let doc: ScenarioDoc;
  try {
    doc = parseScenarioDoc(raw);
  } catch (e) {
    // A DocError's message names the bad field's path ("scenario file: spawns[1].region.rect: …").
    return { ok: false, error: `The file was refused. ${e instanceof Error ? e.message : String(e)}.` };
  }
  checked?.(doc);
  // Checked field by field, it can still fail to build: a region too small for its agents (the most it holds is
  // named), or a goal naming an exit the file lacks.
  try {
    createSimulation({ scenario: CUSTOM_SCENARIO, file: doc, seed });
  } catch (e) {
    return { ok: false, error: `The file was read but cannot be run: ${e instanceof Error ? e.message : String(e)}.` };
  }
  return { ok: true, doc };
}
