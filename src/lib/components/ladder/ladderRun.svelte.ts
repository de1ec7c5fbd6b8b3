/**
 * One rung of the optimization ladder on a canvas: builds its backend (the rung in this thread, or in the ladder's
 * worker: the same two backends the book's other views use), runs the animation loop in whole frames of the model's
 * Δt, paints with the book's painter, and keeps the live numbers a lesson compares. The backend, the painter and the
 * loop's bookkeeping are plain fields (outside Svelte's reactivity); what the markup shows is $state.
 */
import { DT } from '../../ladder';
import { LadderBackend, WorkerBackend, type BackendStats, type LadderSpec, type SimBackend } from '../../backend';
import { CanvasPainter } from '../sim/painter';
import { LoopClock, FRAME_BUDGET_MS, fpsOf, pushWindow } from '../sim/loop';
import { layersToDraw } from '../sim/layers';

/** The numbers a lesson's view shows and compares. */
export interface LadderStats {
  /** Median ms of the recent steps, measured where they ran. */
  msPerStep: number;
  /** Frames drawn per second on this page. */
  fps: number;
  /** Model frames stepped per real second (equals fps when the page steps; the worker's own pace otherwise). */
  stepsPerSecond: number;
  steps: number;
  time: number;
  agents: number;
  /** The backend's metrics by name (candidate pairs per boid, the flock's numbers). */
  metrics: BackendStats['metrics'];
}

export const NO_LADDER_STATS: LadderStats = { msPerStep: NaN, fps: NaN, stepsPerSecond: NaN, steps: 0, time: 0, agents: 0, metrics: [] };

/** A rung draws its boids and its boundary: the book's always-on layers, no overlays. */
const LAYERS_DRAWN = layersToDraw([], new Set(), false);
const PLAIN = { overlays: new Set<string>(), selected: -1, arrows: [], highlighted: null };

/** Steps kept for the step-time chart. */
const CHART_STEPS = 600;

export class LadderRun {
  backend: SimBackend | null = null;
  canvas = $state<HTMLCanvasElement | undefined>();
  cssWidth = $state(0);
  cssHeight = $state(0);
  stats = $state<LadderStats>(NO_LADDER_STATS);
  ready = $state(false);
  error = $state<string | null>(null);
  where = $state<'main' | 'worker'>('main');
  /** Durations (ms) of the last CHART_STEPS steps, by step number; `chartVersion` tells a chart to redraw. */
  readonly stepLog = { step: new Float64Array(CHART_STEPS), ms: new Float64Array(CHART_STEPS), length: 0 };
  chartVersion = $state(0);

  private readonly painter = new CanvasPainter();
  private readonly clock = new LoopClock();
  private raf = 0;
  private running = false;
  private visible = true;
  private lastStats = 0;
  private stepMarks: { t: number; steps: number }[] = [];
  private loggedTo = 0;

  /**
   * The most frames this run may have done (null: no limit). Two views of an A/B pace each other with it, so that
   * both show the same frame of two flocks that should be the same, the faster waiting for the slower.
   */
  pace: (() => number) | null = null;

  constructor(private readonly metrics: () => readonly string[], private readonly onstats?: (s: LadderStats) => void) {}

  /** Frames this run's flock has done (as the newest frame says). */
  get stepsDone(): number {
    return this.backend?.frame()?.steps ?? 0;
  }

  /** (Re)builds the rung from its spec, in this thread or a worker; the loop goes on as it was. */
  build(spec: LadderSpec, where: 'main' | 'worker'): void {
    this.dispose();
    this.error = null;
    this.stats = { ...NO_LADDER_STATS, agents: spec.n };
    this.stepLog.length = 0;
    this.loggedTo = 0;
    this.stepMarks = [];
    this.clock.restart();
    this.clock.frameTimes.length = 0;
    const events = { onupdate: this.onUpdate, onerror: this.onError };
    try {
      this.backend = where === 'worker' && typeof Worker !== 'undefined'
        ? new WorkerBackend({ kind: 'ladder', spec: $state.snapshot(spec) as LadderSpec }, events, [...this.metrics()])
        : new LadderBackend($state.snapshot(spec) as LadderSpec, events, [...this.metrics()]);
    } catch (e) {
      this.error = `This rung could not be built: ${e instanceof Error ? e.message : String(e)}`;
      return;
    }
    this.where = this.backend.where === 'worker' ? 'worker' : 'main';
    this.ready = true;
    this.refresh(true);
    this.requestDraw();
  }

  setRunning(on: boolean): void {
    this.running = on;
    this.clock.lastFrame = 0;
    if (on) this.requestDraw();
    else this.refresh(true);
  }

  onVisible = (visible: boolean): void => {
    this.visible = visible;
    if (visible) this.requestDraw();
  };

  /** One frame, paused (a worker answers through onupdate). */
  stepOnce(): void {
    const b = this.backend;
    if (!b || b.busy) return;
    b.step(1, Infinity);
    this.refresh(true);
    this.requestDraw();
  }

  requestDraw(): void {
    if (!this.raf && typeof requestAnimationFrame !== 'undefined') this.raf = requestAnimationFrame(this.frame);
  }

  private frame = (t: number): void => {
    this.raf = 0;
    const real = this.clock.tick(t);
    const go = this.running && this.visible;
    if (go) {
      const b = this.backend;
      const { want, steps } = this.clock.plan(real, 1, DT);
      const allowed = this.pace ? Math.max(0, Math.min(steps, this.pace() - this.stepsDone)) : steps;
      if (b && !b.busy && want >= 1) this.clock.spend(allowed > 0 ? b.step(allowed, FRAME_BUDGET_MS) : 0, want, DT);
      pushWindow(this.clock.frameTimes, t);
    }
    this.draw();
    if (t - this.lastStats > 250) this.refresh(false, t);
    if (go) this.requestDraw();
    else this.clock.lastFrame = 0;
  };

  private onUpdate = (): void => {
    this.readStats();
    this.requestDraw();
  };

  private onError = (message: string): void => {
    this.error = `The worker running this rung failed: ${message}`;
    this.setRunning(false);
  };

  /** Asks for fresh numbers (at most about 4 a second while running); a worker's arrive through onUpdate. */
  private refresh(force: boolean, t = typeof performance !== 'undefined' ? performance.now() : 0): void {
    if (!force && !this.running) return;
    this.lastStats = t;
    const b = this.backend;
    if (!b) return;
    if (b.where === 'main') this.readStats();
    else b.requestStats();
  }

  private readStats(): void {
    const s = this.backend?.stats();
    if (!s) return;
    const now = typeof performance !== 'undefined' ? performance.now() : 0;
    this.stepMarks.push({ t: now, steps: s.steps });
    if (this.stepMarks.length > 12) this.stepMarks.shift();
    const first = this.stepMarks[0], span = now - first.t;
    const stepsPerSecond = this.running && span > 200 ? (1000 * (s.steps - first.steps)) / span : NaN;
    const fps = this.running ? fpsOf(this.clock.frameTimes) : NaN;
    this.logSteps(s);
    if (this.canvas) this.painter.readColours(this.canvas); // the theme may have changed
    this.stats = { msPerStep: s.msPerStep, fps, stepsPerSecond, steps: s.steps, time: s.time, agents: s.agents, metrics: s.metrics };
    this.onstats?.(this.stats);
  }

  /** Appends the steps not yet logged from the backend's recent step durations (newest last). */
  private logSteps(s: BackendStats): void {
    const recent = s.recentSteps ?? [];
    const log = this.stepLog;
    const from = Math.max(this.loggedTo, s.steps - recent.length);
    for (let step = from + 1; step <= s.steps; step++) {
      const ms = recent[recent.length - (s.steps - step) - 1];
      if (ms === undefined) continue;
      if (log.length === CHART_STEPS) { log.step.copyWithin(0, 1); log.ms.copyWithin(0, 1); log.length--; }
      log.step[log.length] = step;
      log.ms[log.length] = ms;
      log.length++;
    }
    if (s.steps > this.loggedTo) { this.loggedTo = s.steps; this.chartVersion++; }
  }

  private draw(): void {
    const f = this.backend?.frame();
    if (!f || !this.canvas || this.cssHeight <= 0) return;
    this.painter.paint(this.canvas, this.cssWidth, this.cssHeight, f, LAYERS_DRAWN, () => PLAIN);
  }

  dispose(): void {
    this.backend?.dispose();
    this.backend = null;
    this.ready = false;
  }

  destroy(): void {
    this.dispose();
    if (this.raf && typeof cancelAnimationFrame !== 'undefined') cancelAnimationFrame(this.raf);
    this.raf = 0;
  }
}
