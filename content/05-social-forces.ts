/**
 * The social-forces chapter's simulations and the numbers its prose states about them, as typed data. The chapter
 * (05-social-forces.svx) only passes these to its components; tests/unit/chapterConfigs.test.ts builds and steps
 * every config, and tests/unit/claims.test.ts runs every claim with the engine over several seeds.
 */
import { mergeConfigs, type ForceName, type SimConfig } from '$lib/engine';
import { relaxationConfig } from '$lib/figures';
import type { Claim } from '$lib/claims';
import { BOOK_CONTROLS, BOOK_CONTROLS_FULL } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;
export const controlsFull = BOOK_CONTROLS_FULL;

// Article A's model exactly: its crowd scenario now also has bodies (the contact term bodyContact, which article A
// does not have), so this chapter's views switch them off — what the chapter teaches is how article A behaves.
const articleOnly = { bodyContact: { enabled: false } } as const;

const drivingOnly = {
  scenario: 'wandering',
  seed: 1,
  forces: { ...articleOnly, personalSpaceA: { enabled: false }, obstacleA: { enabled: false } }
} satisfies SimConfig;

const drivingPersonal = { scenario: 'wandering', seed: 1, forces: { ...articleOnly, obstacleA: { enabled: false } } } satisfies SimConfig;

const articleA = { scenario: 'wandering', seed: 1, forces: articleOnly } satisfies SimConfig;

// Helbing's driving term with a short relaxation time, a game-like step and no speed clamp: unstable.
const unstable = {
  scenario: 'wandering',
  seed: 1,
  settings: { dt: 0.25, speedCap: 0 },
  forces: { ...articleOnly, drivingA: { enabled: false }, drivingHM: { enabled: true, params: { tau: 0.1 } } }
} satisfies SimConfig;

const extensions = { scenario: 'wandering', seed: 1, params: { groupSize: 4 }, forces: articleOnly } satisfies SimConfig;

/** The views, by the id each one has on the page. */
export const views = {
  driving: drivingOnly,
  personal: drivingPersonal,
  'article-a': articleA,
  unstable,
  extensions
} satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view, in prose order. */
export const introduced = {
  driving: ['drivingA'],
  personal: ['drivingA', 'personalSpaceA'],
  'article-a': ['drivingA', 'personalSpaceA', 'obstacleA'],
  unstable: ['drivingA', 'personalSpaceA', 'obstacleA', 'drivingHM'],
  extensions: ['drivingA', 'personalSpaceA', 'obstacleA', 'groupCohesionA', 'panicA']
} satisfies Record<string, ForceName[]>;

/** The experiments the prose sets with a live number (<Try>): each a whole config for its view. */
export const tries = {
  p08: mergeConfigs(drivingPersonal, { forces: { personalSpaceA: { params: { personalSpace: 0.8 } } } }),
  smallerDt: mergeConfigs(unstable, { settings: { dt: 0.125 } }),
  clamp: mergeConfigs(unstable, { settings: { speedCap: 1.5 } }),
  groups: mergeConfigs(extensions, { forces: { groupCohesionA: { enabled: true } } }),
  panic: mergeConfigs(extensions, { forces: { panicA: { enabled: true } } })
} satisfies Record<string, SimConfig>;

/** One walker from rest, Helbing's driving term alone: the relaxation chart's own set-up (built at build time). */
const relaxing = relaxationConfig;

const twelve = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const eight = [1, 2, 3, 4, 5, 6, 7, 8];

/** The Prediction after the driving force: asked before the view runs it. */
export const pileUp: Claim = {
  id: 'social/driving-nn-60s',
  text: 'Driving alone: after 60 s the nearest-neighbour distance is down to about 0.8 m (0.51–1.14 m), below a body’s width in every seed.',
  view: 'driving', config: drivingOnly, seconds: 60, metric: 'nearestNeighbour',
  expect: { min: 0.6, max: 1 }, mean: { min: 0.75, max: 0.86 }, seeds: twelve,
  ask: {
    question: 'Nothing keeps these walkers apart, and no force sees the walls. What is the mean nearest-neighbour distance after 60 s?',
    choices: [
      { label: 'About 1.3 m: walking through each other, they are scattered like random points', min: 1.1 },
      { label: 'About 1 m, bodies just touching: 1–1.1 m', min: 1, max: 1.1 },
      { label: 'Below 1 m: bodies overlap, more and more', max: 1 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Force 1: driving ──
  {
    id: 'social/driving-nn-start',
    text: 'Driving alone: the walkers start about 1.17 m apart (1.00–1.34 m), placed so that no two bodies overlap.',
    view: 'driving', config: drivingOnly, seconds: 0, metric: 'nearestNeighbour',
    expect: { min: 1.05, max: 1.3 }, mean: { min: 1.14, max: 1.2 }, seeds: twelve
  },
  {
    id: 'social/driving-nn-10s',
    text: 'Driving alone: after 10 s they are still about 1.15 m apart (0.89–1.43 m).',
    view: 'driving', config: drivingOnly, seconds: 10, metric: 'nearestNeighbour',
    expect: { min: 0.95, max: 1.35 }, mean: { min: 1.1, max: 1.2 }, seeds: twelve
  },
  {
    id: 'social/driving-nn-no-walls',
    text: 'Driving alone without the walls: after 40 s about 1.25 m apart (0.84–1.66 m), like random points.',
    config: mergeConfigs(drivingOnly, { params: { obstacles: 0 } }), seconds: 40, metric: 'nearestNeighbour',
    expect: { min: 1.0, max: 1.5 }, mean: { min: 1.2, max: 1.32 }, seeds: eight
  },
  {
    id: 'social/driving-nn-20s',
    text: 'Driving alone: about 1.04 m apart after 20 s.',
    view: 'driving', config: drivingOnly, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 0.63, max: 1.43 }, mean: { min: 0.98, max: 1.1 }, seeds: [...twelve, 959433, 44771, 498100, 839078]
  },
  {
    id: 'social/driving-nn-40s',
    text: 'Driving alone: about 0.87 m apart after 40 s.',
    view: 'driving', config: drivingOnly, seconds: 40, metric: 'nearestNeighbour',
    expect: { min: 0.6, max: 1.25 }, mean: { min: 0.8, max: 0.93 }, seeds: twelve
  },
  pileUp,
  {
    id: 'social/driving-speed',
    text: 'Driving alone: a mean speed of about 1.2 m/s after 20 s.',
    view: 'driving', config: drivingOnly, seconds: 20, metric: 'meanSpeed',
    expect: { min: 0.95, max: 1.4 }, mean: { min: 1.12, max: 1.25 }, seeds: twelve
  },
  // ── Force 2: personal space ──
  {
    id: 'social/personal-nn',
    text: 'With personal space the nearest-neighbour distance rises to about 1.4 m (1.09–1.66 m) after 20 s.',
    view: 'personal', config: drivingPersonal, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 1.2, max: 1.6 }, mean: { min: 1.35, max: 1.5 }, seeds: twelve
  },
  {
    id: 'social/personal-speed',
    text: 'With personal space the mean speed falls to about 1 m/s after 20 s.',
    view: 'personal', config: drivingPersonal, seconds: 20, metric: 'meanSpeed',
    expect: { min: 0.8, max: 1.2 }, mean: { min: 0.95, max: 1.1 }, seeds: twelve
  },
  {
    id: 'social/personal-0.8-nn',
    text: 'P = 0.8 m: the crowd packs closer, to about 1.25 m (1.02–1.47 m) after 20 s.',
    view: 'personal', config: tries.p08,
    seconds: 20, metric: 'nearestNeighbour', expect: { min: 1.05, max: 1.45 }, mean: { min: 1.18, max: 1.3 }, seeds: twelve
  },
  // ── The time step ──
  {
    id: 'social/unstable-blows-up',
    text: 'τ = 0.1 s, Δt = 0.25 s, no clamp: after twelve to fourteen steps (2–3.8 s) speeds pass 1000 m/s.',
    view: 'unstable', config: unstable, seconds: 10, metric: 'blowupTime', expect: { min: 2.99, max: 3.51 }, seeds: twelve
  },
  {
    id: 'social/smaller-dt-calm',
    text: 'Δt = 0.125 s: the same crowd walks calmly, at a mean speed of about 1.6 m/s (1.38–1.92 m/s) after 10 s.',
    view: 'unstable', config: tries.smallerDt, seconds: 10, metric: 'meanSpeed',
    expect: { min: 1.3, max: 1.9 }, mean: { min: 1.5, max: 1.68 }, seeds: twelve
  },
  {
    id: 'social/clamp-hides',
    text: 'Δt = 0.25 s with the clamp at 1.5 v₀: no blow-up, but a mean speed of about 2.7 m/s (2.40–2.99 m/s) after 10 s.',
    view: 'unstable', config: tries.clamp, seconds: 10, metric: 'meanSpeed',
    expect: { min: 2.45, max: 2.95 }, mean: { min: 2.6, max: 2.8 }, seeds: twelve
  },
  // ── Helbing's equation: the relaxation chart ──
  {
    id: 'social/relaxation-dt-0.05',
    text: 'Δt = 0.05 s: 65 % of v₀ at t = τ, not 63.2 %.',
    config: relaxing(0.05), seconds: 0.5, metric: 'meanSpeed', expect: { min: 0.648 * 1.34, max: 0.654 * 1.34 }, seeds: [2, 3, 4]
  },
  {
    id: 'social/relaxation-dt-0.4',
    text: 'Δt = 0.4 s: 80 % of v₀ in a single step.',
    config: relaxing(0.4), seconds: 0.4, metric: 'meanSpeed', expect: { min: 0.799 * 1.34, max: 0.801 * 1.34 }, seeds: [2, 3, 4]
  },
  {
    id: 'social/relaxation-dt-0.9',
    text: 'Δt = 0.9 s: the speed jumps to 180 % of v₀.',
    config: relaxing(0.9), seconds: 0.9, metric: 'meanSpeed', expect: { min: 1.799 * 1.34, max: 1.801 * 1.34 }, seeds: [2, 3, 4]
  },
  // ── Extensions ──
  {
    id: 'social/groups-slow',
    text: 'Group cohesion on: after 20 s the mean speed is about 0.48 m/s (0.32–0.66 m/s).',
    view: 'extensions', config: tries.groups, seconds: 20, metric: 'meanSpeed',
    expect: { min: 0.25, max: 0.85 }, mean: { min: 0.43, max: 0.53 }, seeds: eight
  },
  {
    id: 'social/no-groups-speed',
    text: 'Without group cohesion: after 20 s the mean speed is about 1.0 m/s, nearly twice that.',
    view: 'extensions', config: extensions, seconds: 20, metric: 'meanSpeed',
    expect: { min: 0.7, max: 1.3 }, mean: { min: 0.9, max: 1.1 }, seeds: eight
  },
  {
    id: 'social/panic-speed',
    text: 'Panic on: within a second the mean speed jumps past 2 m/s (2.3–2.9 m/s at 1 s).',
    view: 'extensions', config: tries.panic, seconds: 1, metric: 'meanSpeed',
    expect: { min: 2.3, max: 2.8 }, seeds: eight
  },
  {
    id: 'social/panic-half-inside',
    text: 'Panic on: after 2 s about 20 of the fifty (16–23) are still within 7.5 m of the danger.',
    view: 'extensions', config: tries.panic, seconds: 2,
    metric: 'agentsWithin', within: { x: 0, y: 0, r: 7.5 }, expect: { min: 15, max: 26 }, mean: { min: 18, max: 23 }, seeds: eight
  },
  {
    id: 'social/panic-empties',
    text: 'Panic on: after 4 s at most three of fifty (0–5) are still within 7.5 m of the danger.',
    view: 'extensions', config: tries.panic, seconds: 4,
    metric: 'agentsWithin', within: { x: 0, y: 0, r: 7.5 }, expect: { max: 3 }, seeds: eight
  }
] satisfies Claim[];
