/**
 * The drawing lesson's run: a flock of rung 10 (the fastest CPU rung) stepped either with the drawing, on the page
 * (each animation frame steps once, then draws: coupled), or in a worker on its own timer (one request in flight at
 * a time; each animation frame draws the newest snapshot: decoupled) — as fast as it can ('worker'), or at the
 * model's own pace, one step per Δt of wall time ('worker-paced'), which leaves the cores it does not need to the
 * drawing. Plain TypeScript,
 * outside Svelte's reactivity; the numbers go out through `onnumbers` a few times a second. The animation frame
 * callback allocates nothing: it reads the backend's arrays and writes the numbers' rings.
 */
import { LadderBackend } from '../../../backend/ladderBackend';
import { WorkerBackend } from '../../../backend/workerBackend';
import { DT, LAST_CPU_RUNG } from '../../../ladder';
import { longTasksSupported, observeLongTasks } from '../mainThread';
import { LiveNumbers, type DrawNumbers } from './numbers';
import { fitView } from './shape';
import type { BoidFrame, BoidRenderer, DrawView } from './types';

export type Where = 'page' | 'worker' | 'worker-paced';

/** How often the numbers go out (ms). */
const NUMBERS_EVERY = 250;
/**
 * The worker's steps per request are sized to take about this long, or as long as a request's round trip when the
 * page's thread is slower to answer: with one request in flight, a worker given one step at a time would sit idle
 * while its snapshot waits for a busy page, and the stepping would slow down with the drawing.
 */
const BATCH_MS = 8;
const MAX_BATCH = 64;
/**
 * Frames slower than this, twice in a row, pause the run: a page that answers a click only every second or two is
 * broken, whatever it teaches (WebGL instancing on a software GPU takes 1–3 s a frame at 50 000 boids).
 */
export const SLOW_FRAME_MS = 1000;

export interface DrawRunEvents {
  onnumbers(n: DrawNumbers): void;
  onerror(message: string): void;
  /** The run paused itself: its frames took over SLOW_FRAME_MS (the gap in ms). */
  onslow?(frameMs: number): void;
}

export class DrawRun {
  private backend: LadderBackend | WorkerBackend | null = null;
  private renderer: BoidRenderer | null = null;
  private readonly numbers: LiveNumbers;
  private readonly unobserve: (() => void) | null;
  /** The coupled run's copy of the flock, read after each step. */
  private readonly own = { count: 0, x: new Float64Array(0), y: new Float64Array(0), vx: new Float64Array(0), vy: new Float64Array(0) };
  private readonly view: DrawView = { cx: 0, cy: 0, scale: 1, width: 0, height: 0, dpr: 1 };
  /** Half the world's side and its centre (metres), fixed per run. */
  private half = 0;
  private cx = 0;
  private cy = 0;
  private width = 0;
  private height = 0;
  private dpr = 1;
  private raf = 0;
  private lastNumbers = -Infinity;
  private running = false;
  /** Steps per worker request, from the worker's own median ms per step. */
  private batch = 1;
  /** When the worker's request in flight was sent, and the mean round trip (ms) of the recent ones. */
  private sentAt = -1;
  private roundTrip = 0;
  /** The paced worker: when its clock started, the steps asked for since, and the timer that waits for the next. */
  private pacedFrom = 0;
  private asked = 0;
  private timer: ReturnType<typeof setTimeout> | 0 = 0;
  /** The previous frame's time, and how many frames in a row came slower than SLOW_FRAME_MS. */
  private lastFrame = -1;
  private slowFrames = 0;
  /** Pause when frames are too slow (off for a benchmark that measures the slow cases). */
  guard = true;
  where: Where = 'worker';
  n = 0;

  constructor(private readonly events: DrawRunEvents, private readonly seed = 1) {
    this.numbers = new LiveNumbers(longTasksSupported());
    this.unobserve = observeLongTasks((start, ms) => this.numbers.longTask(start, ms));
  }

  get playing(): boolean {
    return this.running;
  }

  /** Why the renderer draws nothing (no WebGL2, a lost context); null while it draws. */
  get problem(): string | null {
    return this.renderer?.problem ?? null;
  }

  /** The page is visible again: the worker's timer starts again (it stops while the page is hidden). */
  wake(): void {
    this.kick();
  }

  /** A new flock of n boids stepped `where`; keeps playing if it was. */
  configure(n: number, where: Where): void {
    this.backend?.dispose();
    this.backend = null;
    this.n = n;
    this.where = where;
    this.numbers.reset();
    this.half = 0;
    this.batch = 1;
    this.sentAt = -1;
    this.roundTrip = 0;
    const events = { onupdate: this.onupdate, onerror: (m: string) => this.events.onerror(m) };
    const spec = { rung: LAST_CPU_RUNG, n, seed: this.seed };
    try {
      this.backend = where === 'page' ? new LadderBackend(spec, events) : new WorkerBackend({ kind: 'ladder', spec }, events);
    } catch (e) {
      this.events.onerror(e instanceof Error ? e.message : String(e));
      return;
    }
    if (this.backend instanceof LadderBackend) {
      const c = this.backend.rung.count;
      this.own.x = new Float64Array(c);
      this.own.y = new Float64Array(c);
      this.own.vx = new Float64Array(c);
      this.own.vy = new Float64Array(c);
      this.own.count = c;
      this.readOwn();
    }
    this.drawOnce();
  }

  setRenderer(r: BoidRenderer | null): void {
    this.renderer = r;
    this.numbers.reset();
    this.drawOnce();
  }

  setSize(width: number, height: number, dpr: number): void {
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    if (!this.running) this.drawOnce();
  }

  play(): void {
    if (this.running) return;
    this.running = true;
    this.numbers.reset();
    this.lastFrame = -1;
    this.slowFrames = 0;
    this.pacedFrom = performance.now();
    this.asked = 0;
    this.raf = requestAnimationFrame(this.tick);
    this.kick();
  }

  pause(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = 0;
    cancelAnimationFrame(this.raf);
    this.emit(performance.now());
  }

  /** Draws the newest frame without stepping (a paused or not yet started run). */
  drawOnce(): void {
    const f = this.frame();
    if (f && this.renderer && this.width > 0) this.renderer.draw(f, this.fit());
  }

  dispose(): void {
    this.pause();
    this.unobserve?.();
    this.backend?.dispose();
    this.backend = null;
  }

  /** The worker reported a step: ask for the next one at once (its own timer: as fast as it can). */
  private readonly onupdate = () => {
    if (this.sentAt >= 0) {
      const trip = performance.now() - this.sentAt;
      this.roundTrip = this.roundTrip === 0 ? trip : 0.8 * this.roundTrip + 0.2 * trip;
      this.sentAt = -1;
    }
    if (this.half === 0) this.drawOnce();
    this.kick();
  };

  private kick(): void {
    const b = this.backend;
    if (!this.running || !(b instanceof WorkerBackend) || b.busy || (typeof document !== 'undefined' && document.hidden)) return;
    let k = this.batch;
    if (this.where === 'worker-paced') {
      // The steps due by now at one per Δt; a worker that fell far behind drops the backlog rather than racing.
      const due = Math.floor((performance.now() - this.pacedFrom) / (1000 * DT));
      this.asked = Math.max(this.asked, due - MAX_BATCH);
      k = due - this.asked;
      if (k < 1) {
        this.timer ||= setTimeout(() => { this.timer = 0; this.kick(); }, 1000 * DT);
        return;
      }
      this.asked += k;
    }
    b.step(k);
    this.sentAt = performance.now();
  }

  private readOwn(): void {
    const b = this.backend as LadderBackend, o = this.own;
    b.rung.read(o.x, o.y, o.vx, o.vy);
  }

  /** The newest boids: the coupled run's own copy, or the worker's newest snapshot. */
  private frame(): (BoidFrame & { steps?: number }) | null {
    const b = this.backend;
    if (!b) return null;
    if (b instanceof LadderBackend) return this.own;
    return b.newest();
  }

  private fit(): DrawView {
    if (this.half === 0 && this.backend) {
      // The world is fixed for a run: read it once (frame() makes a new object).
      const w = this.backend.frame()?.world;
      if (w) {
        this.half = 0.5 * w.width;
        this.cx = w.x0 + 0.5 * w.width;
        this.cy = w.y0 + 0.5 * w.height;
      }
    }
    return fitView(this.view, this.cx, this.cy, this.half || 1, this.width, this.height, this.dpr);
  }

  private readonly tick = (t: number) => {
    if (!this.running) return;
    this.raf = requestAnimationFrame(this.tick);
    const b = this.backend;
    let steps = 0;
    if (b instanceof LadderBackend) {
      b.step(1, Infinity);
      this.readOwn();
      steps = b.rung.steps;
    } else if (b) {
      this.kick();
      steps = b.newest()?.steps ?? 0;
    }
    const f = this.frame();
    if (f && this.renderer && this.width > 0) {
      const t0 = performance.now();
      this.renderer.draw(f, this.fit());
      this.numbers.frame(t, performance.now() - t0, steps);
    }
    if (t - this.lastNumbers >= NUMBERS_EVERY) this.emit(t);
    const gap = this.lastFrame < 0 ? 0 : t - this.lastFrame;
    this.lastFrame = t;
    this.slowFrames = gap > SLOW_FRAME_MS ? this.slowFrames + 1 : 0;
    if (this.guard && this.slowFrames >= 2) {
      this.pause();
      this.events.onslow?.(gap);
    }
  };

  private emit(now: number): void {
    this.lastNumbers = now;
    const b = this.backend;
    if (b instanceof WorkerBackend) {
      const ms = b.stats()?.msPerStep ?? 0;
      // The round trip includes the batch's own steps: what it adds beyond them is the page's wait.
      const wait = Math.max(0, this.roundTrip - this.batch * ms);
      if (ms > 0) this.batch = Math.max(1, Math.min(MAX_BATCH, Math.round(Math.max(BATCH_MS, wait) / ms)));
      b.requestStats();
    }
    this.events.onnumbers(this.numbers.summary(now));
  }
}
