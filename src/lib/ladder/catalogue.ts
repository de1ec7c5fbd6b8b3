/**
 * The optimization ladder, in order: every rung, and the only place a rung is named, numbered and costed. An entry
 * holds its key (its name everywhere: a stepping rung's file is rungs/<key>.ts), the slug of the lesson that teaches
 * it (content/ladder/<lesson>.svx), its kind, what it changes, which of article B's steps it takes up (numbered as in
 * the book's restatement of the article), the rung it builds on, whether it changes the model, and what a frame costs.
 * The order of the list is the order of the ladder: the "Rung N" every page shows is counted from it (order.ts), so
 * inserting a rung is one entry here and one lesson file, and no other number moves by hand. Lesson pages, the
 * backend adapter, the tests and the benchmark all read this.
 */
import type { RungFactory, RungSettings } from './model';
import * as naive from './rungs/naive';
import * as differenceOnce from './rungs/difference-once';
import * as squaredDistance from './rungs/squared-distance';
import * as typedArrays from './rungs/typed-arrays';
import * as neighbourCap from './rungs/neighbour-cap';
import * as updateLessOften from './rungs/update-less-often';
import * as randomPhase from './rungs/random-phase';
import * as noAllocation from './rungs/no-allocation';
import * as cheaperBoundary from './rungs/cheaper-boundary';
import * as uniformGrid from './rungs/uniform-grid';
import * as sortedGrid from './rungs/sorted-grid';
import * as hashedGrid from './rungs/hashed-grid';
import * as quadtree from './rungs/quadtree';
import * as kdTree from './rungs/kd-tree';
import * as wasmSimd from './rungs/wasm-simd';
import * as split from './rungs/split';
import * as allPairs3d from './rungs/all-pairs-3d';
import * as sortedGrid3d from './rungs/sorted-grid-3d';

/** How a rung finds neighbours: the cost of one query grows with N (all pairs) or not (grid, tree ~log N). */
export type SearchKind = 'all-pairs' | 'grid' | 'tree';

/**
 * What a rung is, for a page and for the tests. Kinds that step behind the LadderRung interface in the caller's thread
 * (`StepperKind`) have a factory; the others are taught by a lesson widget of their own. A new kind — a WebAssembly
 * rung, say — is one more name here (a stepper's if it keeps the interface) and one more line wherever a page
 * describes kinds (the compiler lists them: they are exhaustive records).
 */
export type StepperKind = 'cpu' | 'split';
export type ShownKind = 'drawing' | 'gpu';
export type RungKind = StepperKind | ShownKind;

/**
 * About what one frame costs, by the shape of its work (cost.ts turns it into milliseconds). Required: a rung without
 * one would have no estimate, and a lesson could start a frame that takes minutes. The constants are the Node
 * benchmark's, rounded (README, "The optimization ladder"); tests/unit/ladder/contract.test.ts holds each stepping
 * rung's estimate to the Node sweep's measurements (sweep/reference.json).
 */
export type RungCost =
  /** All pairs: each boid due this frame tests the other N − 1 (about half with a neighbour cap's early exit). */
  | { readonly per: 'pair'; readonly ns: number }
  /** Indexed: linear in N (N log N for a tree), whoever runs it. */
  | { readonly per: 'boid'; readonly ns: number };

interface EntryCommon<N extends string> {
  /** The rung's key everywhere: its file (rungs/<key>.ts for a stepper), its A/Bs, claims, sweeps, data-rung. */
  readonly name: N;
  /** The slug of the lesson that teaches it (content/ladder/<lesson>.svx); a variant shares its rung's lesson. */
  readonly lesson: string;
  readonly title: string;
  /** What changes, in one sentence (no rung numbers: they are counted from the list). */
  readonly summary: string;
  /** Article B's optimization steps it takes up (seeds.md's numbering); [] for what the article leaves open. */
  readonly articleSteps: readonly number[];
  /** The rung it builds on: its code is the "before", its behaviour the reference. */
  readonly builtOn: string | null;
  /** Does it change the model relative to builtOn? If not, a test proves the same trajectories. */
  readonly changesModel: boolean;
  /** A variant measured beside the rung before it in the list: it shares that rung's number and lesson. */
  readonly beside: boolean;
  /** Whether later rungs build on it (cheaper-boundary is measured and left: it changes the flock too much at scale). */
  readonly kept: boolean;
  readonly cost: RungCost;
}

/** A rung that steps behind LadderRung (model.ts): the A/B, the sweep, the claims and the benchmark run these. */
export interface RungEntry<N extends string = string> extends EntryCommon<N> {
  readonly kind: StepperKind;
  /** The settings a rung reads (the others are ignored). */
  readonly knobs: readonly (keyof RungSettings)[];
  readonly defaults: Readonly<RungSettings>;
  readonly search: SearchKind;
  readonly create: RungFactory;
  /** It computes in float32 (the WebAssembly rung): its start is the shared start rounded to float32. */
  readonly float32?: boolean;
}

/** A rung its lesson runs with a widget of its own (drawing: DrawLesson; the GPU: GpuLesson and gpu/). */
export interface ShownEntry<N extends string = string> extends EntryCommon<N> {
  readonly kind: ShownKind;
  /** Linear in N: the page's share of a frame (the GPU's own time is not the page's). */
  readonly cost: { readonly per: 'boid'; readonly ns: number };
}

export type LadderEntry<N extends string = string> = RungEntry<N> | ShownEntry<N>;

type Defaulted = 'beside' | 'kept';
type Given<E> = Omit<E, Defaulted> & { beside?: boolean; kept?: boolean };

function stepper<const N extends string>(e: Given<RungEntry<N>>): RungEntry<N> {
  return { beside: false, kept: true, ...e };
}
function shown<const N extends string>(e: Given<ShownEntry<N>>): ShownEntry<N> {
  return { beside: false, kept: true, ...e };
}

const TICK: (keyof RungSettings)[] = ['tick', 'randomPhase', 'start'];
const CAPPED: (keyof RungSettings)[] = ['tick', 'randomPhase', 'maxBoids', 'start'];
/** The 3-D flock's knobs: article B's parameter set, the tick, the cap and the rule weights (no start layouts). */
const FLOCK3D: (keyof RungSettings)[] = ['tick', 'randomPhase', 'maxBoids', 'set', 'space', 'separationLaw', 'boundary', 'cohesionCoefficient', 'separationCoefficient', 'alignmentCoefficient'];

export const LADDER = [
  stepper({
    name: 'naive', kind: 'cpu', lesson: 'naive', title: 'Naive, as a careful first attempt is', articleSteps: [],
    summary: 'Boid objects, a vector class that allocates, all pairs with a square root per test, the offset computed three times.',
    builtOn: null, changesModel: false, knobs: TICK, defaults: naive.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 7 }, create: naive.create
  }),
  stepper({
    name: 'difference-once', kind: 'cpu', lesson: 'difference-once', title: 'Each difference once', articleSteps: [2],
    summary: 'The query keeps each offset and distance and the rules reuse them.',
    // A vector object per candidate pair: slower than naive in JavaScript (see its lesson).
    builtOn: 'naive', changesModel: false, knobs: TICK, defaults: differenceOnce.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 17 }, create: differenceOnce.create
  }),
  stepper({
    name: 'squared-distance', kind: 'cpu', lesson: 'squared-distance', title: 'Squared distances', articleSteps: [3],
    summary: 'No square root in the test; separation weighted by d/|d|² (a change of model).',
    builtOn: 'difference-once', changesModel: true, knobs: TICK, defaults: squaredDistance.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 15 }, create: squaredDistance.create
  }),
  stepper({
    name: 'typed-arrays', kind: 'cpu', lesson: 'typed-arrays', title: 'Flat typed arrays', articleSteps: [4],
    summary: 'Positions and velocities in Float64Arrays, plain numbers in the loop, no vector objects.',
    builtOn: 'squared-distance', changesModel: false, knobs: TICK, defaults: typedArrays.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: typedArrays.create
  }),
  stepper({
    name: 'neighbour-cap', kind: 'cpu', lesson: 'neighbour-cap', title: 'Cap the neighbours, exit early', articleSteps: [5],
    summary: 'At most maxBoids = 10 boids per query (itself and the first 9 others); the scan stops when it has them.',
    builtOn: 'typed-arrays', changesModel: true, knobs: CAPPED, defaults: neighbourCap.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: neighbourCap.create
  }),
  stepper({
    name: 'update-less-often', kind: 'cpu', lesson: 'update-less-often', title: 'Update less often', articleSteps: [7],
    summary: 'Rules every 2 s instead of 0.1 s, every boid on the same frame: a frame-time spike and a wave.',
    builtOn: 'neighbour-cap', changesModel: true, knobs: CAPPED, defaults: updateLessOften.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: updateLessOften.create
  }),
  stepper({
    name: 'random-phase', kind: 'cpu', lesson: 'random-phase', title: 'A random phase', articleSteps: [8],
    summary: 'Each boid starts its 2 s tick at a random phase: about 1 % of them rebuild on every frame.',
    builtOn: 'update-less-often', changesModel: true, knobs: CAPPED, defaults: randomPhase.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: randomPhase.create
  }),
  stepper({
    name: 'no-allocation', kind: 'cpu', lesson: 'no-allocation', title: 'No allocation in the loop', articleSteps: [10],
    summary: 'The query writes into buffers made once; a frame allocates nothing.',
    builtOn: 'random-phase', changesModel: false, knobs: CAPPED, defaults: noAllocation.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: noAllocation.create
  }),
  stepper({
    name: 'cheaper-boundary', kind: 'cpu', lesson: 'cheaper-boundary', title: 'Cheaper logic: the boundary −x/R_b', articleSteps: [11],
    summary: 'A pull −x/R_b on every boid instead of a kick outside R_b: no root, no branch, and a different flock.',
    builtOn: 'no-allocation', changesModel: true, kept: false, knobs: CAPPED, defaults: cheaperBoundary.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: cheaperBoundary.create
  }),
  stepper({
    name: 'uniform-grid', kind: 'cpu', lesson: 'uniform-grid', title: 'A uniform grid', articleSteps: [],
    summary: 'Boids counting-sorted into cells R wide; a query tests the 3 × 3 cells around it instead of all N.',
    builtOn: 'no-allocation', changesModel: false, knobs: CAPPED, defaults: uniformGrid.DEFAULTS, search: 'grid', cost: { per: 'boid', ns: 31 }, create: uniformGrid.create
  }),
  stepper({
    name: 'sorted-grid', kind: 'cpu', lesson: 'sorted-grid', title: 'Boids sorted by cell', articleSteps: [],
    summary: 'The boids themselves moved into cell order every 16 frames, so queries read memory nearly in sequence.',
    builtOn: 'uniform-grid', changesModel: false, knobs: CAPPED, defaults: sortedGrid.DEFAULTS, search: 'grid', cost: { per: 'boid', ns: 30 }, create: sortedGrid.create
  }),
  stepper({
    name: 'hashed-grid', kind: 'cpu', lesson: 'sorted-grid', title: 'A hashed grid (unbounded worlds)', articleSteps: [], beside: true,
    summary: 'Cells hashed into 2N buckets: no bounding box, any coordinate has a cell; collisions add candidates.',
    builtOn: 'uniform-grid', changesModel: false, knobs: CAPPED, defaults: hashedGrid.DEFAULTS, search: 'grid', cost: { per: 'boid', ns: 46 }, create: hashedGrid.create
  }),
  stepper({
    name: 'quadtree', kind: 'cpu', lesson: 'sorted-grid', title: 'A quadtree (d3-quadtree)', articleSteps: [], beside: true,
    summary: 'A pointer tree rebuilt every frame: it allocates, and queries hop through memory.',
    builtOn: 'uniform-grid', changesModel: false, knobs: CAPPED, defaults: quadtree.DEFAULTS, search: 'tree', cost: { per: 'boid', ns: 1340 }, create: quadtree.create
  }),
  stepper({
    name: 'kd-tree', kind: 'cpu', lesson: 'sorted-grid', title: 'A k-d tree (kdbush)', articleSteps: [], beside: true,
    summary: 'A flat static tree rebuilt every frame: an O(N log N) sort where the grid needs O(N).',
    builtOn: 'uniform-grid', changesModel: false, knobs: CAPPED, defaults: kdTree.DEFAULTS, search: 'tree', cost: { per: 'boid', ns: 230 }, create: kdTree.create
  }),
  stepper({
    name: 'wasm-simd', kind: 'cpu', lesson: 'wasm-simd', title: 'WebAssembly and SIMD', articleSteps: [],
    summary: 'The sorted grid compiled to WebAssembly, in float32, four numbers per instruction (f32x4) in the distance tests and the passes over all boids.',
    // float32 changes the bits, not the model's rules: the same neighbour sets at the start, the same flock statistics
    // (tests/unit/ladder/wasmSimd.test.ts). Cost: the sorted grid's 30 ns times the ratio npm run bench:lessons measured,
    // 0.40–0.52 at 10k and 100k (default tick and tick 0; 6 Dec 2026, load 11).
    builtOn: 'sorted-grid', changesModel: true, knobs: CAPPED, defaults: wasmSimd.DEFAULTS, search: 'grid', float32: true, cost: { per: 'boid', ns: 16 }, create: wasmSimd.create
  }),
  stepper({
    name: 'split', kind: 'split', lesson: 'worker', title: 'The step split across workers', articleSteps: [],
    summary: 'The sorted grid’s frame in three phases (sort; rules per slice of boids; move per slice), so several workers share one frame on shared memory.',
    // In one thread (the catalogue's rung runs its slices one after the other): the sorted grid's cost.
    builtOn: 'sorted-grid', changesModel: false, knobs: CAPPED, defaults: split.DEFAULTS, search: 'grid', cost: { per: 'boid', ns: 30 }, create: (n, seed, settings) => split.create(n, seed, settings)
  }),
  shown({
    name: 'drawing', kind: 'drawing', lesson: 'drawing', title: 'Drawing', articleSteps: [],
    summary: 'The sorted grid’s flock drawn four ways — a path per boid, batched paths, WebGL, pixels written by hand — with the step on its own timer.',
    // The step (30 ns a boid) and the fastest renderer here, pixels by hand (8.7–9.3 ms at 100k: README, "Drawing").
    builtOn: 'sorted-grid', changesModel: false, cost: { per: 'boid', ns: 120 }
  }),
  shown({
    name: 'webgpu', kind: 'gpu', lesson: 'webgpu', title: 'The step on the GPU', articleSteps: [],
    summary: 'WebGPU compute sorts the boids into cells and applies the three rules to every boid in parallel, in 32-bit floats.',
    // A step with its read-back, as the page waits for it, on Chromium's software GPU (SwiftShader) on the 2-core
    // machine at load 10: 43 ms at 10k, 290–330 ms at 50k–100k (/dev/webgpu/, 1 Dec 2026). A real GPU is far
    // faster: a ceiling, not a forecast.
    builtOn: 'sorted-grid', changesModel: true, cost: { per: 'boid', ns: 4000 }
  }),
  stepper({
    name: 'all-pairs-3d', kind: 'cpu', lesson: 'grid-3d', title: 'Into three dimensions', articleSteps: [],
    summary: 'Article B’s flock as the article flies it, in a ball: every pair tested again, now with a third coordinate.',
    // no-allocation's code with a z: the 3-D lesson's "before"; the ball keeps article B's thousand boids in 25 m.
    builtOn: 'no-allocation', changesModel: true, knobs: FLOCK3D, defaults: allPairs3d.DEFAULTS, search: 'all-pairs', cost: { per: 'pair', ns: 2 }, create: allPairs3d.create
  }),
  stepper({
    name: 'sorted-grid-3d', kind: 'cpu', lesson: 'grid-3d', title: 'The sorted grid in 3-D', articleSteps: [], beside: true,
    summary: 'The sorted grid with cubes for cells: a query reads the 27 cells around a boid instead of 9.',
    builtOn: 'all-pairs-3d', changesModel: false, knobs: FLOCK3D, defaults: sortedGrid3d.DEFAULTS, search: 'grid', cost: { per: 'boid', ns: 30 }, create: sortedGrid3d.create
  })
] as const;

/** Any rung's key. */
export type RungKey = (typeof LADDER)[number]['name'];
/** A stepping rung's key: a typed union, so a misspelt rung in a page is a type error. */
export type RungName = Extract<(typeof LADDER)[number], { readonly kind: StepperKind }>['name'];

export const isStepper = (e: LadderEntry): e is RungEntry => 'create' in e;

/** The rungs that step behind LadderRung, in ladder order: what the A/B, sweeps, claims and benchmark can run. */
export const STEPPERS: readonly RungEntry<RungName>[] = (LADDER as readonly LadderEntry[]).filter(isStepper) as RungEntry<RungName>[];

/** Any rung by its key. */
export function entryByName(name: string): LadderEntry<RungKey> | undefined {
  return (LADDER as readonly LadderEntry<RungKey>[]).find((r) => r.name === name);
}

/** A stepping rung by its key (undefined for a key that is not one, or a rung that does not step). */
export function rungByName(name: string): RungEntry<RungName> | undefined {
  return STEPPERS.find((r) => r.name === name);
}

export const isRungName = (name: unknown): name is RungName => typeof name === 'string' && rungByName(name) !== undefined;

/** The last rung of the CPU ladder (not a variant): the one the targets are quoted for. */
export const LAST_CPU_RUNG: RungName = 'sorted-grid';

/**
 * Article B's fourteen steps and where the ladder takes each up (a rung name), or why it has none on the web, for
 * the intro page.
 */
export const ARTICLE_STEPS: readonly { step: number; what: string; rung: RungKey | null; note: string }[] = [
  { step: 1, what: 'Cosmetics: a pointed model turning smoothly, boids under one parent', rung: null, note: 'Drawing, not stepping: the drawing lessons.' },
  { step: 2, what: 'Compute own − other once per pair', rung: 'difference-once', note: '' },
  { step: 3, what: 'Squared distances (and d/|d|² in separation)', rung: 'squared-distance', note: 'A change of model, measured.' },
  { step: 4, what: 'Cache the transform and component look-ups', rung: 'typed-arrays', note: 'On the web: flat typed arrays instead of objects.' },
  { step: 5, what: 'Cap the neighbours (maxBoids), exit early', rung: 'neighbour-cap', note: 'A change of model, measured.' },
  { step: 6, what: 'Expose the parameters for tuning', rung: null, note: 'The book declares every parameter once for its sliders; the ladder keeps the chapter’s values so every rung runs one model.' },
  { step: 7, what: 'Update less often (tick = 2 s)', rung: 'update-less-often', note: '' },
  { step: 8, what: 'A random phase per boid', rung: 'random-phase', note: '' },
  { step: 9, what: 'Start with random velocities', rung: null, note: 'Already in the start state of every rung (random heading at v_max).' },
  { step: 10, what: 'No temporaries allocated in the loop', rung: 'no-allocation', note: '' },
  { step: 11, what: 'Cheaper logic: the boundary −position/25', rung: 'cheaper-boundary', note: 'A change of model, measured; later rungs keep the kick.' },
  { step: 12, what: 'The model on its own slower timer, apart from movement', rung: null, note: 'Already so: rules on their tick, movement every frame; drawing apart from stepping is a later lesson.' },
  { step: 13, what: 'Physics-engine layers and solver settings', rung: null, note: 'No physics engine here: the index holds only boids.' },
  { step: 14, what: 'Detach the rendered model from the collider', rung: null, note: 'No colliders; drawing is separate from the state already.' }
];
