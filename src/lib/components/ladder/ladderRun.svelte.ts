/**
 * One rung of the optimization ladder on a canvas: builds its backend (the rung in this thread, or in the ladder's
 * worker: the same two backends the book's other views use), drives it with the book's driver in whole frames of the
 * model's Δt, paints with the book's painter, and keeps the live numbers a lesson compares. The driver and the painter
 * are plain (outside Svelte's reactivity); what the markup shows is $state.
 */
import { DT } from '../../ladder';
import { LadderBackend, WorkerBackend, type BackendStats, type LadderSpec, type SimBackend } from '../../backend';
import { Driver, fixedStep } from '../../driver';
import { CanvasPainter } from '../sim/painter';
import { layersToDraw } from '../sim/layers';
import { Lockstep } from './lockstep';

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

/** Steps kept for the step-time chart (and the A/B's verdict, which reads the steps both sides have logged). */
const CHART_STEPS = 600;
/** Recent readings kept, so an A/B can show both sides' numbers of one step. */
const HISTORY = 8;

export class LadderRun {
  canvas = $state<HTMLCanvasElement | undefined>();
  cssWidth = $state(0);
  cssHeight = $state(0);
  stats = $state<LadderStats>(NO_LADDER_STATS);
  /** The last HISTORY readings, oldest first (the newest is `stats`). */
  history = $state<LadderStats[]>([]);
  ready = $state(false);
  error = $state<string | null>(null);
  where = $state<'main' | 'worker'>('main');
  /** Durations (ms) of the last CHART_STEPS steps, by step number; `chartVersion` tells a chart to redraw. */
  readonly stepLog = { step: new Float64Array(CHART_STEPS), ms: new Float64Array(CHART_STEPS), length: 0 };
  chartVersion = $state(0);

  private readonly painter = new CanvasPainter();
  /** Draws instead of the book's 2-D painter (a 3-D view: its own WebGL canvas); the driver calls it each frame. */
  paintWith: (() => void) | null = null;
  /** A rung's frames are steps of the model's Δt: as many as the real time that passed holds. */
  readonly driver = new Driver(
    { paint: () => this.draw(), read: () => this.readStats(), error: (m) => this.onError(m) },
    { pacing: fixedStep(() => DT) }
  );
  private stepMarks: { t: number; steps: number }[] = [];
  private loggedTo = 0;
  /** The run this one steps with its own (lockstep.ts), and the backend that does it. */
  private partner: LadderRun | null = null;
  private pair: Lockstep | null = null;

  constructor(private readonly metrics: () => readonly string[], private readonly onstats?: (s: LadderStats) => void) {}

  get backend(): SimBackend | null {
    return this.driver.backend;
  }

  /** Frames this run's flock has done (as the newest frame says). */
  get stepsDone(): number {
    return this.driver.stepsDone;
  }

  /**
   * The most frames this run may have done (null: no limit). Two views of an A/B pace each other with it, so that
   * both show the same frame of two flocks that should be the same, the faster waiting for the slower.
   */
  set pace(most: (() => number) | null) {
    this.driver.limit = most;
  }

  /**
   * (Re)builds the rung from its spec, in this thread or a worker; running goes on as it was. With a `partner` (built
   * just before), this run steps the partner's flock with its own, in lockstep, and the partner only draws and reads
   * (its numbers are read whenever this run's are), until `unpair`.
   */
  build(spec: LadderSpec, where: 'main' | 'worker', partner: LadderRun | null = null): void {
    this.dispose();
    this.error = null;
    this.stats = { ...NO_LADDER_STATS, agents: spec.n };
    this.history = [];
    this.stepLog.length = 0;
    this.loggedTo = 0;
    this.stepMarks = [];
    const events = this.driver.events;
    let own: SimBackend;
    try {
      own = where === 'worker' && typeof Worker !== 'undefined'
        ? new WorkerBackend({ kind: 'ladder', spec: $state.snapshot(spec) as LadderSpec }, events, [...this.metrics()])
        : new LadderBackend($state.snapshot(spec) as LadderSpec, events, [...this.metrics()]);
    } catch (e) {
      this.error = `This rung could not be built: ${e instanceof Error ? e.message : String(e)}`;
      return;
    }
    const other = partner?.backend ?? null;
    this.pair = other ? new Lockstep(own, other) : null;
    if (partner && other) {
      this.partner = partner;
      partner.pace = () => partner.stepsDone; // it never steps by itself
    }
    this.driver.attach(this.pair ?? own);
    this.where = this.driver.backend!.where === 'worker' ? 'worker' : 'main';
    this.ready = true;
    this.driver.requestStats();
  }

  /** Whether this run steps its partner's flock with its own. */
  get paired(): boolean {
    return this.pair?.paired ?? false;
  }

  /** Each run steps alone from now on (one of the two views is paused). */
  unpair(): void {
    if (this.pair) this.pair.paired = false;
    if (this.partner) this.partner.pace = null;
    this.partner = null;
  }

  setRunning(on: boolean): void {
    if (on) this.driver.play();
    else this.driver.pause();
  }

  onVisible = (visible: boolean): void => this.driver.setVisible(visible);

  /** One frame, paused (a worker answers through its events). */
  stepOnce(): void {
    this.driver.stepOnce();
  }

  requestDraw(): void {
    this.driver.requestPaint();
  }

  private onError(message: string): void {
    this.error = `The worker running this rung failed: ${message}`;
    this.setRunning(false);
  }

  private readStats(): void {
    const s = this.backend?.stats();
    if (!s) return;
    const now = typeof performance !== 'undefined' ? performance.now() : 0;
    const running = this.driver.running;
    this.stepMarks.push({ t: now, steps: s.steps });
    if (this.stepMarks.length > 12) this.stepMarks.shift();
    const first = this.stepMarks[0], span = now - first.t;
    const stepsPerSecond = running && span > 200 ? (1000 * (s.steps - first.steps)) / span : NaN;
    const fps = running ? this.driver.fps() : NaN;
    this.logSteps(s);
    if (this.canvas) this.painter.readColours(this.canvas); // the theme may have changed
    this.stats = { msPerStep: s.msPerStep, fps, stepsPerSecond, steps: s.steps, time: s.time, agents: s.agents, metrics: s.metrics };
    this.history = [...this.history.slice(1 - HISTORY), this.stats];
    this.onstats?.(this.stats);
    // The partner is at this step too (or, in a worker, answers at it): its numbers now, its frame drawn.
    if (this.partner) { this.partner.driver.requestStats(); this.partner.requestDraw(); }
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
    if (this.paintWith) return this.paintWith();
    const f = this.backend?.frame();
    if (!f || !this.canvas || this.cssHeight <= 0) return;
    this.painter.paint(this.canvas, this.cssWidth, this.cssHeight, f, LAYERS_DRAWN, () => PLAIN);
  }

  dispose(): void {
    this.unpair();
    this.driver.attach(null);
    this.pair = null;
    this.ready = false;
  }

  destroy(): void {
    this.unpair();
    this.driver.dispose();
    this.pair = null;
    this.ready = false;
  }
}
