/**
 * Paints frames on the view's canvas: sizes its backing store for the device pixel ratio, keeps the world → pixel
 * transform (also used for hit-testing), and the theme's colours. Plain fields, outside Svelte's reactivity.
 */
import { drawFrame } from './draw';
import { ViewTransform, worldRect } from './transform';
import type { FrameData } from '../../backend';
import type { Layer, LayerContext } from './layers';
import { DEFAULT_COLOURS, readColours } from './readout';

export class CanvasPainter {
  /** World ↔ CSS pixel transform of the last painted frame; null before the first. */
  transform: ViewTransform | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  private colours = DEFAULT_COLOURS;

  /** Re-reads the theme's colours from the canvas's style (keeps the old ones without a DOM). */
  readColours(canvas: HTMLCanvasElement): void {
    this.colours = readColours(canvas) ?? this.colours;
  }

  /** Draws frame `f` at w × h CSS pixels with these layers, resizing the canvas first when the size or the world changed. */
  paint(canvas: HTMLCanvasElement, cssWidth: number, h: number, f: FrameData, layers: readonly Layer[], opts: () => Omit<LayerContext, 'colours'>): void {
    const w = Math.max(1, Math.round(cssWidth));
    const t = this.transform;
    if (!t || t.width !== w || t.height !== h || !sameWorld(t.world, f.world)) {
      this.setup(canvas, w, h);
      this.transform = new ViewTransform(f.world, w, h);
      // Where the world's frame is on the canvas (CSS px: left top width height), for tools and tests.
      canvas.dataset.world = worldRect(this.transform).map((v) => v.toFixed(1)).join(' ');
    }
    if (!this.ctx) return; // no 2D canvas (jsdom): nothing to draw
    drawFrame(this.ctx, this.transform!, f, layers, { ...opts(), colours: this.colours });
  }

  private setup(canvas: HTMLCanvasElement, w: number, h: number): void {
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    this.ctx = canvas.getContext('2d');
    this.ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
}

const sameWorld = (a: ViewTransform['world'], b: ViewTransform['world']) =>
  a === b || (a.x0 === b.x0 && a.y0 === b.y0 && a.width === b.width && a.height === b.height);
