/**
 * The split step's threads, with no DOM and no message passing (the worker files do that): a coordinator that owns
 * phase A and slice 0 and drives the frames, and slice workers that loop on the barrier. All of them work on the same
 * SharedArrayBuffer. Each frame is A | B | C with a barrier after each phase:
 *
 *   coordinator:  A ─┤ A′(0) ─┤ B(0) ─┤ C(0) ─┤  (next frame)
 *   slice s:        ─┤ A′(s) ─┤ B(s) ─┤ C(s) ─┤  (waits at the first barrier until the next frame, or until told to stop)
 *
 * A′ (each slice puts its share of the cells in id order) runs, with its barrier, only on frames where many boids
 * query; every thread reads that from the same table and frame count, so all of them take the same barriers.
 *
 * Between two requests the slice workers sleep at the first barrier and the coordinator is idle, so nothing writes
 * the state: a reader that got the coordinator's answer reads one consistent frame.
 */
import { DT, worldRadius } from '../model';
import { Barrier } from './barrier';
import { SliceRunner, endFrame, phaseA } from './phases';
import { MAX_SLICES, STEPS, STOP, viewState, type SplitState } from './state';

/** What a slice worker needs to join: the shared buffer, its n and its place among the slices. */
export interface SliceInit {
  buffer: SharedArrayBuffer;
  n: number;
  slice: number;
  slices: number;
}

/** A slice worker's life: B and C of its slice every frame, until the coordinator says stop. Blocks its thread. */
export function runSlice(init: SliceInit): void {
  const st = viewState(init.buffer, init.n), barrier = new Barrier(st.ctrl, init.slices);
  const runner = new SliceRunner(st, init.slice, init.slices, worldRadius(init.n));
  for (;;) {
    barrier.arrive();
    if (Atomics.load(st.ctrl, STOP) !== 0) return;
    if (runner.sharesNow()) { runner.sortCells(); barrier.arrive(); }
    runner.phaseB();
    barrier.arrive();
    runner.phaseC();
    barrier.arrive();
  }
}

/** Counts of the last frame, summed over the slices. */
export interface SplitCounters { candidates: number; neighbours: number; updated: number }

/** The coordinator: phase A and slice 0 in its own thread, the other slices in slice workers. */
export class Coordinator {
  readonly slices: number;
  time = 0;
  readonly counters: SplitCounters = { candidates: 0, neighbours: 0, updated: 0 };
  /** Milliseconds of each recent frame (oldest first), measured here around the whole frame, barriers included. */
  readonly recent: number[] = [];
  /** Milliseconds since the last reset spent in phase A (one thread, the others wait) and in whole frames: the serial share is their ratio. */
  serialMs = 0;
  totalMs = 0;
  private readonly barrier: Barrier;
  private readonly runner: SliceRunner;

  constructor(readonly state: SplitState, slices: number, private readonly window = 30) {
    this.slices = Math.max(1, Math.min(MAX_SLICES, slices));
    this.barrier = new Barrier(state.ctrl, this.slices);
    this.runner = new SliceRunner(state, 0, this.slices, worldRadius(state.n));
  }

  get steps(): number {
    return this.state.ctrl[STEPS];
  }

  /** k frames; returns when every slice has finished the last one. */
  step(k: number): void {
    const st = this.state, b = this.barrier, r = this.runner;
    for (let f = 0; f < k; f++) {
      const t0 = performance.now();
      phaseA(st);
      const tA = performance.now();
      b.arrive();
      if (r.sharesNow()) { r.sortCells(); b.arrive(); }
      r.phaseB();
      b.arrive();
      r.phaseC();
      b.arrive();
      endFrame(st);
      this.time += DT;
      const t1 = performance.now();
      this.serialMs += tA - t0; this.totalMs += t1 - t0;
      this.recent.push(t1 - t0);
      if (this.recent.length > this.window) this.recent.shift();
    }
    const c = st.counters, s = this.counters;
    s.candidates = 0; s.neighbours = 0; s.updated = 0;
    for (let q = 0; q < this.slices; q++) { s.candidates += c[3 * q]; s.neighbours += c[3 * q + 1]; s.updated += c[3 * q + 2]; }
  }

  /** Wakes the slice workers from the first barrier and lets them leave their loop. */
  stop(): void {
    Atomics.store(this.state.ctrl, STOP, 1);
    if (this.slices > 1) this.barrier.arrive();
  }
}
