/**
 * The naive way: one path and one fill per boid. Each fill is a separate trip through the canvas's rasteriser
 * (state checks, a path to flatten, edges to set up), so the cost per boid is high and grows with N.
 */
import { Canvas2D } from './canvas2d';
import { boidLength, writeTriangle } from './shape';
import type { BoidFrame, BoidRenderer, BoidStyle, DrawView } from './types';

export class PathPerAgentRenderer implements BoidRenderer {
  readonly kind = 'path';
  readonly problem = null;
  private readonly c: Canvas2D;
  /** One triangle's corners, reused for every boid. */
  private readonly tri = new Float32Array(6);

  constructor(canvas: HTMLCanvasElement) {
    this.c = new Canvas2D(canvas);
  }

  setStyle(style: BoidStyle): void {
    this.c.style = style;
  }

  draw(f: BoidFrame, v: DrawView): void {
    const ctx = this.c.begin(v);
    if (!ctx) return;
    const t = this.tri, len = boidLength(v);
    for (let i = 0; i < f.count; i++) {
      writeTriangle(f, i, v, len, t, 0);
      ctx.beginPath();
      ctx.moveTo(t[0], t[1]);
      ctx.lineTo(t[2], t[3]);
      ctx.lineTo(t[4], t[5]);
      ctx.fill();
    }
  }

  dispose(): void {}
}
