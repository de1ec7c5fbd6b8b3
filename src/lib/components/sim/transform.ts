/** World → canvas (CSS pixels), aspect ratio kept, y pointing up; also used for hit-testing. */
import type { World } from '../../engine';

export class ViewTransform {
  scale = 1;
  ox = 0;
  oy = 0;
  constructor(
    readonly world: World,
    readonly width: number,
    readonly height: number,
    pad = 8
  ) {
    const sx = (width - 2 * pad) / world.width, sy = (height - 2 * pad) / world.height;
    this.scale = Math.max(1e-9, Math.min(sx, sy));
    this.ox = (width - this.scale * world.width) / 2 - this.scale * world.x0;
    this.oy = (height + this.scale * world.height) / 2 + this.scale * world.y0;
  }
  px(x: number): number {
    return this.ox + this.scale * x;
  }
  py(y: number): number {
    return this.oy - this.scale * y;
  }
  wx(px: number): number {
    return (px - this.ox) / this.scale;
  }
  wy(py: number): number {
    return (this.oy - py) / this.scale;
  }
}

/** The world's rectangle on the canvas, [left, top, width, height] in CSS pixels: its drawn frame and the clip. */
export function worldRect(t: ViewTransform, w: World = t.world): [number, number, number, number] {
  return [t.px(w.x0), t.py(w.y0 + w.height), t.scale * w.width, t.scale * w.height];
}

/** An arrow from (x0, y0) to (x1, y1) with a head, added to the current path (nothing when under half a pixel). */
export function arrowPath(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number, head: number): void {
  const dx = x1 - x0, dy = y1 - y0, len = Math.hypot(dx, dy);
  if (len < 0.5) return;
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  const ux = dx / len, uy = dy / len, h = Math.min(head, len * 0.5);
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - h * (ux - 0.5 * uy), y1 - h * (uy + 0.5 * ux));
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - h * (ux + 0.5 * uy), y1 - h * (uy - 0.5 * ux));
}
