/**
 * Speed zones as drawn: each zone a tinted rectangle with its name and factor; stairs (a zone with a direction of
 * ascent) get treads, lines across the direction of ascent, and an arrow pointing up the stairs. What the engine
 * uses (FrameData.speedZones); nothing here decides who is slowed.
 */
import type { FrameData } from '../../../backend';
import { arrowPath, type ViewTransform } from '../transform';
import { defineLayer } from './layer';

/** Okabe–Ito orange for slowed floor (a factor below 1), sky blue for faster floor (a moving walkway). */
export const SPEED_ZONE_COLOURS = { slow: '#E69F00', fast: '#56B4E9' } as const;

const label = (z: NonNullable<FrameData['speedZones']>[number]) =>
  z.up && z.factorDown !== undefined && z.factorDown !== z.factor ? `${z.name}: ×${z.factor} up, ×${z.factorDown} down` : `${z.name}: ×${z.factor}`;

export const speedZonesLayer = defineLayer({
  name: 'speedZones',
  always: true,
  z: 2,
  draw(ctx, t, f) {
    const zones = f.speedZones;
    if (!zones || zones.length === 0) return;
    ctx.save();
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    for (const z of zones) {
      const colour = z.factor <= 1 ? SPEED_ZONE_COLOURS.slow : SPEED_ZONE_COLOURS.fast;
      const x = t.px(z.x0), y = t.py(z.y1), w = (z.x1 - z.x0) * t.scale, h = (z.y1 - z.y0) * t.scale;
      ctx.globalAlpha = 0.14;
      ctx.fillStyle = colour;
      ctx.fillRect(x, y, w, h);
      ctx.globalAlpha = 0.7;
      ctx.strokeStyle = colour;
      ctx.lineWidth = 1;
      ctx.strokeRect(x, y, w, h);
      if (z.up) drawTreads(ctx, t, z.x0, z.y0, z.x1, z.y1, z.up[0], z.up[1]);
      ctx.globalAlpha = 1;
      ctx.fillStyle = colour;
      ctx.fillText(label(z), x + 3, y + 3);
    }
    ctx.restore();
  }
});

/** Treads every 0.3 m across the direction of ascent (about a step's going), and an arrow up the stairs. */
function drawTreads(ctx: CanvasRenderingContext2D, t: ViewTransform, x0: number, y0: number, x1: number, y1: number, ux: number, uy: number): void {
  const len = Math.hypot(ux, uy) || 1, dx = ux / len, dy = uy / len;
  const along = Math.abs(dx) >= Math.abs(dy); // treads across the dominant axis of ascent
  ctx.beginPath();
  if (along) for (let x = x0 + 0.3; x < x1; x += 0.3) { ctx.moveTo(t.px(x), t.py(y0)); ctx.lineTo(t.px(x), t.py(y1)); }
  else for (let y = y0 + 0.3; y < y1; y += 0.3) { ctx.moveTo(t.px(x0), t.py(y)); ctx.lineTo(t.px(x1), t.py(y)); }
  ctx.globalAlpha = 0.35;
  ctx.stroke();
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, r = 0.35 * Math.min(x1 - x0, y1 - y0, 2);
  ctx.globalAlpha = 0.8;
  ctx.beginPath();
  arrowPath(ctx, t.px(cx - r * dx), t.py(cy - r * dy), t.px(cx + r * dx), t.py(cy + r * dy), 6);
  ctx.stroke();
}
