/**
 * Thousands of agents as 2-pixel dots, written straight into an image: one fillRect per agent costs about half a
 * microsecond in a software-rendered canvas (27 ms for 50 000 boids, measured in Chromium here: more than the step),
 * while writing 4 pixels into a Uint32Array and blitting the image once costs a fraction of that. The image is made
 * once per canvas size and cleared each frame; the dots are composited over the layers below with drawImage.
 */
import type { ViewTransform } from '../transform';

interface DotImage {
  w: number;
  h: number;
  image: ImageData;
  pixels: Uint32Array;
  canvas: HTMLCanvasElement | OffscreenCanvas;
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
}

const images = new WeakMap<HTMLCanvasElement | OffscreenCanvas, DotImage>();

function imageFor(target: HTMLCanvasElement | OffscreenCanvas, w: number, h: number): DotImage | null {
  const old = images.get(target);
  if (old && old.w === w && old.h === h) return old;
  const canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(w, h) : Object.assign(document.createElement('canvas'), { width: w, height: h });
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) return null;
  const image = ctx.createImageData(w, h);
  const made = { w, h, image, pixels: new Uint32Array(image.data.buffer), canvas, ctx };
  images.set(target, made);
  return made;
}

/**
 * Draws agents as dots of about 2 CSS pixels: `colours[i]` is agent i's packed colour, or 0 to skip it.
 * Returns false when the canvas cannot be drawn this way (then the caller draws rectangles).
 * The colours come as an array, not a function of i, and the view transform is applied inline: at 100 000 boids a
 * call per agent for each (the colour, px, py) cost twice the loop's own work on the main thread.
 */
export function drawDots(ctx: CanvasRenderingContext2D, t: ViewTransform, x: ArrayLike<number>, y: ArrayLike<number>, n: number, colours: Uint32Array): boolean {
  const W = ctx.canvas.width, H = ctx.canvas.height, dpr = ctx.getTransform().a || 1;
  const img = imageFor(ctx.canvas, W, H);
  if (!img) return false;
  const px = img.pixels, size = Math.max(1, Math.round(2 * dpr)), half = size >> 1;
  // Canvas pixels of world (x, y): dpr · t.px(x) and dpr · t.py(y), written out.
  const sx = dpr * t.scale, ox = dpr * t.ox, oy = dpr * t.oy;
  px.fill(0);
  for (let i = 0; i < n; i++) {
    const c = colours[i];
    if (c === 0) continue;
    const cx = Math.round(ox + sx * x[i]) - half, cy = Math.round(oy - sx * y[i]) - half;
    if (cx < 0 || cy < 0 || cx + size > W || cy + size > H) continue;
    for (let dy = 0; dy < size; dy++) {
      const row = (cy + dy) * W + cx;
      for (let dx = 0; dx < size; dx++) px[row + dx] = c;
    }
  }
  img.ctx.putImageData(img.image, 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(img.canvas, 0, 0);
  ctx.restore();
  return true;
}
