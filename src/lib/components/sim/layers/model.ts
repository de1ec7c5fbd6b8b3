/** Layers of what the model itself uses: the walls, the zones forces act on, the goals, the grid cells searched. */
import type { FrameData } from '../../../backend';
import { worldRect, type ViewTransform } from '../transform';
import { defineLayer } from './layer';

/**
 * Walls as thick lines. Clipped here, not by the view: to the world's rectangle grown by half a wall's width, so
 * that a wall along the world's edge keeps its full width while the walls a periodic corridor runs on past its
 * ends stop at the frame.
 */
export const wallsLayer = defineLayer({
  name: 'walls',
  label: 'Walls',
  unclipped: true,
  z: 20,
  draw(ctx, t, f, o) {
    if (f.wallCount === 0) return;
    const lw = Math.max(3, 0.12 * t.scale), [x, y, w, h] = worldRect(t, f.world);
    ctx.beginPath();
    ctx.rect(x - lw / 2, y - lw / 2, w + lw, h + lw);
    ctx.clip();
    ctx.strokeStyle = o.colours.walls;
    ctx.lineCap = 'round';
    ctx.lineWidth = lw;
    ctx.beginPath();
    const s = f.walls;
    for (let k = 0; k < f.wallCount; k++) {
      ctx.moveTo(t.px(s[4 * k]), t.py(s[4 * k + 1]));
      ctx.lineTo(t.px(s[4 * k + 2]), t.py(s[4 * k + 3]));
    }
    ctx.stroke();
  }
});

/** Zone styles: a dashed outline for a boundary, a tinted disc for a danger. Exported for the legend. */
export const ZONE_STYLES = {
  boundary: { stroke: '#56B4E9', fill: 'rgba(86,180,233,0.06)', dash: [6, 5] },
  danger: { stroke: '#D55E00', fill: 'rgba(213,94,0,0.10)', dash: [] as number[] }
} as const;

/** The regions the enabled forces act on: article B's soft boundary circle, article A's danger zone. */
export const zonesLayer = defineLayer({
  name: 'zones',
  always: true,
  z: 10,
  draw(ctx, t, f) {
    for (const z of f.zones) {
      const st = ZONE_STYLES[z.kind];
      ctx.beginPath();
      ctx.arc(t.px(z.x), t.py(z.y), Math.max(0, z.r * t.scale), 0, 2 * Math.PI);
      ctx.fillStyle = st.fill;
      ctx.fill();
      ctx.setLineDash([...st.dash]);
      ctx.strokeStyle = st.stroke;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.setLineDash([]);
      if (z.kind === 'danger') {
        ctx.fillStyle = st.stroke;
        ctx.beginPath();
        ctx.arc(t.px(z.x), t.py(z.y), 4, 0, 2 * Math.PI);
        ctx.fill();
      }
    }
  }
});

/** Lines from each agent to its point goal, and the distinct goals as crosses (the selected agent's ringed). */
export const goalsLayer = defineLayer({
  name: 'goals',
  label: 'Targets and lines to them',
  engineOnly: true,
  z: 30,
  draw(ctx, t, f, o) {
    if (!f.gx || !f.gy || !f.goalMode) return;
    ctx.strokeStyle = o.colours.muted;
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i < f.count; i++) {
      if (f.goalMode[i] !== 0) continue;
      ctx.moveTo(t.px(f.x[i]), t.py(f.y[i]));
      ctx.lineTo(t.px(f.gx[i]), t.py(f.gy[i]));
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
    drawGoals(ctx, t, f, o.selected, o.colours.accent);
  }
});

/**
 * The grid cells searched for the selected agent: the block of cells around its cell, as the grid really has them
 * (half-cutoff cells, 5 × 5); without a grid, cells one neighbour radius wide, 3 × 3.
 */
export const gridLayer = defineLayer({
  name: 'grid',
  label: 'Grid cells searched (selected agent)',
  engineOnly: true,
  z: 5,
  draw(ctx, t, f, o) {
    const sel = o.selected;
    if (sel < 0 || sel >= f.count || f.neighbourRadius <= 0) return;
    const w = f.world, g = f.grid;
    const x0 = g ? g.x0 : w.x0, y0 = g ? g.y0 : w.y0, cw = g ? g.csx : f.neighbourRadius, ch = g ? g.csy : f.neighbourRadius, k = g ? g.k : 1;
    const cx = Math.floor((f.x[sel] - x0) / cw), cy = Math.floor((f.y[sel] - y0) / ch);
    ctx.fillStyle = 'rgba(86,180,233,0.12)';
    ctx.strokeStyle = 'rgba(86,180,233,0.7)';
    for (let i = -k; i <= k; i++)
      for (let j = -k; j <= k; j++) {
        const ax = x0 + (cx + i) * cw, ay = y0 + (cy + j) * ch;
        ctx.fillRect(t.px(ax), t.py(ay + ch), cw * t.scale, ch * t.scale);
        ctx.strokeRect(t.px(ax), t.py(ay + ch), cw * t.scale, ch * t.scale);
      }
  }
});

/** Distinct point goals (up to a few dozen), drawn as small crosses; the selected agent's goal ringed. */
function drawGoals(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, sel: number, colour: string) {
  const goals = distinctGoals(f, 64);
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
  if (sel >= 0 && sel < f.count && f.goalMode![sel] === 0) {
    ctx.beginPath();
    ctx.arc(t.px(f.gx![sel]), t.py(f.gy![sel]), 9, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/** The distinct point goals (goalMode 0), at most `max` of them. */
export function distinctGoals(src: Pick<FrameData, 'count' | 'gx' | 'gy' | 'goalMode'>, max: number): { x: number; y: number }[] {
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
