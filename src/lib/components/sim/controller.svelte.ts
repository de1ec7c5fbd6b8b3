/**
 * A SimulationView's controller: what the reader does to the view from the panels (seed, forces, parameters, settings,
 * overlays, share link, selection, canvas edits) and its mount lifecycle (reduced motion, autoplay, the link's
 * handle, the page's visibility). It holds the view's run (SimRunner: the backend, its driver, drawing, the UI state),
 * which the markup reads as `c.run`.
 */
import { SETTINGS, resolveConfig, toSimConfig, addMove, MAX_WALL_MOVES, MAX_ADDED_AGENTS, type AddedAgent, type LooseConfig, type ParamValue, type ParamValues, type ResolvedConfig, type WallMove } from '../../engine';
import { encodeLink, hashKey } from '../../share';
import { copyLink } from '../copyLink';
import { prefersReducedMotion } from '../../driver';
import { SimRunner, type ViewProps } from './runner.svelte';
import { onPrint } from '../../print/onPrint';

export type { ViewProps } from './runner.svelte';

export class SimController {
  readonly run: SimRunner;

  /** See SimRunner's constructor. */
  constructor(props: ViewProps, viewKey: string, config: LooseConfig, overlays: readonly string[]) {
    this.run = new SimRunner(props, viewKey, config, overlays);
  }

  /** The blow-up panel's way out: half the time step, the same everything else, and the run goes on from the start. */
  resetSmallerDt = (): void => {
    const spec = SETTINGS.find((s) => s.key === 'dt')!;
    this.run.current.settings.dt = Math.max(spec.min, Number((this.run.current.settings.dt / 2).toPrecision(3)));
    this.run.build();
    this.run.play();
  };

  /** Leaves a configuration the reader did not want (a heavy link): the page's own settings, rebuilt. */
  backToBase = (): void => {
    this.run.current = resolveConfig(this.run.base);
    this.run.build();
  };

  setSeed = (seed: number): void => {
    this.run.current.seed = seed;
    this.run.build();
  };

  toggleForce = (name: string, on: boolean): void => {
    if (!this.run.current.forces[name]) return;
    this.run.current.forces[name].enabled = on;
    this.run.backend?.setEnabled(name, on);
    this.run.publishEnabled();
    this.run.updateRecording();
    this.run.requestDraw();
  };

  setForceParam = (name: string, key: string, value: ParamValue): void => {
    this.run.current.forces[name].params[key] = value;
    this.tryEngine(() => this.run.backend?.setParams(name, { [key]: value }));
    this.run.requestDraw();
  };

  setScenarioParam = (key: string, value: ParamValue): void => {
    this.run.current.params[key] = value;
    const wasRunning = this.run.running;
    this.run.build(); // geometry and population are built from the scenario's parameters
    if (wasRunning) this.run.play();
  };

  /** `value` was checked against the setting's declaration by the slider (checkParam), so the settings stay typed. */
  setSetting = (key: string, value: ParamValue): void => {
    (this.run.current.settings as ParamValues)[key] = value;
    this.tryEngine(() => this.run.backend?.setSettings({ [key]: value }));
    if (this.run.blowupMessage === null) this.run.requestDraw();
  };

  /** Runs an engine update; what it rejects is shown as a notice. */
  private tryEngine(f: () => void): void {
    try {
      f();
    } catch (e) {
      this.run.errorNotice = e instanceof Error ? e.message : String(e);
    }
  }

  /** Opens or shuts a way-finding exit while it runs; the switch shows the engine's answer with the next frame. */
  setExitOpen = (name: string, open: boolean): void => {
    this.tryEngine(() => this.run.backend?.setExitOpen?.(name, open));
    // Kept with the canvas edits, so Reset, a link and a saved file start with the exit as the reader left it.
    this.run.current.edits = { ...this.run.current.edits, exits: { ...this.run.current.edits?.exits, [name]: open } };
    this.run.requestDraw();
  };

  setOverlay = (name: string, on: boolean): void => {
    this.run.overlaysOn = on ? [...this.run.overlaysOn.filter((o) => o !== name), name] : this.run.overlaysOn.filter((o) => o !== name);
    this.run.updateRecording();
    this.run.requestDraw();
  };

  clearSelection = (): void => {
    this.run.selectedId = -1;
    this.run.inspected = null;
    this.run.updateRecording();
    this.run.requestDraw();
  };

  // ── The reader's canvas edits (pointer.svelte.ts records them as they are made) ────────────────────────────

  /** A wall group the reader dragged, already applied to the running simulation (rounded: see engine/config/edits.ts). */
  recordWallMove = (m: WallMove): void => {
    const walls = addMove(this.run.current.edits?.walls ?? [], m);
    if (walls.length > MAX_WALL_MOVES) { this.run.editsNotice = `Only the first ${MAX_WALL_MOVES} wall moves are kept in this view's settings.`; return; }
    this.run.current.edits = { ...this.run.current.edits, walls };
    if (walls.length === 0) delete this.run.current.edits.walls;
  };

  /** An agent the reader added, already in the running simulation. */
  recordAgent = (a: AddedAgent): void => {
    const agents = [...(this.run.current.edits?.agents ?? []), a];
    if (agents.length > MAX_ADDED_AGENTS) { this.run.editsNotice = `Only the first ${MAX_ADDED_AGENTS} added agents are kept in this view's settings.`; return; }
    this.run.current.edits = { ...this.run.current.edits, agents };
  };

  /** Removes every canvas edit and rebuilds the scenario's own layout. */
  clearEdits = (): void => {
    delete this.run.current.edits;
    this.run.editsNotice = null;
    const wasRunning = this.run.running;
    this.run.build();
    if (wasRunning) this.run.play();
  };

  /** The reader's configuration now, everything explicit (edits included): for a saved file or a link. */
  snapshotConfig = (): LooseConfig => toSimConfig($state.snapshot(this.run.current) as ResolvedConfig);

  /** This view's part of a share link (`sim-<id>=…`), relative to the page's own config; null for a loaded file. */
  linkPart = (): string | null =>
    this.run.current.file ? null : `${hashKey(this.run.props.id)}=${encodeLink(this.snapshotConfig(), this.run.base).text}`;

  share = async (): Promise<void> => {
    if (this.run.current.file) {
      // A decision (issue #9): a link does not carry a whole scenario file (a few kilobytes of JSON, often more than a
      // link holds); the reader saves the file and sends it instead.
      this.run.shareLink = null;
      this.run.shareStatus = 'A link cannot carry a loaded scenario file: save it with "Save scenario file" and share the file instead.';
      return;
    }
    const { text, omitted } = encodeLink(this.snapshotConfig(), this.run.base);
    const url = `${location.href.split('#')[0]}#${hashKey(this.run.props.id)}=${text}`;
    this.run.shareLink = url;
    this.run.shareStatus = '';
    const left = omitted ? ` — without your ${omitted} newest change${omitted === 1 ? '' : 's'} to the canvas (a link holds at most 4 000 characters)` : '';
    this.run.shareStatus = `${await copyLink(url)}${left}`;
  };

  // ── Lifecycle ─────────────────────────────────────────────────────────────────────────────────────────────

  /** On mount: reduced motion, autoplay, the link's force toggles and handle, page visibility. Returns the clean-up. */
  mount(autoplay: boolean): () => void {
    const c = this, r = this.run;
    r.reducedMotion = prefersReducedMotion();
    if (autoplay && !r.reducedMotion) r.play();
    const unregister = r.props.link.register(r.viewKey, (name) => {
      const f = r.current.forces[name];
      if (f) this.toggleForce(name, !f.enabled);
    }, {
      // A Prediction's experiment: this view, rebuilt with the claim's config, run and read; the reader's own
      // configuration is kept, to be put back.
      load: (config) => {
        const next = resolveConfig(config);
        r.pause();
        c.beforeExperiment ??= $state.snapshot(r.current) as ResolvedConfig;
        r.current = next;
        r.build();
      },
      restore: c.restoreExperiment,
      get loaded() { return c.beforeExperiment !== null; },
      play: r.play, pause: r.pause, setSpeed: r.setSpeed,
      runUntil: (seconds) => {
        // The numbers come a few times a second while running: read then, a claim at 1.5 s was read at 1.75 s.
        // The step is the one the tests read a claim at (src/lib/figures/experiment.ts, readSteps: round(t / Δt)).
        const k = Math.round(seconds / r.current.settings.dt) - r.driver.stepsDone;
        if (k > 0 && !r.blowupMessage && !r.heavy) void r.driver.runFor(k);
        else r.play();
      },
      get speed() { return r.speed; }, get stats() { return r.stats; }, get blowup() { return r.blowupMessage; },
      reveal: () => r.canvas?.scrollIntoView?.({ block: 'nearest', behavior: r.reducedMotion ? 'auto' : 'smooth' })
    });
    r.publishEnabled();
    const unwatch = r.driver.watchPage();
    // Printed, a view still waiting for the viewport shows its start: built and drawn at once (one placed in a worker
    // has no frame yet then, and prints its empty stage).
    const unprint = onPrint(() => {
      this.buildNow();
      r.paintNow();
    });
    return () => {
      unprint();
      unwatch();
      unregister();
      r.driver.dispose();
    };
  }

  /** The reader's configuration while a Prediction's experiment runs in this view (null: none is loaded). */
  beforeExperiment = $state<ResolvedConfig | null>(null);

  /** Puts back the configuration from before the first experiment (a Prediction's or a live number's); false if none. */
  restoreExperiment = (): boolean => {
    if (!this.beforeExperiment) return false;
    this.run.pause();
    this.run.current = this.beforeExperiment;
    this.beforeExperiment = null;
    this.run.build();
    return true;
  };

  /** Builds a view still waiting for the viewport now (a keyboard user reached its controls first). */
  buildNow = (): void => {
    if (this.run.wanted) this.run.build();
  };
}
