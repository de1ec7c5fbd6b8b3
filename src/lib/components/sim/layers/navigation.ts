/**
 * Way-finding layers: the distance field φ (an overlay, off by default) and the exits as doors (always drawn where a
 * scenario has them). The field is what the engine computed (FrameData.nav): a pale colour map in one-metre bands, so
 * that the band edges read as contour lines, and sparse arrows of the walking direction −∇φ the engine computed. Beyond an exit (φ < 0)
 * it is tinted green; where no exit can be reached, not at all. Nothing here computes a path.
 */
import type { FrameData, NavFrame } from '../../../backend';
import { arrowPath, type ViewTransform } from '../transform';
import { defineLayer, type Colours } from './layer';

type Field = NonNullable<NavFrame['field']>;

/** One image per field (a new field comes with each rebuild): φ → colour, a pixel per cell. */
const images = new WeakMap<Field, HTMLCanvasElement | OffscreenCanvas>();

/** Band colours: light to a stronger blue with distance, alternating lightness every metre. */
function colourOf(phi: number, max: number, h: number): [number, number, number, number] {
  if (!(phi < Infinity)) return [0, 0, 0, 0];
  // Beyond an exit: the Okabe–Ito green, faint; fainter still where it is flat (behind the door's line).
  if (phi < 0) return [0, 158, 115, phi < -0.75 * h ? 70 : 25];
  const q = Math.min(1, phi / Math.max(1e-9, max)), band = Math.floor(phi) % 2 === 0 ? 1 : 0.82;
  const r = (235 - 190 * q) * band, g = (243 - 130 * q) * band, b = 250 - 60 * q * (2 - band);
  return [r, g, b, 150];
}

function imageOf(f: Field): HTMLCanvasElement | OffscreenCanvas | null {
  const old = images.get(f);
  if (old) return old;
  const canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(f.nx, f.ny) : Object.assign(document.createElement('canvas'), { width: f.nx, height: f.ny });
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) return null;
  let max = 0;
  for (let k = 0; k < f.phi.length; k++) if (f.phi[k] < Infinity && f.phi[k] > max) max = f.phi[k];
  const img = ctx.createImageData(f.nx, f.ny), d = img.data;
  for (let j = 0; j < f.ny; j++)
    for (let i = 0; i < f.nx; i++) {
      // Image rows go down, the world's y goes up.
      const c = colourOf(f.phi[j * f.nx + i], max, f.h), o = 4 * ((f.ny - 1 - j) * f.nx + i);
      d[o] = c[0]; d[o + 1] = c[1]; d[o + 2] = c[2]; d[o + 3] = c[3];
    }
  ctx.putImageData(img, 0, 0);
  images.set(f, canvas);
  return canvas;
}

export const fieldLayer = defineLayer({
  name: 'field',
  label: 'Distance field to the exits (way-finding)',
  z: 3,
  draw(ctx, t, f, o) {
    const field = f.nav?.field;
    if (!field) return;
    const img = imageOf(field);
    if (img) {
      ctx.save();
      ctx.imageSmoothingEnabled = true;
      const w = field.nx * field.h, h = field.ny * field.h;
      ctx.drawImage(img as CanvasImageSource, t.px(field.x0), t.py(field.y0 + h), w * t.scale, h * t.scale);
      ctx.restore();
    }
    drawArrows(ctx, t, field, o.colours.muted);
  }
});

/** Arrows of the engine's walking direction on a lattice about 28 px apart. */
function drawArrows(ctx: CanvasRenderingContext2D, t: ViewTransform, f: Field, colour: string): void {
  const step = Math.max(1, Math.round(28 / (f.h * t.scale))), len = 0.4 * step * f.h * t.scale;
  ctx.strokeStyle = colour;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let j = step >> 1; j < f.ny; j += step)
    for (let i = step >> 1; i < f.nx; i += step) {
      const k = j * f.nx + i, dx = f.dirX[k], dy = f.dirY[k];
      if (dx === 0 && dy === 0) continue;
      const x = t.px(f.x0 + (i + 0.5) * f.h), y = t.py(f.y0 + (j + 0.5) * f.h);
      arrowPath(ctx, x - 0.5 * len * dx, y + 0.5 * len * dy, x + 0.5 * len * dx, y - 0.5 * len * dy, 4);
    }
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** Door colours: open (Okabe–Ito green), shut (vermillion). Exported for the legend and the switches. */
export const DOOR_COLOURS = { open: '#009E73', shut: '#D55E00' } as const;

/** Exits as doors: an open one a green dashed gap, a shut one a red bar. Unclipped: a door may lie on the world's edge. */
export const exitsLayer = defineLayer({
  name: 'exits',
  always: true,
  unclipped: true,
  z: 22,
  draw(ctx, t, f) {
    const exits = f.nav?.exits;
    if (!exits || exits.length === 0) return;
    ctx.lineCap = 'butt';
    for (const e of exits) {
      const [x1, y1, x2, y2] = e.segment;
      ctx.strokeStyle = e.open ? DOOR_COLOURS.open : DOOR_COLOURS.shut;
      ctx.lineWidth = e.open ? Math.max(2, 0.06 * t.scale) : Math.max(4, 0.16 * t.scale);
      ctx.setLineDash(e.open ? [5, 4] : []);
      ctx.beginPath();
      ctx.moveTo(t.px(x1), t.py(y1));
      ctx.lineTo(t.px(x2), t.py(y2));
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
});

/**
 * The exits' names, on labels of their own, over the agents (those walking out would hide them). Unclipped: a door
 * on the world's edge has its name outside it.
 */
export const exitNamesLayer = defineLayer({
  name: 'exitNames',
  always: true,
  unclipped: true,
  z: 85,
  draw(ctx, t, f, o) {
    if (f.nav?.exits.length) drawNames(ctx, t, f, o.colours);
  }
});

/** The exit labels' text size and the padding of their backing (CSS px). */
const LABEL_FONT = 11, LABEL_PAD = 4;

/**
 * Each exit's name on the side of its door away from the world's centre, just off it. The door's green (and the
 * field's green tint beyond an exit) is no ground for text: the name is written in the theme's text colour on an
 * opaque backing of the theme's background (the page's own text contrast), ringed in the door's colour. The label
 * is kept inside the canvas.
 */
function drawNames(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, c: Colours): void {
  const w = f.world, cx = w.x0 + w.width / 2, cy = w.y0 + w.height / 2;
  ctx.font = `600 ${LABEL_FONT}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.globalAlpha = 1;
  for (const e of f.nav!.exits) {
    const [x1, y1, x2, y2] = e.segment, mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    let nx = -(y2 - y1), ny = x2 - x1;
    const len = Math.hypot(nx, ny) || 1;
    nx /= len; ny /= len;
    if (nx * (mx - cx) + ny * (my - cy) < 0) { nx = -nx; ny = -ny; }
    const text = `${e.name}${e.open ? '' : ' (shut)'}`;
    const bw = ctx.measureText(text).width + 2 * LABEL_PAD, bh = LABEL_FONT + 2 * LABEL_PAD - 2;
    // The label's near edge 5 px off the door (as far as the canvas allows).
    const d = 5 + Math.abs(nx) * (bw / 2) + Math.abs(ny) * (bh / 2);
    const x = clamp(t.px(mx) + d * nx, bw / 2 + 1, t.width - bw / 2 - 1), y = clamp(t.py(my) - d * ny, bh / 2 + 1, t.height - bh / 2 - 1);
    ctx.beginPath();
    if (typeof ctx.roundRect === 'function') ctx.roundRect(x - bw / 2, y - bh / 2, bw, bh, 4);
    else ctx.rect(x - bw / 2, y - bh / 2, bw, bh);
    ctx.fillStyle = c.bg;
    ctx.fill();
    ctx.strokeStyle = e.open ? DOOR_COLOURS.open : DOOR_COLOURS.shut;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = c.fg;
    ctx.fillText(text, x, y);
  }
}

const clamp = (v: number, lo: number, hi: number) => (hi < lo ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v)));
