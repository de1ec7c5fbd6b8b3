/**
 * The groups-panic-herding chapter's simulations and the numbers its prose states about them, as typed data. The
 * chapter (08-groups-panic-herding.svx) only passes these to its components; tests/unit/chapters/configs.test.ts
 * builds and steps every config, claims.test.ts runs every claim over several seeds, sweeps.test.ts re-measures the
 * precomputed sweep (content/sweeps/herding-smoke-room.json).
 *
 * Both rooms are scenario documents written here (src/lib/engine/scenarios/doc/FORMAT.md), passed as
 * `{ scenario: 'custom', file }`: a corridor where people walk in pairs, and a smoke-filled room with two exits that
 * nobody can see.
 */
import { SCENARIO_FORMAT, mergeConfigs, type ForceName, type ScenarioDoc, type SimConfig } from '$lib/engine';
import type { Claim, SweepSpec } from '$lib/claims';
import { BOOK_CONTROLS } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;

// ── Pairs in a corridor ──────────────────────────────────────────────────────────────────────────────────────────
// A corridor 20 m long (periodic: who walks out on the right comes back on the left) and 5 m wide, 40 people walking
// east in pairs (consecutive agents form a group), desired speeds Weidmann's 1.34 ± 0.26 m/s. Helbing & Molnár's
// walkers with bodies, as in the corridor scenarios, plus article A's group cohesion. Mass 1 kg, article A's: its
// pull κ_c (x̄_G − x)/m is the only term here that divides by the mass (the others are per unit mass), and with
// 80 kg the default κ_c would barely pull at all.
const CORRIDOR = { length: 20, width: 5 };
const pairsDoc: ScenarioDoc = {
  format: SCENARIO_FORMAT,
  name: 'pairs-corridor',
  title: 'Pairs in a corridor (article A\'s group cohesion)',
  summary: 'Forty people walk east in pairs along a 5 m corridor; a spring to the pair\'s centre holds each pair together.',
  family: 'social',
  world: { x0: 0, y0: -1, width: CORRIDOR.length, height: CORRIDOR.width + 2, periodic: ['x'] },
  walls: [[0, 0, CORRIDOR.length, 0], [0, CORRIDOR.width, CORRIDOR.length, CORRIDOR.width]],
  spawns: [{
    name: 'pairs', region: { rect: [0, 0, CORRIDOR.length, CORRIDOR.width] }, count: 40, mass: 1,
    radius: { uniform: [0.25, 0.35] }, v0: { normal: [1.34, 0.26], min: 0.5, max: 2.5 }, goal: { direction: [1, 0] }, groupSize: 2
  }],
  forces: [
    { name: 'drivingHM' }, { name: 'repulsionHM' }, { name: 'wallHM' }, { name: 'bodyContact', params: { kappa: 0 } },
    { name: 'groupCohesionA', enabled: true }
  ],
  settings: { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 },
  metrics: ['meanSpeed']
};

// ── A smoke-filled room ──────────────────────────────────────────────────────────────────────────────────────────
// Helbing, Farkas & Vicsek's room size (15 m × 15 m) and forces, 100 people, two exits 1.2 m wide in the middle of the
// west and the east wall. Nobody can see an exit: each person has a heading of their own, one of sixteen (none square
// to a wall), and keeps it; only the people within R_h = 2 m are visible, and with p > 0 their directions of motion
// are followed. Someone leaves when their heading, or the herd, carries them through a door. A line across each door
// counts who used it.
const ROOM = 15, DOOR = 1.2, da = (ROOM - DOOR) / 2, db = (ROOM + DOOR) / 2;
const HEADINGS = 16;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const headings = Array.from({ length: HEADINGS }, (_, k) => {
  const t = (2 * Math.PI * (k + 0.5)) / HEADINGS;
  return { goal: { direction: [round6(Math.cos(t)), round6(Math.sin(t))] as [number, number] } };
});

const smokeDoc: ScenarioDoc = {
  format: SCENARIO_FORMAT,
  name: 'smoke-room',
  title: 'A smoke-filled room with two exits (after Helbing, Farkas & Vicsek 2000)',
  summary: 'Nobody sees the exits: each person walks a heading of their own, blended by the panic p with the motion of the people around them.',
  family: 'social',
  world: { x0: -2, y0: -2, width: ROOM + 4, height: ROOM + 4 },
  walls: [[0, 0, 0, da], [0, db, 0, ROOM], [ROOM, 0, ROOM, da], [ROOM, db, ROOM, ROOM], [0, 0, ROOM, 0], [0, ROOM, ROOM, ROOM]],
  exits: [
    { name: 'west', segment: [0, da, 0, db], sink: [-2, -2, -0.6, ROOM + 2] },
    { name: 'east', segment: [ROOM, da, ROOM, db], sink: [ROOM + 0.6, -2, ROOM + 2, ROOM + 2] }
  ],
  spawns: [{ name: 'people', region: { rect: [0, 0, ROOM, ROOM] }, count: 100, radius: { uniform: [0.25, 0.35] }, v0: 1.5, alternate: headings }],
  lines: [{ name: 'west', segment: [0, db, 0, da] }, { name: 'east', segment: [ROOM, da, ROOM, db] }],
  forces: [{ name: 'drivingHFV', params: { p: 0, herdingRadius: 2 } }, { name: 'contactHFV', params: { range: 1.5 } }, { name: 'wallHFV' }],
  settings: { dt: 0.01, integrator: 'semi-implicit', speedCap: 0 },
  metrics: ['evacuated', 'meanSpeed']
};

const pairs = { scenario: 'custom', file: pairsDoc, seed: 1 } satisfies SimConfig;
const loners = mergeConfigs(pairs, { forces: { groupCohesionA: { enabled: false } } });
const smoke = { scenario: 'custom', file: smokeDoc, seed: 1 } satisfies SimConfig;
const panic = (p: number): SimConfig => mergeConfigs(smoke, { forces: { drivingHFV: { params: { p } } } });

/** The views, by the id each one has on the page. */
export const views = { pairs, smoke } satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view (the earlier chapters introduced the others). */
export const introduced = {
  pairs: ['drivingHM', 'repulsionHM', 'wallHM', 'bodyContact', 'groupCohesionA'],
  smoke: ['drivingHFV', 'contactHFV', 'wallHFV']
} satisfies Record<string, ForceName[]>;

/** The live numbers in the prose: clicking one loads the config into its view. */
export const tries = {
  loners,
  kc2: mergeConfigs(pairs, { forces: { groupCohesionA: { params: { cohesionFactor: 2 } } } }),
  p0: panic(0),
  p04: panic(0.4),
  p05: panic(0.5),
  p1: panic(1)
} satisfies Record<string, SimConfig>;

const six = [1, 2, 3, 4, 5, 6];
const eight = [1, 2, 3, 4, 5, 6, 7, 8];

/** The sweep: people out of the smoke-filled room after 60 s against the panic p. */
export const sweeps = {
  smoke: {
    id: 'herding-smoke-room',
    title: 'Out of the smoke-filled room after 60 s, against the panic p (100 people, six seeds)',
    xLabel: 'panic p', yLabel: 'people out after 60 s (of 100)',
    points: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map((p) => ({ x: p, config: panic(p) })),
    seeds: six,
    measure: { kind: 'metric', metric: 'evacuated', seconds: 60 },
    yDomain: [0, 60]
  }
} satisfies Record<string, SweepSpec>;

/** The Prediction in the pairs corridor: asked before the view runs it. */
export const pairsSpeed: Claim = {
  id: 'herding/pairs-speed',
  text: 'Pairs held by the spring: after 40 s the mean speed is about 1.2 m/s (1.11–1.34 m/s), as fast as loners.',
  view: 'pairs', config: pairs, seconds: 40, metric: 'meanSpeed',
  expect: { min: 1.1, max: 1.3 }, mean: { min: 1.17, max: 1.25 }, seeds: eight,
  ask: {
    question: 'Without the spring these forty walk at about 1.2 m/s. Held in pairs by article A\'s cohesion, what is their mean speed after 40 s?',
    choices: [
      { label: 'Clearly slower, below 1.1 m/s, as real groups are', max: 1.1 },
      { label: 'About the same, 1.1–1.3 m/s', min: 1.1, max: 1.3 },
      { label: 'Faster, above 1.3 m/s: the slow partner is pulled along', min: 1.3 }
    ]
  }
};

/** The Prediction in the smoke-filled room: pure herding. */
export const herdAll: Claim = {
  id: 'herding/p1-out-60s',
  text: 'p = 1: after 60 s only about 2 of the 100 are out (0–6).',
  view: 'smoke', config: panic(1), seconds: 60, metric: 'evacuated',
  expect: { min: 0, max: 14 }, mean: { max: 5 }, seeds: six,
  ask: {
    question: 'With p = 0 about 21 of the 100 are out after 60 s. Now everyone follows the people around them and nothing else (p = 1). How many are out after 60 s?',
    choices: [
      { label: 'More than 30: the crowd pools what each one knows', min: 30 },
      { label: 'About as many, 15–30', min: 15, max: 30 },
      { label: 'Fewer than 15', max: 14.99 }
    ]
  }
};

/** The Prediction in the smoke-filled room: half and half. */
export const herdHalf: Claim = {
  id: 'herding/p05-out-60s',
  text: 'p = 0.5: after 60 s about 42 of the 100 are out (30–57), about twice as many as with p = 0.',
  view: 'smoke', config: panic(0.5), seconds: 60, metric: 'evacuated',
  expect: { min: 32, max: 58 }, mean: { min: 37, max: 47 }, seeds: six,
  ask: {
    question: 'p = 0 gets about 21 out in 60 s, p = 1 about 6. Which p empties the room fastest? Take p = 0.5, half one\'s own heading and half the neighbours\': how many are out after 60 s?',
    choices: [
      { label: 'Fewer than 6: the worst of both', max: 5.99 },
      { label: 'In between, 6–23', min: 6, max: 23 },
      { label: 'More than 23: better than either extreme', min: 23.01 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Groups ──
  pairsSpeed,
  {
    id: 'herding/loners-speed',
    text: 'Without the spring: after 40 s the mean speed is about 1.2 m/s (1.04–1.41 m/s).',
    view: 'pairs', config: loners, seconds: 40, metric: 'meanSpeed',
    expect: { min: 1.1, max: 1.32 }, mean: { min: 1.17, max: 1.26 }, seeds: eight
  },
  {
    id: 'herding/pairs-distance',
    text: 'With the spring the two of a pair walk about 2 m apart (1.4–2.7 m, mean over 20 to 40 s).',
    config: pairs, seconds: 40, metric: 'pairDistance',
    expect: { min: 1.5, max: 2.6 }, mean: { min: 1.8, max: 2.2 }, seeds: eight
  },
  {
    id: 'herding/loners-distance',
    text: 'Without the spring "partners" drift about 5.5 m apart (3.7–7.3 m).',
    config: loners, seconds: 40, metric: 'pairDistance',
    expect: { min: 4, max: 7 }, mean: { min: 5, max: 6 }, seeds: eight
  },
  {
    id: 'herding/pairs-abreast',
    text: 'With the spring the abreast index |sin θ| of a pair is about 0.58 (0.41–0.71): no preferred formation (a random angle gives 2/π ≈ 0.64).',
    config: pairs, seconds: 40, metric: 'pairAbreast',
    expect: { min: 0.4, max: 0.7 }, mean: { min: 0.5, max: 0.64 }, seeds: eight
  },
  {
    id: 'herding/kc2-distance',
    text: 'κ_c = 2: pairs walk closer, about 0.8 m apart (0.67–0.99 m).',
    config: tries.kc2, seconds: 40, metric: 'pairDistance',
    expect: { min: 0.65, max: 1 }, mean: { min: 0.75, max: 0.9 }, seeds: eight
  },
  {
    id: 'herding/kc2-abreast',
    text: 'κ_c = 2: abreast index about 0.71 (0.58–0.84), a little above random.',
    config: tries.kc2, seconds: 40, metric: 'pairAbreast',
    expect: { min: 0.6, max: 0.85 }, mean: { min: 0.66, max: 0.76 }, seeds: eight
  },
  // ── Herding in smoke ──
  {
    id: 'herding/p0-out-60s',
    text: 'p = 0: after 60 s about 19 of the 100 are out (4–32).',
    view: 'smoke', config: panic(0), seconds: 60, metric: 'evacuated',
    expect: { min: 4, max: 32 }, mean: { min: 16, max: 22.5 }, seeds: [...six, 255526, 197776, 801449, 729610]
  },
  {
    id: 'herding/p0-out-120s',
    text: 'p = 0: after 120 s about 18 (2–33), in seeds 1 to 6 not one more than at 60 s.',
    view: 'smoke', config: panic(0), seconds: 120, metric: 'evacuated',
    expect: { min: 3, max: 32 }, mean: { min: 15, max: 21.5 }, seeds: [...six, 59711, 462099, 587788, 538171]
  },
  {
    id: 'herding/p0-standing',
    text: 'p = 0: after 40 s the people left have all but stopped: mean speed about 0.02 m/s, below 0.1 m/s in every seed.',
    view: 'smoke', config: panic(0), seconds: 40, metric: 'meanSpeed',
    expect: { max: 0.1 }, mean: { max: 0.04 }, seeds: six
  },
  herdHalf,
  {
    id: 'herding/p04-out-60s',
    text: 'p = 0.4: after 60 s about 34 are out (24–48).',
    view: 'smoke', config: panic(0.4), seconds: 60, metric: 'evacuated',
    expect: { min: 24, max: 50 }, mean: { min: 30, max: 39 }, seeds: six
  },
  herdAll,
  {
    id: 'herding/p0-both-exits',
    text: 'p = 0: the busier of the two exits takes a share of about 0.58 (0.39–0.93) of those who left after 60 s: both are used.',
    config: panic(0), seconds: 60, metric: 'busiestExitShare',
    expect: { min: 0.5, max: 0.85 }, mean: { min: 0.55, max: 0.65 }, seeds: six
  },
  {
    id: 'herding/p1-speed',
    text: 'p = 1: the herd never stops: mean speed about 1.43 m/s from 30 to 60 s, close to v₀ = 1.5 m/s.',
    view: 'smoke', config: panic(1), seconds: 60, metric: 'meanSpeed', statistic: 'mean', from: 30, every: 1,
    expect: { min: 1.35, max: 1.5 }, mean: { min: 1.4, max: 1.46 }, seeds: six
  },
  {
    id: 'herding/p1-milling',
    text: 'p = 1: it circles the room: milling about 0.7 from 30 to 60 s (0.26–1.00).',
    view: 'smoke', config: panic(1), seconds: 60, metric: 'milling', statistic: 'mean', from: 30, every: 1,
    expect: { min: 0.3, max: 1 }, mean: { min: 0.65, max: 0.9 }, seeds: [...six, 705959, 251805, 558470, 501806]
  }
] satisfies Claim[];
