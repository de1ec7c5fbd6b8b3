/**
 * The split step's state: every array the phases share, laid out in ONE buffer so that a SharedArrayBuffer can be
 * handed to every worker in one message (a plain ArrayBuffer in tests and in the in-thread rung). The layout is a
 * pure function of n, so each thread rebuilds the same views from (buffer, n).
 *
 * The boids live in two sets of arrays (as the sorted grid's `b` and `spare`): every REORDER_EVERY frames phase A copies
 * them into cell order into the other set, and ctrl[CUR] says which set is current.
 */
import { tickFrames, tickSlot, type RungSettings } from '../model';
import { startState } from '../start';

/** Most slices a state has counters for. */
export const MAX_SLICES = 16;

/** Indices into ctrl (Int32Array). BARRIER_* are the barrier's own; the rest is written by phase A only. */
export const BARRIER_COUNT = 0;
export const BARRIER_GEN = 1;
/** Which boid set is current (0 or 1). */
export const CUR = 2;
/** Frames done. */
export const STEPS = 3;
/** 0 = go on, 1 = the slice workers leave their loop. */
export const STOP = 4;
/** Frames per rule tick, and the neighbour cap (maxBoids), fixed at creation. */
export const FRAMES = 5;
export const MAX_BOIDS = 6;
const CTRL_LENGTH = 16;

/** Indices into grid (Float64Array): the cells of this frame, written by phase A. */
export const G_X0 = 0, G_Y0 = 1, G_CELL = 2, G_INV = 3, G_GX = 4, G_GY = 5;
const GRID_LENGTH = 8;

/** One set of per-boid arrays, moved together. */
export interface BoidSet { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array; slot: Int32Array; id: Int32Array }

export interface SplitState {
  readonly n: number;
  readonly buffer: ArrayBufferLike;
  readonly sets: readonly [BoidSet, BoidSet];
  /** New velocities of the due boids, by place (phase B writes, phase C reads). */
  readonly nvx: Float64Array;
  readonly nvy: Float64Array;
  readonly grid: Float64Array;
  /** Per slice: candidates, neighbours, updated of the last frame. */
  readonly counters: Float64Array;
  readonly cellOf: Int32Array;
  readonly order: Int32Array;
  /** orderId[k] = the id of the boid at order[k] once its cell is in id order (the block path; see phases.ts). */
  readonly orderId: Int32Array;
  /** Cell c holds the places order[cellStart[c]] … order[cellStart[c + 1] − 1]; room for the most cells phase A makes. */
  readonly cellStart: Int32Array;
  readonly ctrl: Int32Array;
}

/** Most cells phase A makes for n boids (it widens the cells beyond 4n + 64), plus one. */
const cellRoom = (n: number) => 4 * n + 66;

/** Bytes the state of n boids takes. */
export function stateBytes(n: number): number {
  return 8 * (8 * n + 2 * n + GRID_LENGTH + 3 * MAX_SLICES) + 4 * (4 * n + 3 * n + cellRoom(n) + CTRL_LENGTH);
}

/** The views of a state of n boids on `buffer` (made by `allocate`, possibly in another thread). */
export function viewState(buffer: ArrayBufferLike, n: number): SplitState {
  let at = 0;
  const f64 = (len: number) => { const a = new Float64Array(buffer, at, len); at += 8 * len; return a; };
  const i32 = (len: number) => { const a = new Int32Array(buffer, at, len); at += 4 * len; return a; };
  // Float64 first, so that every Float64Array starts 8-aligned.
  const fx = [f64(n), f64(n), f64(n), f64(n), f64(n), f64(n), f64(n), f64(n)];
  const nvx = f64(n), nvy = f64(n), grid = f64(GRID_LENGTH), counters = f64(3 * MAX_SLICES);
  const ix = [i32(n), i32(n), i32(n), i32(n)];
  const cellOf = i32(n), order = i32(n), orderId = i32(n), cellStart = i32(cellRoom(n)), ctrl = i32(CTRL_LENGTH);
  const set = (k: number): BoidSet => ({ x: fx[4 * k], y: fx[4 * k + 1], vx: fx[4 * k + 2], vy: fx[4 * k + 3], slot: ix[2 * k], id: ix[2 * k + 1] });
  return { n, buffer, sets: [set(0), set(1)], nvx, nvy, grid, counters, cellOf, order, orderId, cellStart, ctrl };
}

/** Where the bytes come from: a SharedArrayBuffer for workers, an ArrayBuffer in one thread. */
export type MakeBuffer = (bytes: number) => ArrayBufferLike;
export const plainBuffer: MakeBuffer = (bytes) => new ArrayBuffer(bytes);
export const sharedBuffer: MakeBuffer = (bytes) => new SharedArrayBuffer(bytes);

/** A state of n boids at the ladder's start state for this seed (the same boids every rung starts from). */
export function allocate(n: number, seed: number, settings: RungSettings, make: MakeBuffer = plainBuffer): SplitState {
  const st = viewState(make(stateBytes(n)), n), s = startState(n, seed, settings.start), b = st.sets[0];
  const frames = tickFrames(settings.tick);
  b.x.set(s.x); b.y.set(s.y); b.vx.set(s.vx); b.vy.set(s.vy);
  for (let i = 0; i < n; i++) { b.slot[i] = tickSlot(s.phase[i], frames, settings.randomPhase); b.id[i] = i; }
  st.ctrl[FRAMES] = frames;
  st.ctrl[MAX_BOIDS] = settings.maxBoids;
  return st;
}

/** The current boid set. */
export const current = (st: SplitState): BoidSet => st.sets[st.ctrl[CUR] & 1];

/**
 * Where slice s of `slices` starts among n places (or cells): ⌊n·s / slices⌋, as a whole number, so that a call
 * every frame allocates nothing (a pair would be an array; a double from Math.floor may be boxed on its way into a
 * function). Exact while n·slices stays below 2³¹ (n is at most a few million here). Slice s ends where slice s + 1
 * starts.
 */
export const sliceStart = (n: number, s: number, slices: number): number => ((n * s) / slices) | 0;

/** Places [lo, hi) of slice s of `slices`: contiguous runs of nearly equal length (made once; a frame uses sliceStart). */
export function sliceRange(n: number, s: number, slices: number): [number, number] {
  return [sliceStart(n, s, slices), sliceStart(n, s + 1, slices)];
}
