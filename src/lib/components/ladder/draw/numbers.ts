/**
 * The drawing lesson's live numbers: frames drawn per second, steps per second, the median milliseconds a draw call
 * takes on the page's thread, and the longest main-thread task of the last five seconds (from the browser's long
 * task entries, which only exist for tasks over 50 ms; else the longest gap between drawn frames). Recording a frame
 * writes into fixed rings (the drawing loop allocates nothing); `summary` does the arithmetic a few times a second.
 */

/** Seconds of history behind the rates, and behind the longest task. */
const RATE_WINDOW_MS = 1000;
export const LONGEST_WINDOW_MS = 5000;
/** Frames kept: over 5 s at 120 Hz. */
const FRAMES = 1024;
/** Draw times behind the median. */
const DRAWS = 60;

export interface DrawNumbers {
  /** Frames drawn per second over the last second. */
  fps: number;
  stepsPerSecond: number;
  /** Median ms of the renderer's draw call (the page's own work; rasterising may happen later, elsewhere). */
  drawMs: number;
  /** Longest main-thread task of the last 5 s (long task entries), or the longest frame gap when the browser has none. */
  longestMs: number;
  longestKind: 'longtask' | 'frame-gap';
  /** Longest gap between two drawn frames in the last 5 s. */
  frameGapMs: number;
  frames: number;
  steps: number;
}

export class LiveNumbers {
  private readonly t = new Float64Array(FRAMES);
  private readonly steps = new Float64Array(FRAMES);
  private head = 0;
  private count = 0;
  private readonly draws = new Float64Array(DRAWS);
  private readonly scratch = new Float64Array(DRAWS);
  private drawHead = 0;
  private drawCount = 0;
  private total = 0;
  private readonly tasks: { end: number; duration: number }[] = [];

  /** `longTasks`: the browser reports long tasks (then `longTask` is fed), else frame gaps stand in. */
  constructor(readonly longTasks: boolean) {}

  /** One frame drawn at time t (ms) in `drawMs`, with the flock at `steps`. */
  frame(t: number, drawMs: number, steps: number): void {
    this.t[this.head] = t;
    this.steps[this.head] = steps;
    this.head = (this.head + 1) % FRAMES;
    if (this.count < FRAMES) this.count++;
    this.draws[this.drawHead] = drawMs;
    this.drawHead = (this.drawHead + 1) % DRAWS;
    if (this.drawCount < DRAWS) this.drawCount++;
    this.total++;
  }

  longTask(start: number, duration: number): void {
    this.tasks.push({ end: start + duration, duration });
    if (this.tasks.length > 256) this.tasks.shift();
  }

  reset(): void {
    this.head = this.count = this.drawHead = this.drawCount = this.total = 0;
    this.tasks.length = 0;
  }

  /** Frame k back from the newest (0: newest). */
  private at(k: number): number {
    return (this.head - 1 - k + 2 * FRAMES) % FRAMES;
  }

  summary(now: number): DrawNumbers {
    let fps = 0, sps = 0, gap = 0, steps = 0;
    if (this.count > 0) {
      const newest = this.at(0);
      steps = this.steps[newest];
      // Rates over the frames of the last second (frames stopped: rates 0).
      let k = 0;
      while (k + 1 < this.count && now - this.t[this.at(k + 1)] <= RATE_WINDOW_MS) k++;
      const oldest = this.at(k), span = this.t[newest] - this.t[oldest];
      if (k > 0 && span > 0 && now - this.t[newest] <= RATE_WINDOW_MS) {
        fps = (1000 * k) / span;
        sps = (1000 * (this.steps[newest] - this.steps[oldest])) / span;
      }
      for (let j = 0; j + 1 < this.count && now - this.t[this.at(j)] <= LONGEST_WINDOW_MS; j++) gap = Math.max(gap, this.t[this.at(j)] - this.t[this.at(j + 1)]);
    }
    let longest = 0;
    while (this.tasks.length > 0 && this.tasks[0].end < now - LONGEST_WINDOW_MS) this.tasks.shift();
    for (const e of this.tasks) longest = Math.max(longest, e.duration);
    const d = this.scratch.subarray(0, this.drawCount);
    d.set(this.draws.subarray(0, this.drawCount));
    d.sort();
    const drawMs = d.length === 0 ? 0 : d.length % 2 ? d[d.length >> 1] : 0.5 * (d[d.length / 2 - 1] + d[d.length / 2]);
    return {
      fps, stepsPerSecond: sps, drawMs, frameGapMs: gap, frames: this.total, steps,
      longestMs: this.longTasks ? longest : gap, longestKind: this.longTasks ? 'longtask' : 'frame-gap'
    };
  }
}
