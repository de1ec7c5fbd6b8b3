/**
 * A stand-in Canvas 2D context (node has no canvas) that works out where each paint lands: it keeps the current
 * path's bounding box, the clip (as the rectangle the clipped paths' boxes intersect to; the view clips with a
 * rectangle only) through save/restore, and records every fill, stroke, fillRect, strokeRect, fillText and
 * drawImage with its box (a stroke's grown by half its line width), the clip then in force and the styles.
 * Transforms other than the identity are not modelled: the view's layers draw in CSS pixels.
 */
export type Box = { x0: number; y0: number; x1: number; y1: number };

export interface Paint {
  op: 'fill' | 'stroke' | 'fillRect' | 'strokeRect' | 'fillText' | 'drawImage';
  /** The layer drawing (set by the test through `rec.layer`). */
  layer: string;
  box: Box;
  clip: Box | null;
  fillStyle: string;
  strokeStyle: string;
  alpha: number;
  text?: string;
}

const EMPTY: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
const grow = (b: Box, x: number, y: number): Box => ({ x0: Math.min(b.x0, x), y0: Math.min(b.y0, y), x1: Math.max(b.x1, x), y1: Math.max(b.y1, y) });
export const intersect = (a: Box, b: Box | null): Box => (b ? { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) } : a);
export const isEmpty = (b: Box) => !(b.x1 > b.x0 && b.y1 > b.y0);

/** The part of `b` that lies outside `frame`, in px (0 when inside; an empty box is inside). */
export function overhang(b: Box, frame: Box): number {
  if (isEmpty(b)) return 0;
  return Math.max(0, frame.x0 - b.x0, frame.y0 - b.y0, b.x1 - frame.x1, b.y1 - frame.y1);
}

/** Text is measured as 6 px per character at any font (enough for the boxes' arithmetic). */
export const CHAR_WIDTH = 6;

export function paintRecorder(width = 400, height = 300) {
  const paints: Paint[] = [];
  let path = EMPTY;
  let clip: Box | null = null;
  const stack: { clip: Box | null; fillStyle: string; strokeStyle: string; lineWidth: number; globalAlpha: number }[] = [];
  const rec = { paints, layer: '' };
  const ctx = {
    canvas: { width, height },
    fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1, globalAlpha: 1, lineCap: 'butt', font: '', textAlign: 'start', textBaseline: 'alphabetic', imageSmoothingEnabled: true,
    save() { stack.push({ clip, fillStyle: ctx.fillStyle, strokeStyle: ctx.strokeStyle, lineWidth: ctx.lineWidth, globalAlpha: ctx.globalAlpha }); },
    restore() { const s = stack.pop(); if (s) { clip = s.clip; Object.assign(ctx, { fillStyle: s.fillStyle, strokeStyle: s.strokeStyle, lineWidth: s.lineWidth, globalAlpha: s.globalAlpha }); } },
    setLineDash() {}, setTransform() {}, getTransform: () => ({ a: 1 }),
    beginPath() { path = EMPTY; },
    closePath() {},
    moveTo(x: number, y: number) { path = grow(path, x, y); },
    lineTo(x: number, y: number) { path = grow(path, x, y); },
    arc(x: number, y: number, r: number) { path = grow(grow(path, x - r, y - r), x + r, y + r); },
    rect(x: number, y: number, w: number, h: number) { path = grow(grow(path, x, y), x + w, y + h); },
    roundRect(x: number, y: number, w: number, h: number) { path = grow(grow(path, x, y), x + w, y + h); },
    clip() { clip = clip ? intersect(path, clip) : path; },
    measureText: (s: string) => ({ width: CHAR_WIDTH * s.length }),
    fill() { paint('fill', path); },
    stroke() { paint('stroke', widen(path, ctx.lineWidth / 2)); },
    fillRect(x: number, y: number, w: number, h: number) { paint('fillRect', grow(grow(EMPTY, x, y), x + w, y + h)); },
    strokeRect(x: number, y: number, w: number, h: number) { paint('strokeRect', widen(grow(grow(EMPTY, x, y), x + w, y + h), ctx.lineWidth / 2)); },
    fillText(s: string, x: number, y: number) { paint('fillText', { x0: x - (CHAR_WIDTH * s.length) / 2, y0: y - 6, x1: x + (CHAR_WIDTH * s.length) / 2, y1: y + 6 }, s); },
    drawImage(_img: unknown, x = 0, y = 0, w = width, h = height) { paint('drawImage', { x0: x, y0: y, x1: x + w, y1: y + h }); }
  };
  const widen = (b: Box, d: number): Box => (isEmpty(b) && !(b.x1 === b.x0 || b.y1 === b.y0) ? b : { x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d });
  function paint(op: Paint['op'], box: Box, text?: string) {
    paints.push({ op, layer: rec.layer, box, clip, fillStyle: ctx.fillStyle, strokeStyle: ctx.strokeStyle, alpha: ctx.globalAlpha, text });
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, rec };
}

/** Where a paint shows: its box within the clip in force. */
export const visible = (p: Paint): Box => intersect(p.box, p.clip);
