/**
 * The drawing lesson's renderers share one small interface: each draws the newest boids (positions and velocities,
 * nothing else) into its own canvas, the same triangles in the same colour, and differs only in how it asks the
 * browser to do it.
 */
import type { RendererKind } from '../../../ladder/rendererKind';

export type { RendererKind };

/** What a renderer reads of a frame: a backend's FrameData or a worker's snapshot fits as it is. */
export interface BoidFrame {
  count: number;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  vx: ArrayLike<number>;
  vy: ArrayLike<number>;
}

/** Where the world goes on the canvas: the world point at the canvas's centre and the scale, in CSS pixels. */
export interface DrawView {
  /** World point (metres) drawn at the centre of the canvas. */
  cx: number;
  cy: number;
  /** CSS pixels per metre. */
  scale: number;
  /** The canvas's size in CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel of the backing store. */
  dpr: number;
}

/** The colours: boids and background, as CSS colour strings (read from the theme's variables). */
export interface BoidStyle {
  fill: string;
  bg: string;
}


export interface BoidRenderer {
  readonly kind: RendererKind;
  /** Why nothing is drawn (no WebGL2, context lost), for the page to say; null while drawing works. */
  readonly problem: string | null;
  /** Draws one frame; sizes the canvas's backing store first when the view's size or dpr changed. */
  draw(f: BoidFrame, view: DrawView): void;
  setStyle(style: BoidStyle): void;
  dispose(): void;
}
