/**
 * One boid's look, shared by every renderer so that they draw the same picture: a triangle pointing along the
 * velocity (to the right when at rest), its length in CSS pixels fixed by the view. The Canvas 2D renderers compute
 * its corners here; the WebGL renderer sends the same corners (in units of the length) to its vertex shader.
 * Everything writes into arrays the caller allocated once: nothing here allocates per frame.
 */
import type { BoidFrame, DrawView } from './types';

/** The triangle in units of its length: the tip this far ahead of the boid, the base this far behind. */
export const TIP = 0.6;
export const BACK = 0.4;
/** Half the base's width. */
export const HALF_WIDTH = 0.45;
/** The triangle's corners (tip, left, right) in units of its length, heading +x, y up. */
export const CORNERS = [TIP, 0, -BACK, HALF_WIDTH, -BACK, -HALF_WIDTH] as const;

/** A boid's length in metres, and the bounds in CSS pixels that keep it visible and small. */
const LENGTH_M = 2;
const MIN_PX = 3;
const MAX_PX = 9;

/** The triangle's length in CSS pixels for this view. */
export function boidLength(view: Pick<DrawView, 'scale'>): number {
  return Math.min(MAX_PX, Math.max(MIN_PX, LENGTH_M * view.scale));
}

/** Sets `out` to the view that fits a square world of half-width `half` (metres, centred at cx, cy) in w × h CSS pixels. */
export function fitView(out: DrawView, cx: number, cy: number, half: number, width: number, height: number, dpr: number, pad = 8): DrawView {
  const side = Math.max(1, Math.min(width, height) - 2 * pad);
  out.cx = cx;
  out.cy = cy;
  out.scale = side / (2 * Math.max(1e-9, half));
  out.width = width;
  out.height = height;
  out.dpr = dpr;
  return out;
}

/**
 * Writes the corners of boid i's triangle, in CSS pixels (y down), into out[o … o + 5]: tip, left, right. The same
 * arithmetic as the WebGL vertex shader.
 */
export function writeTriangle(f: BoidFrame, i: number, v: DrawView, len: number, out: Float32Array | Float64Array, o: number): void {
  const px = 0.5 * v.width + (f.x[i] - v.cx) * v.scale;
  const py = 0.5 * v.height - (f.y[i] - v.cy) * v.scale;
  const vx = f.vx[i], vy = f.vy[i], sp = Math.sqrt(vx * vx + vy * vy);
  // Heading on the screen (y down); at rest, to the right.
  const ux = sp > 1e-9 ? vx / sp : 1, uy = sp > 1e-9 ? -vy / sp : 0;
  const a = TIP * len, b = BACK * len, w = HALF_WIDTH * len;
  out[o] = px + ux * a;
  out[o + 1] = py + uy * a;
  // Left and right of the heading as drawn (y down flips which is which; the triangle is symmetric).
  out[o + 2] = px - ux * b + uy * w;
  out[o + 3] = py - uy * b - ux * w;
  out[o + 4] = px - ux * b - uy * w;
  out[o + 5] = py - uy * b + ux * w;
}

/** Writes every boid's triangle (6 numbers each) into `out`, which holds at least 6 × count; returns the count. */
export function writeTriangles(f: BoidFrame, v: DrawView, out: Float32Array): number {
  const n = Math.min(f.count, Math.floor(out.length / 6)), len = boidLength(v);
  for (let i = 0; i < n; i++) writeTriangle(f, i, v, len, out, 6 * i);
  return n;
}

/** Packs x, y, vx, vy per boid, interleaved, into `out` (4 × count at least), for one buffer upload; returns the count. */
export function packInstances(f: BoidFrame, out: Float32Array): number {
  const n = Math.min(f.count, Math.floor(out.length / 4));
  const { x, y, vx, vy } = f;
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    out[o] = x[i];
    out[o + 1] = y[i];
    out[o + 2] = vx[i];
    out[o + 3] = vy[i];
  }
  return n;
}

/** Capacity for at least `n` items, grown by half again so that a slowly growing count reallocates rarely. */
export const grow = (have: number, n: number): number => (have >= n ? have : Math.max(16, Math.ceil(n * 1.5)));

/** A CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba() with numbers) as r, g, b, a in 0…1; null if not understood. */
export function parseColour(css: string): [number, number, number, number] | null {
  const s = css.trim().toLowerCase();
  let m = /^#([0-9a-f]{3,4})$/.exec(s);
  if (m) {
    const d = [...m[1]].map((c) => parseInt(c + c, 16) / 255);
    return [d[0], d[1], d[2], d[3] ?? 1];
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(s);
  if (m) {
    const h = (k: number) => parseInt(m![1].slice(k, k + 2), 16) / 255;
    return [h(0), h(2), h(4), m[2] ? parseInt(m[2], 16) / 255 : 1];
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+)(%?))?\s*\)$/.exec(s);
  if (m) {
    const a = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
    return [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255, Math.min(1, a)];
  }
  return null;
}
