/**
 * Reading a scenario file: checks every field of untrusted JSON against the format (format.ts) and names the first bad
 * one by its path, e.g. `spawns[1].region.rect: x0 must be below x1`. Names of forces, settings and metrics are
 * checked against the catalogues; their parameter values are checked when the scenario is resolved (resolve.ts),
 * with the same messages as everywhere else. What a file may ask for (the caps, the nesting bound) is in limits.ts,
 * checked first; what the parsed document must hold together (names it refers to, exits one can reach), in
 * references.ts, checked last.
 */
import { isForceName, ALL_FORCES } from '../../forces';
import { SETTINGS } from '../../settings';
import { METRICS, isMetricName } from '../../metrics/registry';
import { regionArea } from './place';
import { SCENARIO_FORMAT, type Distribution, type GoalDoc, type RegionDoc, type ScenarioDoc, type SpawnDoc, type SpeedZoneDoc } from './format';
import { DocError } from './docError';
import { checkCounts, checkLoad, checkShape } from './limits';
import { checkExits, checkReferences } from './references';

export { DocError } from './docError';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
// A value as the reader wrote it: a number as a number (1e400 is Infinity, which JSON would print as null). The file's
// depth is checked before any field (limits.ts, checkShape), so the value shown is never nested deeper than the format allows.
const show = (v: unknown) => {
  const s = typeof v === 'number' ? String(v) : JSON.stringify(v) ?? String(v);
  return s.length > 40 ? s.slice(0, 40) + '…' : s;
};

/** Limits that keep a file from asking for more than a browser tab can hold. */
const MAX_ITEMS = 10_000;
const MAX_COORD = 1e5;

/** A scenario file's text as JSON: a leading byte-order mark (as some editors save UTF-8) is skipped. */
export function parseScenarioJson(text: string): unknown {
  return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

function obj(v: unknown, path: string, allowed: readonly string[]): Obj {
  if (!isObj(v)) throw new DocError(path, `must be an object, not ${show(v)}`);
  for (const k of Object.keys(v)) if (!allowed.includes(k)) throw new DocError(`${path}.${k}`, `unknown field; allowed here: ${allowed.join(', ')}`);
  return v;
}

function num(v: unknown, path: string, min = -MAX_COORD, max = MAX_COORD, integer = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new DocError(path, `must be a number, not ${show(v)}`);
  if (v < min || v > max) throw new DocError(path, `${v} is out of range; it must be ${min} … ${max}`);
  if (integer && !Number.isInteger(v)) throw new DocError(path, `must be a whole number, not ${v}`);
  return v;
}

function str(v: unknown, path: string, pattern?: RegExp, hint?: string, max = 200): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > max) throw new DocError(path, `must be a text of 1 … ${max} characters, not ${show(v)}`);
  if (pattern && !pattern.test(v)) throw new DocError(path, `'${v}' ${hint}`);
  return v;
}

function list(v: unknown, path: string, min = 0): unknown[] {
  if (!Array.isArray(v)) throw new DocError(path, `must be a list, not ${show(v)}`);
  if (v.length < min) throw new DocError(path, `needs at least ${min} item${min === 1 ? '' : 's'}`);
  if (v.length > MAX_ITEMS) throw new DocError(path, `has ${v.length} items; at most ${MAX_ITEMS}`);
  return v;
}

function tuple(v: unknown, path: string, n: number, what: string): number[] {
  const a = list(v, path);
  if (a.length !== n) throw new DocError(path, `must be ${what} (${n} numbers), not ${show(v)}`);
  return a.map((x, i) => num(x, `${path}[${i}]`));
}

const point = (v: unknown, path: string) => tuple(v, path, 2, '[x, y]') as [number, number];

function segment(v: unknown, path: string): [number, number, number, number] {
  const s = tuple(v, path, 4, '[x1, y1, x2, y2]') as [number, number, number, number];
  if (s[0] === s[2] && s[1] === s[3]) throw new DocError(path, 'its two ends are the same point');
  return s;
}

function rect(v: unknown, path: string): [number, number, number, number] {
  const r = tuple(v, path, 4, '[x0, y0, x1, y1]') as [number, number, number, number];
  if (!(r[0] < r[2])) throw new DocError(path, `x0 = ${r[0]} must be below x1 = ${r[2]}`);
  if (!(r[1] < r[3])) throw new DocError(path, `y0 = ${r[1]} must be below y1 = ${r[3]}`);
  return r;
}

function polygonPoints(v: unknown, path: string): [number, number][] {
  return list(v, path, 3).map((p, i) => point(p, `${path}[${i}]`));
}

function region(v: unknown, path: string): RegionDoc {
  const o = obj(v, path, ['rect', 'disc', 'polygon']);
  const keys = Object.keys(o);
  if (keys.length !== 1) throw new DocError(path, 'must have exactly one of rect, disc, polygon');
  if ('rect' in o) return { rect: rect(o.rect, `${path}.rect`) };
  if ('disc' in o) {
    const d = tuple(o.disc, `${path}.disc`, 3, '[cx, cy, r]') as [number, number, number];
    if (!(d[2] > 0)) throw new DocError(`${path}.disc`, `the radius must be above 0, not ${d[2]}`);
    return { disc: d };
  }
  return { polygon: polygonPoints(o.polygon, `${path}.polygon`) };
}

function distribution(v: unknown, path: string, min: number, max: number): Distribution {
  if (typeof v === 'number') return num(v, path, min, max);
  const o = obj(v, path, ['uniform', 'normal', 'min', 'max']);
  if ('uniform' in o) {
    if (Object.keys(o).length !== 1) throw new DocError(path, 'uniform takes no min or max (its two ends are the bounds)');
    const [a, b] = tuple(o.uniform, `${path}.uniform`, 2, '[low, high]');
    num(a, `${path}.uniform[0]`, min, max); num(b, `${path}.uniform[1]`, min, max);
    if (!(a <= b)) throw new DocError(`${path}.uniform`, `low = ${a} must not be above high = ${b}`);
    return { uniform: [a, b] };
  }
  if ('normal' in o) {
    const [m, sd] = tuple(o.normal, `${path}.normal`, 2, '[mean, s.d.]');
    num(m, `${path}.normal[0]`, min, max); num(sd, `${path}.normal[1]`, 0, max);
    const lo = o.min === undefined ? min : num(o.min, `${path}.min`, min, max);
    const hi = o.max === undefined ? max : num(o.max, `${path}.max`, min, max);
    if (!(lo <= m && m <= hi)) throw new DocError(path, `the mean ${m} must lie within min … max = ${lo} … ${hi}`);
    return { normal: [m, sd], ...(o.min !== undefined ? { min: lo } : {}), ...(o.max !== undefined ? { max: hi } : {}) };
  }
  throw new DocError(path, 'must be a number, { "uniform": [low, high] } or { "normal": [mean, sd], "min"?, "max"? }');
}

const GOAL_KINDS = ['direction', 'point', 'exit', 'target', 'waypoints', 'wander'] as const;

function goal(v: unknown, path: string): GoalDoc {
  if (v === 'none') return 'none';
  const o = obj(v, path, ['direction', 'point', 'exit', 'target', 'waypoints', 'reach', 'then', 'wander']);
  const kinds = GOAL_KINDS.filter((k) => k in o);
  if (kinds.length > 1) throw new DocError(path, `names ${kinds.join(' and ')}: a goal is exactly one of ${GOAL_KINDS.join(', ')}`);
  if (!('waypoints' in o)) for (const k of ['reach', 'then']) if (k in o) throw new DocError(`${path}.${k}`, 'belongs to waypoints only');
  if ('direction' in o) {
    const d = point(o.direction, `${path}.direction`);
    if (d[0] === 0 && d[1] === 0) throw new DocError(`${path}.direction`, 'must not be [0, 0]');
    return { direction: d };
  }
  if ('point' in o) return { point: point(o.point, `${path}.point`) };
  if ('exit' in o) return { exit: str(o.exit, `${path}.exit`) };
  if ('target' in o) return { target: str(o.target, `${path}.target`) };
  if ('waypoints' in o) {
    const g: GoalDoc = { waypoints: list(o.waypoints, `${path}.waypoints`, 1).map((p, i) => point(p, `${path}.waypoints[${i}]`)) };
    if (o.reach !== undefined) g.reach = num(o.reach, `${path}.reach`, 0.01, 100);
    if (o.then !== undefined) {
      const then = goal(o.then, `${path}.then`);
      if (typeof then === 'object' && ('waypoints' in then || 'wander' in then)) throw new DocError(`${path}.then`, 'cannot itself be waypoints or wander');
      g.then = then;
    }
    return g;
  }
  if ('wander' in o) {
    const w = obj(o.wander, `${path}.wander`, ['centre', 'radius', 'reach']);
    return { wander: { centre: point(w.centre, `${path}.wander.centre`), radius: num(w.radius, `${path}.wander.radius`, 0.01), reach: num(w.reach, `${path}.wander.reach`, 0.01) } };
  }
  throw new DocError(path, "must be 'none' or one of { direction }, { point }, { exit }, { target }, { waypoints }, { wander }");
}

const SPAWN_FIELDS = ['name', 'region', 'count', 'density', 'arrangement', 'radius', 'mass', 'v0', 'velocity', 'goal', 'alternate', 'kind', 'groupSize'];

function spawn(v: unknown, path: string): SpawnDoc {
  const o = obj(v, path, SPAWN_FIELDS);
  const s: SpawnDoc = { region: region(o.region, `${path}.region`) };
  if (o.name !== undefined) s.name = str(o.name, `${path}.name`);
  if ((o.count === undefined) === (o.density === undefined)) throw new DocError(path, 'give exactly one of count and density');
  if (o.count !== undefined) s.count = num(o.count, `${path}.count`, 0, 1_000_000, true);
  if (o.density !== undefined) s.density = num(o.density, `${path}.density`, 0, 10);
  if (o.arrangement !== undefined) {
    if (o.arrangement !== 'random' && o.arrangement !== 'lattice') throw new DocError(`${path}.arrangement`, `must be 'random' or 'lattice', not ${show(o.arrangement)}`);
    s.arrangement = o.arrangement;
  }
  if (o.radius !== undefined) s.radius = distribution(o.radius, `${path}.radius`, 0.01, 5);
  if (o.mass !== undefined) s.mass = distribution(o.mass, `${path}.mass`, 0.01, 1000);
  if (o.v0 !== undefined) s.v0 = distribution(o.v0, `${path}.v0`, 0, 100);
  if (o.velocity !== undefined) {
    if (o.velocity === 'rest' || o.velocity === 'desired') s.velocity = o.velocity;
    else s.velocity = { randomHeading: num(obj(o.velocity, `${path}.velocity`, ['randomHeading']).randomHeading, `${path}.velocity.randomHeading`, 0, 1000) };
  }
  if ((o.goal === undefined) === (o.alternate === undefined)) throw new DocError(path, 'give exactly one of goal and alternate');
  if (o.goal !== undefined) s.goal = goal(o.goal, `${path}.goal`);
  else {
    s.alternate = list(o.alternate, `${path}.alternate`, 1).map((a, i) => {
      const ao = obj(a, `${path}.alternate[${i}]`, ['goal', 'kind']);
      return { goal: goal(ao.goal, `${path}.alternate[${i}].goal`), ...(ao.kind !== undefined ? { kind: num(ao.kind, `${path}.alternate[${i}].kind`, 0, 63, true) } : {}) };
    });
  }
  if (o.kind !== undefined) s.kind = num(o.kind, `${path}.kind`, 0, 63, true);
  if (o.groupSize !== undefined) s.groupSize = num(o.groupSize, `${path}.groupSize`, 0, 1000, true);
  return s;
}

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TOP = ['format', 'name', 'title', 'summary', 'family', 'world', 'walls', 'obstacles', 'spawns', 'exits', 'targets', 'sinks', 'lines', 'speedZones', 'forces', 'settings', 'metrics', 'kinds'];

/** Checks untrusted JSON against the scenario format; returns it typed, or throws a DocError naming the bad field. */
export function parseScenarioDoc(raw: unknown): ScenarioDoc {
  checkShape(raw);
  const o = obj(raw, '(top)', TOP);
  if (o.format !== SCENARIO_FORMAT) throw new DocError('format', `must be "${SCENARIO_FORMAT}", not ${show(o.format)}`);
  if (o.family !== 'social' && o.family !== 'boids') throw new DocError('family', `must be 'social' or 'boids', not ${show(o.family)}`);
  const w = obj(o.world, 'world', ['x0', 'y0', 'width', 'height', 'periodic']);
  const periodic = w.periodic === undefined ? [] : list(w.periodic, 'world.periodic').map((a, i) => {
    if (a !== 'x' && a !== 'y') throw new DocError(`world.periodic[${i}]`, `must be 'x' or 'y', not ${show(a)}`);
    return a;
  });
  const doc: ScenarioDoc = {
    format: SCENARIO_FORMAT,
    name: str(o.name, 'name', NAME, "must be lower-case letters and digits joined by hyphens, e.g. 'l-corridor'"),
    title: str(o.title, 'title'),
    family: o.family,
    world: {
      ...(w.x0 !== undefined ? { x0: num(w.x0, 'world.x0') } : {}), ...(w.y0 !== undefined ? { y0: num(w.y0, 'world.y0') } : {}),
      width: num(w.width, 'world.width', 0.1), height: num(w.height, 'world.height', 0.1), ...(w.periodic !== undefined ? { periodic } : {})
    },
    spawns: list(o.spawns, 'spawns').map((s, i) => spawn(s, `spawns[${i}]`)),
    forces: list(o.forces, 'forces').map((f, i) => {
      const fo = obj(f, `forces[${i}]`, ['name', 'enabled', 'params']);
      const name = str(fo.name, `forces[${i}].name`);
      if (!isForceName(name)) throw new DocError(`forces[${i}].name`, `unknown force '${name}'; forces: ${ALL_FORCES.map((x) => x.name).join(', ')}`);
      if (fo.enabled !== undefined && typeof fo.enabled !== 'boolean') throw new DocError(`forces[${i}].enabled`, 'must be true or false');
      const params = fo.params === undefined ? undefined : valuesOf(fo.params, `forces[${i}].params`);
      return { name, ...(fo.enabled !== undefined ? { enabled: fo.enabled } : {}), ...(params ? { params } : {}) };
    })
  };
  const seen = new Set<string>();
  doc.forces.forEach((f, i) => { if (seen.has(f.name)) throw new DocError(`forces[${i}].name`, `'${f.name}' is listed twice`); seen.add(f.name); });
  if (o.summary !== undefined) doc.summary = str(o.summary, 'summary', undefined, undefined, 2000);
  checkCounts(o);
  if (o.walls !== undefined) doc.walls = list(o.walls, 'walls').map((s, i) => segment(s, `walls[${i}]`));
  if (o.obstacles !== undefined) {
    doc.obstacles = list(o.obstacles, 'obstacles').map((b, i) => {
      const bo = obj(b, `obstacles[${i}]`, ['name', 'polygon']);
      const polygon = polygonPoints(bo.polygon, `obstacles[${i}].polygon`);
      if (!(regionArea({ kind: 'polygon', points: polygon }) > MIN_AREA)) throw new DocError(`obstacles[${i}].polygon`, 'encloses no area: its corners lie on one line (a wall segment draws a thin barrier)');
      return { ...(bo.name !== undefined ? { name: str(bo.name, `obstacles[${i}].name`) } : {}), polygon };
    });
  }
  const names = new Set<string>();
  const unique = (n: string, path: string) => {
    if (n === '__proto__') throw new DocError(path, "'__proto__' cannot be a name");
    if (names.has(n)) throw new DocError(path, `the name '${n}' is used twice`);
    names.add(n);
    return n;
  };
  if (o.exits !== undefined) {
    doc.exits = list(o.exits, 'exits').map((e, i) => {
      const p = `exits[${i}]`, eo = obj(e, p, ['name', 'segment', 'open', 'closesAt', 'sink']);
      if (eo.open !== undefined && typeof eo.open !== 'boolean') throw new DocError(`${p}.open`, 'must be true or false');
      return {
        name: unique(str(eo.name, `${p}.name`), `${p}.name`), segment: segment(eo.segment, `${p}.segment`),
        ...(eo.open !== undefined ? { open: eo.open as boolean } : {}),
        ...(eo.closesAt !== undefined ? { closesAt: num(eo.closesAt, `${p}.closesAt`, 0, 1e6) } : {}),
        ...(eo.sink !== undefined ? { sink: rect(eo.sink, `${p}.sink`) } : {})
      };
    });
  }
  if (o.targets !== undefined) {
    doc.targets = list(o.targets, 'targets').map((t, i) => {
      const to = obj(t, `targets[${i}]`, ['name', 'point']);
      return { name: unique(str(to.name, `targets[${i}].name`), `targets[${i}].name`), point: point(to.point, `targets[${i}].point`) };
    });
  }
  if (o.sinks !== undefined) doc.sinks = list(o.sinks, 'sinks').map((r, i) => rect(r, `sinks[${i}]`));
  if (o.lines !== undefined) {
    doc.lines = list(o.lines, 'lines').map((l, i) => {
      const lo = obj(l, `lines[${i}]`, ['name', 'segment']);
      return { name: str(lo.name, `lines[${i}].name`), segment: segment(lo.segment, `lines[${i}].segment`) };
    });
  }
  if (o.speedZones !== undefined) doc.speedZones = list(o.speedZones, 'speedZones').map((z, i) => speedZone(z, `speedZones[${i}]`, doc, unique));
  if (o.settings !== undefined) {
    doc.settings = valuesOf(o.settings, 'settings');
    for (const k of Object.keys(doc.settings)) {
      if (!SETTINGS.some((s) => s.key === k)) throw new DocError(`settings.${k}`, `unknown setting; settings: ${SETTINGS.map((s) => s.key).join(', ')}`);
    }
  }
  if (o.metrics !== undefined) {
    doc.metrics = list(o.metrics, 'metrics').map((m, i) => {
      const name = str(m, `metrics[${i}]`);
      if (!isMetricName(name)) throw new DocError(`metrics[${i}]`, `unknown metric '${name}'; metrics: ${Object.keys(METRICS).join(', ')}`);
      return name;
    });
  }
  if (o.kinds !== undefined) doc.kinds = list(o.kinds, 'kinds').map((k, i) => str(k, `kinds[${i}]`));
  checkReferences(doc);
  checkLoad(doc);
  checkExits(doc);
  return doc;
}

/** Below this (m²) a polygon encloses nothing a body could meet. */
const MIN_AREA = 1e-6;

/** Slowest and fastest scale a zone may give: 0 would stop a walker for good, 3 is a moving walkway at most. */
const MIN_FACTOR = 0.05, MAX_FACTOR = 3;

function speedZone(v: unknown, path: string, doc: ScenarioDoc, unique: (n: string, path: string) => string): SpeedZoneDoc {
  const o = obj(v, path, ['name', 'rect', 'factor', 'up', 'factorDown']);
  const z: SpeedZoneDoc = { name: unique(str(o.name, `${path}.name`), `${path}.name`), rect: rect(o.rect, `${path}.rect`), factor: 1 };
  if (o.factor === undefined) throw new DocError(`${path}.factor`, 'is required: the scale of the desired speed in the zone, e.g. 0.455 for stairs walked up');
  z.factor = num(o.factor, `${path}.factor`, MIN_FACTOR, MAX_FACTOR);
  if (o.up !== undefined) {
    const u = point(o.up, `${path}.up`);
    if (u[0] === 0 && u[1] === 0) throw new DocError(`${path}.up`, 'must not be [0, 0]: it is the direction of ascent');
    z.up = u;
  }
  if (o.factorDown !== undefined) {
    if (z.up === undefined) throw new DocError(`${path}.factorDown`, "needs 'up', the direction of ascent, to tell walking down from walking up");
    z.factorDown = num(o.factorDown, `${path}.factorDown`, MIN_FACTOR, MAX_FACTOR);
  }
  const w = doc.world, x0 = w.x0 ?? 0, y0 = w.y0 ?? 0, [a, b, c, d] = z.rect;
  if (c <= x0 || a >= x0 + w.width || d <= y0 || b >= y0 + w.height) {
    throw new DocError(`${path}.rect`, `lies outside the world (${x0} … ${x0 + w.width} × ${y0} … ${y0 + w.height}): nobody could walk in it`);
  }
  return z;
}

function valuesOf(v: unknown, path: string): Record<string, number | string> {
  if (!isObj(v)) throw new DocError(path, `must be an object of name: value, not ${show(v)}`);
  const out: Record<string, number | string> = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === 'number' && Number.isFinite(x)) out[k] = x;
    else if (typeof x === 'string') out[k] = x;
    else throw new DocError(`${path}.${k}`, `must be a number or a text, not ${show(x)}`);
  }
  return out;
}

