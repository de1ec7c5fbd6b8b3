/**
 * Paints frames on the view's canvas: sizes its backing store for the device pixel ratio, keeps the world → pixel
 * transform (also used for hit-testing), and the theme's colours. Plain fields, outside Svelte's reactivity.
 */
import { drawFrame, ViewTransform, type DrawOptions, type DrawSource } from './draw';
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

  /** Draws `src` at w × h CSS pixels, resizing the canvas first when the size or the world changed. */
  paint(canvas: HTMLCanvasElement, cssWidth: number, h: number, src: DrawSource, opts: () => Omit<DrawOptions, 'colours'>): void {
    const w = Math.max(1, Math.round(cssWidth));
    if (!this.transform || this.transform.width !== w || this.transform.height !== h || this.transform.world !== src.world) {
      this.setup(canvas, w, h);
      this.transform = new ViewTransform(src.world, w, h);
    }
    if (!this.ctx) return; // no 2D canvas (jsdom): nothing to draw
    drawFrame(this.ctx, this.transform, src, { ...opts(), colours: this.colours });
  }

  private setup(canvas: HTMLCanvasElement, w: number, h: number): void {
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    this.ctx = canvas.getContext('2d');
    this.ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
}
