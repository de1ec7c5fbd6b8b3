/**
 * How real time becomes steps: the one thing the book's views drive differently. A pacing is asked, at each animation
 * frame (and, for a worker on its own timer, at each answer and when its timer fires), how many steps are owed, and is
 * told how many were taken. Plain objects, no clock of their own: the driver passes the time in.
 *
 * - fixedStep: whole steps of dt for the real time that passed × speed (the engine's views; a rung's frames of
 *   Δt = 0.02 s; the GPU's asynchronous batches: while a request is in flight the time is owed, then asked in one batch).
 * - everyFrame: one step per animation frame, whatever the time (the drawing lesson's "with the drawing": a slow
 *   drawing slows the flock, which is the point it makes).
 * - flatOut: as fast as the backend answers, one request in flight (a worker flat out; the split lesson's measurement).
 * - realTime: one step per dt of wall time, asked on the worker's answers and on a timer, not on frames: the flock
 *   keeps real time however slowly the page draws.
 */
import type { BackendStats } from '../backend/types';
import { FRAME_BUDGET_MS, MAX_STEPS_PER_FRAME, carry, planSteps } from './steps';

export interface Pacing {
  /** 'frame': asked once per animation frame; 'answer': also whenever the backend answers, and when `wait` says. */
  readonly on: 'frame' | 'answer';
  /** Milliseconds a request may step for in this thread before it stops (a worker ignores it). */
  readonly budgetMs: number;
  /** Simulated seconds one step stands for (the real-time factor); 0 when not known. */
  stepSeconds(): number;
  /** A new run or a new speed: nothing owed is carried over. */
  reset(now: number): void;
  /** Running again (play, back on screen): the time before `now` is not owed. */
  resume(now: number): void;
  /**
   * The steps to ask for at `now` (ms). `real`: seconds since the previous animation frame, capped (0 off a frame and
   * on the first frame after a resume); `speed`: simulated seconds per real second.
   */
  due(now: number, real: number, speed: number): number;
  /** `done` of the steps `due` gave were taken (fewer: the budget, a blow-up, a cap). Not called while the backend is busy. */
  spend(done: number, now: number): void;
  /** `due` gave none: milliseconds until a step falls due (the driver sets a timer), for on = 'answer'. */
  wait?(now: number): number;
  /** The backend answered a request (a worker's snapshot) at `now`. */
  answered?(now: number): void;
  /** The backend's newest numbers, a few times a second. */
  measured?(stats: BackendStats | null): void;
}

/** Whole steps of `dt()` (s) for the real time that passed × speed; at most `cap` a frame, then the backlog is dropped. */
export class FixedStep implements Pacing {
  readonly on = 'frame';
  /** Unspent simulated time (s). */
  private acc = 0;
  private want = 0;
  constructor(private readonly dt: () => number, private readonly cap = MAX_STEPS_PER_FRAME, readonly budgetMs = FRAME_BUDGET_MS) {}
  stepSeconds(): number {
    return this.dt();
  }
  reset(): void {
    this.acc = 0;
  }
  resume(): void {}
  due(_now: number, real: number, speed: number): number {
    const p = planSteps(this.acc, real, speed, this.dt(), this.cap);
    this.acc = p.acc;
    this.want = p.want;
    return p.steps;
  }
  spend(done: number): void {
    this.acc = carry(this.acc, done, this.want, this.dt()); // too slow for real time: the backlog is dropped, not spiralled
  }
}

/** One step per animation frame: simulated time follows the frames drawn. `dt`: seconds a step stands for. */
export class EveryFrame implements Pacing {
  readonly on = 'frame';
  readonly budgetMs = Infinity;
  constructor(private readonly dt = 0) {}
  stepSeconds(): number {
    return this.dt;
  }
  reset(): void {}
  resume(): void {}
  due(): number {
    return 1;
  }
  spend(): void {}
}

export interface FlatOutOptions {
  /** Steps per request (default 1). */
  batch?: number;
  /**
   * Size each request to take about this long, or as long as a request's round trip when the page is slower to
   * answer than the worker to step (unset: `batch` stays). With one request in flight, a worker given one step at
   * a time would sit idle while its snapshot waits for a busy page, and the stepping would slow with the drawing.
   */
  batchMs?: number;
  maxBatch?: number;
  /** Seconds a step stands for. */
  dt?: number;
}

/** The next request as soon as the backend answers the last: as fast as it can. */
export class FlatOut implements Pacing {
  readonly on = 'answer';
  readonly budgetMs = Infinity;
  private batch = 1;
  /** When the request in flight was sent (−1: none), and the mean round trip of the recent ones (ms). */
  private sentAt = -1;
  private roundTrip = 0;
  constructor(private readonly o: FlatOutOptions = {}) {
    this.reset();
  }
  stepSeconds(): number {
    return this.o.dt ?? 0;
  }
  reset(): void {
    this.batch = this.o.batch ?? 1;
    this.sentAt = -1;
    this.roundTrip = 0;
  }
  resume(): void {}
  due(): number {
    return this.batch;
  }
  spend(done: number, now: number): void {
    if (done > 0) this.sentAt = now;
  }
  answered(now: number): void {
    if (this.sentAt < 0) return;
    const trip = now - this.sentAt;
    this.roundTrip = this.roundTrip === 0 ? trip : 0.8 * this.roundTrip + 0.2 * trip;
    this.sentAt = -1;
  }
  measured(stats: BackendStats | null): void {
    const { batchMs, maxBatch = 64 } = this.o, ms = stats?.msPerStep ?? 0;
    if (batchMs === undefined || !(ms > 0)) return;
    // The round trip includes the batch's own steps: what it adds beyond them is the page's wait.
    const wait = Math.max(0, this.roundTrip - this.batch * ms);
    this.batch = Math.max(1, Math.min(maxBatch, Math.round(Math.max(batchMs, wait) / ms)));
  }
}

/**
 * One step per `dt` seconds of wall time since the run (re)started, asked whenever the backend answers and on a
 * timer; a backend that fell more than `maxBacklog` steps behind drops the backlog rather than racing to catch up.
 */
export class RealTime implements Pacing {
  readonly on = 'answer';
  readonly budgetMs = Infinity;
  private from = 0;
  /** Steps asked for since `from`. */
  private asked = 0;
  constructor(private readonly dt: number, private readonly maxBacklog = 64) {}
  stepSeconds(): number {
    return this.dt;
  }
  reset(now: number): void {
    this.resume(now);
  }
  resume(now: number): void {
    this.from = now;
    this.asked = 0;
  }
  due(now: number): number {
    const due = Math.floor((now - this.from) / (1000 * this.dt));
    this.asked = Math.max(this.asked, due - this.maxBacklog);
    return Math.max(0, due - this.asked);
  }
  spend(done: number): void {
    this.asked += done;
  }
  wait(): number {
    return 1000 * this.dt;
  }
}

export const fixedStep = (dt: () => number, cap?: number, budgetMs?: number): Pacing => new FixedStep(dt, cap, budgetMs);
export const everyFrame = (dt?: number): Pacing => new EveryFrame(dt);
export const flatOut = (o?: FlatOutOptions): Pacing => new FlatOut(o);
export const realTime = (dt: number, maxBacklog?: number): Pacing => new RealTime(dt, maxBacklog);
