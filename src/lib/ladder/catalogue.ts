/**
 * The optimization ladder by name, as the scenarios are listed: every rung, what it changes, which of article B's
 * steps it maps to (numbered as in the book's restatement of the article), the rung it builds on, and whether it
 * changes the model or only the cost. Lesson pages, the backend adapter, the tests and the benchmark all read this.
 */
import type { RungFactory, RungSettings } from './model';
import * as r00 from './rung00-naive';
import * as r01 from './rung01-difference-once';
import * as r02 from './rung02-squared-distance';
import * as r03 from './rung03-typed-arrays';
import * as r04 from './rung04-neighbour-cap';
import * as r05 from './rung05-update-less-often';
import * as r06 from './rung06-random-phase';
import * as r07 from './rung07-no-allocation';
import * as r08 from './rung08-cheaper-boundary';
import * as r09 from './rung09-uniform-grid';
import * as r10 from './rung10-sorted-grid';
import * as r10hash from './rung10-hashed-grid';
import * as r10quad from './rung10-quadtree';
import * as r10kd from './rung10-kd-tree';
import * as r11 from './rung11-split';

/** How a rung finds neighbours: the cost of one query grows with N (all pairs) or not (grid, tree ~log N). */
export type SearchKind = 'all-pairs' | 'grid' | 'tree';

export interface RungEntry<N extends string = string> {
  /** The rung's file name without extension: its key everywhere. */
  readonly name: N;
  /** Its step on the ladder; the variants measured beside a rung share its number. */
  readonly rung: number;
  readonly title: string;
  /** What changes, in one sentence. */
  readonly summary: string;
  /** Article B's optimization steps it takes up (seeds.md's numbering); [] for what the article leaves open. */
  readonly articleSteps: readonly number[];
  /** The rung it builds on: its code is the "before", its behaviour the reference. */
  readonly builtOn: string | null;
  /** Does it change the model relative to builtOn? If not, a test proves the same trajectories. */
  readonly changesModel: boolean;
  /** A variant measured beside a rung, not a step of the ladder. */
  readonly beside: boolean;
  /** Whether later rungs build on it (rung 8 is measured and left: it changes the flock too much at scale). */
  readonly kept: boolean;
  /** The settings a rung reads (the others are ignored). */
  readonly knobs: readonly (keyof RungSettings)[];
  readonly defaults: Readonly<RungSettings>;
  readonly search: SearchKind;
  readonly create: RungFactory;
}

function rung<const N extends string>(e: Omit<RungEntry<N>, 'beside' | 'kept'> & { beside?: boolean; kept?: boolean }): RungEntry<N> {
  return { beside: false, kept: true, ...e };
}

const TICK: (keyof RungSettings)[] = ['tick', 'randomPhase', 'start'];
const CAPPED: (keyof RungSettings)[] = ['tick', 'randomPhase', 'maxBoids', 'start'];

export const LADDER = [
  rung({
    name: 'rung00-naive', rung: 0, title: 'Naive, as a careful first attempt is', articleSteps: [],
    summary: 'Boid objects, a vector class that allocates, all pairs with a square root per test, the offset computed three times.',
    builtOn: null, changesModel: false, knobs: TICK, defaults: r00.DEFAULTS, search: 'all-pairs', create: r00.create
  }),
  rung({
    name: 'rung01-difference-once', rung: 1, title: 'Each difference once', articleSteps: [2],
    summary: 'The query keeps each offset and distance and the rules reuse them.',
    builtOn: 'rung00-naive', changesModel: false, knobs: TICK, defaults: r01.DEFAULTS, search: 'all-pairs', create: r01.create
  }),
  rung({
    name: 'rung02-squared-distance', rung: 2, title: 'Squared distances', articleSteps: [3],
    summary: 'No square root in the test; separation weighted by d/|d|² (a change of model).',
    builtOn: 'rung01-difference-once', changesModel: true, knobs: TICK, defaults: r02.DEFAULTS, search: 'all-pairs', create: r02.create
  }),
  rung({
    name: 'rung03-typed-arrays', rung: 3, title: 'Flat typed arrays', articleSteps: [4],
    summary: 'Positions and velocities in Float64Arrays, plain numbers in the loop, no vector objects.',
    builtOn: 'rung02-squared-distance', changesModel: false, knobs: TICK, defaults: r03.DEFAULTS, search: 'all-pairs', create: r03.create
  }),
  rung({
    name: 'rung04-neighbour-cap', rung: 4, title: 'Cap the neighbours, exit early', articleSteps: [5],
    summary: 'At most maxBoids = 10 boids per query (itself and the first 9 others); the scan stops when it has them.',
    builtOn: 'rung03-typed-arrays', changesModel: true, knobs: CAPPED, defaults: r04.DEFAULTS, search: 'all-pairs', create: r04.create
  }),
  rung({
    name: 'rung05-update-less-often', rung: 5, title: 'Update less often', articleSteps: [7],
    summary: 'Rules every 2 s instead of 0.1 s, every boid on the same frame: a frame-time spike and a wave.',
    builtOn: 'rung04-neighbour-cap', changesModel: true, knobs: CAPPED, defaults: r05.DEFAULTS, search: 'all-pairs', create: r05.create
  }),
  rung({
    name: 'rung06-random-phase', rung: 6, title: 'A random phase', articleSteps: [8],
    summary: 'Each boid starts its 2 s tick at a random phase: about 1 % of them rebuild on every frame.',
    builtOn: 'rung05-update-less-often', changesModel: true, knobs: CAPPED, defaults: r06.DEFAULTS, search: 'all-pairs', create: r06.create
  }),
  rung({
    name: 'rung07-no-allocation', rung: 7, title: 'No allocation in the loop', articleSteps: [10],
    summary: 'The query writes into buffers made once; a frame allocates nothing.',
    builtOn: 'rung06-random-phase', changesModel: false, knobs: CAPPED, defaults: r07.DEFAULTS, search: 'all-pairs', create: r07.create
  }),
  rung({
    name: 'rung08-cheaper-boundary', rung: 8, title: 'Cheaper logic: the boundary −x/R_b', articleSteps: [11],
    summary: 'A pull −x/R_b on every boid instead of a kick outside R_b: no root, no branch, and a different flock.',
    builtOn: 'rung07-no-allocation', changesModel: true, kept: false, knobs: CAPPED, defaults: r08.DEFAULTS, search: 'all-pairs', create: r08.create
  }),
  rung({
    name: 'rung09-uniform-grid', rung: 9, title: 'A uniform grid', articleSteps: [],
    summary: 'Boids counting-sorted into cells R wide; a query tests the 3 × 3 cells around it instead of all N.',
    builtOn: 'rung07-no-allocation', changesModel: false, knobs: CAPPED, defaults: r09.DEFAULTS, search: 'grid', create: r09.create
  }),
  rung({
    name: 'rung10-sorted-grid', rung: 10, title: 'Boids sorted by cell', articleSteps: [],
    summary: 'The boids themselves moved into cell order every 16 frames, so queries read memory nearly in sequence.',
    builtOn: 'rung09-uniform-grid', changesModel: false, knobs: CAPPED, defaults: r10.DEFAULTS, search: 'grid', create: r10.create
  }),
  rung({
    name: 'rung10-hashed-grid', rung: 10, title: 'A hashed grid (unbounded worlds)', articleSteps: [], beside: true,
    summary: 'Cells hashed into 2N buckets: no bounding box, any coordinate has a cell; collisions add candidates.',
    builtOn: 'rung09-uniform-grid', changesModel: false, knobs: CAPPED, defaults: r10hash.DEFAULTS, search: 'grid', create: r10hash.create
  }),
  rung({
    name: 'rung10-quadtree', rung: 10, title: 'A quadtree (d3-quadtree)', articleSteps: [], beside: true,
    summary: 'A pointer tree rebuilt every frame: it allocates, and queries hop through memory.',
    builtOn: 'rung09-uniform-grid', changesModel: false, knobs: CAPPED, defaults: r10quad.DEFAULTS, search: 'tree', create: r10quad.create
  }),
  rung({
    name: 'rung10-kd-tree', rung: 10, title: 'A k-d tree (kdbush)', articleSteps: [], beside: true,
    summary: 'A flat static tree rebuilt every frame: an O(N log N) sort where the grid needs O(N).',
    builtOn: 'rung09-uniform-grid', changesModel: false, knobs: CAPPED, defaults: r10kd.DEFAULTS, search: 'tree', create: r10kd.create
  }),
  rung({
    name: 'rung11-split', rung: 11, title: 'The step split across workers', articleSteps: [],
    summary: 'Rung 10’s frame in three phases (sort; rules per slice of boids; move per slice), so several workers share one frame on shared memory.',
    builtOn: 'rung10-sorted-grid', changesModel: false, knobs: CAPPED, defaults: r11.DEFAULTS, search: 'grid', create: (n, seed, settings) => r11.create(n, seed, settings)
  })
] as const;

/** A rung's name: a typed union, so a misspelt rung in a page is a type error. */
export type RungName = (typeof LADDER)[number]['name'];

export function rungByName(name: string): RungEntry<RungName> | undefined {
  return (LADDER as readonly RungEntry<RungName>[]).find((r) => r.name === name);
}

export const isRungName = (name: unknown): name is RungName => typeof name === 'string' && rungByName(name) !== undefined;

/** The last rung of the CPU ladder (not a variant): the one the targets are quoted for. */
export const LAST_CPU_RUNG: RungName = 'rung10-sorted-grid';

/**
 * Article B's fourteen steps and where the ladder takes each up (a rung name), or why it has none on the web, for
 * the intro page.
 */
export const ARTICLE_STEPS: readonly { step: number; what: string; rung: RungName | null; note: string }[] = [
  { step: 1, what: 'Cosmetics: a pointed model turning smoothly, boids under one parent', rung: null, note: 'Drawing, not stepping: the drawing lessons.' },
  { step: 2, what: 'Compute own − other once per pair', rung: 'rung01-difference-once', note: '' },
  { step: 3, what: 'Squared distances (and d/|d|² in separation)', rung: 'rung02-squared-distance', note: 'A change of model, measured.' },
  { step: 4, what: 'Cache the transform and component look-ups', rung: 'rung03-typed-arrays', note: 'On the web: flat typed arrays instead of objects.' },
  { step: 5, what: 'Cap the neighbours (maxBoids), exit early', rung: 'rung04-neighbour-cap', note: 'A change of model, measured.' },
  { step: 6, what: 'Expose the parameters for tuning', rung: null, note: 'The book declares every parameter once for its sliders; the ladder keeps the chapter’s values so every rung runs one model.' },
  { step: 7, what: 'Update less often (tick = 2 s)', rung: 'rung05-update-less-often', note: '' },
  { step: 8, what: 'A random phase per boid', rung: 'rung06-random-phase', note: '' },
  { step: 9, what: 'Start with random velocities', rung: null, note: 'Already in the start state of every rung (random heading at v_max).' },
  { step: 10, what: 'No temporaries allocated in the loop', rung: 'rung07-no-allocation', note: '' },
  { step: 11, what: 'Cheaper logic: the boundary −position/25', rung: 'rung08-cheaper-boundary', note: 'A change of model, measured; later rungs keep the kick.' },
  { step: 12, what: 'The model on its own slower timer, apart from movement', rung: null, note: 'Already so: rules on their tick, movement every frame; drawing apart from stepping is a later lesson.' },
  { step: 13, what: 'Physics-engine layers and solver settings', rung: null, note: 'No physics engine here: the index holds only boids.' },
  { step: 14, what: 'Detach the rendered model from the collider', rung: null, note: 'No colliders; drawing is separate from the state already.' }
];
