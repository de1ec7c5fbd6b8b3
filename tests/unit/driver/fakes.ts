/**
 * A fake clock (animation frames at a chosen rate, timers in time order, no real time anywhere) and fake backends
 * (one that steps in this thread, costing fake milliseconds; one that answers later, like a worker or the GPU), for
 * the driver's tests.
 */
import type { BlowupReport } from '../../../src/lib/engine';
import type { BackendEvents, BackendStats, FrameData, MovingFrame, SimBackend } from '../../../src/lib/backend';
import type { FrameClock } from '../../../src/lib/driver';

export class FakeClock implements FrameClock {
  t = 1000;
  private frames = new Map<number, (t: number) => void>();
  private timers: { at: number; cb: () => void }[] = [];
  private ids = 1;
  /** Frames run so far. */
  framesRun = 0;

  now(): number {
    return this.t;
  }
  request(cb: (t: number) => void): number {
    const id = this.ids++;
    this.frames.set(id, cb);
    return id;
  }
  cancel(id: number): void {
    this.frames.delete(id);
  }
  after(ms: number, cb: () => void): unknown {
    const h = { at: this.t + ms, cb };
    this.timers.push(h);
    return h;
  }
  clear(handle: unknown): void {
    this.timers = this.timers.filter((h) => h !== handle);
  }
  get framePending(): boolean {
    return this.frames.size > 0;
  }

  /** Moves the time on to `t` (never back), firing on the way the timers that fall due, in order. */
  advanceTo(t: number): void {
    for (;;) {
      let next: { at: number; cb: () => void } | null = null;
      for (const h of this.timers) if (h.at <= t && (!next || h.at < next.at)) next = h;
      if (!next) break;
      this.timers = this.timers.filter((h) => h !== next);
      this.t = Math.max(this.t, next.at);
      next.cb();
    }
    this.t = Math.max(this.t, t);
  }

  /** Runs the animation frame asked for, at the current time. */
  frame(): void {
    const cbs = [...this.frames.values()];
    this.frames.clear();
    this.framesRun += cbs.length;
    for (const cb of cbs) cb(this.t);
  }

  /** `seconds` of wall time with animation frames at `hz` (each at the k-th multiple of the period from now). */
  run(seconds: number, hz: number): void {
    const start = this.t, n = Math.round(seconds * hz);
    for (let k = 1; k <= n; k++) {
      this.advanceTo(start + (1000 * k) / hz);
      this.frame();
    }
    this.advanceTo(start + 1000 * seconds);
  }
}

/** Steps in this thread; each step costs `costMs` of the fake clock; a blow-up at step `blowAt`. */
export class SyncBackend implements SimBackend {
  readonly where: 'main' | 'worker' | 'gpu' = 'main';
  readonly busy = false;
  readonly engine = null;
  blowup: BlowupReport | null = null;
  steps = 0;
  /** The steps asked for by each step() call, and the fake ms each took. */
  readonly requests: { k: number; done: number; ms: number }[] = [];
  statsAsked = 0;
  disposed = false;
  private readonly moving: MovingFrame = { count: 1, time: 0, steps: 0, x: [0], y: [0], vx: [0], vy: [0] };
  constructor(private readonly clock: FakeClock, private readonly events: BackendEvents, private readonly o: { costMs?: number; blowAt?: number; dt?: number } = {}) {}

  step(k: number, budgetMs: number): number {
    const t0 = this.clock.now();
    let done = 0;
    while (done < k) {
      this.clock.t += this.o.costMs ?? 0;
      this.steps++;
      done++;
      if (this.o.blowAt !== undefined && this.steps >= this.o.blowAt) {
        this.blowup = { message: `blew up at step ${this.steps}` } as BlowupReport;
        this.events.onupdate();
        break;
      }
      if (this.clock.now() - t0 > budgetMs) break;
    }
    this.requests.push({ k, done, ms: this.clock.now() - t0 });
    return done;
  }
  frame(): FrameData | null {
    return null;
  }
  newest(): MovingFrame {
    this.moving.steps = this.steps;
    this.moving.time = this.steps * (this.o.dt ?? 0.01);
    return this.moving;
  }
  stats(): BackendStats {
    return { agents: 1, time: this.steps * (this.o.dt ?? 0.01), steps: this.steps, msPerStep: this.o.costMs ?? 0, metrics: [], phases: [] };
  }
  requestStats(): void {
    this.statsAsked++;
    this.events.onupdate();
  }
  setEnabled(): void {}
  setParams(): void {}
  setSettings(): void {}
  setMetrics(): void {}
  setTiming(): void {}
  dispose(): void {
    this.disposed = true;
  }
}

/**
 * Answers `latencyMs` after each request (a worker, the GPU): busy meanwhile, and refuses requests (0) while busy;
 * `stepMs`: the ms per step it reports.
 */
export class AsyncBackend implements SimBackend {
  busy = false;
  readonly engine = null;
  readonly blowup = null;
  /** Steps answered (the newest frame's), and asked for. */
  steps = 0;
  asked = 0;
  /** Requests made while a request was in flight (the driver must never). */
  overlapping = 0;
  readonly batches: number[] = [];
  statsAsked = 0;
  private readonly moving: MovingFrame = { count: 1, time: 0, steps: 0, x: [0], y: [0], vx: [0], vy: [0] };
  constructor(private readonly clock: FakeClock, private readonly events: BackendEvents, readonly where: 'worker' | 'gpu', private readonly latencyMs: number, private readonly stepMs = 1) {}

  step(k: number): number {
    if (this.busy) { this.overlapping++; return 0; }
    if (k < 1) return 0;
    this.busy = true;
    this.asked += k;
    this.batches.push(k);
    this.clock.after(this.latencyMs, () => {
      this.steps += k;
      this.busy = false;
      this.events.onupdate();
    });
    return k;
  }
  frame(): FrameData | null {
    return null;
  }
  newest(): MovingFrame {
    this.moving.steps = this.steps;
    return this.moving;
  }
  stats(): BackendStats {
    return { agents: 1, time: 0, steps: this.steps, msPerStep: this.stepMs, metrics: [], phases: [] };
  }
  requestStats(): void {
    this.statsAsked++;
    if (this.busy) return;
    this.busy = true;
    this.clock.after(this.latencyMs, () => {
      this.busy = false;
      this.events.onupdate();
    });
  }
  setEnabled(): void {}
  setParams(): void {}
  setSettings(): void {}
  setMetrics(): void {}
  setTiming(): void {}
  dispose(): void {}
}
