/**
 * A canvas overlay is a small named layer: one function that draws one thing, after LayerCake's layers. The view
 * draws the built-in layers (layers/index.ts) plus any a chapter or lesson passes in (a `layers` prop), in
 * `z` order, so a lesson can add "cells scanned" or "candidate pairs" without touching the widget.
 */
import type { FrameData } from '../../../backend';
import type { ViewTransform } from '../transform';

export interface Colours {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  border: string;
  walls: string;
}

/** Arrows of one force: what it added to each agent in the last step (recorded by the engine). */
export interface ForceArrows {
  name: string;
  colour: string;
  fx: ArrayLike<number>;
  fy: ArrayLike<number>;
}

/** What a layer may read besides the frame: the view's state. */
export interface LayerContext {
  /** The overlays the reader switched on. */
  overlays: ReadonlySet<string>;
  /** The selected agent's index, or −1. */
  selected: number;
  arrows: readonly ForceArrows[];
  /** The force whose arrows are emphasised (an equation term under the pointer), or null. */
  highlighted: string | null;
  colours: Colours;
}

export interface Layer<N extends string = string> {
  /** Its overlay key (the toggle that switches it), e.g. 'velocity'. */
  readonly name: N;
  /** Shown next to its toggle; absent for layers without one. */
  readonly label?: string;
  /** Drawn whatever the toggles say (the agents, the zones a force acts on). */
  readonly always?: boolean;
  /** Needs what only the engine in this thread has (goals, force arrows, a selection): off in a worker run. */
  readonly engineOnly?: boolean;
  /**
   * Not clipped by the view: the doors that lie on the world's frame (clipped, half their width would go) and their
   * names beside it, and the walls (they clip themselves to the frame grown by half a wall). Every other layer is
   * clipped to the world's rectangle, so that nothing of the scene (a boid across a wrapping edge, an arrow) is drawn
   * outside the world.
   */
  readonly unclipped?: boolean;
  /** Drawing order: lower first. */
  readonly z: number;
  draw(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, o: LayerContext): void;
}

/** Declares a layer, keeping its name as a literal type: the built-in names make the OverlayName union (layers/index.ts). */
export function defineLayer<const N extends string>(layer: Layer<N>): Layer<N> {
  return layer;
}
