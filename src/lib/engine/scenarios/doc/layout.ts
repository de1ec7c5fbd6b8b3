/**
 * From a scenario document to a layout the Simulation takes: walls (with obstacles and closed exits), agents placed
 * without overlaps (place.ts), their goals, and the behaviours and way-finding the goals need. One interpreter for
 * every built-in crowd scenario and every file, so what `--dump-scenario` prints runs exactly as the built-in.
 */
import type { Random } from '../../random';
import { cos, hypot, sin } from '../../math';
import { makeWorld, type World } from '../../geometry/world';
import { polygon, type Segment } from '../../geometry/walls';
import { GOAL_DIRECTION, GOAL_FIELD, GOAL_NONE, GOAL_POINT, type AgentInit } from '../../state';
import type { Behaviours, RouteSpec } from '../../behaviours';
import type { FieldSpec, NavigationSpec } from '../../navigation/spec';
import type { Layout } from '../scenario';
import type { SpeedZoneSpec } from '../../zones/speedZones';
import type { Distribution, GoalDoc, RegionDoc, ScenarioDoc, SpawnDoc } from './format';
import { CapacityError, Placer, placeRandom, regionArea, type Region } from './place';
import { latticeCapacity, latticeFor, pick } from './lattice';
import { DocError } from './docError';

/** Defaults for a spawn that does not say: Helbing 2000's bodies, 80 kg, Weidmann's mean free speed. */
const DEFAULT_RADIUS: Distribution = { uniform: [0.25, 0.35] };
const DEFAULT_MASS = 80;
const DEFAULT_V0 = 1.34;

export function worldOf(doc: ScenarioDoc): World {
  const w = doc.world, p = w.periodic ?? [];
  return makeWorld(w.width, w.height, p.includes('x'), p.includes('y'), w.x0 ?? 0, w.y0 ?? 0);
}

export function regionOf(r: RegionDoc): Region {
  if ('rect' in r) return { kind: 'rect', x0: r.rect[0], y0: r.rect[1], x1: r.rect[2], y1: r.rect[3] };
  if ('disc' in r) return { kind: 'disc', cx: r.disc[0], cy: r.disc[1], r: r.disc[2] };
  return { kind: 'polygon', points: r.polygon };
}

/** How many agents a spawn asks for: its count, or its density times its region's area (at least one). */
export function spawnCount(s: SpawnDoc): number {
  return s.count ?? Math.max(1, Math.round((s.density ?? 0) * regionArea(regionOf(s.region))));
}

/** The agents a document asks for, without placing them. */
export const docPopulation = (doc: ScenarioDoc) => doc.spawns.reduce((n, s) => n + spawnCount(s), 0);

/** The fixed walls: the document's walls and the outline of each obstacle. */
export function baseWalls(doc: ScenarioDoc): Segment[] {
  return [...(doc.walls ?? []), ...(doc.obstacles ?? []).flatMap((o) => polygon(o.polygon))];
}

/** Every wall at the start: the fixed ones and each exit that starts closed. */
export function wallsOf(doc: ScenarioDoc): Segment[] {
  return [...baseWalls(doc), ...(doc.exits ?? []).filter((e) => e.open === false).map((e) => e.segment)];
}

export function draw(d: Distribution, rng: Random): number {
  if (typeof d === 'number') return d;
  if ('uniform' in d) return rng.uniform(d.uniform[0], d.uniform[1]);
  const [m, sd] = d.normal, lo = d.min ?? -Infinity, hi = d.max ?? Infinity;
  if (sd <= 0) return m;
  // Truncated by redrawing; after 20 misses the mean (a spread far wider than its bounds gives up gracefully).
  for (let k = 0; k < 20; k++) { const v = m + sd * rng.gaussian(); if (v >= lo && v <= hi) return v; }
  return m;
}

/** The largest value a distribution can give (a normal without max: mean + 4 s.d.). */
export function maxOf(d: Distribution): number {
  if (typeof d === 'number') return d;
  if ('uniform' in d) return d.uniform[1];
  return d.max ?? d.normal[0] + 4 * d.normal[1];
}

/** Fields are made on demand, one per distinct destination, in the order goals first name them. */
class FieldIndex {
  readonly fields: FieldSpec[] = [];
  private readonly keys: string[] = [];
  of(f: FieldSpec): number {
    const key = f.to === 'nearest-exit' ? f.to : `${f.to}:${f.name}`;
    let k = this.keys.indexOf(key);
    if (k < 0) { k = this.keys.length; this.keys.push(key); this.fields.push(f); }
    return k;
  }
}

type GoalFields = Pick<AgentInit, 'gx' | 'gy' | 'goalMode'>;

/** A goal that is not waypoints or wander as the state's goal fields. */
function simpleGoal(g: GoalDoc, fields: FieldIndex): GoalFields {
  if (g === 'none') return { goalMode: GOAL_NONE };
  if ('direction' in g) {
    const len = hypot(g.direction[0], g.direction[1]);
    return { goalMode: GOAL_DIRECTION, gx: g.direction[0] / len, gy: g.direction[1] / len };
  }
  if ('point' in g) return { goalMode: GOAL_POINT, gx: g.point[0], gy: g.point[1] };
  if ('exit' in g) return { goalMode: GOAL_FIELD, gx: fields.of(g.exit === 'nearest' ? { to: 'nearest-exit' } : { to: 'exit', name: g.exit }), gy: 0 };
  if ('target' in g) return { goalMode: GOAL_FIELD, gx: fields.of({ to: 'target', name: g.target }), gy: 0 };
  return { goalMode: GOAL_NONE };
}

/** The largest radius each spawn can draw. */
const largestRadii = (doc: ScenarioDoc) => doc.spawns.map((s) => maxOf(s.radius ?? DEFAULT_RADIUS));

/** An empty placer for the document's room: its world and walls at the start. */
function placerOf(doc: ScenarioDoc, radii: readonly number[]): Placer {
  // Cells a little over two radii: lattice points are reserved 2 % larger (place.ts), and must still meet in adjacent cells.
  return new Placer(worldOf(doc), wallsOf(doc), Math.max(0.05, 2.1 * Math.max(0, ...radii)));
}

/**
 * How many agents the document's first spawn region holds, the most layoutFromDoc places there (it is placed first,
 * into the empty room): the placer and lattices placement itself uses, so a count up to it is placed and one above it
 * refused (CapacityError), whatever the seed. With `enough`, see latticeCapacity: `>= enough` says whether it holds
 * that many, for less work. Nothing is placed at random and nothing is drawn.
 */
export function spawnCapacity(doc: ScenarioDoc, enough = Infinity): number {
  const radii = largestRadii(doc);
  if (!doc.spawns.length) return 0;
  return latticeCapacity(placerOf(doc, radii), regionOf(doc.spawns[0].region), radii[0], enough);
}

/**
 * Lays out a validated document; throws CapacityError if a spawn region cannot hold its agents without overlaps.
 * Every count up to spawnCapacity's is placed whatever the seed (the lattice holds it when a random try fails); a lucky
 * random packing may place a few more, so sliders offer spawnCapacity's count as their largest.
 */
export function layoutFromDoc(doc: ScenarioDoc, rng: Random): Layout {
  const world = worldOf(doc), walls = wallsOf(doc), fields = new FieldIndex();
  const routes: (RouteSpec & { source: GoalDoc })[] = [];
  let wander: Behaviours['wander'];
  const allRadii = largestRadii(doc);
  const placer = placerOf(doc, allRadii);
  const agents: AgentInit[] = [];
  let groupBase = 0;

  doc.spawns.forEach((s, si) => {
    const n = spawnCount(s), region = regionOf(s.region), rMax = allRadii[si];
    const radii = Array.from({ length: n }, () => draw(s.radius ?? DEFAULT_RADIUS, rng));
    // At random first; only if that fails, on a lattice (the lattice search visits every wall for every lattice point
    // tried, so it is kept for the spawns that need it: a file with many walls and spawns would otherwise take seconds).
    const random = s.arrangement !== 'lattice' ? placeRandom(placer, rng, region, radii) : null;
    const lattice = random ? null : latticeFor(placer, region, n, rMax);
    const pts = random ?? (lattice && pick(placer, rng, lattice, radii, rMax));
    if (!pts) {
      const max = latticeCapacity(placer, region, rMax), label = `spawns[${si}]${s.name ? ` ('${s.name}')` : ''}`;
      const asked = s.count !== undefined ? `${n} agents` : `${n} agents (density ${s.density} /m²)`;
      const most = s.count !== undefined ? `${max}` : `${max} (density ${(max / regionArea(region)).toFixed(2)} /m²)`;
      throw new CapacityError(
        `${doc.name}: ${label} cannot hold ${asked} of radius up to ${rMax} m without overlapping each other or a wall; ` +
        `it holds at most ${most} (on a triangular lattice, the densest packing)`,
        max, doc.name
      );
    }
    const goals = s.alternate ?? [{ goal: s.goal ?? 'none', kind: s.kind }];
    pts.forEach((p, i) => {
      const pick = goals[i % goals.length], g = pick.goal;
      const a: AgentInit = {
        x: p.x, y: p.y, radius: radii[i], mass: draw(s.mass ?? DEFAULT_MASS, rng), v0: draw(s.v0 ?? DEFAULT_V0, rng),
        kind: pick.kind ?? s.kind ?? 0, group: s.groupSize ? groupBase + Math.floor(i / s.groupSize) : -1
      };
      if (g !== 'none' && 'waypoints' in g) {
        let r = routes.findIndex((x) => x.source === g);
        if (r < 0) {
          r = routes.length;
          const then = g.then ? simpleGoal(g.then, fields) : { goalMode: GOAL_NONE };
          routes.push({ source: g, points: g.waypoints, reach: g.reach ?? 0.5, then: { goalMode: then.goalMode!, gx: then.gx ?? 0, gy: then.gy ?? 0 } });
        }
        Object.assign(a, { route: r, goalMode: GOAL_POINT, gx: g.waypoints[0][0], gy: g.waypoints[0][1] });
      } else if (g !== 'none' && 'wander' in g) {
        const w = g.wander;
        if (wander && (wander.cx !== w.centre[0] || wander.cy !== w.centre[1] || wander.radius !== w.radius || wander.reach !== w.reach)) {
          throw new DocError(`spawns[${si}].goal.wander`, 'a scenario has one wander disc; every wander goal must name the same');
        }
        wander = { cx: w.centre[0], cy: w.centre[1], radius: w.radius, reach: w.reach };
        const t = { x: 0, y: 0 };
        rng.inDisc(w.centre[0], w.centre[1], w.radius, t);
        Object.assign(a, { goalMode: GOAL_POINT, gx: t.x, gy: t.y });
      } else {
        Object.assign(a, simpleGoal(g, fields));
      }
      const v = s.velocity ?? 'rest';
      if (v !== 'rest') {
        const speed = v === 'desired' ? a.v0! : v.randomHeading;
        let dx = 0, dy = 0;
        if (v === 'desired' && a.goalMode === GOAL_DIRECTION) { dx = a.gx!; dy = a.gy!; }
        else if (v === 'desired' && a.goalMode === GOAL_POINT) { const d = hypot(a.gx! - p.x, a.gy! - p.y) || 1; dx = (a.gx! - p.x) / d; dy = (a.gy! - p.y) / d; }
        else if (v !== 'desired') { const ang = rng.uniform(0, 2 * Math.PI); dx = cos(ang); dy = sin(ang); }
        a.vx = speed * dx; a.vy = speed * dy;
      }
      agents.push(a);
    });
    if (s.groupSize) groupBase += Math.ceil(n / s.groupSize);
  });

  const behaviours: Behaviours = {};
  if (wander) behaviours.wander = wander;
  const sinks = [...(doc.exits ?? []).flatMap((e) => (e.sink ? [e.sink] : [])), ...(doc.sinks ?? [])];
  if (sinks.length) behaviours.sinks = sinks.map(([x0, y0, x1, y1]) => ({ x0, y0, x1, y1 }));
  if (doc.lines?.length) behaviours.lines = doc.lines.map((l) => ({ name: l.name, x1: l.segment[0], y1: l.segment[1], x2: l.segment[2], y2: l.segment[3] }));
  if (routes.length) behaviours.routes = routes.map(({ points, reach, then }) => ({ points, reach, then }));

  // With exits, the Simulation owns them: it adds the closed ones to the walls, and opens and closes them as it runs.
  const navigation = navigationOf(doc, fields.fields);
  const zones = speedZonesOf(doc);
  const layout: Layout = navigation ? { world, walls: baseWalls(doc), agents, behaviours, navigation } : { world, walls, agents, behaviours };
  if (zones) layout.speedZones = zones;
  return layout;
}

/** The document's speed zones as the engine takes them; null when it has none. */
export function speedZonesOf(doc: ScenarioDoc): SpeedZoneSpec[] | null {
  if (!doc.speedZones?.length) return null;
  return doc.speedZones.map((z) => ({
    name: z.name, x0: z.rect[0], y0: z.rect[1], x1: z.rect[2], y1: z.rect[3], factor: z.factor,
    ...(z.up ? { up: z.up } : {}), ...(z.factorDown !== undefined ? { factorDown: z.factorDown } : {})
  }));
}

/** Exits and the fields the goals asked for; null when there is neither. */
function navigationOf(doc: ScenarioDoc, fields: FieldSpec[]): NavigationSpec | null {
  if (fields.length === 0 && !doc.exits?.length) return null;
  return {
    exits: (doc.exits ?? []).map((e) => ({ name: e.name, segment: e.segment, open: e.open !== false, ...(e.closesAt !== undefined ? { closesAt: e.closesAt } : {}) })),
    targets: (doc.targets ?? []).map((t) => ({ name: t.name, x: t.point[0], y: t.point[1] })),
    fields
  };
}
