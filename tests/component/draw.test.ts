// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { drawFrame, ViewTransform, type DrawSource, type DrawOptions } from '../../src/lib/components/sim/draw';
import { cssColour, isBlack } from '../../src/lib/components/colour';

/** A stand-in 2D context that records what is stroked (jsdom has no canvas). */
function recorder() {
  const strokes: { style: string; lines: number }[] = [];
  let lines = 0;
  const ctx: Record<string, unknown> = {
    strokeStyle: '', fillStyle: '', lineWidth: 1, globalAlpha: 1, lineCap: 'butt',
    save() {}, restore() {}, fillRect() {}, strokeRect() {}, setLineDash() {}, beginPath() { lines = 0; },
    moveTo() { lines++; }, lineTo() {}, arc() {}, closePath() {}, fill() {},
    stroke() { strokes.push({ style: ctx.strokeStyle as string, lines }); }
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, strokes };
}

const world = { x0: 0, y0: 0, width: 10, height: 10, periodicX: false, periodicY: false } as unknown as DrawSource['world'];
const src: DrawSource = {
  count: 2, x: [1, 2], y: [1, 2], vx: [0, 0], vy: [0, 0], radius: [0.2, 0.2],
  gx: [9, 9], gy: [5, 5], goalMode: [0, 0], walls: [], wallCount: 0, world, family: 'social'
};
const colours = { bg: '#111', fg: '#e6e3dc', muted: '#999', accent: '#0af', border: '#333', walls: '#999' };
const opts = (overlays: string[], arrows: DrawOptions['arrows'] = []): DrawOptions => ({
  overlays: new Set(overlays), selected: -1, arrows, highlighted: null, neighbourRadius: 1, colours
});

describe('drawFrame', () => {
  it("draws the target crosses only with the 'goals' overlay", () => {
    const t = new ViewTransform(world, 200, 200);
    const off = recorder();
    drawFrame(off.ctx, t, src, opts(['walls']));
    expect(off.strokes.filter((s) => s.style === colours.accent)).toHaveLength(0);
    const on = recorder();
    drawFrame(on.ctx, t, src, opts(['walls', 'goals']));
    expect(on.strokes.filter((s) => s.style === colours.accent).length).toBeGreaterThan(0);
  });

  it('draws a black force’s arrows in the foreground colour', () => {
    const t = new ViewTransform(world, 200, 200);
    const r = recorder();
    drawFrame(r.ctx, t, src, opts([], [{ name: 'softBoundaryB', colour: '#000000', fx: [1, 1], fy: [0, 0] }, { name: 'x', colour: '#0072B2', fx: [1, 1], fy: [0, 0] }]));
    const styles = r.strokes.map((s) => s.style);
    expect(styles).not.toContain('#000000');
    expect(styles).toContain(colours.fg);
    expect(styles).toContain('#0072B2');
  });

  it('maps only pure black in CSS too', () => {
    expect(isBlack('#000')).toBe(true);
    expect(isBlack('#000000')).toBe(true);
    expect(isBlack('#0072B2')).toBe(false);
    expect(cssColour('#000000')).toBe('var(--text, #000000)');
    expect(cssColour('#E69F00')).toBe('#E69F00');
  });

  it('the grid overlay draws the block of cells the grid really searches: (2k+1)² cells of its own size', () => {
    const t = new ViewTransform(world, 200, 200);
    const rects: number[][] = [];
    const { ctx } = recorder();
    (ctx as unknown as { strokeRect: (...a: number[]) => void }).strokeRect = (...a: number[]) => rects.push(a);
    const selected = { ...opts(['grid']), selected: 0 };
    // The first rectangle stroked is the world's frame; the cells follow.
    drawFrame(ctx, t, src, { ...selected, grid: { x0: 0, y0: 0, csx: 0.5, csy: 0.5, k: 2 } });
    expect(rects.slice(1)).toHaveLength(25);
    expect(rects[1][2]).toBeCloseTo(0.5 * t.scale, 9);
    rects.length = 0;
    drawFrame(ctx, t, src, selected); // no grid geometry: 3 × 3 cells one radius wide
    expect(rects.slice(1)).toHaveLength(9);
    expect(rects[1][2]).toBeCloseTo(1 * t.scale, 9);
  });
});
