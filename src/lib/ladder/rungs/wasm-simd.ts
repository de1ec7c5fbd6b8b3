/**
 * The sorted grid in WebAssembly with SIMD: the same model, settings and neighbour sets, computed in float32 by a
 * kernel written in AssemblyScript (src/lib/wasm/assembly/ladderGrid.ts), four numbers per instruction (f32x4) where
 * the work is the same for many boids: the bounding box, each boid's cell, the distance tests of a query, the sums of
 * cohesion and alignment, and the boundary, speed limit and move of every boid.
 *
 * This file only holds the flock's memory: the kernel lays out its arrays in its own memory (one instance a flock),
 * this writes the start state into them in float32, steps by one call a frame, and reads the boids back in start
 * order. The kernel moves the boids into cell order every frame, into the second of two sets of arrays, which then
 * swap: `current()` says which set holds them.
 */
import { DT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings } from '../model';
import { startState } from '../start';
import { ladderGridInstance, type LadderGridExports } from '../../wasm/ladderGridKernel';

export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 10 };

/** Views of one set of the kernel's boid arrays. */
interface Views { x: Float32Array; y: Float32Array; vx: Float32Array; vy: Float32Array; slot: Int32Array; id: Int32Array }

class WasmSimdFlock implements LadderRung {
  readonly name = 'wasm-simd';
  readonly settings: RungSettings;
  readonly boundaryRadius: number;
  readonly counters: RungCounters = { candidates: 0, neighbours: 0, updated: 0 };
  readonly count: number;
  time = 0;
  steps = 0;
  private readonly ex: LadderGridExports;
  private readonly frames: number;
  /** The two sets of arrays, by the kernel's current(): the memory never grows after init, so the views stay valid. */
  private readonly sets: [Views, Views];
  private readonly foundId: Int32Array;

  constructor(n: number, seed: number, settings: Partial<RungSettings>) {
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.frames = tickFrames(this.settings.tick);
    this.count = n;
    const maxOthers = this.settings.maxBoids > 0 ? this.settings.maxBoids - 1 : n;
    this.ex = ladderGridInstance();
    this.ex.init(n, maxOthers, this.boundaryRadius);
    const views = (): Views => {
      const buf = this.ex.memory.buffer, f = (k: number) => new Float32Array(buf, this.ex.address(k), n), i = (k: number) => new Int32Array(buf, this.ex.address(k), n);
      return { x: f(0), y: f(1), vx: f(2), vy: f(3), slot: i(4), id: i(5) };
    };
    // The first set is laid out first; the second's addresses appear after one sort (neighboursOf sorts, then the sets swap).
    const first = views();
    const s = startState(n, seed, this.settings.start);
    // Float32Array.set rounds each float64 to the nearest float32.
    first.x.set(s.x); first.y.set(s.y); first.vx.set(s.vx); first.vy.set(s.vy);
    for (let k = 0; k < n; k++) { first.slot[k] = tickSlot(s.phase[k], this.frames, this.settings.randomPhase); first.id[k] = k; }
    this.ex.neighboursOf(0);
    this.sets = [first, first];
    this.sets[this.ex.current()] = views();
    this.foundId = new Int32Array(this.ex.memory.buffer, this.ex.address(6), Math.max(1, Math.min(maxOthers, n)));
  }

  step(): void {
    const ex = this.ex, c = this.counters;
    ex.step(this.steps % this.frames);
    c.candidates = ex.candidates(); c.neighbours = ex.neighbourCount(); c.updated = ex.updated();
    this.time += DT;
    this.steps++;
  }

  neighbourIds(k: number): number[] {
    const m = this.ex.neighboursOf(k);
    return Array.from(this.foundId.subarray(0, m));
  }

  get cells(): { x0: number; y0: number; size: number } | null {
    return this.ex.gridColumns() > 0 ? { x0: this.ex.gridX0(), y0: this.ex.gridY0(), size: this.ex.gridCell() } : null;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    const b = this.sets[this.ex.current()];
    for (let p = 0; p < this.count; p++) { const k = b.id[p]; x[k] = b.x[p]; y[k] = b.y[p]; vx[k] = b.vx[p]; vy[k] = b.vy[p]; }
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new WasmSimdFlock(n, seed, settings);
