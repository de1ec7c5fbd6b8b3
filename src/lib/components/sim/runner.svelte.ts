/**
 * Runs a SimulationView's simulation: it builds the engine (or a Web Worker for big runs), runs the
 * requestAnimationFrame loop in whole fixed steps, keeps the live numbers, draws, and holds the small reactive UI
 * state the markup shows. (SimController adds the reader's edits and the lifecycle.)
 * The engine, the worker client, the canvas context and the loop's bookkeeping are plain fields: outside Svelte's
 * reactivity. Props are read through `props` (getters), so they stay live.
 */
import { createSimulation, scenarioByName, type Simulation, type SimConfig } from '../../engine';
import type { TimeSeries } from '../../engine/metrics';
import { resolveConfig, toSimConfig, type ResolvedConfig } from '../../share';
import { readConfig } from './config';
import { SimWorkerClient } from '../../worker/simWorkerClient';
import type { Snapshot } from '../../worker/protocol';
import type { SimLink } from '../simLink.svelte';
import type { ControlName, InspectedAgent, SimStats } from '../types';
import { CanvasPainter } from './painter';
import { LoopClock, runSteps, pushWindow, median, fpsOf } from './loop';
import { gridGeometry, drawSource, forceArrows, engineMetrics, snapshotMetrics, inspectAgent, sampleSeries } from './readout';
import { forceItemsOf, describeView } from './panels';

/** The props the controller reads (live: pass getters). */
export interface ViewProps {
  readonly id: string | undefined;
  readonly height: number | undefined;
  readonly controls: readonly ControlName[];
  readonly workerThreshold: number;
  readonly readLink: boolean;
  readonly link: SimLink;
  readonly onstats: ((s: SimStats) => void) | undefined;
  readonly chart: readonly string[];
}

export class SimRunner {
  protected readonly props: ViewProps;
  readonly viewKey: string;

  // ── The engine lives outside Svelte's reactivity ─────────────────────────────────────────────────────────
  sim: Simulation | null = null;
  client: SimWorkerClient | null = null;
  canvas = $state<HTMLCanvasElement | undefined>();
  readonly painter = new CanvasPainter();
  protected raf = 0;
  protected readonly clock = new LoopClock();
  protected visible = true;
  protected pageHidden = false;
  protected workerRequested = 0;
  /** Charted metrics (ring buffers, outside reactivity; `chartVersion` tells the chart to redraw). */
  readonly series = new Map<string, TimeSeries>();
  private lastSampleTime = -1;
  chartVersion = $state(0);

  // ── UI state (small, reactive) ────────────────────────────────────────────────────────────────────────────
  protected base: SimConfig = { scenario: 'corridor' };
  current = $state<ResolvedConfig>(resolveConfig({ scenario: 'corridor' }));
  running = $state(false);
  speed = $state(1);
  overlaysOn = $state<string[]>([]);
  selectedId = $state(-1);
  blowupMessage = $state<string | null>(null);
  propNotices = $state<string[]>([]);
  linkNotices = $state<string[]>([]);
  errorNotice = $state<string | null>(null);
  shareLink = $state<string | null>(null);
  shareStatus = $state('');
  ready = $state(false);
  inWorker = $state(false);
  reducedMotion = $state(false);
  cssWidth = $state(0);
  worldAspect = $state(0.5);
  inspected = $state<InspectedAgent | null>(null);
  stats = $state<SimStats>({ agents: 0, time: 0, steps: 0, msPerStep: NaN, fps: NaN, realTime: NaN, metrics: [] });

  readonly scenario = $derived(scenarioByName(this.current.scenario)!);
  readonly canvasHeight = $derived.by(() => this.props.height ?? Math.round(Math.min(560, Math.max(120, this.cssWidth * this.worldAspect))));
  readonly highlighted = $derived.by(() => this.props.link.highlightFor(this.viewKey));
  readonly forceItems = $derived(forceItemsOf(this.current.forces));
  readonly description = $derived(describeView(this.scenario.title, this.stats.agents, this.forceItems, this.running, this.stats.time));

  /** `scenario`: the one to show until the config is read (a known name); `overlays`: those on at start. */
  constructor(props: ViewProps, viewKey: string, scenario: string, overlays: readonly string[]) {
    this.props = props;
    this.viewKey = viewKey;
    this.current = resolveConfig({ scenario });
    this.overlaysOn = [...overlays];
  }

  show = (c: ControlName): boolean => this.props.controls.includes(c);

  // ── Building ──────────────────────────────────────────────────────────────────────────────────────────────

  /** Reads the props (and the link), then builds. Runs on mount and when `config` changes. */
  init(raw: SimConfig): void {
    const r = readConfig(raw, this.props.readLink && typeof location !== 'undefined' ? location.hash : null, this.props.id);
    this.base = r.base;
    this.propNotices = r.propNotices;
    this.linkNotices = r.linkNotices;
    this.current = resolveConfig(r.config);
    this.build();
  }

  protected build(): void {
    this.stopWorker();
    this.sim = null;
    this.blowupMessage = null;
    this.errorNotice = null;
    this.clock.restart();
    this.series.clear();
    this.lastSampleTime = -1;
    this.chartVersion++;
    const cfg = toSimConfig($state.snapshot(this.current) as ResolvedConfig);
    let built: Simulation;
    try {
      built = createSimulation(cfg);
    } catch (e) {
      this.errorNotice = `The simulation could not be built: ${e instanceof Error ? e.message : String(e)}`;
      this.running = false;
      return;
    }
    this.worldAspect = built.world.height / built.world.width;
    if (built.state.count > this.props.workerThreshold && typeof Worker !== 'undefined') {
      this.inWorker = true;
      this.client = new SimWorkerClient(this.onSnapshot, (m) => (this.errorNotice = `The simulation worker failed: ${m}`));
      this.client.init(cfg, [...this.scenario.metrics]);
      this.stats = { ...this.stats, agents: built.state.count, time: 0, steps: 0, metrics: [] };
    } else {
      this.inWorker = false;
      this.sim = built;
      this.updateRecording();
      this.updateStats(true);
    }
    this.selectedId = -1;
    this.inspected = null;
    this.publishEnabled();
    this.ready = true;
    this.requestDraw();
  }

  protected stopWorker(): void {
    this.client?.terminate();
    this.client = null;
  }

  /** Forces are recorded only while something shows them (arrows, the inspector, a highlight). */
  updateRecording(): void {
    if (!this.sim) return;
    const need = this.overlaysOn.some((o) => o.startsWith('force:')) || (this.selectedId >= 0 && this.show('inspector')) || this.highlighted !== null;
    this.sim.setRecording(need);
  }

  publishEnabled(): void {
    this.props.link.setEnabled(this.viewKey, Object.fromEntries(Object.entries(this.current.forces).map(([n, f]) => [n, f.enabled])));
  }

  // ── The loop ──────────────────────────────────────────────────────────────────────────────────────────────

  protected active = () => this.visible && !this.pageHidden;

  requestDraw(): void {
    if (!this.raf && typeof requestAnimationFrame !== 'undefined') this.raf = requestAnimationFrame(this.frame);
  }

  private frame = (t: number): void => {
    this.raf = 0;
    const real = this.clock.tick(t);
    if (this.running && this.active()) {
      this.advance(real);
      pushWindow(this.clock.frameTimes, t);
    }
    this.draw();
    if (t - this.clock.lastStats > 250) this.updateStats(false, t);
    if (this.running && this.active()) this.requestDraw();
    else this.clock.lastFrame = 0;
  };

  /** Whole fixed steps for the real time that passed (× speed), capped so a slow simulation cannot freeze the page. */
  private advance(real: number): void {
    const dt = this.current.settings.dt as number;
    const { want, steps } = this.clock.plan(real, this.speed, dt);
    const client = this.client;
    if (client) {
      if (client.pending || want < 1) return;
      this.workerRequested = steps;
      this.clock.spend(steps, want, dt);
      client.step(steps, performance.now() - this.clock.lastStats > 250);
      return;
    }
    const sim = this.sim;
    if (!sim) return;
    const { done, msPerStep } = runSteps(() => this.stepEngine(sim), want, () => performance.now());
    if (done > 0) pushWindow(this.clock.stepTimes, msPerStep);
    this.clock.spend(done, want, dt); // too slow for real time: the backlog is dropped instead of spiralling
    this.clock.simAdvanced += done * dt;
  }

  /** One engine step; a blow-up stops the run and is reported. */
  private stepEngine(sim: Simulation): boolean {
    if (sim.step()) return true;
    this.onBlowup(sim.blowup?.message ?? 'The simulation blew up.');
    return false;
  }

  private onBlowup(message: string): void {
    this.running = false;
    this.blowupMessage = message;
    this.updateStats(true);
  }

  private onSnapshot = (s: Snapshot): void => {
    this.clock.simAdvanced += this.workerRequested * (this.current.settings.dt as number);
    this.workerRequested = 0;
    if (this.client?.blowup) this.onBlowup(this.client.blowup);
    if (s.metrics) this.updateStats(true);
    this.requestDraw();
  };

  updateStats(force: boolean, t = typeof performance !== 'undefined' ? performance.now() : 0): void {
    if (!force && !this.running) return;
    this.clock.lastStats = t;
    const fps = fpsOf(this.clock.frameTimes);
    const realTime = this.clock.takeRealTime();
    const names = this.scenario.metrics;
    const running = this.running;
    if (this.sim) {
      const sim = this.sim;
      this.stats = {
        agents: sim.state.count, time: sim.time, steps: sim.steps, msPerStep: median(this.clock.stepTimes), fps: running ? fps : NaN, realTime: running ? realTime : NaN,
        metrics: engineMetrics(sim, names)
      };
      this.refreshInspector();
    } else if (this.client?.latest) {
      const s = this.client.latest;
      this.stats = {
        agents: s.count, time: s.time, steps: s.steps, msPerStep: s.msPerStep, fps: running ? fps : NaN, realTime: running ? realTime : NaN,
        metrics: snapshotMetrics(s, names, this.stats.metrics)
      };
    }
    this.sampleChart();
    if (this.canvas) this.painter.readColours(this.canvas);
    this.props.onstats?.(this.stats);
  }

  private sampleChart(): void {
    const chart = this.props.chart;
    if (chart.length === 0 || this.stats.time === this.lastSampleTime) return;
    this.lastSampleTime = this.stats.time;
    sampleSeries(this.series, chart, this.stats, this.sim);
    this.chartVersion++;
  }

  refreshInspector(): void {
    if (!this.sim || this.selectedId < 0) { this.inspected = null; return; }
    const a = inspectAgent(this.sim, this.selectedId);
    if (!a) this.selectedId = -1;
    this.inspected = a;
  }

  // ── Drawing ───────────────────────────────────────────────────────────────────────────────────────────────

  private draw(): void {
    const sim = this.sim, client = this.client;
    const src = drawSource(sim, client, this.scenario.family);
    if (!src || !this.canvas) return;
    this.painter.paint(this.canvas, this.cssWidth, this.canvasHeight, src, () => ({
      overlays: new Set(this.overlaysOn),
      selected: sim && this.selectedId >= 0 ? sim.state.indexOf(this.selectedId) : -1,
      arrows: sim ? forceArrows(sim, this.overlaysOn, this.highlighted) : [],
      highlighted: this.highlighted,
      neighbourRadius: sim ? sim.neighbourRadius : (client?.latest?.neighbourRadius ?? 0),
      grid: sim ? gridGeometry(sim) : null
    }));
  }

  // ── Controls ──────────────────────────────────────────────────────────────────────────────────────────────

  play = (): void => {
    if (this.blowupMessage || (!this.sim && !this.client)) return;
    this.running = true;
    this.clock.lastFrame = 0;
    this.requestDraw();
  };
  pause = (): void => {
    this.running = false;
    this.updateStats(true);
  };
  toggle = (): void => (this.running ? this.pause() : this.play());
  /** One fixed step (dt), paused. */
  stepOnce = (): void => {
    if (this.running || this.blowupMessage) return;
    if (this.client) {
      if (!this.client.pending) { this.workerRequested = 1; this.client.step(1, true); }
      return;
    }
    const sim = this.sim;
    if (!sim) return;
    const t0 = performance.now();
    this.stepEngine(sim);
    pushWindow(this.clock.stepTimes, performance.now() - t0);
    this.updateStats(true);
    this.requestDraw();
  };
  reset = (): void => this.build();
}
