/**
 * The walls-and-contact chapter's simulations and the numbers its prose states about them, as typed data. The chapter
 * (07-walls-and-contact.svx) only passes these to its components; tests/unit/chapters/configs.test.ts builds and
 * steps every config, and the claims' tests (tests/claims) run every claim with the engine over several seeds.
 */
import { defaultsOf, hasDoc, mergeConfigs, scenarioByName, type ForceName, type ScenarioDoc, type SimConfig } from '$lib/engine';
import type { Claim } from '$lib/claims';
import { BOOK_CONTROLS, BOOK_CONTROLS_FULL } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;
export const controlsFull = BOOK_CONTROLS_FULL;

// ── Walls and finding the way ──

/** The L-corridor as the engine builds it: walkers follow the distance field to the exit. */
const lDoc = (): ScenarioDoc => {
  const sc = scenarioByName('l-corridor');
  if (!sc || !hasDoc(sc)) throw new Error('the l-corridor scenario is written as a document');
  return sc.doc(defaultsOf(sc.params));
};

/**
 * The same corridor, but everyone walks straight at a point in the middle of the exit, just past it (inside the
 * area that removes those who leave): the "straight-line goal" of article A, with no idea of the corner.
 */
const straightDoc: ScenarioDoc = (() => {
  const d = lDoc();
  return {
    ...d,
    name: 'l-corridor-straight',
    title: 'Round a corner, walking straight at the exit',
    summary: 'The L-corridor, but every walker heads straight for the middle of the exit instead of following the distance field.',
    spawns: d.spawns.map((s) => ({ ...s, goal: { point: [13, 15.5] as [number, number] } }))
  };
})();

// Helbing 2000's wall is listed, off, so the reader can switch to it (the Try below does).
const straight = { scenario: 'custom', file: straightDoc, seed: 1, forces: { wallHFV: { enabled: false } } } satisfies SimConfig;
const field = { scenario: 'l-corridor', seed: 1 } satisfies SimConfig;
const exits = { scenario: 'exits-room', seed: 1 } satisfies SimConfig;

// ── Contact ──

/** A door with Helbing, Farkas & Vicsek's forces (2000): 80 people, a 1.2 m door, v0 = 1.34 m/s. */
const door = { scenario: 'bottleneck', seed: 1 } satisfies SimConfig;
/** The same crowd pushing: v0 = 5 m/s, the top of the 2000 paper's panic range. */
const pushing = mergeConfigs(door, { params: { v0: 5 } });
/** Friction as good as off: κ = 1 kg/(m s), five orders of magnitude under the paper's 2.4 × 10⁵ (the slider's floor). */
const noFriction = { contactHFV: { params: { kappa: 1 } }, wallHFV: { params: { kappa: 1 } } } as const;

/** The views, by the id each one has on the page. */
export const views = {
  walls: straight,
  field,
  exits,
  door,
  stiff: door
} satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view, in prose order. */
export const introduced = {
  walls: ['drivingHM', 'repulsionHM', 'wallHM', 'wallHFV'],
  field: ['drivingHM', 'repulsionHM', 'wallHM'],
  exits: ['drivingHM', 'repulsionHM', 'wallHM'],
  door: ['drivingHFV', 'contactHFV', 'wallHFV'],
  stiff: ['drivingHFV', 'contactHFV', 'wallHFV']
} satisfies Record<string, ForceName[]>;

/** The experiments the prose sets with a live number. */
export const tries = {
  wallHFV: mergeConfigs(straight, { forces: { wallHM: { enabled: false }, wallHFV: { enabled: true } } }),
  noWallForce: mergeConfigs(straight, { forces: { wallHM: { enabled: false } } }),
  eastShut: mergeConfigs(exits, { edits: { exits: { east: false } } }),
  threeShut: mergeConfigs(exits, { edits: { exits: { east: false, north: false, south: false } } }),
  eastCloses: mergeConfigs(exits, { params: { eastClosesAt: 5 } }),
  pushing,
  pushingNoFriction: mergeConfigs(pushing, { forces: noFriction }),
  calmNoFriction: mergeConfigs(door, { forces: noFriction }),
  dt003: mergeConfigs(door, { settings: { dt: 0.03 } }),
  dt004: mergeConfigs(door, { settings: { dt: 0.04 } }),
  dt006: mergeConfigs(door, { settings: { dt: 0.06 } })
} satisfies Record<string, SimConfig>;

const eight = [1, 2, 3, 4, 5, 6, 7, 8];

/** The Prediction of the walls section: walking straight at the exit. */
export const cornerTrap: Claim = {
  id: 'walls/straight-60s',
  text: 'Straight-line goal, L-corridor: after 60 s 22–23 of the 24 are out (23 in seven seeds of eight); one stands at the inner corner for good.',
  view: 'walls', config: straight, seconds: 60, metric: 'evacuated',
  expect: { min: 22, max: 23 }, mean: { min: 22.5, max: 23 }, seeds: eight,
  ask: {
    question: 'Everyone walks straight at the middle of the exit, and the walls push them off. How many of the 24 are out after 60 s?',
    choices: [
      { label: 'All 24: the walls steer them round', min: 24 },
      { label: 'Nearly all: one or two never make it', min: 21, max: 23 },
      { label: 'Fewer than 21: most are stuck against the inner wall', max: 20 }
    ]
  }
};

/** The Prediction of the contact section: friction in a pushing crowd. */
export const frictionPrediction: Claim = {
  id: 'walls/pushing-friction-10s',
  text: 'v0 = 5 m/s with sliding friction: after 10 s only about 23 of 80 are through the door (18–26).',
  view: 'door', config: pushing, seconds: 10, metric: 'evacuated',
  expect: { min: 15, max: 35 }, mean: { min: 20, max: 25.5 }, seeds: eight,
  ask: {
    question: 'The crowd pushes, v₀ = 5 m/s, with the paper’s sliding friction. Without friction, about 53 of the 80 are through the door after 10 s. With it?',
    choices: [
      { label: 'More: friction gives grip, people push each other out', min: 60 },
      { label: 'About the same: 45–60', min: 45, max: 60 },
      { label: 'Far fewer: under 40', max: 40 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Walls: the straight-line goal ──
  cornerTrap,
  {
    id: 'walls/straight-20s', text: 'Straight-line goal: after 20 s about 7 of 24 are out (5–10).',
    view: 'walls', config: straight, seconds: 20, metric: 'evacuated', expect: { min: 3, max: 12 }, mean: { min: 6, max: 8.5 }, seeds: eight
  },
  {
    id: 'walls/straight-hfv-60s', text: 'Straight-line goal with Helbing 2000’s wall force: 23 of 24 out after 60 s, one still stands at the corner.',
    view: 'walls', config: tries.wallHFV, seconds: 60, metric: 'evacuated', expect: { min: 22, max: 23 }, seeds: eight
  },
  {
    id: 'walls/straight-no-wall-force-60s', text: 'Straight-line goal and no wall force (the guard only): all 24 out after 60 s.',
    view: 'walls', config: tries.noWallForce, seconds: 60, metric: 'evacuated', expect: { min: 24 }, seeds: eight
  },
  // ── The distance field ──
  {
    id: 'walls/field-20s', text: 'Distance field: after 20 s about 12 of 24 are out (10–16).',
    view: 'field', config: field, seconds: 20, metric: 'evacuated', expect: { min: 8, max: 18 }, mean: { min: 11, max: 13.5 }, seeds: eight
  },
  {
    id: 'walls/field-30s', text: 'Distance field: after 30 s 22–24 of 24 are out.',
    view: 'field', config: field, seconds: 30, metric: 'evacuated', expect: { min: 21 }, seeds: eight
  },
  {
    id: 'walls/straight-30s', text: 'Straight-line goal: after 30 s about 18 of 24 are out (16–19).',
    view: 'walls', config: straight, seconds: 30, metric: 'evacuated', expect: { min: 14, max: 21 }, mean: { min: 16.5, max: 18.5 }, seeds: eight
  },
  {
    id: 'walls/field-60s', text: 'Distance field: all 24 out after 60 s.',
    view: 'field', config: field, seconds: 60, metric: 'evacuated', expect: { min: 24 }, seeds: eight
  },
  // ── Choosing an exit ──
  {
    id: 'walls/exits-open-30s', text: 'Four exits open: after 30 s about 141 of 150 are out (137–145).',
    view: 'exits', config: exits, seconds: 30, metric: 'evacuated', expect: { min: 132, max: 150 }, mean: { min: 138, max: 143 }, seeds: eight
  },
  {
    id: 'walls/exits-open-40s', text: 'Four exits open: after 40 s the room is empty or nearly (148–150 of 150 out).',
    view: 'exits', config: exits, seconds: 40, metric: 'evacuated', expect: { min: 145 }, seeds: eight
  },
  {
    id: 'walls/exits-east-shut-30s', text: 'East exit shut from the start: after 30 s about 123 out (119–129).',
    view: 'exits', config: tries.eastShut, seconds: 30, metric: 'evacuated', expect: { min: 112, max: 135 }, mean: { min: 120, max: 127 }, seeds: eight
  },
  {
    id: 'walls/exits-east-closes-30s', text: 'East exit shuts at 5 s: after 30 s about 125 out (121–131).',
    view: 'exits', config: tries.eastCloses, seconds: 30, metric: 'evacuated', expect: { min: 112, max: 138 }, mean: { min: 121, max: 129 }, seeds: eight
  },
  {
    id: 'walls/exits-three-shut-60s', text: 'Only the west exit open: after 60 s about 111 out (106–115).',
    view: 'exits', config: tries.threeShut, seconds: 60, metric: 'evacuated', expect: { min: 100, max: 120 }, mean: { min: 107, max: 114 }, seeds: eight
  },
  // ── Contact at a door ──
  {
    id: 'walls/door-calm-20s', text: 'A calm crowd (v0 = 1.34 m/s): about 36 of 80 through the door after 20 s (33–39).',
    view: 'door', config: door, seconds: 20, metric: 'evacuated', expect: { min: 30, max: 42 }, mean: { min: 34, max: 38 }, seeds: eight
  },
  {
    id: 'walls/door-calm-nofriction-20s', text: 'A calm crowd without friction: about the same after 20 s, 36 (34–39).',
    view: 'door', config: tries.calmNoFriction, seconds: 20, metric: 'evacuated', expect: { min: 30, max: 42 }, mean: { min: 34, max: 38.5 }, seeds: eight
  },
  frictionPrediction,
  {
    id: 'walls/pushing-nofriction-10s', text: 'v0 = 5 m/s without friction: about 53 of 80 through after 10 s (51–55).',
    view: 'door', config: tries.pushingNoFriction, seconds: 10, metric: 'evacuated', expect: { min: 47, max: 60 }, mean: { min: 51, max: 55 }, seeds: eight
  },
  {
    id: 'walls/pushing-friction-pause', text: 'v0 = 5 m/s with friction: the door’s longest blockage in 20 s is about 1.9 s (1.2–3.3 s).',
    view: 'door', config: pushing, seconds: 20, metric: 'doorLongestPause', expect: { min: 0.9, max: 4 }, mean: { min: 1.5, max: 2.4 }, seeds: eight
  },
  {
    id: 'walls/pushing-nofriction-pause', text: 'v0 = 5 m/s without friction: the door’s longest blockage in 20 s is about 0.95 s (0.82–1.12 s).',
    view: 'door', config: tries.pushingNoFriction, seconds: 20, metric: 'doorLongestPause', expect: { min: 0.6, max: 1.5 }, mean: { min: 0.85, max: 1.05 }, seeds: eight
  },
  {
    id: 'walls/calm-pause', text: 'v0 = 1.34 m/s: the door’s longest pause in 20 s is about 1.2 s (0.8–2.7 s).',
    view: 'door', config: door, seconds: 20, metric: 'doorLongestPause', expect: { min: 0.5, max: 3.5 }, mean: { min: 0.9, max: 1.5 }, seeds: eight
  },
  {
    id: 'walls/calm-overlap', text: 'v0 = 1.34 m/s: the deepest overlap from 5 s to 15 s is a few millimetres, about 6 mm on average over the seeds, under 2 cm in every seed.',
    view: 'door', config: door, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0, max: 0.02 }, mean: { min: 0.003, max: 0.01 }, seeds: eight
  },
  {
    id: 'walls/pushing-overlap', text: 'v0 = 5 m/s: the deepest overlap from 5 s to 15 s is about 5 cm (0.042–0.061 m).',
    view: 'door', config: pushing, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0.03, max: 0.08 }, mean: { min: 0.045, max: 0.057 }, seeds: eight
  },
  {
    id: 'walls/pushing-nofriction-overlap', text: 'v0 = 5 m/s without friction: the deepest overlap from 5 s to 15 s is about 6 cm (0.044–0.076 m).',
    view: 'door', config: tries.pushingNoFriction, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0.03, max: 0.09 }, mean: { min: 0.055, max: 0.068 }, seeds: eight
  },
  // ── The stiff spring ──
  {
    id: 'walls/dt003-20s', text: 'Δt = 0.03 s (below √(2m/k) = 0.037 s): after 20 s about 34 through the door (31–37), as at Δt = 0.01 s.',
    view: 'stiff', config: tries.dt003, seconds: 20, metric: 'evacuated', expect: { min: 28, max: 42 }, mean: { min: 32, max: 37 }, seeds: eight
  },
  {
    id: 'walls/dt004-20s', text: 'Δt = 0.04 s (just above the limit): no blow-up, but after 20 s about 73 through the door (69–75), twice as many.',
    view: 'stiff', config: tries.dt004, seconds: 20, metric: 'evacuated', expect: { min: 62, max: 80 }, mean: { min: 70, max: 75 }, seeds: eight
  },
  {
    id: 'walls/dt004-overlap', text: 'Δt = 0.04 s: the deepest overlap from 5 s to 15 s is about 0.58 m (0.49–0.63 m): bodies pass through each other.',
    view: 'stiff', config: tries.dt004, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0.3, max: 0.7 }, seeds: eight
  },
  {
    id: 'walls/dt006-blowup', text: 'Δt = 0.06 s: the run blows up in every seed, after 2.0–5.2 s.',
    view: 'stiff', config: tries.dt006, seconds: 20, metric: 'blowupTime', expect: { min: 1, max: 8 }, seeds: eight
  }
] satisfies Claim[];
