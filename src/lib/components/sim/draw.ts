/**
 * Canvas drawing of a simulation frame. Reads arrays, never writes them: rendering never changes the simulation.
 * The same code draws from the live engine state (main thread) and from a worker's snapshot.
 */
import type { World } from '../../engine';
import { canvasColour } from '../colour';

/** What a frame needs; engine state and worker snapshots both fit. */
export interface DrawSource {
  count: number;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  vx: ArrayLike<number>;
  vy: ArrayLike<number>;
  radius: ArrayLike<number>;
  kind?: ArrayLike<number>;
  gx?: ArrayLike<number>;
  gy?: ArrayLike<number>;
  goalMode?: ArrayLike<number>;
  walls: ArrayLike<number>;
  wallCount: number;
  world: World;
  family: 'boids' | 'social';
}

export interface ForceArrows {
  name: string;
  colour: string;
  fx: ArrayLike<number>;
  fy: ArrayLike<number>;
}

export interface DrawOptions {
  overlays: ReadonlySet<string>;
  selected: number; // index, or -1
  arrows: ForceArrows[];
  highlighted: string | null;
  neighbourRadius: number;
  /** The uniform grid's last geometry, when the simulation searches with it: cells csx × csy from (x0, y0), and
   *  the block of (2k+1)² cells an agent searches. Absent: cells one neighbour radius wide, 3 × 3. */
  grid?: { x0: number; y0: number; csx: number; csy: number; k: number } | null;
  colours: { bg: string; fg: string; muted: string; accent: string; border: string; walls: string };
}

/** World → canvas (CSS pixels), aspect ratio kept, y pointing up. */
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

/** Agent fill colours by kind (e.g. east- and west-walkers): Okabe–Ito blue and orange, then the rest. */
export const KIND_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];

const arrowHead = (ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number, head: number) => {
  const dx = x1 - x0, dy = y1 - y0, len = Math.hypot(dx, dy);
  if (len < 0.5) return;
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  const ux = dx / len, uy = dy / len, h = Math.min(head, len * 0.5);
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - h * (ux - 0.5 * uy), y1 - h * (uy + 0.5 * ux));
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - h * (ux + 0.5 * uy), y1 - h * (uy - 0.5 * ux));
};

/** Draws one frame. `ctx` is already scaled for the device pixel ratio (units are CSS pixels). */
/** Above this many agents, agents are drawn as 2-pixel dots. */
export const DOTS_ABOVE = 5000;

export function drawFrame(ctx: CanvasRenderingContext2D, t: ViewTransform, src: DrawSource, o: DrawOptions): void {
  const { colours: c, overlays } = o;
  ctx.save();
  ctx.fillStyle = c.bg;
  ctx.fillRect(0, 0, t.width, t.height);

  // World frame.
  ctx.strokeStyle = c.border;
  ctx.lineWidth = 1;
  ctx.setLineDash(src.world.periodicX || src.world.periodicY ? [4, 4] : []);
  ctx.strokeRect(t.px(src.world.x0), t.py(src.world.y0 + src.world.height), t.scale * src.world.width, t.scale * src.world.height);
  ctx.setLineDash([]);

  const n = src.count, sel = o.selected;

  // Grid cells searched for the selected agent: the block of cells around its cell, as the grid really has them.
  if (overlays.has('grid') && sel >= 0 && sel < n && o.neighbourRadius > 0) {
    const w = src.world, g = o.grid;
    const x0 = g ? g.x0 : w.x0, y0 = g ? g.y0 : w.y0, cw = g ? g.csx : o.neighbourRadius, ch = g ? g.csy : o.neighbourRadius, k = g ? g.k : 1;
    const cx = Math.floor((src.x[sel] - x0) / cw), cy = Math.floor((src.y[sel] - y0) / ch);
    ctx.fillStyle = 'rgba(86,180,233,0.12)';
    ctx.strokeStyle = 'rgba(86,180,233,0.7)';
    for (let i = -k; i <= k; i++)
      for (let j = -k; j <= k; j++) {
        const ax = x0 + (cx + i) * cw, ay = y0 + (cy + j) * ch;
        ctx.fillRect(t.px(ax), t.py(ay + ch), cw * t.scale, ch * t.scale);
        ctx.strokeRect(t.px(ax), t.py(ay + ch), cw * t.scale, ch * t.scale);
      }
  }

  // Walls as thick lines.
  if (overlays.has('walls') && src.wallCount > 0) {
    ctx.strokeStyle = c.walls;
    ctx.lineCap = 'round';
    ctx.lineWidth = Math.max(3, 0.12 * t.scale);
    ctx.beginPath();
    const s = src.walls;
    for (let k = 0; k < src.wallCount; k++) {
      ctx.moveTo(t.px(s[4 * k]), t.py(s[4 * k + 1]));
      ctx.lineTo(t.px(s[4 * k + 2]), t.py(s[4 * k + 3]));
    }
    ctx.stroke();
  }

  // Lines to the targets, and the targets (both only with the 'goals' overlay).
  if (overlays.has('goals') && src.gx && src.gy && src.goalMode) {
    ctx.strokeStyle = c.muted;
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      if (src.goalMode[i] !== 0) continue;
      ctx.moveTo(t.px(src.x[i]), t.py(src.y[i]));
      ctx.lineTo(t.px(src.gx[i]), t.py(src.gy[i]));
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
    drawGoals(ctx, t, src, sel, c.accent);
  }

  // Neighbour radius and personal space of the selected agent.
  if (overlays.has('radius') && sel >= 0 && sel < n) {
    const x = t.px(src.x[sel]), y = t.py(src.y[sel]);
    ctx.strokeStyle = c.accent;
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 1.2;
    if (o.neighbourRadius > 0) {
      ctx.beginPath();
      ctx.arc(x, y, o.neighbourRadius * t.scale, 0, 2 * Math.PI);
      ctx.stroke();
    }
    ctx.setLineDash([2, 3]);
    ctx.beginPath();
    ctx.arc(x, y, 2 * src.radius[sel] * t.scale, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  // Agents: a path of up to 128 shapes per fill, per colour. One fill per agent costs more than the simulation at
  // 20 000 agents, and one path of 20 000 overlapping shapes is slower still (the rasteriser sorts every edge).
  // Thousands of agents are drawn as dots: shapes a pixel or two wide say nothing more, and dots draw fast.
  const boids = src.family === 'boids', dots = n > DOTS_ABOVE;
  if (!boids) ctx.globalAlpha = 0.85;
  for (let k = 0; k < KIND_COLOURS.length && dots; k++) {
    ctx.fillStyle = KIND_COLOURS[k];
    for (let i = 0; i < n; i++) {
      if ((src.kind?.[i] ?? 0) % KIND_COLOURS.length !== k) continue;
      ctx.fillRect(t.px(src.x[i]) - 1, t.py(src.y[i]) - 1, 2, 2);
    }
  }
  for (let k = 0; k < KIND_COLOURS.length && !dots; k++) {
    ctx.fillStyle = KIND_COLOURS[k];
    ctx.beginPath();
    let inPath = 0;
    for (let i = 0; i < n; i++) {
      if ((src.kind?.[i] ?? 0) % KIND_COLOURS.length !== k) continue;
      if (inPath === 128) { ctx.fill(); ctx.beginPath(); inPath = 0; }
      inPath++;
      const x = t.px(src.x[i]), y = t.py(src.y[i]);
      if (boids) {
        const vx = src.vx[i], vy = -src.vy[i], sp = Math.hypot(vx, vy);
        const ux = sp > 1e-9 ? vx / sp : 1, uy = sp > 1e-9 ? vy / sp : 0;
        const L = Math.max(5, 2.4 * src.radius[i] * t.scale), W = L * 0.45;
        ctx.moveTo(x + ux * L * 0.6, y + uy * L * 0.6);
        ctx.lineTo(x - ux * L * 0.4 - uy * W, y - uy * L * 0.4 + ux * W);
        ctx.lineTo(x - ux * L * 0.4 + uy * W, y - uy * L * 0.4 - ux * W); // fill() closes each triangle
      } else {
        const r = Math.max(1.2, src.radius[i] * t.scale);
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, 2 * Math.PI);
      }
    }
    if (inPath > 0) ctx.fill();
  }
  ctx.globalAlpha = 1;

  // Velocity arrows (length: the distance covered in 0.5 s).
  if (overlays.has('velocity')) {
    ctx.strokeStyle = c.fg;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      const x = t.px(src.x[i]), y = t.py(src.y[i]);
      arrowHead(ctx, x, y, x + 0.5 * src.vx[i] * t.scale, y - 0.5 * src.vy[i] * t.scale, 4);
    }
    ctx.stroke();
  }

  // Force arrows, each in its colour; the highlighted force drawn last and thicker, the others faded.
  const arrows = [...o.arrows].sort((a, b) => Number(a.name === o.highlighted) - Number(b.name === o.highlighted));
  const cap = 0.25 * Math.min(t.width, t.height);
  for (const a of arrows) {
    const hi = o.highlighted === a.name;
    // Pure black (the palette's black) would vanish on the dark theme: it is drawn in the theme's text colour.
    ctx.strokeStyle = canvasColour(a.colour, c.fg);
    ctx.lineWidth = hi ? 2.5 : 1.5;
    ctx.globalAlpha = o.highlighted && !hi ? 0.3 : 1;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      // Length: the velocity change over 0.5 s, in metres, capped so one huge push does not cover the canvas.
      let dx = 0.5 * a.fx[i] * t.scale, dy = -0.5 * a.fy[i] * t.scale;
      const len = Math.hypot(dx, dy);
      if (len > cap) { dx *= cap / len; dy *= cap / len; }
      const x = t.px(src.x[i]), y = t.py(src.y[i]);
      arrowHead(ctx, x, y, x + dx, y + dy, 4);
    }
    ctx.stroke();
  }
  ctx.globalAlpha = 1;

  // Selection ring.
  if (sel >= 0 && sel < n) {
    ctx.strokeStyle = c.fg;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(t.px(src.x[sel]), t.py(src.y[sel]), Math.max(6, src.radius[sel] * t.scale + 3), 0, 2 * Math.PI);
    ctx.stroke();
  }
  ctx.restore();
}

/** Distinct point goals (up to a few dozen), drawn as small crosses; the selected agent's goal ringed. */
function drawGoals(ctx: CanvasRenderingContext2D, t: ViewTransform, src: DrawSource, sel: number, colour: string) {
  const goals = distinctGoals(src, 64);
  if (goals.length === 0) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (const g of goals) {
    const x = t.px(g.x), y = t.py(g.y);
    ctx.moveTo(x - 5, y - 5); ctx.lineTo(x + 5, y + 5);
    ctx.moveTo(x - 5, y + 5); ctx.lineTo(x + 5, y - 5);
  }
  ctx.stroke();
  if (sel >= 0 && sel < src.count && src.goalMode![sel] === 0) {
    ctx.beginPath();
    ctx.arc(t.px(src.gx![sel]), t.py(src.gy![sel]), 9, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/** The distinct point goals (goalMode 0), at most `max` of them. */
export function distinctGoals(src: Pick<DrawSource, 'count' | 'gx' | 'gy' | 'goalMode'>, max: number): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  if (!src.gx || !src.gy || !src.goalMode) return out;
  const seen = new Set<string>();
  for (let i = 0; i < src.count && out.length < max; i++) {
    if (src.goalMode[i] !== 0) continue;
    const key = `${src.gx[i].toFixed(3)},${src.gy[i].toFixed(3)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ x: src.gx[i], y: src.gy[i] });
  }
  return out;
}
