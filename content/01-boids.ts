/**
 * The boids chapter's simulations and the numbers its prose states about them, as typed data. The chapter
 * (01-boids.svx) only passes these to its components; tests/unit/chapterConfigs.test.ts builds and steps every
 * config, and tests/unit/claims.test.ts runs every claim with the engine over several seeds.
 */
import { mergeConfigs, type ConfigLayer, type ForceName, type SimConfig } from '$lib/engine';
import type { Claim } from '$lib/claims';
import { BOOK_CONTROLS, BOOK_CONTROLS_FULL } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;
export const controlsFull = BOOK_CONTROLS_FULL;

const separationOnly = {
  scenario: 'bounded-flock',
  seed: 1,
  forces: { alignmentB: { enabled: false }, cohesionB: { enabled: false } }
} satisfies SimConfig;

const separationAlignment = {
  scenario: 'bounded-flock',
  seed: 1,
  forces: { cohesionB: { enabled: false } }
} satisfies SimConfig;

const allThree = { scenario: 'bounded-flock', seed: 1 } satisfies SimConfig;

/** The views, by the id each one has on the page. */
export const views = {
  separation: separationOnly,
  alignment: separationAlignment,
  flock: allThree
} satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view, in prose order (the boundary kick comes first). */
export const introduced = {
  separation: ['softBoundaryB', 'separationB'],
  alignment: ['softBoundaryB', 'separationB', 'alignmentB'],
  flock: ['softBoundaryB', 'separationB', 'alignmentB', 'cohesionB'],
  'compare-left': ['softBoundaryB', 'separationB', 'alignmentB', 'cohesionB'],
  'compare-right': ['softBoundaryB', 'separation', 'alignment', 'cohesion', 'cruise']
} satisfies Record<string, ForceName[]>;

// Reynolds-style steering, scaled to article B's world: radii 5 m and 10 m, the same v_max = 15 m/s.
const steering = {
  forces: {
    cohesionB: { enabled: false },
    separationB: { enabled: false },
    alignmentB: { enabled: false },
    separation: { enabled: true, params: { weight: 5, radius: 5 } },
    alignment: { enabled: true, params: { weight: 1, radius: 10 } },
    cohesion: { enabled: true, params: { weight: 0.5, radius: 10 } },
    cruise: { enabled: false }
  }
} satisfies ConfigLayer;

/** The experiments the prose sets with a live number (<Try>): each a whole config for its view. */
export const tries = {
  ds3: mergeConfigs(separationOnly, { forces: { separationB: { params: { radius: 3 } } } }),
  wa11: mergeConfigs(separationAlignment, { forces: { alignmentB: { params: { weight: 1.1 } } } }),
  wa09: mergeConfigs(separationAlignment, { forces: { alignmentB: { params: { weight: 0.9 } } } }),
  squared: mergeConfigs(allThree, { forces: { separationB: { params: { squared: 1 } } } })
} satisfies Record<string, SimConfig>;

/** Side-by-side comparisons: a shared base and one layer per side. */
export const comparisons = {
  compare: { config: { scenario: 'bounded-flock', seed: 3 }, left: {}, right: steering }
} satisfies Record<string, { config: SimConfig; left: ConfigLayer; right: ConfigLayer }>;

const articleBSide = mergeConfigs(comparisons.compare.config, comparisons.compare.left);
const steeringSide = mergeConfigs(comparisons.compare.config, comparisons.compare.right);
const cruiseSide = mergeConfigs(steeringSide, { forces: { cruise: { enabled: true } } });
const twelve = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The Prediction after alignment: asked before the view runs it. */
export const slowAlignment: Claim = {
  id: 'boids/alignment-0.9-speed',
  text: 'wₐ = 0.9: the mean speed falls from 15 to about 6.5 m/s (4.5–8.7 m/s) after 10 s.',
  view: 'alignment', config: tries.wa09,
  seconds: 10, metric: 'meanSpeed', expect: { min: 5, max: 8 }, mean: { min: 6, max: 7 }, seeds: twelve,
  ask: {
    question: 'With wₐ = 0.9, every tick asks for only 90 % of the neighbours’ mean velocity. What is the mean speed after 10 s?',
    choices: [
      { label: 'Still about 15 m/s: the clamp keeps the flock at full speed', min: 13 },
      { label: 'Somewhere in between, 3–13 m/s: separation and the boundary keep stirring them', min: 3, max: 13 },
      { label: 'Below 3 m/s: shrinking by 10 % a tick, the flock comes to a stop', max: 3 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Rule 1: separation ──
  {
    id: 'boids/separation-nn-start',
    text: 'The nearest-neighbour distance starts at about 2.3 m.',
    view: 'separation', config: separationOnly, seconds: 0, metric: 'nearestNeighbour',
    expect: { min: 2.0, max: 2.5 }, mean: { min: 2.2, max: 2.4 }, seeds: twelve
  },
  {
    id: 'boids/separation-nn',
    text: 'Separation alone: after 20 s the nearest-neighbour distance is about d_s = 5 m (4.8–5.1 m).',
    view: 'separation', config: separationOnly, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 4.85, max: 5.05 }, mean: { min: 4.9, max: 5.0 }, seeds: twelve
  },
  {
    id: 'boids/separation-polarization-mean',
    text: 'Separation alone: the polarization stays at the level of random headings, about 0.07 on average over 30 s.',
    view: 'separation', config: separationOnly, seconds: 30, metric: 'polarization', statistic: 'mean', every: 0.5,
    expect: { min: 0.03, max: 0.12 }, mean: { min: 0.05, max: 0.1 }, seeds: twelve
  },
  {
    id: 'boids/separation-polarization-max',
    text: 'Separation alone: the polarization has moments up to about 0.2 (0.15–0.28) in 30 s.',
    view: 'separation', config: separationOnly, seconds: 30, metric: 'polarization', statistic: 'max',
    expect: { max: 0.3 }, seeds: twelve
  },
  {
    id: 'boids/separation-3m-stops',
    text: 'd_s = 3 m: every boid stops (mean speed 0.000 m/s), in most runs within four seconds, in all within twelve.',
    view: 'separation', config: tries.ds3,
    seconds: 12, metric: 'meanSpeed', expect: { max: 0.0005 }, seeds: twelve
  },
  {
    id: 'boids/separation-3m-nn',
    text: 'd_s = 3 m: the boids freeze at a nearest-neighbour distance of about 3.5 m.',
    view: 'separation', config: tries.ds3,
    seconds: 10, metric: 'nearestNeighbour', expect: { min: 3.31, max: 3.73 }, mean: { min: 3.45, max: 3.55 }, seeds: [...twelve, 100102, 45767, 387128, 250537]
  },
  // ── Rule 2: alignment ──
  {
    id: 'boids/random-polarization',
    text: 'Random headings: P is about √π/(2√N) ≈ 0.09 for N = 100.',
    view: 'alignment', config: separationAlignment, seconds: 0, metric: 'polarization',
    expect: { max: 0.3 }, mean: { min: 0.05, max: 0.13 }, seeds: twelve
  },
  {
    id: 'boids/alignment-passes-095',
    text: 'With alignment, P passes 0.95 within about five seconds in most seeds (by 6 s it is above 0.79 in every seed).',
    view: 'alignment', config: separationAlignment, seconds: 6, metric: 'polarization', statistic: 'max',
    expect: { min: 0.79 }, seeds: [...twelve, 976241, 563883, 776900, 764891]
  },
  {
    id: 'boids/alignment-schools',
    text: 'With alignment, after 20 s the flock flies as one body: P above 0.95.',
    view: 'alignment', config: separationAlignment, seconds: 20, metric: 'polarization',
    expect: { min: 0.95 }, seeds: twelve
  },
  slowAlignment,
  {
    id: 'boids/alignment-0.9-polarization',
    text: 'wₐ = 0.9: from 5 s to 30 s the polarization hovers around 0.17.',
    view: 'alignment', config: tries.wa09,
    seconds: 30, from: 5, metric: 'polarization', statistic: 'mean', every: 0.5,
    expect: { min: 0.1, max: 0.25 }, mean: { min: 0.14, max: 0.2 }, seeds: twelve
  },
  {
    id: 'boids/alignment-0.9-polarization-peaks',
    text: 'wₐ = 0.9: the polarization never settles; it peaks at 0.2–0.6 (sampled every 0.5 s from 5 s to 30 s).',
    view: 'alignment', config: tries.wa09,
    seconds: 30, from: 5, metric: 'polarization', statistic: 'max', every: 0.5, expect: { min: 0.25, max: 0.6 }, seeds: twelve
  },
  {
    id: 'boids/alignment-1.1-speed',
    text: 'wₐ = 1.1: the flock flies at about 13 m/s (10.1–15.0 m/s) after 20 s, not at full speed.',
    view: 'alignment', config: tries.wa11,
    seconds: 20, metric: 'meanSpeed', expect: { min: 11.2, max: 14 }, mean: { min: 12.3, max: 13.5 }, seeds: twelve
  },
  {
    id: 'boids/alignment-1.1-polarization',
    text: 'wₐ = 1.1: P ≈ 0.9 (0.81–1.00) after 20 s.',
    view: 'alignment', config: tries.wa11,
    seconds: 20, metric: 'polarization', expect: { min: 0.85, max: 0.97 }, mean: { min: 0.88, max: 0.95 }, seeds: twelve
  },
  // ── Rule 3: cohesion ──
  {
    id: 'boids/flock-milling-peak',
    text: 'All three rules: in the first seconds M peaks between 0.17 and 0.88, 0.44 on average.',
    view: 'flock', config: allThree, seconds: 10, metric: 'milling', statistic: 'max',
    expect: { min: 0.1, max: 0.95 }, mean: { min: 0.3, max: 0.6 }, seeds: twelve
  },
  {
    id: 'boids/flock-polarized',
    text: 'All three rules: after 20 s the school is polarized, P ≈ 1.',
    view: 'flock', config: allThree, seconds: 20, metric: 'polarization', expect: { min: 0.98 }, seeds: twelve
  },
  {
    id: 'boids/flock-milling-after',
    text: 'All three rules: after 20 s M is back near 0.',
    view: 'flock', config: allThree, seconds: 20, metric: 'milling', expect: { max: 0.12 }, seeds: twelve
  },
  {
    id: 'boids/flock-nn',
    text: 'All three rules: the nearest-neighbour distance falls to about 0.75 m (0.53–1.05 m) after 20 s.',
    view: 'flock', config: allThree, seconds: 20, metric: 'nearestNeighbour',
    expect: { min: 0.6, max: 0.95 }, mean: { min: 0.7, max: 0.8 }, seeds: twelve
  },
  {
    id: 'boids/flock-squared-nn',
    text: 'Separation weighted by 1/|x_i − x_j|²: the school packs to about 0.3 m (0.16–0.63 m) after 20 s.',
    view: 'flock', config: tries.squared,
    seconds: 20, metric: 'nearestNeighbour', expect: { min: 0.25, max: 0.55 }, mean: { min: 0.28, max: 0.4 }, seeds: twelve
  },
  // ── Article B's boids and Reynolds' steering ──
  {
    id: 'boids/articleB-speed', seeds: [1, 2, 3, 4, 5, 6, 78759, 820857, 77856, 228384],
    text: "Article B's flock stays at about 15 m/s.",
    view: 'compare-left', config: articleBSide, seconds: 20, metric: 'meanSpeed', expect: { min: 14.7, max: 15.1 }
  },
  {
    id: 'boids/steering-slows',
    text: 'The steering flock slows down to about half a metre per second within 20 s (0.10–1.04 m/s).',
    view: 'compare-right', config: steeringSide, seconds: 20, metric: 'meanSpeed',
    expect: { min: 0.2, max: 1 }, mean: { min: 0.4, max: 0.75 }, seeds: [1, 2, 3, 4, 5, 6, 7, 8]
  },
  {
    id: 'boids/cruise-speed',
    text: 'With cruise speed the steering flock keeps flying at about 14 m/s (11.3–15.6 m/s).',
    view: 'compare-right', config: cruiseSide, seconds: 20, metric: 'meanSpeed',
    expect: { min: 12, max: 14.8 }, mean: { min: 13.5, max: 14.6 }, seeds: [1, 2, 3, 4, 5, 6, 7, 8]
  },
  {
    id: 'boids/cruise-mills',
    text: 'With cruise speed the steering flock settles into a mill: M reaches 0.2–1.00 within 20 s, 0.83 on average.',
    view: 'compare-right', config: cruiseSide, seconds: 20, metric: 'milling', statistic: 'max', every: 0.5,
    expect: { min: 0.45, max: 1 }, mean: { min: 0.7, max: 0.95 }, seeds: [1, 2, 3, 4, 5, 6, 7, 8]
  }
] satisfies Claim[];
