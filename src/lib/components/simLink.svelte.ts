/**
 * The link between equations and simulations on one page: which force is highlighted (hover/focus on an equation
 * term), which forces are on in each view, and how to toggle a force in a view. Views register themselves by id;
 * an Equation addresses a view by id, or the first registered view when it names none. A view may also hand over a
 * small handle, through which a Prediction runs an experiment in it and reads the result.
 */
import type { LooseConfig } from '../engine';
import type { SimStats } from './types';

/** What another widget on the page may do to a view: run an experiment in it and read its numbers. */
export interface ViewHandle {
  /** Rebuilds the view with this config (throws a ParamError if the engine refuses it); it waits, paused, at t = 0. */
  load(config: LooseConfig): void;
  /** Puts back what the view showed before the first load (the reader's own settings); false if nothing was loaded. */
  restore(): boolean;
  /** An experiment's config is loaded over the reader's own. */
  readonly loaded: boolean;
  play(): void;
  /**
   * Plays until the step at which `seconds` of simulated time have passed (whole steps of the view's Δt, as the book's
   * tests read a claim), then pauses with fresh numbers; plays on, as play() does, when it cannot count the steps.
   */
  runUntil(seconds: number): void;
  pause(): void;
  /** Simulated seconds per real second. */
  setSpeed(s: number): void;
  readonly speed: number;
  /** The latest throttled numbers (about 4 a second while running; reactive). */
  readonly stats: SimStats;
  /** The blow-up report, if the run stopped with one. */
  readonly blowup: string | null;
  /** Scrolls the view into sight. */
  reveal(): void;
}

export class SimLink {
  /** The force whose arrows are emphasised, and in which view (undefined: every view). */
  highlighted = $state<{ force: string; view?: string } | null>(null);
  /** Per view id: force name → on. */
  enabled = $state<Record<string, Record<string, boolean>>>({});
  private toggles = new Map<string, (name: string) => void>();
  private handles = new Map<string, ViewHandle>();
  /** Registered views in order; reactive, so an equation made before its view updates when the view arrives. */
  private order = $state<string[]>([]);

  /** A view announces itself (with a handle, if others may run experiments in it); returns the function that unregisters it. */
  register(view: string, toggle: (name: string) => void, handle?: ViewHandle): () => void {
    this.toggles.set(view, toggle);
    if (handle) this.handles.set(view, handle);
    if (!this.order.includes(view)) this.order = [...this.order, view];
    return () => {
      this.toggles.delete(view);
      this.handles.delete(view);
      this.order = this.order.filter((v) => v !== view);
      delete this.enabled[view];
    };
  }

  /** The view an equation addresses: `view` if registered, else the first registered view. */
  target(view?: string): string | undefined {
    if (view !== undefined) return this.order.includes(view) ? view : undefined;
    return this.order[0];
  }

  /** The handle of view `view`, when it is on the page and gave one. */
  handle(view: string): ViewHandle | undefined {
    return this.order.includes(view) ? this.handles.get(view) : undefined;
  }

  /** Toggles `force` in the addressed view; returns false when no view is there. */
  toggle(force: string, view?: string): boolean {
    const v = this.target(view);
    const fn = v === undefined ? undefined : this.toggles.get(v);
    if (!fn) return false;
    fn(force);
    return true;
  }

  setEnabled(view: string, forces: Record<string, boolean>): void {
    this.enabled[view] = forces;
  }

  isEnabled(force: string, view?: string): boolean | undefined {
    const v = this.target(view);
    return v === undefined ? undefined : this.enabled[v]?.[force];
  }

  /** Highlights `force` in the addressed view (null: nothing highlighted). */
  highlight(force: string | null, view?: string): void {
    this.highlighted = force ? { force, view: this.target(view) ?? view } : null;
  }

  /** The force highlighted for `view`, or null. */
  highlightFor(view: string): string | null {
    const h = this.highlighted;
    return h && (h.view === undefined || h.view === view) ? h.force : null;
  }
}

/** The page's link (one module instance per page load). */
export const simLink = new SimLink();
