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
/** At Δt = 0.04 s seeds 3 and 8 of the eight blow up (tests/unit/chapters/wallsStep.test.ts): the numbers of a run that goes on are the other six's. */
const stableAt004 = [1, 2, 4, 5, 6, 7];

/** The Prediction of the walls section: walking straight at the exit. */
export const cornerTrap: Claim = {
  id: 'walls/straight-60s',
  text: 'Straight-line goal, L-corridor: after 60 s all 24 are out, in every seed.',
  view: 'walls', config: straight, seconds: 60, metric: 'evacuated',
  expect: { min: 24 }, seeds: eight,
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
  text: 'v0 = 5 m/s with sliding friction: after 10 s only about 21 of 80 are through the door (7–34).',
  view: 'door', config: pushing, seconds: 10, metric: 'evacuated',
  expect: { min: 10, max: 35 }, mean: { min: 19, max: 25 }, seeds: eight,
  ask: {
    question: 'The crowd pushes, v₀ = 5 m/s, with the paper’s sliding friction. Without friction, about 60 of the 80 are through the door after 10 s. With it?',
    choices: [
      { label: 'More: friction gives grip, people push each other out', min: 70 },
      { label: 'About the same: 50–70', min: 50, max: 70 },
      { label: 'Far fewer: under 40', max: 40 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Walls: the straight-line goal ──
  cornerTrap,
  {
    id: 'walls/straight-20s', text: 'Straight-line goal: after 20 s about 9 of 24 are out (5–12).',
    view: 'walls', config: straight, seconds: 20, metric: 'evacuated', expect: { min: 3, max: 12 }, mean: { min: 7.5, max: 10 }, seeds: eight
  },
  {
    id: 'walls/straight-hfv-60s', text: 'Straight-line goal with Helbing 2000’s wall force: all 24 out after 60 s, in every seed.',
    view: 'walls', config: tries.wallHFV, seconds: 60, metric: 'evacuated', expect: { min: 24 }, seeds: eight
  },
  {
    id: 'walls/straight-no-wall-force-60s', text: 'Straight-line goal and no wall force (the guard only): all 24 out after 60 s.',
    view: 'walls', config: tries.noWallForce, seconds: 60, metric: 'evacuated', expect: { min: 24 }, seeds: eight
  },
  // ── The distance field ──
  {
    id: 'walls/field-20s', text: 'Distance field: after 20 s about 13 of 24 are out (7–19).',
    view: 'field', config: field, seconds: 20, metric: 'evacuated', expect: { min: 8, max: 18 }, mean: { min: 12, max: 14.5 }, seeds: eight
  },
  {
    id: 'walls/field-30s', text: 'Distance field: after 30 s 22–25 of 24 are out.',
    view: 'field', config: field, seconds: 30, metric: 'evacuated', expect: { min: 21 }, seeds: eight
  },
  {
    id: 'walls/straight-30s', text: 'Straight-line goal: after 30 s about 19 of 24 are out (15–22).',
    view: 'walls', config: straight, seconds: 30, metric: 'evacuated', expect: { min: 14, max: 22 }, mean: { min: 18, max: 21 }, seeds: eight
  },
  {
    id: 'walls/field-60s', text: 'Distance field: all 24 out after 60 s.',
    view: 'field', config: field, seconds: 60, metric: 'evacuated', expect: { min: 24 }, seeds: eight
  },
  // ── Choosing an exit ──
  {
    id: 'walls/exits-open-30s', text: 'Four exits open: after 30 s all 150 are out, in every seed.',
    view: 'exits', config: exits, seconds: 30, metric: 'evacuated', expect: { min: 150 }, seeds: eight
  },
  {
    id: 'walls/exits-open-40s', text: 'Four exits open: after 40 s the room is empty (150 of 150 out in every seed).',
    view: 'exits', config: exits, seconds: 40, metric: 'evacuated', expect: { min: 150 }, seeds: eight
  },
  {
    id: 'walls/exits-east-shut-30s', text: 'East exit shut from the start: after 30 s about 148 out (142–153).',
    view: 'exits', config: tries.eastShut, seconds: 30, metric: 'evacuated', expect: { min: 135, max: 150 }, mean: { min: 146, max: 150 }, seeds: eight
  },
  {
    id: 'walls/exits-east-closes-30s', text: 'East exit shuts at 5 s: after 30 s about 148 out (145–152).',
    view: 'exits', config: tries.eastCloses, seconds: 30, metric: 'evacuated', expect: { min: 133, max: 150 }, mean: { min: 145, max: 149 }, seeds: eight
  },
  {
    id: 'walls/exits-three-shut-60s', text: 'Only the west exit open: after 60 s about 140 out (134–145).',
    view: 'exits', config: tries.threeShut, seconds: 60, metric: 'evacuated', expect: { min: 130, max: 150 }, mean: { min: 137, max: 143 }, seeds: eight
  },
  // ── Contact at a door ──
  {
    id: 'walls/door-calm-20s', text: 'A calm crowd (v0 = 1.34 m/s): about 42 of 80 through the door after 20 s (33–52).',
    view: 'door', config: door, seconds: 20, metric: 'evacuated', expect: { min: 37, max: 51 }, mean: { min: 39.5, max: 44.5 }, seeds: eight
  },
  {
    id: 'walls/door-calm-nofriction-20s', text: 'A calm crowd without friction: a few more after 20 s, about 45 (35–55).',
    view: 'door', config: tries.calmNoFriction, seconds: 20, metric: 'evacuated', expect: { min: 40, max: 56 }, mean: { min: 43, max: 48 }, seeds: eight
  },
  frictionPrediction,
  {
    id: 'walls/pushing-nofriction-10s', text: 'v0 = 5 m/s without friction: about 60 of 80 through after 10 s (45–72).',
    view: 'door', config: tries.pushingNoFriction, seconds: 10, metric: 'evacuated', expect: { min: 45, max: 72 }, mean: { min: 57.5, max: 63 }, seeds: eight
  },
  {
    id: 'walls/pushing-friction-pause', text: 'v0 = 5 m/s with friction: the door’s longest blockage in 20 s is about 2.0 s (0.0–4.3 s).',
    view: 'door', config: pushing, seconds: 20, metric: 'doorLongestPause', expect: { min: 0.6, max: 4 }, mean: { min: 1.4, max: 2.3 }, seeds: eight
  },
  {
    id: 'walls/pushing-nofriction-pause', text: 'v0 = 5 m/s without friction: the door’s longest blockage in 20 s is about 0.6 s (0.26–1.06 s).',
    view: 'door', config: tries.pushingNoFriction, seconds: 20, metric: 'doorLongestPause', expect: { min: 0.3, max: 0.9 }, mean: { min: 0.5, max: 0.72 }, seeds: eight
  },
  {
    id: 'walls/calm-pause', text: 'v0 = 1.34 m/s: the door’s longest pause in 20 s is about 1.2 s (0.2–2.4 s).',
    view: 'door', config: door, seconds: 20, metric: 'doorLongestPause', expect: { min: 0.5, max: 3.5 }, mean: { min: 1.0, max: 1.5 }, seeds: eight
  },
  {
    id: 'walls/calm-overlap', text: 'v0 = 1.34 m/s: the deepest overlap from 5 s to 15 s is about 2 cm on average over the seeds, under 4 cm in every seed.',
    view: 'door', config: door, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0, max: 0.04 }, mean: { min: 0.015, max: 0.03 }, seeds: eight
  },
  {
    id: 'walls/pushing-overlap', text: 'v0 = 5 m/s: the deepest overlap from 5 s to 15 s is about 6 cm (0.038–0.076 m).',
    view: 'door', config: pushing, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0.035, max: 0.095 }, mean: { min: 0.054, max: 0.067 }, seeds: eight
  },
  {
    id: 'walls/pushing-nofriction-overlap', text: 'v0 = 5 m/s without friction: the deepest overlap from 5 s to 15 s is about 8 cm (0.032–0.128 m).',
    view: 'door', config: tries.pushingNoFriction, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0.035, max: 0.11 }, mean: { min: 0.07, max: 0.09 }, seeds: eight
  },
  // ── The stiff spring ──
  {
    id: 'walls/dt003-20s', text: 'Δt = 0.03 s (below √(2m/k) = 0.037 s): no blow-up, and after 20 s about as many are through the door as at Δt = 0.01 s, about 42, though now and then a run lets through far more.',
    view: 'stiff', config: tries.dt003, seconds: 20, metric: 'evacuated', expect: { min: 36, max: 80 }, mean: { min: 39.5, max: 45 }, seeds: eight
  },
  {
    id: 'walls/dt004-20s', text: 'Δt = 0.04 s (just above the limit): seeds 3 and 8 blow up (at 2.7 s and 2.4 s); the other six do not, but after 20 s about 74 are through the door in them (68–79), some 30 more than at Δt = 0.01 s.',
    view: 'stiff', config: tries.dt004, seconds: 20, metric: 'evacuated', expect: { min: 62, max: 80 }, mean: { min: 73, max: 77 }, seeds: stableAt004, chosenSeeds: 'the seeds at which Δt = 0.04 s does not blow up'
  },
  {
    id: 'walls/dt004-overlap', text: 'Δt = 0.04 s, in the six seeds that do not blow up: the deepest overlap from 5 s to 15 s is about 0.5 m (0.30–0.79 m): bodies pass through each other.',
    view: 'stiff', config: tries.dt004, seconds: 15, from: 5, every: 0.5, statistic: 'max', metric: 'deepestOverlap', expect: { min: 0.3, max: 0.7 }, seeds: stableAt004, chosenSeeds: 'the seeds at which Δt = 0.04 s does not blow up'
  },
  {
    id: 'walls/dt006-blowup', text: 'Δt = 0.06 s: the run blows up in seven of the eight seeds, within 8 s (the first at 1.9 s, the last at 7.3 s); seed 4 ran the 20 s.',
    view: 'stiff', config: tries.dt006, seconds: 20, metric: 'blowupTime', expect: { min: 1, max: 8 }, seeds: [1, 2, 3, 5, 6, 7, 8],
    chosenSeeds: 'seed 4 ran the 20 s without blowing up (so did seeds 9 and 10 of 9–12); the prose says so'
  }
] satisfies Claim[];
