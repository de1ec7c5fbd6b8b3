/**
 * Canvas drawing of a simulation frame: the background and the world's frame, then each layer in order, clipped to
 * the world's rectangle (but for the few layers drawn on and beyond its edge: Layer.unclipped). Reads the
 * frame's arrays, never writes them: rendering never changes the simulation. The same code draws the live engine
 * state (this thread) and a worker's snapshot.
 */
import type { FrameData } from '../../backend';
import { worldRect, type ViewTransform } from './transform';
import type { Layer, LayerContext } from './layers';

/** Draws one frame. `ctx` is already scaled for the device pixel ratio (units are CSS pixels). */
export function drawFrame(ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, layers: readonly Layer[], o: LayerContext): void {
  const c = o.colours;
  ctx.save();
  ctx.fillStyle = c.bg;
  ctx.fillRect(0, 0, t.width, t.height);

  // The world's frame: dashed where an axis is periodic.
  ctx.strokeStyle = c.border;
  ctx.lineWidth = 1;
  ctx.setLineDash(f.world.periodicX || f.world.periodicY ? [4, 4] : []);
  const [x, y, w, h] = worldRect(t, f.world);
  ctx.strokeRect(x, y, w, h);
  ctx.setLineDash([]);

  for (const layer of layers) {
    ctx.save();
    if (!layer.unclipped) {
      ctx.beginPath();
      ctx.rect(x, y, w, h);
      ctx.clip();
    }
    layer.draw(ctx, t, f, o);
    ctx.restore();
  }
  ctx.restore();
}
