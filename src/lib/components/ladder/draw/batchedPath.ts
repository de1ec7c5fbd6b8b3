/**
 * Batched: the triangles' corners are computed into one preallocated array, then added to a path a chunk at a
 * time, one fill per chunk. Far fewer fills than one per boid; but not one path for all of them either, because a
 * rasteriser sorts a path's edges and one path of 100 000 overlapping triangles costs more than many small ones
 * (the book's agents layer found the same).
 */
import { Canvas2D } from './canvas2d';
import { grow, writeTriangles } from './shape';
import type { BoidFrame, BoidRenderer, BoidStyle, DrawView } from './types';

/**
 * Triangles per path (and fill). Not tuned: on the shared 2-core machine a sweep from 16 to 50 000 was lost in the
 * noise; 256 draws 1.4–1.6× the frames of one path per boid at 20k–100k (docs/measurements.md, "Drawing, measured").
 */
export const CHUNK = 256;

export class BatchedPathRenderer implements BoidRenderer {
  readonly kind = 'batched';
  readonly problem = null;
  private readonly c: Canvas2D;
  private verts = new Float32Array(0);

  constructor(canvas: HTMLCanvasElement, private readonly chunk = CHUNK) {
    this.c = new Canvas2D(canvas);
  }

  setStyle(style: BoidStyle): void {
    this.c.style = style;
  }

  draw(f: BoidFrame, v: DrawView): void {
    const ctx = this.c.begin(v);
    if (!ctx) return;
    // Grows only when N does: no allocation per frame.
    if (this.verts.length < 6 * f.count) this.verts = new Float32Array(6 * grow(this.verts.length / 6, f.count));
    const t = this.verts, n = writeTriangles(f, v, t), chunk = this.chunk;
    for (let s = 0; s < n; s += chunk) {
      const e = Math.min(n, s + chunk);
      ctx.beginPath();
      for (let o = 6 * s, end = 6 * e; o < end; o += 6) {
        ctx.moveTo(t[o], t[o + 1]);
        ctx.lineTo(t[o + 2], t[o + 3]);
        ctx.lineTo(t[o + 4], t[o + 5]);
      }
      ctx.fill();
    }
  }

  dispose(): void {}
}
