/**
 * The step split across workers. The sorted grid's frame is cut into three phases (parallel/phases.ts): A, one
 * thread sorts the boids into cells; B, each of S slices of places runs the rules for its due boids; C, each slice
 * sets those velocities and moves its boids. In the browser each slice is a Web Worker on one SharedArrayBuffer,
 * with a barrier between the phases (parallel/driver.ts); this file runs the same phases, slice after slice, in one
 * thread: the reference the workers are tested against, and the code a lesson shows.
 *
 * Why the result cannot depend on S: the rules for boid i read only the positions and velocities at the start of
 * the frame (nothing is written to them until every slice has finished B), write only boid i's new velocity, and do
 * the same arithmetic in the same order as the sorted grid. C touches each boid once, alone. So any S, and any timing of the
 * threads, gives the sorted grid's trajectories to the last bit.
 */
import { DT, RADIUS, worldRadius, type LadderRung, type RungCounters, type RungSettings } from '../model';
import { SliceRunner, endFrame, phaseA } from '../parallel/phases';
import { G_CELL, G_GX, G_X0, G_Y0, MAX_SLICES, STEPS, allocate, current, type SplitState } from '../parallel/state';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10 };

export interface SplitOptions {
  /** How many slices the boids are cut into (1 … 16); the catalogue's rung uses 3. */
  slices?: number;
}

class SplitFlock implements LadderRung {
  readonly name = 'split';
  readonly settings: RungSettings;
  readonly boundaryRadius: number;
  readonly counters: RungCounters = { candidates: 0, neighbours: 0, updated: 0 };
  readonly count: number;
  readonly slices: number;
  time = 0;
  /** The shared state: in workers, the same arrays every thread sees. */
  readonly state: SplitState;
  private readonly runners: SliceRunner[];

  constructor(n: number, seed: number, settings: Partial<RungSettings>, options: SplitOptions) {
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.count = n;
    this.slices = Math.max(1, Math.min(MAX_SLICES, Math.floor(options.slices ?? 3)));
    this.state = allocate(n, seed, this.settings);
    this.runners = Array.from({ length: this.slices }, (_, s) => new SliceRunner(this.state, s, this.slices, this.boundaryRadius));
  }

  get steps(): number {
    return this.state.ctrl[STEPS];
  }

  step(): void {
    const st = this.state, c = this.counters;
    phaseA(st);
    // In workers each slice runs in its own thread, with a barrier after every phase; here, one after the other.
    if (this.runners[0].sharesNow()) for (const r of this.runners) r.sortCells();
    for (const r of this.runners) r.phaseB();
    for (const r of this.runners) r.phaseC();
    c.candidates = 0; c.neighbours = 0; c.updated = 0;
    for (const r of this.runners) { c.candidates += r.candidates; c.neighbours += r.neighbours; c.updated += r.updated; }
    endFrame(st);
    this.time += DT;
  }

  neighbourIds(k: number): number[] {
    const r = this.runners[0], saved = [r.candidates, r.neighbours];
    phaseA(this.state, false);
    // The query one boid at a time (the blocks need phase A′ first; both give the same neighbours).
    const b = current(this.state), m = r.query(b, b.id.indexOf(k));
    [r.candidates, r.neighbours] = saved;
    return r.found(m);
  }

  get cells(): { x0: number; y0: number; size: number } | null {
    const g = this.state.grid;
    return g[G_GX] > 0 ? { x0: g[G_X0], y0: g[G_Y0], size: g[G_CELL] || RADIUS } : null;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    readStartOrder(this.state, x, y, vx, vy);
  }
}

/** The boids of a split state in start order (boid k is the k-th of the start state), into the given arrays. */
export function readStartOrder(st: SplitState, x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
  const b = current(st);
  for (let p = 0; p < st.n; p++) { const k = b.id[p]; x[k] = b.x[p]; y[k] = b.y[p]; vx[k] = b.vx[p]; vy[k] = b.vy[p]; }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}, options: SplitOptions = {}): LadderRung & { readonly slices: number; readonly state: SplitState } =>
  new SplitFlock(n, seed, settings, options);
