/**
 * The fourth way to draw, with no drawing library at all: every boid's triangle written pixel by pixel into one
 * ImageData, shown with one putImageData. The triangle (shape.ts) is rasterised once per heading — 64 headings, the
 * pixels whose centres fall inside it, as offsets into the image's rows — so a frame is a loop of array writes: no
 * path, no fill call, no GPU. Where the canvas is drawn in software (no graphics card, or SwiftShader) this beats
 * every call-based way; it has no antialiasing, like the WebGL renderers.
 */
import { packColour } from '../../colour';
import { Canvas2D } from './canvas2d';
import { BACK, HALF_WIDTH, TIP, boidLength } from './shape';
import type { BoidFrame, BoidRenderer, BoidStyle, DrawView } from './types';

/** Headings the triangle is rasterised for (5.6° apart: finer than a 9-pixel triangle can show). */
export const HEADINGS = 64;

/** The pixels (dx, dy from the centre) of the triangle of length `len` device pixels at heading bin `h`, y down. */
export function triangleOffsets(len: number, h: number): { dx: number[]; dy: number[] } {
  const a = (2 * Math.PI * h) / HEADINGS, ux = Math.cos(a), uy = Math.sin(a);
  const P = [
    [ux * TIP * len, uy * TIP * len],
    [-ux * BACK * len + uy * HALF_WIDTH * len, -uy * BACK * len - ux * HALF_WIDTH * len],
    [-ux * BACK * len - uy * HALF_WIDTH * len, -uy * BACK * len + ux * HALF_WIDTH * len]
  ];
  const edge = (p: number[], q: number[], x: number, y: number) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const r = Math.ceil(len), dx: number[] = [], dy: number[] = [];
  for (let y = -r; y <= r; y++) for (let x = -r; x <= r; x++) {
    const e0 = edge(P[0], P[1], x, y), e1 = edge(P[1], P[2], x, y), e2 = edge(P[2], P[0], x, y);
    if ((e0 >= 0 && e1 >= 0 && e2 >= 0) || (e0 <= 0 && e1 <= 0 && e2 <= 0)) { dx.push(x); dy.push(y); }
  }
  if (dx.length === 0) { dx.push(0); dy.push(0); } // a tiny triangle is still a pixel
  return { dx, dy };
}

export class PixelRenderer implements BoidRenderer {
  readonly kind = 'pixels';
  problem: string | null = null;
  private readonly c2d: Canvas2D;
  private image: ImageData | null = null;
  private pixels = new Uint32Array(0);
  /** Per heading, the triangle's pixels as offsets into the image (dy · width + dx), and its reach in pixels. */
  private sprites: Int32Array[] = [];
  private reach = 0;
  private key = '';
  private fill = 0;
  private bg = 0;

  constructor(canvas: HTMLCanvasElement) {
    this.c2d = new Canvas2D(canvas);
    if (!this.c2d.ctx) this.problem = 'This browser gives no 2-D canvas here.';
  }

  setStyle(style: BoidStyle): void {
    this.c2d.style = style;
    this.fill = packColour(style.fill);
    this.bg = packColour(style.bg);
  }

  /** Image and sprites for this backing-store size and boid length (made again only when those change). */
  private prepare(W: number, H: number, len: number): void {
    const key = `${W}x${H}@${len.toFixed(3)}`;
    if (key === this.key) return;
    this.key = key;
    this.image = this.c2d.ctx!.createImageData(W, H);
    this.pixels = new Uint32Array(this.image.data.buffer);
    this.reach = Math.ceil(len) + 1;
    this.sprites = Array.from({ length: HEADINGS }, (_, h) => {
      const t = triangleOffsets(len, h);
      return Int32Array.from(t.dx, (dx, k) => t.dy[k] * W + dx);
    });
  }

  draw(f: BoidFrame, v: DrawView): void {
    const ctx = this.c2d.begin(v);
    if (!ctx) return;
    const W = ctx.canvas.width, H = ctx.canvas.height, dpr = v.dpr, s = v.scale * dpr;
    this.prepare(W, H, boidLength(v) * dpr);
    const px = this.pixels, fill = this.fill, R = this.reach, sprites = this.sprites, k = HEADINGS / (2 * Math.PI);
    px.fill(this.bg);
    const ox = 0.5 * W - v.cx * s, oy = 0.5 * H + v.cy * s;
    for (let i = 0; i < f.count; i++) {
      const cx = Math.round(ox + f.x[i] * s), cy = Math.round(oy - f.y[i] * s);
      if (cx < R || cy < R || cx >= W - R || cy >= H - R) continue; // off the canvas (or on its very edge)
      const vx = f.vx[i], vy = f.vy[i];
      // Heading on the screen (y down); at rest, to the right.
      const h = vx === 0 && vy === 0 ? 0 : (Math.round(Math.atan2(-vy, vx) * k) + HEADINGS) % HEADINGS;
      const sprite = sprites[h], base = cy * W + cx;
      for (let j = 0; j < sprite.length; j++) px[base + sprite[j]] = fill;
    }
    ctx.putImageData(this.image!, 0, 0);
  }

  dispose(): void {
    this.image = null;
    this.pixels = new Uint32Array(0);
  }
}
