/**
 * A SimulationView's controller: the runner (engine, loop, drawing, UI state) plus what the reader does to it from the
 * panels (seed, forces, parameters, settings, overlays, share link, selection) and its mount/visibility lifecycle.
 */
import { SETTINGS, resolveConfig, toSimConfig, addMove, MAX_WALL_MOVES, MAX_ADDED_AGENTS, type AddedAgent, type LooseConfig, type ParamValue, type ParamValues, type ResolvedConfig, type WallMove } from '../../engine';
import { encodeLink, hashKey } from '../../share';
import { SimRunner } from './runner.svelte';

export type { ViewProps } from './runner.svelte';

export class SimController extends SimRunner {
  /** The blow-up panel's way out: half the time step, the same everything else, and the run goes on from the start. */
  resetSmallerDt = (): void => {
    const spec = SETTINGS.find((s) => s.key === 'dt')!;
    this.current.settings.dt = Math.max(spec.min, Number((this.current.settings.dt / 2).toPrecision(3)));
    this.build();
    this.play();
  };

  /** Leaves a configuration the reader did not want (a heavy link): the page's own settings, rebuilt. */
  backToBase = (): void => {
    this.current = resolveConfig(this.base);
    this.build();
  };

  setSeed = (seed: number): void => {
    this.current.seed = seed;
    this.build();
  };

  setSpeed = (s: number): void => {
    this.speed = s;
    this.clock.acc = 0;
  };

  toggleForce = (name: string, on: boolean): void => {
    if (!this.current.forces[name]) return;
    this.current.forces[name].enabled = on;
    this.backend?.setEnabled(name, on);
    this.publishEnabled();
    this.updateRecording();
    this.requestDraw();
  };

  setForceParam = (name: string, key: string, value: ParamValue): void => {
    this.current.forces[name].params[key] = value;
    this.tryEngine(() => this.backend?.setParams(name, { [key]: value }));
    this.requestDraw();
  };

  setScenarioParam = (key: string, value: ParamValue): void => {
    this.current.params[key] = value;
    const wasRunning = this.running;
    this.build(); // geometry and population are built from the scenario's parameters
    if (wasRunning) this.play();
  };

  /** `value` was checked against the setting's declaration by the slider (checkParam), so the settings stay typed. */
  setSetting = (key: string, value: ParamValue): void => {
    (this.current.settings as ParamValues)[key] = value;
    this.tryEngine(() => this.backend?.setSettings({ [key]: value }));
    if (this.blowupMessage === null) this.requestDraw();
  };

  /** Runs an engine update; what it rejects is shown as a notice. */
  private tryEngine(f: () => void): void {
    try {
      f();
    } catch (e) {
      this.errorNotice = e instanceof Error ? e.message : String(e);
    }
  }

  /** Opens or shuts a way-finding exit while it runs; the switch shows the engine's answer with the next frame. */
  setExitOpen = (name: string, open: boolean): void => {
    this.tryEngine(() => this.backend?.setExitOpen?.(name, open));
    // Kept with the canvas edits, so Reset, a link and a saved file start with the exit as the reader left it.
    this.current.edits = { ...this.current.edits, exits: { ...this.current.edits?.exits, [name]: open } };
    this.requestDraw();
  };

  setOverlay = (name: string, on: boolean): void => {
    this.overlaysOn = on ? [...this.overlaysOn.filter((o) => o !== name), name] : this.overlaysOn.filter((o) => o !== name);
    this.updateRecording();
    this.requestDraw();
  };

  clearSelection = (): void => {
    this.selectedId = -1;
    this.inspected = null;
    this.updateRecording();
    this.requestDraw();
  };

  // ── The reader's canvas edits (pointer.svelte.ts records them as they are made) ────────────────────────────

  /** A wall group the reader dragged, already applied to the running simulation (rounded: see engine/config/edits.ts). */
  recordWallMove = (m: WallMove): void => {
    const walls = addMove(this.current.edits?.walls ?? [], m);
    if (walls.length > MAX_WALL_MOVES) { this.editsNotice = `Only the first ${MAX_WALL_MOVES} wall moves are kept in this view's settings.`; return; }
    this.current.edits = { ...this.current.edits, walls };
    if (walls.length === 0) delete this.current.edits.walls;
  };

  /** An agent the reader added, already in the running simulation. */
  recordAgent = (a: AddedAgent): void => {
    const agents = [...(this.current.edits?.agents ?? []), a];
    if (agents.length > MAX_ADDED_AGENTS) { this.editsNotice = `Only the first ${MAX_ADDED_AGENTS} added agents are kept in this view's settings.`; return; }
    this.current.edits = { ...this.current.edits, agents };
  };

  /** Removes every canvas edit and rebuilds the scenario's own layout. */
  clearEdits = (): void => {
    delete this.current.edits;
    this.editsNotice = null;
    const wasRunning = this.running;
    this.build();
    if (wasRunning) this.play();
  };

  /** The reader's configuration now, everything explicit (edits included): for a saved file or a link. */
  snapshotConfig = (): LooseConfig => toSimConfig($state.snapshot(this.current) as ResolvedConfig);

  share = async (): Promise<void> => {
    if (this.current.file) {
      // A decision (issue #9): a link does not carry a whole scenario file (a few kilobytes of JSON, often more than a
      // link holds); the reader saves the file and sends it instead.
      this.shareLink = null;
      this.shareStatus = 'A link cannot carry a loaded scenario file: save it with "Save scenario file" and share the file instead.';
      return;
    }
    const { text, omitted } = encodeLink(this.snapshotConfig(), this.base);
    const url = `${location.href.split('#')[0]}#${hashKey(this.props.id)}=${text}`;
    this.shareLink = url;
    this.shareStatus = '';
    const left = omitted ? ` — without your ${omitted} newest change${omitted === 1 ? '' : 's'} to the canvas (a link holds at most 4 000 characters)` : '';
    try {
      await navigator.clipboard.writeText(url);
      this.shareStatus = `copied to the clipboard${left}`;
    } catch {
      this.shareStatus = `copy it from here${left}`;
    }
  };

  // ── Lifecycle ─────────────────────────────────────────────────────────────────────────────────────────────

  /** On mount: reduced motion, autoplay, the link's force toggles and handle, page visibility. Returns the clean-up. */
  mount(autoplay: boolean): () => void {
    this.reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (autoplay && !this.reducedMotion) this.play();
    const c = this;
    const unregister = this.props.link.register(this.viewKey, (name) => {
      const f = this.current.forces[name];
      if (f) this.toggleForce(name, !f.enabled);
    }, {
      // A Prediction's experiment: this view, rebuilt with the claim's config, run and read; the reader's own
      // configuration is kept, to be put back.
      load: (config) => {
        const next = resolveConfig(config);
        c.pause();
        c.beforeExperiment ??= $state.snapshot(c.current) as ResolvedConfig;
        c.current = next;
        c.build();
      },
      restore: c.restoreExperiment,
      get loaded() { return c.beforeExperiment !== null; },
      play: c.play, pause: c.pause, setSpeed: c.setSpeed,
      get speed() { return c.speed; }, get stats() { return c.stats; }, get blowup() { return c.blowupMessage; },
      reveal: () => c.canvas?.scrollIntoView?.({ block: 'nearest', behavior: c.reducedMotion ? 'auto' : 'smooth' })
    });
    this.publishEnabled();
    const onVisibility = () => {
      this.pageHidden = document.hidden;
      this.wake();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unregister();
      if (this.raf) cancelAnimationFrame(this.raf);
      this.raf = 0;
      this.disposeBackend();
    };
  }

  /** The reader's configuration while a Prediction's experiment runs in this view (null: none is loaded). */
  beforeExperiment = $state<ResolvedConfig | null>(null);

  /** Puts back the configuration from before the first experiment (a Prediction's or a live number's); false if none. */
  restoreExperiment = (): boolean => {
    if (!this.beforeExperiment) return false;
    this.pause();
    this.current = this.beforeExperiment;
    this.beforeExperiment = null;
    this.build();
    return true;
  };

  /** Builds a view still waiting for the viewport now (a keyboard user reached its controls first). */
  buildNow = (): void => {
    if (this.wanted) this.build();
  };

  /** The view came near the viewport (build it, if it waits for that) or left it (pause drawing). */
  onVisible = (v: boolean): void => {
    this.visible = v;
    if (v && this.wanted) this.build();
    this.wake();
  };

  private wake(): void {
    if (this.active()) { this.clock.lastFrame = 0; this.requestDraw(); }
  }
}
