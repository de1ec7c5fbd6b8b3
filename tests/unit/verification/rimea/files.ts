/**
 * The RiMEA verification scenarios as documents, written to static/scenarios/rimea/ by `npm run verify` (and checked
 * to be what is there by the runner test). Every file uses the book's recommended crowd model — the forces, settings
 * and body radii of the `fundamental` scenario (content/10-faster-is-slower.svx) — read from the engine, so when the
 * recommended set changes the files follow it and the table is measured again with it.
 *
 * Geometry follows the RiMEA guideline's tests (RiMEA e.V., "Richtlinie für Mikroskopische Entfluchtungsanalysen",
 * version 3.0, 2016), described in each test module (t01.ts …) in our own words. Units: metres, seconds.
 */
import { defaultsOf, scenarioByName, SCENARIO_FORMAT, STAIRS_DOWN, STAIRS_UP, type ScenarioDoc } from '$lib/engine';

type Doc = ScenarioDoc;
type Spawn = Doc['spawns'][number];

/** The recommended set: the `fundamental` scenario's forces and settings, and its bodies' radii. */
export function recommended(): Pick<Doc, 'forces' | 'settings'> & { radius: NonNullable<Spawn['radius']> } {
  const s = scenarioByName('fundamental')!;
  const d = (s as unknown as { doc(p: unknown): Doc }).doc(defaultsOf(s.params));
  return { forces: d.forces, settings: d.settings, radius: d.spawns[0].radius! };
}

/** Weidmann's free walking speeds (1.34 ± 0.26 m/s), kept to 0.5 … 2.2 m/s as an adult's. */
export const WEIDMANN_V0 = { normal: [1.34, 0.26] as [number, number], min: 0.5, max: 2.2 };

function base(name: string, title: string, summary: string, rest: Omit<Doc, 'format' | 'name' | 'title' | 'summary' | 'family' | 'forces' | 'settings'>): Doc {
  const r = recommended();
  return {
    format: SCENARIO_FORMAT, name, title, summary, family: 'social', ...rest,
    spawns: rest.spawns.map((s) => ({ ...s, radius: s.radius ?? r.radius })),
    forces: r.forces, settings: r.settings
  };
}

/** A straight corridor 2 m wide, 40 m long + `extra` m, walled at its start; walkers go east. */
function corridor(length: number, spawn: Partial<Spawn>): Pick<Doc, 'world' | 'walls' | 'spawns'> {
  return {
    world: { x0: -1, y0: -1, width: length + 2, height: 4 },
    walls: [[0, 0, length, 0], [0, 2, length, 2], [0, 0, 0, 2]],
    spawns: [{ name: 'walker', region: { rect: [0.3, 0.5, 0.7, 1.5] }, count: 1, v0: 1.33, goal: { direction: [1, 0] }, ...spawn }]
  };
}

const t01 = () => base('rimea-t01', 'RiMEA 1: keeping the speed in a corridor', 'One person walks 40 m along a 2 m wide corridor at 1.33 m/s.', {
  ...corridor(42, {}), lines: [{ name: 'finish', segment: [40.5, 2, 40.5, 0] }], metrics: ['meanSpeed']
});

/** Stairs 10 m long (horizontally) between 5 m of level floor on each side. */
const STAIRS_RECT: [number, number, number, number] = [5, 0, 15, 2];
const t02 = () => base('rimea-t02', 'RiMEA 2: walking up stairs', 'One person walks up 10 m of stairs (Weidmann: 0.455 of the level speed) between two level floors.', {
  ...corridor(20, {}), speedZones: [{ name: 'stairs', rect: STAIRS_RECT, factor: STAIRS_UP, up: [1, 0], factorDown: STAIRS_DOWN }], metrics: ['meanSpeed']
});
const t03 = () => base('rimea-t03', 'RiMEA 3: walking down stairs', 'One person walks down 10 m of stairs (Weidmann: 0.518 of the level speed) between two level floors.', {
  ...corridor(20, {}), speedZones: [{ name: 'stairs', rect: STAIRS_RECT, factor: STAIRS_UP, up: [-1, 0], factorDown: STAIRS_DOWN }], metrics: ['meanSpeed']
});

/** The periodic corridor of the fundamental diagram, 20 m × 4 m; the density is set per run (count = ρ · 80 m²). */
export const T04_CORRIDOR = { length: 20, width: 4 };
const t04 = () => base('rimea-t04', 'RiMEA 4: the fundamental diagram', 'A one-way periodic corridor, 20 m × 4 m, at a set density; speed and density are measured in a 2 m × 2 m area in its middle.', {
  world: { width: 20, height: 4, periodic: ['x'] },
  walls: [[-20, 0, 40, 0], [-20, 4, 40, 4]],
  spawns: [{ name: 'crowd', region: { rect: [0, 0.23, 20, 3.77] }, count: 80, arrangement: 'lattice', v0: WEIDMANN_V0, goal: { direction: [1, 0] } }],
  metrics: ['goalVelocity', 'density', 'specificFlow']
});

const t06 = () => base('rimea-t06', 'RiMEA 6: round a corner', 'Twenty people walk along a 2 m wide corridor that turns left by 90° and leave at its end, never crossing a wall.', {
  world: { x0: -1, y0: -1, width: 14, height: 16 },
  walls: [[0, 0, 12, 0], [12, 0, 12, 12], [0, 2, 10, 2], [10, 2, 10, 12], [0, 0, 0, 2]],
  exits: [{ name: 'end', segment: [10, 12, 12, 12], sink: [9, 12.6, 13, 15] }],
  spawns: [{ name: 'walkers', region: { rect: [0, 0, 6, 2] }, count: 20, v0: WEIDMANN_V0, goal: { exit: 'end' } }],
  metrics: ['evacuated', 'meanSpeed']
});

const t07 = () => base('rimea-t07', 'RiMEA 7: a population’s walking speeds', 'Fifty adults with Weidmann’s free walking speeds walk along a wide periodic corridor, far enough apart to walk freely.', {
  world: { width: 100, height: 20, periodic: ['x'] },
  walls: [[-100, 0, 200, 0], [-100, 20, 200, 20]],
  spawns: [{ name: 'adults', region: { rect: [0, 1, 100, 19] }, count: 50, v0: WEIDMANN_V0, goal: { direction: [1, 0] } }],
  metrics: ['meanSpeed']
});

/** 30 m × 20 m, four 1 m exits: two in the south wall and two in the north wall, 7.5 m from the corners. */
const t09 = () => {
  const W = 30, H = 20, m = 2, e = [7, 8, 22, 23];
  return base('rimea-t09', 'RiMEA 9: a large room with four exits', '1000 people leave a 30 m × 20 m room by four 1 m exits; in the second run the two north exits are shut.', {
    world: { x0: -m, y0: -m, width: W + 2 * m, height: H + 2 * m },
    walls: [[0, 0, 0, H], [W, 0, W, H], [0, 0, e[0], 0], [e[1], 0, e[2], 0], [e[3], 0, W, 0], [0, H, e[0], H], [e[1], H, e[2], H], [e[3], H, W, H]],
    exits: [
      { name: 'south-west', segment: [e[0], 0, e[1], 0], sink: [-m, -m, W + m, -0.6] },
      { name: 'south-east', segment: [e[2], 0, e[3], 0] },
      { name: 'north-west', segment: [e[0], H, e[1], H], sink: [-m, H + 0.6, W + m, H + m] },
      { name: 'north-east', segment: [e[2], H, e[3], H] }
    ],
    spawns: [{ name: 'people', region: { rect: [0, 0, W, H] }, count: 1000, v0: WEIDMANN_V0, goal: { exit: 'nearest' } }],
    metrics: ['evacuated', 'meanSpeed']
  });
};

/**
 * A corridor 2 m wide and 24 m long with six 4 m × 4 m rooms on each side, each with a 1 m door in its middle; the
 * corridor has an exit at each end. Two people per room; the north rooms are sent to the west exit and the south rooms
 * to the east exit, whichever is nearer.
 */
const t10 = () => {
  const L = 24, R = 4, c0 = 4, c1 = 6, top = c1 + R, walls: Doc['walls'] = [];
  const spawns: Spawn[] = [];
  for (let k = 0; k < 6; k++) {
    const x0 = k * R, x1 = x0 + R, d0 = x0 + 1.5, d1 = x0 + 2.5;
    walls.push([x0, c1, d0, c1], [d1, c1, x1, c1], [x0, c0, d0, c0], [d1, c0, x1, c0]); // corridor walls with doors
    walls.push([x1, c1, x1, top], [x1, 0, x1, c0]); // walls between rooms (and the east end)
    spawns.push({ name: `north room ${k + 1}`, region: { rect: [x0, c1, x1, top] }, count: 2, v0: WEIDMANN_V0, goal: { exit: 'west' }, kind: 0 });
    spawns.push({ name: `south room ${k + 1}`, region: { rect: [x0, 0, x1, c0] }, count: 2, v0: WEIDMANN_V0, goal: { exit: 'east' }, kind: 1 });
  }
  walls.push([0, top, L, top], [0, 0, L, 0], [0, c1, 0, top], [0, 0, 0, c0]);
  return base('rimea-t10', 'RiMEA 10: assigned exits', 'Twelve rooms along a corridor; the people in the north rooms are sent to the west exit, those in the south rooms to the east exit.', {
    world: { x0: -3, y0: -1, width: L + 6, height: top + 2 },
    walls,
    exits: [
      { name: 'west', segment: [0, c0, 0, c1], sink: [-3, -1, -0.6, top + 1] },
      { name: 'east', segment: [L, c0, L, c1], sink: [L + 0.6, -1, L + 3, top + 1] }
    ],
    lines: [{ name: 'west', segment: [0, c0, 0, c1] }, { name: 'east', segment: [L, c1, L, c0] }],
    spawns, kinds: ['sent west', 'sent east'],
    metrics: ['evacuated']
  });
};

/** Room 1 (10 m × 10 m, 150 people) → a corridor 1 m wide and 6 m long → room 2 (10 m × 10 m) → a 1 m exit. */
export const T12 = { room: 10, corridor: 6, width: 1 };
const t12 = () => {
  const S = T12.room, C = T12.corridor, a = (S - T12.width) / 2, b = (S + T12.width) / 2, x2 = S + C, x3 = x2 + S;
  return base('rimea-t12', 'RiMEA 12: a bottleneck between two rooms', '150 people leave a room by a corridor 1 m wide and 6 m long into a second room, and leave that by a 1 m exit: the jam forms at the corridor, not at the exit.', {
    world: { x0: -1, y0: -1, width: x3 + 4, height: S + 2 },
    walls: [
      [0, 0, S, 0], [0, S, S, S], [0, 0, 0, S], [S, 0, S, a], [S, b, S, S],
      [S, a, x2, a], [S, b, x2, b],
      [x2, 0, x2, a], [x2, b, x2, S], [x2, 0, x3, 0], [x2, S, x3, S], [x3, 0, x3, a], [x3, b, x3, S]
    ],
    exits: [{ name: 'exit', segment: [x3, a, x3, b], sink: [x3 + 0.6, -1, x3 + 3, S + 1] }],
    spawns: [{ name: 'people', region: { rect: [0, 0, S, S] }, count: 150, v0: WEIDMANN_V0, goal: { exit: 'exit' } }],
    metrics: ['evacuated', 'density']
  });
};

/** A room (10 m × 10 m, 150 people) → a corridor 2 m wide and 10 m long → stairs up, 2 m wide and 6 m long → out. */
export const T13 = { room: 10, corridor: 10, width: 2, stairs: 6 };
export const t13 = (stairs = true) => {
  const S = T13.room, a = (S - T13.width) / 2, b = (S + T13.width) / 2, x1 = S + T13.corridor, x2 = x1 + T13.stairs;
  return base('rimea-t13', 'RiMEA 13: a jam in front of stairs', '150 people walk from a room along a 2 m corridor and up stairs as wide as the corridor: the stairs are slower, so a jam forms at their foot.', {
    world: { x0: -1, y0: -1, width: x2 + 4, height: S + 2 },
    walls: [[0, 0, S, 0], [0, S, S, S], [0, 0, 0, S], [S, 0, S, a], [S, b, S, S], [S, a, x2, a], [S, b, x2, b]],
    exits: [{ name: 'top', segment: [x2, a, x2, b], sink: [x2 + 0.6, -1, x2 + 3, S + 1] }],
    ...(stairs ? { speedZones: [{ name: 'stairs', rect: [x1, a, x2, b] as [number, number, number, number], factor: STAIRS_UP, up: [1, 0] as [number, number], factorDown: STAIRS_DOWN }] } : {}),
    spawns: [{ name: 'people', region: { rect: [0, 0, S, S] }, count: 150, v0: WEIDMANN_V0, goal: { exit: 'top' } }],
    metrics: ['evacuated', 'density']
  });
};

/** Every file, by its name in static/scenarios/rimea/. */
export const RIMEA_FILES: Record<string, () => Doc> = {
  't01-corridor.json': t01, 't02-stairs-up.json': t02, 't03-stairs-down.json': t03, 't04-fundamental-diagram.json': t04,
  't06-corner.json': t06, 't07-walking-speeds.json': t07, 't09-four-exits.json': t09, 't10-assigned-exits.json': t10,
  't12-bottleneck.json': t12, 't13-stairs-jam.json': () => t13(true)
};
