/** Layers about one agent or about motion: velocity arrows, force arrows, the selected agent's radius and ring. */
import { canvasColour } from '../../colour';
import { arrowPath } from '../transform';
import { defineLayer, type ForceArrows } from './layer';
import { boidLength, clampFactor, FLOCK_ARROW_BODIES, NOSE, squeezeFactor } from '../glyphs';

/**
 * Velocity arrows; length: the distance covered in 0.5 s. A flock's start at each boid's nose and are squeezed into
 * 1.5 body lengths (glyphs.ts): at cruise speed half a second is several body lengths, and a hundred such arrows hide
 * the flock.
 */
export const velocityLayer = defineLayer({
  name: 'velocity',
  label: 'Velocity',
  z: 60,
  draw(ctx, t, f, o) {
    const boids = f.family === 'boids';
    ctx.strokeStyle = o.colours.fg;
    ctx.lineWidth = 1;
    if (boids) ctx.globalAlpha = 0.7;
    ctx.beginPath();
    for (let i = 0; i < f.count; i++) {
      let x = t.px(f.x[i]), y = t.py(f.y[i]);
      const dx = 0.5 * f.vx[i] * t.scale, dy = -0.5 * f.vy[i] * t.scale, len = Math.hypot(dx, dy);
      let k = 1;
      if (boids && len > 0) {
        // From the boid's nose: drawn from its centre, the arrow would cover the nose, and the triangle's broad
        // back would seem to point the other way.
        const L = boidLength(f.radius[i], t.scale);
        k = squeezeFactor(len, FLOCK_ARROW_BODIES * L);
        x += (NOSE * L * dx) / len;
        y += (NOSE * L * dy) / len;
      }
      arrowPath(ctx, x, y, x + k * dx, y + k * dy, boids ? 3 : 4);
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
});

/**
 * Each recorded force's arrows in its colour (the 'force:<name>' overlays and the highlighted force); the highlighted
 * force drawn last and thicker, the others faded. Length: the velocity change over 0.5 s. A crowd's are capped at a
 * quarter of the canvas, so that one huge push does not cover it; a flock's, where every boid has one, are squeezed
 * into 1.5 body lengths and drawn thinner and a little transparent, so that the flock stays visible under them, and the
 * selected boid's are drawn again on top, thick and opaque. Pure black (the palette's black) would vanish on the
 * dark theme: it is drawn in the theme's text colour.
 */
export const forcesLayer = defineLayer({
  name: 'forces',
  always: true,
  engineOnly: true,
  z: 70,
  draw(ctx, t, f, o) {
    const arrows = [...o.arrows].sort((a, b) => Number(a.name === o.highlighted) - Number(b.name === o.highlighted));
    const boids = f.family === 'boids', cap = 0.25 * Math.min(t.width, t.height);
    const sel = o.selected >= 0 && o.selected < f.count ? o.selected : -1;
    const arrow = (a: ForceArrows, i: number) => {
      const dx = 0.5 * a.fx[i] * t.scale, dy = -0.5 * a.fy[i] * t.scale, len = Math.hypot(dx, dy);
      const k = boids ? squeezeFactor(len, FLOCK_ARROW_BODIES * boidLength(f.radius[i], t.scale)) : clampFactor(len, cap);
      const x = t.px(f.x[i]), y = t.py(f.y[i]);
      arrowPath(ctx, x, y, x + k * dx, y + k * dy, boids ? 3 : 4);
    };
    for (const a of arrows) {
      const hi = o.highlighted === a.name;
      ctx.strokeStyle = canvasColour(a.colour, o.colours.fg);
      ctx.lineWidth = boids ? (hi ? 2 : 1.4) : hi ? 2.5 : 1.5;
      ctx.globalAlpha = (o.highlighted && !hi ? 0.3 : 1) * (boids ? 0.85 : 1);
      ctx.beginPath();
      for (let i = 0; i < f.count; i++) arrow(a, i);
      ctx.stroke();
    }
    if (boids && sel >= 0) {
      ctx.globalAlpha = 1;
      ctx.lineWidth = 2.2;
      for (const a of arrows) {
        ctx.strokeStyle = canvasColour(a.colour, o.colours.fg);
        ctx.beginPath();
        arrow(a, sel);
        ctx.stroke();
      }
    }
    ctx.globalAlpha = 1;
  }
});

/** The selected agent's neighbour radius (dashed) and personal space (dotted, twice its body radius). */
export const radiusLayer = defineLayer({
  name: 'radius',
  label: 'Neighbour radius & personal space (selected agent)',
  engineOnly: true,
  z: 40,
  draw(ctx, t, f, o) {
    const sel = o.selected;
    if (sel < 0 || sel >= f.count) return;
    const x = t.px(f.x[sel]), y = t.py(f.y[sel]);
    ctx.strokeStyle = o.colours.accent;
    ctx.lineWidth = 1.2;
    if (f.neighbourRadius > 0) {
      ctx.setLineDash([5, 4]);
      ctx.beginPath();
      ctx.arc(x, y, f.neighbourRadius * t.scale, 0, 2 * Math.PI);
      ctx.stroke();
    }
    ctx.setLineDash([2, 3]);
    ctx.beginPath();
    ctx.arc(x, y, 2 * f.radius[sel] * t.scale, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
  }
});

/** A ring around the selected agent. */
export const selectionLayer = defineLayer({
  name: 'selection',
  always: true,
  engineOnly: true,
  z: 80,
  draw(ctx, t, f, o) {
    const sel = o.selected;
    if (sel < 0 || sel >= f.count) return;
    ctx.strokeStyle = o.colours.fg;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(t.px(f.x[sel]), t.py(f.y[sel]), Math.max(6, f.radius[sel] * t.scale + 3), 0, 2 * Math.PI);
    ctx.stroke();
  }
});
