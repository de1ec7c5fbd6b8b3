/**
 * The driving-and-repulsion chapter's simulations and the numbers its prose states about them, as typed data. The
 * chapter (06-driving-and-repulsion.svx) only passes these to its components; tests/unit/chapters/configs.test.ts
 * builds and steps every config, and the claims' tests (tests/claims) run every claim over several seeds.
 *
 * Two set-ups are scenario documents written here (a walk round a rectangle, two walkers meeting head-on): no
 * built-in scenario isolates one walker's turn or one encounter. A link cannot carry a document, so those views
 * have no share button.
 */
import { mergeConfigs, SCENARIO_FORMAT, type ConfigLayer, type ForceName, type ScenarioDoc, type SimConfig } from '$lib/engine';
import type { ControlName } from '$lib/components';
import type { Claim } from '$lib/claims';
import { BOOK_CONTROLS } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;
/** The same without the share button, for the views built from a document written here. */
export const controlsNoShare: ControlName[] = controls.filter((c) => c !== 'share');
/** Each side of the comparison: its force switch with its parameters, and the overlays (to show the targets). */
export const sideControls: ControlName[] = ['forces', 'forceParams', 'overlays'];

/** Helbing & Molnár's step as the book's crowd scenarios take it: two sub-steps of 25 ms, semi-implicit Euler, v ≤ 1.3 v₀. */
const HM_SETTINGS = { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 };

// ── The driving term: one walker round a rectangle ──────────────────────────────────────────────────────────────

const corners: [number, number][] = [[8, 0], [8, 6], [0, 6], [0, 0]];

/**
 * One walker of article A's mass (1 kg) at rest in the corner (0, 0), walking at v₀ = 1.34 m/s round an 8 m × 6 m
 * rectangle (ten laps) about a block, turning toward the next corner once within 0.5 m of the one it is heading for.
 */
const squareWalk: ScenarioDoc = {
  format: SCENARIO_FORMAT, name: 'square-walk', title: 'A walk round a block', family: 'social',
  summary: 'One walker from rest in the corner (0, 0), round the rectangle anticlockwise: east, north, west, south.',
  world: { x0: -2, y0: -2, width: 12, height: 10 },
  // A block to walk round, 1 m inside the route: it shows the route. No force here sees walls, and no path comes
  // within a body's radius of it, so it never touches the walker (the claims are the same without it).
  obstacles: [{ name: 'block', polygon: [[1, 1], [7, 1], [7, 5], [1, 5]] }],
  spawns: [{
    name: 'walker', region: { rect: [-0.001, -0.001, 0.001, 0.001] }, count: 1, radius: 0.3, mass: 1, v0: 1.34,
    goal: { waypoints: Array.from({ length: 10 }, () => corners).flat(), reach: 0.5 }
  }],
  forces: [{ name: 'drivingA' }, { name: 'drivingHM' }],
  settings: HM_SETTINGS,
  metrics: ['meanSpeed']
};

const turnBase = { scenario: 'custom', file: squareWalk, seed: 1 } satisfies SimConfig;
const articleSide = { forces: { drivingHM: { enabled: false } } } satisfies ConfigLayer;
const helbingSide = { forces: { drivingA: { enabled: false } } } satisfies ConfigLayer;
const turnA = mergeConfigs(turnBase, articleSide);
const turnHM = mergeConfigs(turnBase, helbingSide);
const turnTau = (tau: number) => mergeConfigs(turnHM, { forces: { drivingHM: { params: { tau } } } });

// ── People repel: two walkers meet head-on ──────────────────────────────────────────────────────────────────────

/**
 * Two walkers (radius 0.3 m, v₀ = 1.34 m/s, already walking) 12 m apart in a strip 16 m long that wraps round at its
 * ends, walking toward each other: one east on y = 0, one west on a line a random 5–35 cm to the side (the seed draws
 * it). Each force is per kilogram (m = 1 kg), so article A's s reads as an acceleration; Helbing et al. 2000's
 * A = 2000 N, k = 1.2·10⁵ kg/s² and κ = 2.4·10⁵ kg/(m s) on 80 kg people become 25, 1500 and 3000 on 1 kg — the same
 * accelerations. One repulsion law is on at a time; article A's to start with.
 */
const headOnDoc: ScenarioDoc = {
  format: SCENARIO_FORMAT, name: 'head-on', title: 'Two walkers meet head-on', family: 'social',
  summary: 'Two walkers approach each other on lines a few centimetres apart; one repulsion law at a time keeps them apart.',
  world: { x0: -8, y0: -3, width: 16, height: 6, periodic: ['x'] },
  spawns: [
    { name: 'walking east', region: { rect: [-6.001, -0.001, -5.999, 0.001] }, count: 1, radius: 0.3, mass: 1, v0: 1.34, velocity: 'desired', goal: { direction: [1, 0] }, kind: 0 },
    { name: 'walking west', region: { rect: [5.999, 0.05, 6.001, 0.35] }, count: 1, radius: 0.3, mass: 1, v0: 1.34, velocity: 'desired', goal: { direction: [-1, 0] }, kind: 1 }
  ],
  forces: [
    { name: 'drivingHM' },
    { name: 'personalSpaceA' },
    { name: 'repulsionHM', enabled: false, params: { elliptical: 0 } },
    { name: 'contactHFV', enabled: false, params: { A: 25, k: 1500, kappa: 3000 } }
  ],
  settings: HM_SETTINGS,
  metrics: ['nearestNeighbour', 'meanSpeed'],
  kinds: ['walking east', 'walking west']
};

const headOn = { scenario: 'custom', file: headOnDoc, seed: 1 } satisfies SimConfig;
const only = (f: 'personalSpaceA' | 'repulsionHM' | 'contactHFV', params?: Record<string, number>): SimConfig =>
  mergeConfigs(headOn, {
    forces: {
      personalSpaceA: { enabled: f === 'personalSpaceA' },
      repulsionHM: { enabled: f === 'repulsionHM', ...(f === 'repulsionHM' && params ? { params } : {}) },
      contactHFV: { enabled: f === 'contactHFV' }
    }
  });
const lawA = only('personalSpaceA');
const lawCircular = only('repulsionHM', { elliptical: 0 });
const lawElliptical = only('repulsionHM', { elliptical: 1 });
const lawHFV = only('contactHFV');

// ── Field of view: crossing flows ───────────────────────────────────────────────────────────────────────────────

/**
 * The book's crossing flows (120 walkers, a 16 m square that wraps round, half walking east, half north) with
 * Helbing & Molnár's elliptical repulsion and its field of view (2φ = 200°, c = 0.5). The scenario's body force
 * (a later chapter's) is off: only the forces this chapter introduces act.
 */
const crossing = {
  scenario: 'crossing', seed: 1,
  forces: { bodyContact: { enabled: false } }
} satisfies SimConfig;
const crossingC = (c: number) => mergeConfigs(crossing, { forces: { repulsionHM: { params: { c } } } });

// ── Anisotropy: a one-way corridor ──────────────────────────────────────────────────────────────────────────────

/**
 * 120 people walking east in the book's corridor (30 m × 6 m, wrapping round along its length), with Helbing et al.
 * 2000's circular law and the anisotropy λ (Johansson, Helbing & Shukla 2007): λ = 1, the law of the head-on view.
 * The walls keep their own push (wallHM, the next chapter's); the body force is off.
 */
const corridor = {
  scenario: 'corridor', seed: 1,
  params: { flow: 'one-way', N: 120 },
  forces: { repulsionHM: { enabled: false }, bodyContact: { enabled: false }, anisotropic: { enabled: true, params: { lambda: 1 } } }
} satisfies SimConfig;
const corridorLambda = (lambda: number) => mergeConfigs(corridor, { forces: { anisotropic: { params: { lambda } } } });

/** The views, by the id each one has on the page. */
export const views = {
  'head-on': headOn,
  crossing,
  corridor
} satisfies Record<string, SimConfig>;

/** Side-by-side comparisons: a shared base and one layer per side. */
export const comparisons = {
  turn: { config: turnBase, left: articleSide, right: helbingSide }
} satisfies Record<string, { config: SimConfig; left: ConfigLayer; right: ConfigLayer }>;

/** The forces the prose has introduced by each view, in prose order. */
export const introduced = {
  'turn-left': ['drivingA'],
  'turn-right': ['drivingHM'],
  'head-on': ['drivingHM', 'personalSpaceA', 'repulsionHM', 'contactHFV'],
  crossing: ['drivingHM', 'repulsionHM'],
  corridor: ['drivingHM', 'anisotropic']
} satisfies Record<string, ForceName[]>;

/** The live numbers of the prose (<Try>): whole configs loaded into the view named beside them. */
export const tries = {
  tau02: turnTau(0.2),
  tau1: turnTau(1),
  lawA,
  lawCircular,
  lawElliptical,
  lawHFV,
  c1: crossingC(1),
  c0: crossingC(0),
  lambda05: corridorLambda(0.5),
  lambda01: corridorLambda(0.1),
  lambda1: corridorLambda(1)
} satisfies Record<string, SimConfig>;

const three = [1, 2, 3];
const six = [1, 2, 3, 4, 5, 6];
const eight = [1, 2, 3, 4, 5, 6, 7, 8];

/** The Prediction after the driving term: asked before the left view runs it. */
export const slowStart: Claim = {
  id: 'repel/turn-a-speed-1.5s',
  text: 'Article A’s walker from rest: 1.05 m/s after 1.5 s, 78 % of v₀ (Helbing’s: 95 %).',
  view: 'turn-left', config: turnA, seconds: 1.5, metric: 'meanSpeed',
  expect: { min: 1.03, max: 1.07 }, seeds: three,
  ask: {
    question: 'Both walkers start from rest with v₀ = 1.34 m/s. After 1.5 s Helbing’s (τ = 0.5 s) walks at 95 % of v₀. How fast is article A’s?',
    choices: [
      { label: 'As fast, about 1.27 m/s: the mass of 1 kg changes nothing', min: 1.2 },
      { label: 'About 1 m/s, three quarters of v₀', min: 0.9, max: 1.2 },
      { label: 'About half of v₀, 0.67 m/s or less: it is twice as slow', max: 0.9 }
    ]
  }
};

/** The Prediction in the corridor: asked before the view runs λ = 0.1. */
export const lambdaSlows: Claim = {
  id: 'repel/corridor-lambda-0.1',
  text: 'One-way corridor, λ = 0.1: after 40 s the crowd walks east at about 1.1 m/s (0.99–1.18 m/s), not the 1.31 m/s of λ = 1.',
  view: 'corridor', config: corridorLambda(0.1), seconds: 40, metric: 'goalVelocity',
  expect: { min: 1.0, max: 1.2 }, mean: { min: 1.05, max: 1.16 }, seeds: six,
  ask: {
    question: 'With λ = 1 the 120 walkers go east at about 1.31 m/s, their desired speed. Now people behind you count only a tenth (λ = 0.1). How fast does the crowd walk after 40 s?',
    choices: [
      { label: 'Faster, above 1.35 m/s: fewer pushes to dodge', min: 1.35 },
      { label: 'The same, 1.25–1.35 m/s: in a one-way flow nobody is met head-on', min: 1.25, max: 1.35 },
      { label: 'Slower, below 1.25 m/s', max: 1.25 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Driving ──
  slowStart,
  {
    id: 'repel/turn-hm-speed-1.5s',
    text: 'Helbing’s walker from rest (τ = 0.5 s): 95 % of v₀ after 1.5 s.',
    view: 'turn-right', config: turnHM, seconds: 1.5, metric: 'meanSpeed',
    expect: { min: 0.945 * 1.34, max: 0.96 * 1.34 }, seeds: three
  },
  {
    id: 'repel/turn-a-t95',
    text: 'Article A’s walker reaches 95 % of v₀ after 3.0 s.',
    view: 'turn-left', config: turnA, seconds: 10, metric: 'timeTo95',
    expect: { min: 2.95, max: 3.05 }, seeds: three
  },
  {
    id: 'repel/turn-hm-t95',
    text: 'Helbing’s walker (τ = 0.5 s) reaches 95 % of v₀ after 1.5 s.',
    view: 'turn-right', config: turnHM, seconds: 10, metric: 'timeTo95',
    expect: { min: 1.45, max: 1.55 }, seeds: three
  },
  {
    id: 'repel/turn-a-overshoot',
    text: 'Article A’s walker swings 0.61 m past the first corner (x = 8 m): its centre reaches x = 8.61 m.',
    view: 'turn-left', config: turnA, seconds: 12, metric: 'maxX',
    expect: { min: 8.58, max: 8.64 }, seeds: three
  },
  {
    id: 'repel/turn-hm-overshoot',
    text: 'Helbing’s walker (τ = 0.5 s) swings 0.14 m past the first corner: x reaches 8.14 m.',
    view: 'turn-right', config: turnHM, seconds: 12, metric: 'maxX',
    expect: { min: 8.11, max: 8.17 }, seeds: three
  },
  {
    id: 'repel/turn-tau0.2-overshoot',
    text: 'τ = 0.2 s: the walker turns before the corner; x never passes 8 m.',
    view: 'turn-right', config: turnTau(0.2), seconds: 12, metric: 'maxX',
    expect: { min: 7.9, max: 8.0 }, seeds: three
  },
  {
    id: 'repel/turn-tau1-overshoot',
    text: 'τ = 1 s: Helbing’s walker swings 0.61 m past the corner, exactly as article A’s.',
    view: 'turn-right', config: turnTau(1), seconds: 12, metric: 'maxX',
    expect: { min: 8.58, max: 8.64 }, seeds: three
  },
  // ── Head-on: article A's exponential ──
  {
    id: 'repel/headon-a-min',
    text: 'Article A’s law: the closest the two centres come is 0.48–0.84 m (bodies 0.6 m wide).',
    view: 'head-on', config: lawA, seconds: 8, metric: 'nearestNeighbour', statistic: 'min', every: 0.05,
    expect: { min: 0.55, max: 0.75 }, seeds: eight
  },
  {
    id: 'repel/headon-a-sidestep',
    text: 'Article A’s law: the first 5 cm sidestep comes only 0.48–0.72 m apart, though the push starts at 1.5 m.',
    view: 'head-on', config: lawA, seconds: 8, metric: 'sidestepGap',
    expect: { min: 0.5, max: 0.7 }, seeds: eight
  },
  {
    id: 'repel/headon-a-brake',
    text: 'Article A’s law: the two brake, to a mean speed as low as 0.00–0.91 m/s.',
    view: 'head-on', config: lawA, seconds: 8, metric: 'meanSpeed', statistic: 'min', every: 0.05,
    expect: { min: 0.15, max: 0.7 }, seeds: eight
  },
  // ── Head-on: Helbing & Molnár circular ──
  {
    id: 'repel/headon-circ-min',
    text: 'Circular potential: the centres come as close as 0.00–0.53 m: the bodies overlap, they walk through each other.',
    view: 'head-on', config: lawCircular, seconds: 8, metric: 'nearestNeighbour', statistic: 'min', every: 0.05,
    expect: { min: 0.08, max: 0.4 }, seeds: eight
  },
  {
    id: 'repel/headon-circ-sidestep',
    text: 'Circular potential: neither steps 5 cm aside before they have passed each other.',
    view: 'head-on', config: lawCircular, seconds: 8, metric: 'sidestepGap',
    expect: { max: 0 }, seeds: eight
  },
  {
    id: 'repel/headon-circ-speed',
    text: 'Circular potential: the mean speed drops only to 0.61–1.36 m/s.',
    view: 'head-on', config: lawCircular, seconds: 8, metric: 'meanSpeed', statistic: 'min', every: 0.05,
    expect: { min: 0.75, max: 1.2 }, seeds: eight
  },
  // ── Head-on: Helbing & Molnár elliptical ──
  {
    id: 'repel/headon-ell-sidestep',
    text: 'Elliptical potential: the first 5 cm sidestep comes 1.03–1.57 m apart.',
    view: 'head-on', config: lawElliptical, seconds: 8, metric: 'sidestepGap',
    expect: { min: 1.1, max: 1.5 }, seeds: eight
  },
  {
    id: 'repel/headon-ell-min',
    text: 'Elliptical potential: the centres stay 0.53–0.71 m apart at the closest, the bodies just clear.',
    view: 'head-on', config: lawElliptical, seconds: 8, metric: 'nearestNeighbour', statistic: 'min', every: 0.05,
    expect: { min: 0.56, max: 0.68 }, seeds: eight
  },
  {
    id: 'repel/headon-ell-speed',
    text: 'Elliptical potential: they hardly slow down (mean speed never below 1.3 m/s).',
    view: 'head-on', config: lawElliptical, seconds: 8, metric: 'meanSpeed', statistic: 'min', every: 0.05,
    expect: { min: 1.3 }, seeds: eight
  },
  // ── Head-on: Helbing, Farkas & Vicsek 2000 ──
  {
    id: 'repel/headon-hfv-min',
    text: 'Helbing et al. 2000: the bodies just touch (closest 0.58–0.66 m).',
    view: 'head-on', config: lawHFV, seconds: 8, metric: 'nearestNeighbour', statistic: 'min', every: 0.05,
    expect: { min: 0.59, max: 0.65 }, seeds: eight
  },
  {
    id: 'repel/headon-hfv-sidestep',
    text: 'Helbing et al. 2000: the first 5 cm sidestep comes 0.28–1.13 m apart.',
    view: 'head-on', config: lawHFV, seconds: 8, metric: 'sidestepGap',
    expect: { min: 0.45, max: 1.0 }, seeds: eight
  },
  {
    id: 'repel/headon-hfv-brake',
    text: 'Helbing et al. 2000: the two brake hard, to a mean speed of 0.00–1.05 m/s.',
    view: 'head-on', config: lawHFV, seconds: 8, metric: 'meanSpeed', statistic: 'min', every: 0.05,
    expect: { min: 0.1, max: 0.8 }, seeds: eight
  },
  // ── Field of view: crossing flows ──
  {
    id: 'repel/crossing-c0.5',
    text: 'Crossing flows, c = 0.5: about 0.9 m/s toward the goal (0.84–0.97 m/s, mean from 15 s to 30 s).',
    view: 'crossing', config: crossing, seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 15, every: 1,
    expect: { min: 0.85, max: 0.96 }, mean: { min: 0.88, max: 0.93 }, seeds: six
  },
  {
    id: 'repel/crossing-c1',
    text: 'Crossing flows, c = 1 (no field of view): about 1.03 m/s (0.95–1.12 m/s).',
    view: 'crossing', config: crossingC(1), seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 15, every: 1,
    expect: { min: 0.96, max: 1.1 }, mean: { min: 1.0, max: 1.06 }, seeds: six
  },
  {
    id: 'repel/crossing-c0',
    text: 'Crossing flows, c = 0 (blind behind): about 0.73 m/s (0.64–0.82 m/s).',
    view: 'crossing', config: crossingC(0), seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 15, every: 1,
    expect: { min: 0.68, max: 0.78 }, mean: { min: 0.71, max: 0.75 }, seeds: [...six, 618840, 763917, 73422, 366297]
  },
  // ── Anisotropy: the corridor ──
  {
    id: 'repel/corridor-lambda-1',
    text: 'One-way corridor, λ = 1: about 1.31 m/s east (1.21–1.41 m/s, mean from 20 s to 40 s), about the crowd’s desired speed.',
    view: 'corridor', config: corridor, seconds: 40, metric: 'goalVelocity', statistic: 'mean', from: 20, every: 1,
    expect: { min: 1.21, max: 1.41 }, mean: { min: 1.29, max: 1.34 }, seeds: [...six, 150006, 614221, 547919, 108208]
  },
  {
    id: 'repel/corridor-lambda-0.5',
    text: 'One-way corridor, λ = 0.5: about 1.22 m/s (mean from 20 s to 40 s).',
    view: 'corridor', config: corridorLambda(0.5), seconds: 40, metric: 'goalVelocity', statistic: 'mean', from: 20, every: 1,
    expect: { min: 1.17, max: 1.27 }, mean: { min: 1.19, max: 1.25 }, seeds: six
  },
  lambdaSlows
] satisfies Claim[];
