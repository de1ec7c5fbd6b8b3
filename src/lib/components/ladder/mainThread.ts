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

/** Whether this browser reports long tasks (Chromium does; Firefox and Safari do not). */
export const longTasksSupported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');

/**
 * Calls `each(start, duration)` for every long task the browser reports from now on (tasks over 50 ms); returns the
 * function that stops watching, or null where the browser has no Long Tasks API. The meter and the drawing lesson
 * both watch through this.
 */
export function observeLongTasks(each: (start: number, duration: number) => void): (() => void) | null {
  if (!longTasksSupported()) return null;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) each(e.startTime, e.duration);
  });
  observer.observe({ type: 'longtask' });
  return () => observer.disconnect();
}

export class MainThreadWatch {
  private tasks: { t: number; ms: number }[] = [];
  private frames: number[] = [];
  private unobserve: (() => void) | null = null;
  private raf = 0;
  private hasLongTasks = false;
  private onFrame: ((t: number) => void) | null = null;

  /** Starts watching; `onFrame(t)` runs on each of the page's animation frames (a meter's own animation). */
  start(onFrame?: (t: number) => void): void {
    this.onFrame = onFrame ?? null;
    if (!this.unobserve) {
      this.unobserve = observeLongTasks((start, ms) => this.tasks.push({ t: start + ms, ms }));
      this.hasLongTasks = this.unobserve !== null;
    }
    if (!this.raf && typeof requestAnimationFrame !== 'undefined') this.raf = requestAnimationFrame(this.tick);
  }

  stop(): void {
    this.unobserve?.();
    this.unobserve = null;
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
  }

  private tick = (t: number): void => {
    this.frames.push(t);
    this.trim(t);
    this.onFrame?.(t);
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
