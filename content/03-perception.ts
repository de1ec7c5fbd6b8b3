/**
 * The perception chapter's simulations and the numbers its prose states about them, as typed data. The chapter
 * (03-perception.svx) only passes these to its components; tests/unit/chapters/configs.test.ts builds and steps every
 * config, and the claims' tests (tests/claims) run every claim with the engine over several seeds.
 */
import { mergeConfigs, type ConfigLayer, type ForceName, type SimConfig } from '$lib/engine';
import type { Claim, SweepSpec } from '$lib/claims';
import { BOOK_CONTROLS, BOOK_CONTROLS_FULL } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;
export const controlsFull = BOOK_CONTROLS_FULL;

/** Article B's rules off; Reynolds steering on, scaled to article B's world as in the boids chapter. */
const steeringRules = {
  cohesionB: { enabled: false },
  separationB: { enabled: false },
  alignmentB: { enabled: false },
  separation: { enabled: true, params: { weight: 5, radius: 5 } },
  alignment: { enabled: true, params: { weight: 1, radius: 10 } },
  cohesion: { enabled: true, params: { weight: 0.5, radius: 10 } },
  cruise: { enabled: true }
} satisfies ConfigLayer['forces'];

/** The boids chapter's last flock: 100 steering boids with a cruise speed, in article B's soft circle. */
const radiusBase = { scenario: 'bounded-flock', seed: 3, forces: steeringRules } satisfies SimConfig;

/** The book's benchmark flock: 200 boids on a torus, R = 1 m, about 10 neighbours each, with a cruise speed. */
const coneBase = { scenario: 'free-flock', seed: 1, params: { N: 200 } } satisfies SimConfig;
const cone = (fov: number) => ({ forces: { separation: { params: { fov } }, alignment: { params: { fov } }, cohesion: { params: { fov } } } }) satisfies ConfigLayer;

/**
 * A diluted flock in open space: article B's world with its boundary off, 100 boids spread over a disc of 75 m
 * (mean spacing about 13 m, more than R = 10 m) at 3 m/s in random directions.
 */
const diluteBase = {
  scenario: 'bounded-flock',
  seed: 1,
  params: { spawnRadius: 75, speed: 3 },
  forces: { ...steeringRules, softBoundaryB: { enabled: false } }
} satisfies SimConfig;
/** Topological alignment and cohesion: the k nearest within a search radius of 50 m (radius only bounds the search). */
const topological = (k: number) =>
  ({ forces: { alignment: { params: { radius: 50, topological: k } }, cohesion: { params: { radius: 50, topological: k } } } }) satisfies ConfigLayer;

/** Article B's naive flock (the boids chapter's "flock" view). */
const capBase = { scenario: 'bounded-flock', seed: 1 } satisfies SimConfig;
const capped = (n: number) =>
  ({ forces: { cohesionB: { params: { maxNeighbours: n } }, alignmentB: { params: { maxNeighbours: n } }, separationB: { params: { maxNeighbours: n } } } }) satisfies ConfigLayer;

/** The views, by the id each one has on the page. */
export const views = {
  radius: radiusBase,
  cone: coneBase,
  dilute: diluteBase,
  cap: capBase
} satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view (the boundary and cruise speed come from the boids chapter). */
export const introduced = {
  radius: ['softBoundaryB', 'separation', 'alignment', 'cohesion', 'cruise'],
  cone: ['separation', 'alignment', 'cohesion', 'cruise'],
  dilute: ['separation', 'alignment', 'cohesion', 'cruise'],
  cap: ['softBoundaryB', 'separationB', 'alignmentB', 'cohesionB']
} satisfies Record<string, ForceName[]>;

/** The experiments the prose sets with a live number (<Try>): each a whole config for its view. */
export const tries = {
  r20: mergeConfigs(radiusBase, { forces: { alignment: { params: { radius: 20 } }, cohesion: { params: { radius: 20 } } } }),
  r10: radiusBase as SimConfig,
  fov120: mergeConfigs(coneBase, cone(120)),
  fov240: mergeConfigs(coneBase, cone(240)),
  fov360: coneBase as SimConfig,
  k7: mergeConfigs(diluteBase, topological(7)),
  metric: diluteBase as SimConfig,
  denseMetric: mergeConfigs(diluteBase, { params: { spawnRadius: 25 } }),
  denseK7: mergeConfigs(diluteBase, { params: { spawnRadius: 25 }, ...topological(7) }),
  cap10: mergeConfigs(capBase, capped(10)),
  cap5: mergeConfigs(capBase, capped(5)),
  cap5AllPairs: mergeConfigs(capBase, { ...capped(5), settings: { neighbours: 'all-pairs' } }),
  cap0: capBase as SimConfig
} satisfies Record<string, SimConfig>;

const eight = [1, 2, 3, 4, 5, 6, 7, 8];

/** Groups after 30 s against the radius of the start disc (the density), metric and topological, six seeds each. */
const spawnRadii = [25, 40, 55, 75, 100];
const groupsSweep = (id: string, title: string, layer: ConfigLayer): SweepSpec => ({
  id, title,
  xLabel: 'Radius of the start disc', xUnit: 'm', yLabel: 'Groups after 30 s',
  points: spawnRadii.map((r) => ({ x: r, config: mergeConfigs(mergeConfigs(diluteBase, layer), { params: { spawnRadius: r } }) })),
  seeds: [1, 2, 3, 4, 5, 6],
  measure: { kind: 'metric', metric: 'groups', seconds: 30 },
  yDomain: [0, 32]
});

/** The density sweeps: how the number of groups grows as the same 100 boids start more spread out. */
export const sweeps = {
  metric: groupsSweep('perception-groups-metric', 'Metric neighbours (R = 10 m)', {}),
  topological: groupsSweep('perception-groups-topological', 'Topological neighbours (k = 7)', topological(7))
} satisfies Record<string, SweepSpec>;

/** The radius Prediction: twice the radius, mill or school? */
export const radiusSchool: Claim = {
  id: 'perception/r20-school',
  text: 'R = 20 m: after 20 s the flock is a school, P ≈ 0.95 (0.90–1.00).',
  view: 'radius', config: tries.r20, seconds: 20, metric: 'polarization',
  expect: { min: 0.9 }, mean: { min: 0.93 }, seeds: eight,
  ask: {
    question: 'The steering flock mills at R = 10 m. Double the perception radius of alignment and cohesion to 20 m. What is the polarization after 20 s?',
    choices: [
      { label: 'Low, under 0.5: a bigger neighbourhood is still a ring around the centre', max: 0.5 },
      { label: 'In between, 0.5–0.9', min: 0.5, max: 0.9 },
      { label: 'Above 0.9: the mill straightens into a school', min: 0.9 }
    ]
  }
};

/** The view-cone Prediction: a 120° cone, tighter or looser? */
export const coneTight: Claim = {
  id: 'perception/fov120-nn',
  text: 'φ = 120°: after 30 s the nearest-neighbour distance is about 0.16 m (0.11–0.21 m).',
  view: 'cone', config: tries.fov120, seconds: 30, metric: 'nearestNeighbour',
  expect: { min: 0.12, max: 0.2 }, mean: { min: 0.14, max: 0.18 }, seeds: eight,
  ask: {
    question: 'With all-round vision the flock packs at about 0.27 m. Give every rule a view cone of 120°: a boid now ignores the neighbours beside and behind it. Nearest-neighbour distance after 30 s?',
    choices: [
      { label: 'Looser, above 0.3 m: fewer neighbours pull it in', min: 0.3 },
      { label: 'About the same, 0.22–0.3 m', min: 0.22, max: 0.3 },
      { label: 'Tighter, below 0.22 m', max: 0.22 }
    ]
  }
};

/** The topological Prediction: the diluted flock with k = 7. */
export const topoGroups: Claim = {
  id: 'perception/dilute-k7-groups',
  text: 'Diluted, topological k = 7: after 30 s 4 groups on average (1–8).',
  view: 'dilute', config: tries.k7, seconds: 30, metric: 'groups',
  expect: { min: 2, max: 9 }, mean: { min: 3, max: 5 }, seeds: eight,
  ask: {
    question: 'Metric boids (R = 10 m) started that sparse end up in about 16 groups. Now each boid uses its 7 nearest neighbours, however far. How many groups after 30 s?',
    choices: [
      { label: 'About as many, 10 or more: the flock is just as diluted', min: 10 },
      { label: 'A handful, 2 to 9', min: 2, max: 9 },
      { label: 'One flock', max: 1 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── The perception radius ──
  {
    id: 'perception/r10-mill',
    text: 'R = 10 m: after 20 s the steering flock mills, M ≈ 0.82 (0.25–1.00).',
    view: 'radius', config: radiusBase, seconds: 20, metric: 'milling',
    expect: { min: 0.45 }, mean: { min: 0.75, max: 0.9 }, seeds: eight
  },
  radiusSchool,
  {
    id: 'perception/r20-milling',
    text: 'R = 20 m: the milling number falls to 0.00–0.52 (0.25 on average).',
    view: 'radius', config: tries.r20, seconds: 20, metric: 'milling',
    expect: { max: 0.4 }, mean: { max: 0.32 }, seeds: eight
  },
  // ── The view cone ──
  {
    id: 'perception/fov360-nn',
    text: 'φ = 360°: after 30 s the nearest-neighbour distance is about 0.27 m (0.24–0.31 m).',
    view: 'cone', config: coneBase, seconds: 30, metric: 'nearestNeighbour',
    expect: { min: 0.24, max: 0.3 }, mean: { min: 0.25, max: 0.29 }, seeds: eight
  },
  coneTight,
  {
    id: 'perception/fov240-nn',
    text: 'φ = 240°: about 0.23 m (0.17–0.27 m).',
    view: 'cone', config: tries.fov240, seconds: 30, metric: 'nearestNeighbour',
    expect: { min: 0.18, max: 0.26 }, mean: { min: 0.21, max: 0.24 }, seeds: eight
  },
  {
    id: 'perception/fov120-polarization',
    text: 'φ = 120°: the flock still flies together, P ≈ 0.93 (0.77–1.00).',
    view: 'cone', config: tries.fov120, seconds: 30, metric: 'polarization',
    expect: { min: 0.8 }, mean: { min: 0.9 }, seeds: eight
  },
  // ── Metric against topological ──
  {
    id: 'perception/dilute-metric-groups',
    text: 'Diluted, metric R = 10 m: after 30 s about 16 groups (10–21).',
    view: 'dilute', config: diluteBase, seconds: 30, metric: 'groups',
    expect: { min: 10 }, mean: { min: 14, max: 18 }, seeds: eight
  },
  topoGroups,
  {
    id: 'perception/dense-metric-groups',
    text: 'Dense start (25 m), metric: 0–3 groups after 30 s, 1.25 on average.',
    view: 'dilute', config: tries.denseMetric, seconds: 30, metric: 'groups',
    expect: { max: 2 }, mean: { max: 1.5 }, seeds: eight
  },
  {
    id: 'perception/dense-k7-groups',
    text: 'Dense start (25 m), k = 7: 0–4 groups after 30 s, 1.9 on average.',
    view: 'dilute', config: tries.denseK7, seconds: 30, metric: 'groups',
    expect: { max: 3 }, mean: { max: 2.2 }, seeds: eight
  },
  // ── Article B's neighbour cap ──
  {
    id: 'perception/cap0-nn',
    text: 'No cap: the school packs to about 0.75 m (0.65–0.87 m) after 20 s.',
    view: 'cap', config: capBase, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 0.6, max: 0.95 }, mean: { min: 0.7, max: 0.8 }, seeds: eight
  },
  {
    id: 'perception/cap10-nn',
    text: 'n_max = 10 (the grid): about 1.5 m (0.45–2.60 m) after 20 s.',
    view: 'cap', config: tries.cap10, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 0.9 }, mean: { min: 1.3, max: 1.7 }, seeds: eight
  },
  {
    id: 'perception/cap5-nn',
    text: 'n_max = 5 (the grid): about 2 m (0.65–3.18 m) after 20 s.',
    view: 'cap', config: tries.cap5, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 1.2 }, mean: { min: 1.8, max: 2.1 }, seeds: eight
  },
  {
    id: 'perception/cap5-allpairs-nn',
    text: 'n_max = 5 with all pairs: about 1.0 m (0.26–2.17 m) after 20 s.',
    view: 'cap', config: tries.cap5AllPairs, seconds: 20, metric: 'nearestNeighbour',
    expect: { max: 1.8 }, mean: { min: 0.9, max: 1.15 }, seeds: eight
  }
] satisfies Claim[];
