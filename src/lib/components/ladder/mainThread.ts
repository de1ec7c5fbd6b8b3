/**
 * How blocked this page's main thread is: the longest task in a recent window, from the browser's Long Tasks API
 * (tasks over 50 ms) where it has one, and always the longest gap between animation frames (what a reader sees as a
 * stutter). Plain class: start() / stop(); read() any time.
 */

/** The window the numbers cover (ms). */
export const WATCH_WINDOW_MS = 5000;

export interface MainThreadReading {
  /** Longest long task in the window (ms), 0 when none; NaN where the browser has no Long Tasks API. */
  longestTask: number;
  /** Longest gap between two animation frames in the window (ms). */
  longestFrameGap: number;
  /** Animation frames of this page per second over the window. */
  fps: number;
}

export class MainThreadWatch {
  private tasks: { t: number; ms: number }[] = [];
  private frames: number[] = [];
  private observer: PerformanceObserver | null = null;
  private raf = 0;
  readonly hasLongTasks: boolean;

  constructor() {
    this.hasLongTasks = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');
  }

  start(): void {
    if (this.hasLongTasks && !this.observer) {
      this.observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) this.tasks.push({ t: e.startTime + e.duration, ms: e.duration });
      });
      this.observer.observe({ type: 'longtask' });
    }
    if (!this.raf && typeof requestAnimationFrame !== 'undefined') this.raf = requestAnimationFrame(this.tick);
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
  }

  private tick = (t: number): void => {
    this.frames.push(t);
    this.trim(t);
    this.raf = requestAnimationFrame(this.tick);
  };

  private trim(now: number): void {
    const from = now - WATCH_WINDOW_MS;
    while (this.frames.length && this.frames[0] < from) this.frames.shift();
    while (this.tasks.length && this.tasks[0].t < from) this.tasks.shift();
  }

  read(now = performance.now()): MainThreadReading {
    this.trim(now);
    let gap = 0;
    for (let i = 1; i < this.frames.length; i++) gap = Math.max(gap, this.frames[i] - this.frames[i - 1]);
    const f = this.frames, span = f.length > 1 ? f[f.length - 1] - f[0] : 0;
    return {
      longestTask: this.hasLongTasks ? this.tasks.reduce((m, x) => Math.max(m, x.ms), 0) : NaN,
      longestFrameGap: gap,
      fps: span > 0 ? (1000 * (f.length - 1)) / span : NaN
    };
  }
}
