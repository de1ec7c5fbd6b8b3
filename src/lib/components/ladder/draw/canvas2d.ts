/**
 * What the two Canvas 2D renderers share: the context (opaque, so the compositor need not blend it), the backing
 * store sized to the view (CSS pixels × dpr, resized only when that changes), and clearing to the background.
 */
import type { BoidStyle, DrawView } from './types';

export class Canvas2D {
  readonly ctx: CanvasRenderingContext2D | null;
  private w = 0;
  private h = 0;
  private dpr = 0;
  style: BoidStyle = { fill: '#0a5c8a', bg: '#fdfcf9' };

  constructor(private readonly canvas: HTMLCanvasElement) {
    // jsdom has no 2D context (getContext returns null or throws): the renderer then draws nothing.
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas.getContext('2d', { alpha: false });
    } catch {
      ctx = null;
    }
    this.ctx = ctx;
  }

  /** Sizes the backing store if needed, clears to the background, and leaves the fill colour set; null without a context. */
  begin(v: DrawView): CanvasRenderingContext2D | null {
    const ctx = this.ctx;
    if (!ctx) return null;
    if (v.width !== this.w || v.height !== this.h || v.dpr !== this.dpr) {
      this.canvas.width = Math.max(1, Math.round(v.width * v.dpr));
      this.canvas.height = Math.max(1, Math.round(v.height * v.dpr));
      this.w = v.width;
      this.h = v.height;
      this.dpr = v.dpr;
    }
    ctx.setTransform(v.dpr, 0, 0, v.dpr, 0, 0);
    ctx.fillStyle = this.style.bg;
    ctx.fillRect(0, 0, v.width, v.height);
    ctx.fillStyle = this.style.fill;
    return ctx;
  }
}
