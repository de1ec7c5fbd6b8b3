/**
 * The one loop that drives a SimBackend, for every view and lesson (matter-js keeps one Runner apart from its Engine;
 * this is ours): play, pause, step once, the animation frames, how real time becomes steps (a Pacing: pacing.ts), the
 * budget a request may step for, painting, numbers a few times a second, blow-ups, a worker's request in flight, and
 * the page's and the viewport's visibility. Plain TypeScript on a clock it is given, so it is unit-tested with a fake
 * clock and a fake backend. A view brings what differs: a pacing, and hooks that paint and read.
 *
 * The backend is built by the view with `driver.events` and handed over with `attach`; the driver disposes it.
 * An animation frame allocates nothing here (the hooks and the backend decide the rest).
 */
import type { BackendEvents, ErrorDetail, SimBackend } from '../backend/types';
import { browserClock, type FrameClock } from './clock';
import type { Pacing } from './pacing';
import { fpsOf, frameSeconds, pushWindow } from './steps';

export interface DriverHooks {
  /** Draws the newest frame; `t`: the animation frame's time (ms). Called at every frame the driver runs. */
  paint(t: number): void;
  /** Something new to read: a backend's answer (a worker's snapshot, a blow-up), or numbers asked of a backend in this thread. */
  read?(): void;
  /** Numbers are being asked for (a few times a second while running; on pause, a step, a blow-up); `t`: now (ms). */
  stats?(t: number): void;
  /** Running started or stopped (the reader, a blow-up, slow frames, the end of a runFor). */
  running?(on: boolean): void;
  /** The backend reported a blow-up: the driver has stopped, and plays no more until another backend is attached. */
  blowup?(message: string): void;
  /** The backend failed (a worker's error, a refused build). */
  error?(message: string, detail?: ErrorDetail): void;
  /** Two frames in a row came more than `slowFrameMs` apart: the driver paused. `gapMs`: the last gap. */
  slow?(gapMs: number): void;
}

export interface DriverOptions {
  pacing: Pacing;
  clock?: FrameClock;
  /** In (or near) the viewport at the start (default true; a view that waits for the viewport starts false). */
  visible?: boolean;
  /** Numbers at most this often while running (ms). */
  statsEveryMs?: number;
  /** Pause when two frames in a row come more than this many ms apart, so the page keeps answering; null: never. */
  slowFrameMs?: number | null;
}

/** A runFor in progress: the steps it waits for. */
interface Target {
  steps: number;
  resolve(done: boolean): void;
  reject(e: Error): void;
}

export class Driver {
  pacing: Pacing;
  /** Simulated seconds per real second (fixedStep only). */
  speed = 1;
  /** The most steps the backend may have done (two views of an A/B pace each other with it); null: no limit. */
  limit: (() => number) | null = null;
  slowFrameMs: number | null;
  /** The events to build the backend with: its answers and failures come to the driver. */
  readonly events: BackendEvents = {
    onupdate: () => this.answered(),
    onerror: (message, detail) => this.failed(message, detail)
  };

  private readonly clock: FrameClock;
  private readonly statsEveryMs: number;
  private b: SimBackend | null = null;
  private on = false;
  private inView: boolean;
  private pageHidden = false;
  private blown: string | null = null;
  private raf = 0;
  private timer: unknown = null;
  /** Time of the previous frame run while running (ms); −1 after a pause, so the first frame counts no time. */
  private lastFrame = -1;
  private lastStats = -Infinity;
  private slowFrames = 0;
  private readonly frameTimes: number[] = [];
  /** Simulated and real seconds since the real-time factor was last measured. */
  private simAdvanced = 0;
  private realElapsed = 0;
  private factor = 0;
  private target: Target | null = null;
  private idle: { resolve(): void; reject(e: Error): void }[] = [];

  constructor(private readonly hooks: DriverHooks, o: DriverOptions) {
    this.pacing = o.pacing;
    this.clock = o.clock ?? browserClock;
    this.inView = o.visible ?? true;
    this.statsEveryMs = o.statsEveryMs ?? 250;
    this.slowFrameMs = o.slowFrameMs ?? null;
  }

  get backend(): SimBackend | null {
    return this.b;
  }
  get running(): boolean {
    return this.on;
  }
  /** The blow-up's message, once the backend reported one. */
  get blowup(): string | null {
    return this.blown;
  }
  get visible(): boolean {
    return this.inView;
  }
  /** Steps the newest frame has done. */
  get stepsDone(): number {
    return this.b?.newest()?.steps ?? 0;
  }
  private get active(): boolean {
    return this.inView && !this.pageHidden;
  }

  // ── The backend and the pacing ────────────────────────────────────────────────────────────────────────────

  /** Drives `b` from now on (null: nothing), disposing the previous backend; running goes on as it was. */
  attach(b: SimBackend | null): void {
    this.b?.dispose();
    this.b = b;
    this.blown = null;
    this.pacing.reset(this.clock.now());
    this.lastFrame = -1;
    this.frameTimes.length = 0;
    this.simAdvanced = this.realElapsed = 0;
    this.endRun();
    this.flushIdle();
    if (b) this.requestPaint();
  }

  setPacing(p: Pacing): void {
    this.pacing = p;
    p.reset(this.clock.now());
  }

  // ── Controls ──────────────────────────────────────────────────────────────────────────────────────────────

  /** Runs (a driver still waiting for its backend runs once it has one); false after a blow-up. */
  play(): boolean {
    if (this.blown) return false;
    if (!this.on) {
      this.on = true;
      this.slowFrames = 0;
      this.lastFrame = -1;
      this.pacing.resume(this.clock.now());
      this.hooks.running?.(true);
    }
    this.requestPaint();
    this.kick();
    return true;
  }

  pause(): void {
    this.halt();
    this.requestStats();
  }

  toggle(): void {
    if (this.on) this.pause();
    else this.play();
  }

  /** One step, paused (a worker answers through its events); false when it cannot (running, busy, blown up). */
  stepOnce(): boolean {
    const b = this.b;
    if (this.on || this.blown || !b || b.busy) return false;
    b.step(1, Infinity);
    this.checkBlowup();
    this.requestStats();
    this.requestPaint();
    return true;
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    this.pacing.reset(this.clock.now());
  }

  /**
   * Plays until the backend has done `k` more steps, then pauses: true when they were done, false when it stopped
   * first (a pause, another backend, a blow-up); rejects when the backend fails.
   */
  runFor(k: number): Promise<boolean> {
    this.endRun();
    if (!this.b) return Promise.resolve(false);
    const steps = this.stepsDone + k;
    return new Promise((resolve, reject) => {
      this.target = { steps, resolve, reject };
      if (!this.reached() && !this.play()) this.endRun();
    });
  }

  /** Resolves once the backend takes requests (at once when it does); rejects when it fails. */
  whenIdle(): Promise<void> {
    if (!this.b?.busy) return Promise.resolve();
    return new Promise((resolve, reject) => this.idle.push({ resolve, reject }));
  }

  // ── Visibility ────────────────────────────────────────────────────────────────────────────────────────────

  /** The view came near the viewport, or left it: off screen nothing steps or paints. */
  setVisible(v: boolean): void {
    this.setActive(() => (this.inView = v));
  }

  setPageHidden(hidden: boolean): void {
    this.setActive(() => (this.pageHidden = hidden));
  }

  /** Follows the page's visibility (a hidden tab steps nothing); returns the clean-up. */
  watchPage(doc: Document | undefined = typeof document !== 'undefined' ? document : undefined): () => void {
    if (!doc) return () => {};
    const onChange = () => this.setPageHidden(doc.hidden);
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  }

  private setActive(change: () => void): void {
    const was = this.active;
    change();
    if (was || !this.active) return;
    // Back: the time away is not owed.
    this.lastFrame = -1;
    this.pacing.resume(this.clock.now());
    this.requestPaint();
    this.kick();
  }

  // ── Painting and numbers ──────────────────────────────────────────────────────────────────────────────────

  requestPaint(): void {
    if (!this.raf) this.raf = this.clock.request(this.frame);
  }

  /** Asks for fresh numbers now: a backend in this thread is read at once, a worker answers through its events. */
  requestStats(t = this.clock.now()): void {
    this.lastStats = t;
    const b = this.b;
    if (!b) return;
    if (this.pacing.measured) this.pacing.measured(b.stats());
    this.hooks.stats?.(t);
    if (b.where === 'worker') b.requestStats();
    else this.hooks.read?.();
  }

  /** Frames run per second over the recent frames (NaN with fewer than two). */
  fps(): number {
    return fpsOf(this.frameTimes);
  }

  /** Simulated ÷ real time, measured again once more than half a second has passed. */
  takeRealTime(): number {
    if (this.realElapsed > 0.5) {
      this.factor = this.simAdvanced / this.realElapsed;
      this.simAdvanced = this.realElapsed = 0;
    }
    return this.factor;
  }

  dispose(): void {
    this.on = false;
    this.clearTimer();
    if (this.raf) this.clock.cancel(this.raf);
    this.raf = 0;
    this.endRun();
    this.b?.dispose();
    this.b = null;
    this.flushIdle();
  }

  // ── The loop ──────────────────────────────────────────────────────────────────────────────────────────────

  private readonly frame = (t: number): void => {
    this.raf = 0;
    const live = this.on && this.active;
    let gap = 0;
    if (live) {
      gap = this.lastFrame < 0 ? 0 : t - this.lastFrame;
      const real = frameSeconds(t, this.lastFrame);
      this.lastFrame = t;
      this.realElapsed += real;
      this.pump(t, real);
      pushWindow(this.frameTimes, t);
      this.slowFrames = this.slowFrameMs !== null && gap > this.slowFrameMs ? this.slowFrames + 1 : 0;
    }
    this.hooks.paint(t);
    if (live && this.on && t - this.lastStats > this.statsEveryMs) this.requestStats(t);
    if (live && this.on && this.slowFrames >= 2) {
      this.pause();
      this.hooks.slow?.(gap);
    }
    if (this.on && this.active) this.requestPaint();
    else this.lastFrame = -1;
  };

  /** Asks the backend for the steps the pacing says are owed now (unless it is busy: then the time stays owed). */
  private pump(now: number, real: number): void {
    const b = this.b, p = this.pacing;
    let k = p.due(now, real, this.speed);
    if (!b || b.busy) return;
    if (k < 1) { this.arm(now); return; }
    k = Math.min(k, this.allowed());
    const done = k > 0 ? b.step(k, p.budgetMs) : 0;
    p.spend(done, now);
    this.simAdvanced += done * p.stepSeconds();
    this.checkBlowup();
    this.reached();
  }

  /** Steps the limit and a runFor still allow. */
  private allowed(): number {
    let n = Infinity;
    if (this.limit) n = this.limit() - this.stepsDone;
    if (this.target) n = Math.min(n, this.target.steps - this.stepsDone);
    return Math.max(0, Math.floor(n));
  }

  /** A pacing on the backend's answers asks again now. */
  private kick(): void {
    if (this.on && this.active && this.pacing.on === 'answer') this.pump(this.clock.now(), 0);
  }

  /** Nothing owed yet: a pacing on answers is woken by a timer when the next step falls due. */
  private arm(now: number): void {
    const p = this.pacing;
    if (p.on !== 'answer' || !p.wait || this.timer !== null) return;
    this.timer = this.clock.after(p.wait(now), () => {
      this.timer = null;
      this.kick();
    });
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clear(this.timer);
    this.timer = null;
  }

  /** Something the backend was asked for arrived (a worker's snapshot, numbers, a blow-up). */
  private answered(): void {
    this.pacing.answered?.(this.clock.now());
    this.checkBlowup();
    this.hooks.read?.();
    this.requestPaint();
    this.reached();
    this.flushIdle();
    this.kick();
  }

  private failed(message: string, detail?: ErrorDetail): void {
    const t = this.target, idle = this.idle;
    this.target = null;
    this.idle = [];
    if (t) this.halt(); // a runFor that failed is over
    t?.reject(new Error(message));
    for (const w of idle) w.reject(new Error(message));
    this.hooks.error?.(message, detail);
  }

  private checkBlowup(): void {
    const report = this.b?.blowup;
    if (!report || this.blown !== null) return;
    this.blown = report.message;
    this.halt();
    this.hooks.blowup?.(report.message);
    this.requestStats();
  }

  /** Stops running, without asking for numbers. */
  private halt(): void {
    const was = this.on;
    this.on = false;
    this.clearTimer();
    this.endRun();
    if (was) this.hooks.running?.(false);
  }

  /** A runFor whose steps are done ends, paused; true when it did. */
  private reached(): boolean {
    const t = this.target;
    if (!t || this.stepsDone < t.steps) return false;
    this.target = null;
    this.pause();
    t.resolve(true);
    return true;
  }

  /** A runFor still waiting ends unfinished. */
  private endRun(): void {
    const t = this.target;
    this.target = null;
    t?.resolve(false);
  }

  private flushIdle(): void {
    if (this.b?.busy) return;
    const idle = this.idle;
    this.idle = [];
    for (const w of idle) w.resolve();
  }
}
