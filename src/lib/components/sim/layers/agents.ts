/**
 * The agents: boids as triangles along their velocity (a dot when at rest: a resting boid has no heading), people as
 * discs of their body radius. Fill colour by kind (e.g. east- and west-walkers) or, when agents walk in groups, by
 * group. Up to 128 shapes go in one path per fill: one fill per agent costs more than the simulation at 20 000
 * agents, and one path of 20 000 overlapping shapes is slower still (the rasteriser sorts every edge). Thousands of
 * agents are drawn as 2-pixel dots written into one image (dots.ts): shapes a pixel or two wide say nothing more.
 */
import { drawDots } from './dots';
import { packColour } from '../../colour';
import { REST_SPEED } from '../../../engine';
import type { FrameData } from '../../../backend';
import type { ViewTransform } from '../transform';
import { defineLayer } from './layer';
import { boidLength, NOSE } from '../glyphs';

/** Agent colours by kind: Okabe–Ito blue and orange, then the rest. */
export const KIND_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];
/** Group colours, cycled: a palette apart from the kinds', so that groups read as groups. */
export const GROUP_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#882255', '#117733', '#44AA99', '#AA4499'];
/** Above this many agents, agents are drawn as 2-pixel dots. */
const DOTS_ABOVE = 5000;

/** Whether the frame's agents walk in groups (then they are coloured by group). */
export function hasGroups(f: Pick<FrameData, 'count' | 'group'>): boolean {
  for (let i = 0; i < f.count; i++) if (f.group[i] >= 0) return true;
  return false;
}

/** The palette and the index into it of agent i. */
function colourIndex(f: FrameData, i: number, groups: boolean, k: number): number {
  return groups ? (f.group[i] < 0 ? -1 : f.group[i] % k) : (f.kind[i] ?? 0) % k;
}

const PACKED = { kinds: KIND_COLOURS.map(packColour), groups: GROUP_COLOURS.map(packColour), grey: packColour('#999999') };
/** Every agent's packed dot colour, kept between frames (grown when the count grows): no allocation a frame. */
let dotBuffer = new Uint32Array(0);

/** Each agent's dot colour by kind, or by group (grey for one in none), in one tight loop. */
function dotColours(f: FrameData, groups: boolean): Uint32Array {
  const n = f.count;
  if (dotBuffer.length < n) dotBuffer = new Uint32Array(Math.max(n, 2 * dotBuffer.length));
  const out = dotBuffer, g = f.group, kind = f.kind;
  if (groups) {
    const p = PACKED.groups, K = p.length;
    for (let i = 0; i < n; i++) out[i] = g[i] < 0 ? PACKED.grey : p[g[i] % K];
  } else {
    const p = PACKED.kinds, K = p.length;
    for (let i = 0; i < n; i++) out[i] = p[(kind[i] ?? 0) % K];
  }
  return out;
}

export const agentsLayer = defineLayer({
  name: 'agents',
  always: true,
  z: 50,
  draw(ctx, t, f) {
    const n = f.count, boids = f.family === 'boids', groups = hasGroups(f);
    const palette = groups ? GROUP_COLOURS : KIND_COLOURS, K = palette.length;
    if (n > DOTS_ABOVE && drawDots(ctx, t, f.x, f.y, n, dotColours(f, groups))) return;
    if (!boids) ctx.globalAlpha = 0.85;
    const periodic = f.world.periodicX || f.world.periodicY;
    for (let k = groups ? -1 : 0; k < K; k++) {
      ctx.fillStyle = k < 0 ? '#999999' : palette[k];
      if (n > DOTS_ABOVE) {
        for (let i = 0; i < n; i++) if (colourIndex(f, i, groups, K) === k) ctx.fillRect(t.px(f.x[i]) - 1, t.py(f.y[i]) - 1, 2, 2);
        continue;
      }
      ctx.beginPath();
      let inPath = 0;
      for (let i = 0; i < n; i++) {
        if (colourIndex(f, i, groups, K) !== k) continue;
        if (inPath === 128) { ctx.fill(); ctx.beginPath(); inPath = 0; }
        inPath++;
        if (boids) boidShape(ctx, t, f, i, 0, 0);
        else personShape(ctx, t, f, i, 0, 0);
        if (periodic) inPath += wrapCopies(ctx, t, f, i, boids);
      }
      if (inPath > 0) ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
});

/**
 * In a wrapping world an agent across an edge is drawn again, shifted by the world's size, where it comes back in:
 * the view is clipped to the world (draw.ts), so each half shows at its own edge. Returns the shapes added.
 */
function wrapCopies(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, i: number, boids: boolean): number {
  const w = f.world, W = w.width * t.scale, H = w.height * t.scale, x = t.px(f.x[i]), y = t.py(f.y[i]);
  // How far a shape reaches from its centre: the triangle's nose, or the disc's radius.
  const reach = boids ? NOSE * boidLength(f.radius[i], t.scale) : Math.max(1.2, f.radius[i] * t.scale);
  const left = t.px(w.x0), top = t.py(w.y0 + w.height);
  const sx = !w.periodicX ? 0 : x - reach < left ? W : x + reach > left + W ? -W : 0;
  const sy = !w.periodicY ? 0 : y - reach < top ? H : y + reach > top + H ? -H : 0;
  if (sx === 0 && sy === 0) return 0; // most agents: nothing near an edge, nothing allocated
  let added = 0;
  for (const [ox, oy] of [[sx, 0], [0, sy], [sx, sy]] as const) {
    if (ox === 0 && oy === 0) continue;
    if (boids) boidShape(ctx, t, f, i, ox, oy);
    else personShape(ctx, t, f, i, ox, oy);
    added++;
  }
  return added;
}

/** A disc of the person's body radius (at least 1.2 px), shifted by (ox, oy) px. */
function personShape(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, i: number, ox: number, oy: number): void {
  const x = t.px(f.x[i]) + ox, y = t.py(f.y[i]) + oy, r = Math.max(1.2, f.radius[i] * t.scale);
  ctx.moveTo(x + r, y);
  ctx.arc(x, y, r, 0, 2 * Math.PI);
}

/** A triangle pointing along the velocity; a small disc for a boid at rest; shifted by (ox, oy) px. fill() closes each shape. */
function boidShape(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, i: number, ox: number, oy: number): void {
  const x = t.px(f.x[i]) + ox, y = t.py(f.y[i]) + oy;
  const vx = f.vx[i], vy = -f.vy[i], sp = Math.hypot(vx, vy);
  const L = boidLength(f.radius[i], t.scale);
  if (sp < REST_SPEED) {
    const r = 0.3 * L;
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    return;
  }
  const ux = vx / sp, uy = vy / sp, W = L * 0.45;
  const B = 1 - NOSE; // the back, behind the centre
  ctx.moveTo(x + ux * L * NOSE, y + uy * L * NOSE);
  ctx.lineTo(x - ux * L * B - uy * W, y - uy * L * B + ux * W);
  ctx.lineTo(x - ux * L * B + uy * W, y - uy * L * B - ux * W);
}
