/**
 * The drawing lesson's run: a flock of the sorted grid (the fastest CPU rung) stepped either with the drawing, on the page
 * (each animation frame steps once, then draws: coupled), or in a worker on its own timer (one request in flight at
 * a time; each animation frame draws the newest snapshot: decoupled) — as fast as it can ('worker'), or at the
 * model's own pace, one step per Δt of wall time ('worker-paced'), which leaves the cores it does not need to the
 * drawing. The book's driver runs it; the three choices are three pacings of it. What is left here is the painter:
 * a renderer fed the backend's newest boids (through the backend seam, whichever backend it is) and the live numbers,
 * which go out through `onnumbers` a few times a second. Plain TypeScript, outside Svelte's reactivity; an animation
 * frame allocates nothing: it reads the backend's arrays and writes the numbers' rings.
 */
import { LadderBackend } from '../../../backend/ladderBackend';
import { WorkerBackend } from '../../../backend/workerBackend';
import { Driver, everyFrame, flatOut, realTime, type Pacing } from '../../../driver';
import { DT, LAST_CPU_RUNG } from '../../../ladder';
import { longTasksSupported, observeLongTasks } from '../mainThread';
import { LiveNumbers, type DrawNumbers } from './numbers';
import { fitView } from './shape';
import type { BoidRenderer, DrawView } from './types';

export type Where = 'page' | 'worker' | 'worker-paced';

/**
 * The worker's steps per request are sized to take about this long, or as long as a request's round trip when the
 * page's thread is slower to answer (see FlatOut).
 */
const BATCH_MS = 8;
const MAX_BATCH = 64;
/**
 * Frames slower than this, twice in a row, pause the run: a page that answers a click only every second or two is
 * broken, whatever it teaches (WebGL instancing on a software GPU takes 1–3 s a frame at 50 000 boids).
 */
export const SLOW_FRAME_MS = 1000;

/** How each choice of where the step runs turns real time into steps. */
const PACING: Record<Where, () => Pacing> = {
  page: () => everyFrame(DT),
  worker: () => flatOut({ batchMs: BATCH_MS, maxBatch: MAX_BATCH, dt: DT }),
  'worker-paced': () => realTime(DT, MAX_BATCH)
};

export interface DrawRunEvents {
  onnumbers(n: DrawNumbers): void;
  onerror(message: string): void;
  /** The run paused itself: its frames took over SLOW_FRAME_MS (the gap in ms). */
  onslow?(frameMs: number): void;
}

export class DrawRun {
  private renderer: BoidRenderer | null = null;
  private readonly numbers: LiveNumbers;
  private readonly unobserve: (() => void) | null;
  private readonly driver: Driver;
  private readonly view: DrawView = { cx: 0, cy: 0, scale: 1, width: 0, height: 0, dpr: 1 };
  /** Half the world's side and its centre (metres), fixed per run. */
  private half = 0;
  private cx = 0;
  private cy = 0;
  private width = 0;
  private height = 0;
  private dpr = 1;
  where: Where = 'worker';
  n = 0;

  constructor(private readonly events: DrawRunEvents, private readonly seed = 1) {
    this.numbers = new LiveNumbers(longTasksSupported());
    this.unobserve = observeLongTasks((start, ms) => this.numbers.longTask(start, ms));
    this.driver = new Driver({
      paint: (t) => this.draw(this.driver.running, t),
      stats: (t) => this.events.onnumbers(this.numbers.summary(t)),
      error: (m) => this.events.onerror(m),
      slow: (gap) => this.events.onslow?.(gap)
    }, { pacing: PACING[this.where](), slowFrameMs: SLOW_FRAME_MS });
  }

  get playing(): boolean {
    return this.driver.running;
  }

  /** Pause when frames are too slow (off for a benchmark that measures the slow cases). */
  get guard(): boolean {
    return this.driver.slowFrameMs !== null;
  }
  set guard(on: boolean) {
    this.driver.slowFrameMs = on ? SLOW_FRAME_MS : null;
  }

  /** Why the renderer draws nothing (no WebGL2, a lost context); null while it draws. */
  get problem(): string | null {
    return this.renderer?.problem ?? null;
  }

  /** Follows the page's visibility (nothing steps in a hidden tab) and the figure's (nothing off screen). */
  watchPage(): () => void {
    return this.driver.watchPage();
  }
  onVisible = (visible: boolean): void => this.driver.setVisible(visible);

  /** A new flock of n boids stepped `where`; keeps playing if it was. */
  configure(n: number, where: Where): void {
    this.n = n;
    this.where = where;
    this.numbers.reset();
    this.half = 0;
    this.driver.setPacing(PACING[where]());
    const spec = { rung: LAST_CPU_RUNG, n, seed: this.seed }, events = this.driver.events;
    try {
      this.driver.attach(where === 'page' ? new LadderBackend(spec, events) : new WorkerBackend({ kind: 'ladder', spec }, events));
    } catch (e) {
      this.driver.attach(null);
      this.events.onerror(e instanceof Error ? e.message : String(e));
      return;
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
    if (!this.playing) this.drawOnce();
  }

  play(): void {
    if (this.playing) return;
    this.numbers.reset();
    this.driver.play();
  }

  pause(): void {
    this.driver.pause();
  }

  /** Draws the newest frame without stepping (a paused or not yet started run). */
  drawOnce(): void {
    this.draw(false, 0);
  }

  dispose(): void {
    this.pause();
    this.unobserve?.();
    this.driver.dispose();
  }

  /** The newest boids (the backend's own arrays: no copy, no new object); `live`: time the draw into the numbers. */
  private draw(live: boolean, t: number): void {
    const f = this.driver.backend?.newest();
    if (!f || !this.renderer || this.width <= 0) return;
    if (!live) { this.renderer.draw(f, this.fit()); return; }
    const t0 = performance.now();
    this.renderer.draw(f, this.fit());
    this.numbers.frame(t, performance.now() - t0, f.steps);
  }

  private fit(): DrawView {
    const b = this.driver.backend;
    if (this.half === 0 && b) {
      // The world is fixed for a run: read it once (frame() makes a new object).
      const w = b.frame()?.world;
      if (w) {
        this.half = 0.5 * w.width;
        this.cx = w.x0 + 0.5 * w.width;
        this.cy = w.y0 + 0.5 * w.height;
      }
    }
    return fitView(this.view, this.cx, this.cy, this.half || 1, this.width, this.height, this.dpr);
  }
}
