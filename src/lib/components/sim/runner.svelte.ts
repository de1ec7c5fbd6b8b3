/**
 * Runs a SimulationView's simulation through one backend (the engine in this thread or in a worker: the view never
 * asks which, except for direct manipulation): it builds the backend when the view first comes near the viewport
 * (asking first when it is heavy, mending a config the engine refused), has the book's driver step it in whole fixed
 * steps of dt for the real time that passed × speed, keeps the live numbers and the charts, draws, and holds the
 * small reactive UI state the markup shows. (SimController holds one, and adds the reader's edits and the lifecycle.)
 * The driver, the backend and the canvas context are plain: outside Svelte's reactivity. Props are read through
 * `props` (getters), so they stay live.
 */
import { resolveConfig, scenarioOf, fitPopulation, describeEdits, type LooseConfig, type MetricName, type ResolvedConfig } from '../../engine';
import { placement, createBackend, errorDetail, type ErrorDetail, type Placement, type SimBackend } from '../../backend';
import type { TimeSeries } from '../../engine';
import { Driver, fixedStep } from '../../driver';
import { readConfig } from './config';
import type { SimLink } from '../simLink.svelte';
import { NO_STATS, type ControlName, type InspectedAgent, type SimStats } from '../types';
import { CanvasPainter } from './painter';
import { forceArrows, inspectAgent, sampleSeries } from './readout';
import { forceItemsOf, describeView } from './panels';
import { layersToDraw, hasGroups, type Layer } from './layers';
import type { FrameData } from '../../backend';

/** The props the controller reads (live: pass getters). */
export interface ViewProps {
  readonly id: string | undefined;
  readonly height: number | undefined;
  readonly controls: readonly ControlName[];
  readonly workerThreshold: number;
  readonly readLink: boolean;
  readonly link: SimLink;
  readonly onstats: ((s: SimStats) => void) | undefined;
  /** Metric names charted over time under the canvas. */
  readonly chart: readonly MetricName[];
  /** Metric names shown on the canvas (the two or three the prose talks about). */
  readonly metrics: readonly MetricName[] | undefined;
  /** Extra canvas layers (a lesson's own overlays). */
  readonly layers: readonly Layer[];
}

export class SimRunner {
  readonly props: ViewProps;
  readonly viewKey: string;

  // ── Outside Svelte's reactivity ───────────────────────────────────────────────────────────────────────────
  /** The loop: whole steps of the config's dt for the real time that passed × speed; waits for the viewport. */
  readonly driver: Driver = new Driver({
    paint: () => this.draw(),
    read: () => this.refreshStats(),
    running: (on) => (this.running = on),
    blowup: (message) => (this.blowupMessage = message),
    error: (message, detail) => this.onError(message, detail)
  }, { pacing: fixedStep(() => this.current.settings.dt), visible: false });
  canvas = $state<HTMLCanvasElement | undefined>();
  readonly painter = new CanvasPainter();
  /** Charted metrics (ring buffers, outside reactivity; `chartVersion` tells the chart to redraw). */
  readonly series = new Map<string, TimeSeries>();
  private lastSampleTime = -1;
  chartVersion = $state(0);

  // ── UI state (small, reactive) ────────────────────────────────────────────────────────────────────────────
  /** The page's own config (without a link's changes): what a reader who refused a heavy link goes back to. */
  base: LooseConfig = { scenario: 'corridor' };
  current = $state<ResolvedConfig>(resolveConfig({ scenario: 'corridor' }));
  running = $state(false);
  speed = $state(1);
  overlaysOn = $state<string[]>([]);
  /** Way-finding as the engine last reported it: its exits, open or shut (null: the scenario has none); the report's version. */
  navigation = $state<{ exits: { name: string; open: boolean }[] } | null>(null);
  private navVersion = -1;
  selectedId = $state(-1);
  blowupMessage = $state<string | null>(null);
  propNotices = $state<string[]>([]);
  linkNotices = $state<string[]>([]);
  /** A share link set this view up: its changes in words (readConfig's `shared`); null when no link did. */
  shared = $state<string[] | null>(null);
  errorNotice = $state<string | null>(null);
  /**
   * The population asked for did not fit its spawn region without overlaps: the view runs the most that fits, and
   * says so (`key` = `value` is what it runs; the notice goes when the reader changes that parameter).
   */
  capacityNotice = $state<{ text: string; key: string; value: number } | null>(null);
  /** The reader's canvas edits could not be applied to this layout and were removed (why, in words). */
  editsNotice = $state<string | null>(null);
  /** A configuration so heavy that the reader is asked before it is built. */
  heavy = $state<Placement | null>(null);
  shareLink = $state<string | null>(null);
  shareStatus = $state('');
  ready = $state(false);
  where = $state<'main' | 'worker'>('main');
  reducedMotion = $state(false);
  cssWidth = $state(0);
  cssHeight = $state(0);
  inspected = $state<InspectedAgent | null>(null);
  stats = $state<SimStats>(NO_STATS);
  /** What the legend needs from the frames: do agents walk in groups, which zones are drawn (label, kind). */
  frameLegend = $state<{ groups: boolean; zones: { label: string; kind: 'boundary' | 'danger' }[] }>({ groups: false, zones: [] });
  private zonesKey = '';

  readonly scenario = $derived(scenarioOf(this.current)!);
  readonly worldAspect = $derived.by(() => {
    const w = this.scenario.world(this.current.params);
    return w.height / w.width;
  });
  readonly highlighted = $derived.by(() => this.props.link.highlightFor(this.viewKey));
  readonly forceItems = $derived(forceItemsOf(this.current.forces));
  readonly description = $derived(describeView(this.scenario.title, this.stats.agents, this.forceItems, this.running, this.stats.time));
  readonly inWorker = $derived(this.where === 'worker');
  /** Every metric the view needs: the scenario's, the canvas's and the charts'. */
  readonly metricNames = $derived.by(() => [...new Set([...(this.props.metrics ?? []), ...this.scenario.metrics, ...this.props.chart])]);
  /** Whether a build is wanted (config read) and allowed (the view has come near the viewport). */
  wanted = false;
  private confirmedHeavy = false;

  /**
   * `config`: the view's config prop, shown (sanitised, without any link) from the first render — so the prerendered
   * page already lists the chapter's forces and sizes the canvas for its world; `overlays`: those on at start.
   */
  constructor(props: ViewProps, viewKey: string, config: LooseConfig, overlays: readonly string[]) {
    this.props = props;
    this.viewKey = viewKey;
    const r = readConfig(config, null, props.id);
    this.base = r.base;
    this.current = resolveConfig(r.config);
    this.overlaysOn = [...overlays];
  }

  show = (c: ControlName): boolean => this.props.controls.includes(c);

  get backend(): SimBackend | null {
    return this.driver.backend;
  }

  // ── Building ──────────────────────────────────────────────────────────────────────────────────────────────

  /** Reads the props (and the link); builds now if the view is near the viewport, else when it comes near. */
  init(raw: LooseConfig): void {
    const r = readConfig(raw, this.props.readLink && typeof location !== 'undefined' ? location.hash : null, this.props.id);
    this.base = r.base;
    this.propNotices = r.propNotices;
    this.linkNotices = r.linkNotices;
    this.shared = r.shared;
    this.editsNotice = null;
    this.current = resolveConfig(r.config);
    this.confirmedHeavy = false;
    this.wanted = true;
    if (this.driver.visible) this.build();
  }

  /** Builds at most this many times in a row to mend a refused config (too many agents, edits that do not fit). */
  private static readonly MAX_MENDS = 3;
  /** How many mends led to the build now running (0: the reader's config as it was). */
  private mends = 0;

  build(mends = 0): void {
    this.mends = mends;
    this.wanted = false;
    this.navVersion = -1;
    this.disposeBackend();
    this.blowupMessage = null;
    this.errorNotice = null;
    const cap = this.capacityNotice;
    if (mends === 0 && cap && this.current.params[cap.key] !== cap.value) this.capacityNotice = null;
    this.series.clear();
    this.lastSampleTime = -1;
    this.chartVersion++;
    const config = $state.snapshot(this.current) as ResolvedConfig;
    const place = placement(config, this.props.workerThreshold);
    if (place.ask && !this.confirmedHeavy) {
      this.heavy = place;
      this.driver.pause();
      return;
    }
    this.heavy = null;
    let backend: SimBackend;
    try {
      backend = createBackend(config, place.where, this.driver.events, this.metricNames);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (this.mend(config, message, errorDetail(e))) return;
      this.errorNotice = `The simulation could not be built: ${message}`;
      this.driver.pause();
      return;
    }
    this.driver.attach(backend);
    this.where = place.where;
    backend.setTiming(true);
    this.stats = { ...NO_STATS, agents: place.estimate.agents };
    this.selectedId = -1;
    this.inspected = null;
    this.updateRecording();
    this.updateStats();
    this.publishEnabled();
    this.ready = true;
    this.requestDraw();
  }

  /** The reader said yes to a heavy configuration: build it (in the worker) and start it. */
  runHeavy = (): void => {
    this.confirmedHeavy = true;
    this.build();
    this.play();
  };

  disposeBackend(): void {
    this.driver.attach(null);
  }

  /** Forces are recorded only while something shows them (arrows, the inspector, a highlight). */
  updateRecording(): void {
    const sim = this.backend?.engine;
    if (!sim) return;
    const need = this.overlaysOn.some((o) => o.startsWith('force:')) || (this.selectedId >= 0 && this.show('inspector')) || this.highlighted !== null;
    sim.setRecording(need);
  }

  publishEnabled(): void {
    this.props.link.setEnabled(this.viewKey, Object.fromEntries(Object.entries(this.current.forces).map(([n, f]) => [n, f.enabled])));
  }

  // ── The loop (the driver's) ──────────────────────────────────────────────────────────────────────────────

  requestDraw(): void {
    this.driver.requestPaint();
  }

  /** Draws the current frame now, not at the next animation frame (for print: the canvas is printed as it is). */
  paintNow(): void {
    this.draw();
  }

  private onError(message: string, detail?: ErrorDetail): void {
    if (detail && this.mend($state.snapshot(this.current) as ResolvedConfig, message, detail)) return;
    this.errorNotice = `The simulation worker failed: ${message}`;
    this.driver.pause();
  }

  /**
   * Mends a config the engine refused to build, keeping everything else the reader chose, and builds again:
   *  - too many agents for the spawn region (CapacityError): the largest population that fits (fitPopulation);
   *  - canvas edits this layout cannot take (a wall index it lacks, an agent outside a smaller world): without them.
   * Returns false when there is nothing to mend (the caller shows the error).
   */
  private mend(config: ResolvedConfig, message: string, detail: ErrorDetail): boolean {
    if (this.mends >= SimRunner.MAX_MENDS) return false;
    if (detail.capacity !== undefined) {
      const fit = fitPopulation(config, detail.capacity);
      if (!fit) return false;
      const what = fit.key === 'N' ? `N = ${fit.value}` : `${fit.key} = ${fit.value} (${fit.max.toLocaleString('en')} agents or fewer)`;
      this.capacityNotice = {
        text: `${fit.agents.toLocaleString('en')} agents do not fit in this space without overlapping: it holds at most ${fit.max.toLocaleString('en')}. ` +
          `Running with ${what} instead; your other settings are kept.`,
        key: fit.key, value: fit.value
      };
      this.current.params[fit.key] = fit.value;
      this.build(this.mends + 1);
      return true;
    }
    if (detail.key?.startsWith('edits') && config.edits) {
      this.editsNotice = `Your changes to the canvas (${describeEdits(config.edits)}) do not fit this layout and were removed: ${message}`;
      delete this.current.edits;
      this.build(this.mends + 1);
      return true;
    }
    return false;
  }

  /** Asks for fresh numbers now (the driver asks a few times a second while running); a worker's come with its answer. */
  updateStats(): void {
    this.driver.requestStats();
  }

  private refreshStats(): void {
    const s = this.backend?.stats();
    if (!s) return;
    const running = this.running;
    const fps = this.driver.fps(), realTime = this.driver.takeRealTime();
    this.stats = { ...s, fps: running ? fps : NaN, realTime: running ? realTime : NaN };
    this.refreshInspector();
    const f = this.backend?.frame();
    if (f) this.readLegend(f, true);
    this.sampleChart(s);
    if (this.canvas) this.painter.readColours(this.canvas);
    this.props.onstats?.(this.stats);
  }

  private sampleChart(s: NonNullable<ReturnType<SimBackend['stats']>>): void {
    const chart = this.props.chart;
    if (chart.length === 0 || s.time === this.lastSampleTime) return;
    this.lastSampleTime = s.time;
    sampleSeries(this.series, chart, s);
    this.chartVersion++;
  }

  refreshInspector(): void {
    const sim = this.backend?.engine;
    if (!sim || this.selectedId < 0) { this.inspected = null; return; }
    const a = inspectAgent(sim, this.selectedId);
    if (!a) this.selectedId = -1;
    this.inspected = a;
  }

  // ── Drawing ───────────────────────────────────────────────────────────────────────────────────────────────

  /** Keeps `frameLegend` in step with the frames; assigns only on change. Groups are looked for with the stats only. */
  private readLegend(f: FrameData, withGroups: boolean): void {
    const nav = f.nav;
    if ((nav?.version ?? -1) !== this.navVersion) {
      this.navVersion = nav?.version ?? -1;
      this.navigation = nav ? { exits: nav.exits.map((e) => ({ name: e.name, open: e.open })) } : null;
    }
    const key = f.zones.map((z) => `${z.kind}:${z.label}`).join('|');
    if (key !== this.zonesKey) {
      this.zonesKey = key;
      this.frameLegend = { ...this.frameLegend, zones: f.zones.map((z) => ({ label: z.label, kind: z.kind })) };
    }
    if (withGroups) {
      const groups = hasGroups(f);
      if (groups !== this.frameLegend.groups) this.frameLegend = { ...this.frameLegend, groups };
    }
  }

  private draw(): void {
    const b = this.backend, f = b?.frame();
    if (!b || !f) return;
    this.readLegend(f, false);
    if (!this.canvas) return;
    const sim = b.engine, on = new Set(this.overlaysOn);
    const layers = layersToDraw(this.props.layers, on, sim !== null);
    this.painter.paint(this.canvas, this.cssWidth, this.cssHeight, f, layers, () => ({
      overlays: on,
      selected: sim && this.selectedId >= 0 ? sim.state.indexOf(this.selectedId) : -1,
      arrows: sim ? forceArrows(sim, this.overlaysOn, this.highlighted) : [],
      highlighted: this.highlighted
    }));
  }

  // ── Controls ──────────────────────────────────────────────────────────────────────────────────────────────

  /** Runs (a view still waiting to be built starts running once it is); not after a blow-up, nor before a heavy run's yes. */
  play = (): void => {
    if (this.blowupMessage || this.heavy) return;
    this.driver.play();
  };
  pause = (): void => this.driver.pause();
  toggle = (): void => (this.running ? this.pause() : this.play());
  /** One fixed step (dt), paused. */
  stepOnce = (): void => {
    this.driver.stepOnce();
  };
  /** A new speed: nothing owed at the old one is carried over. */
  setSpeed = (s: number): void => {
    this.speed = s;
    this.driver.setSpeed(s);
  };
  reset = (): void => this.build();

  /** The view came near the viewport (build it, if it waits for that) or left it (nothing steps or draws). */
  onVisible = (v: boolean): void => {
    this.driver.setVisible(v);
    if (v && this.wanted) this.build();
  };
}
