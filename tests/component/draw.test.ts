// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { drawFrame } from '../../src/lib/components/sim/draw';
import { ViewTransform } from '../../src/lib/components/sim/transform';
import { layersToDraw, type LayerContext } from '../../src/lib/components/sim/layers';
import type { FrameData } from '../../src/lib/backend';
import { cssColour, isBlack, packColour } from '../../src/lib/components/colour';

/** A stand-in 2D context that records what is stroked (jsdom has no canvas). */
function recorder() {
  const strokes: { style: string; lines: number }[] = [];
  let lines = 0;
  const ctx: Record<string, unknown> = {
    strokeStyle: '', fillStyle: '', lineWidth: 1, globalAlpha: 1, lineCap: 'butt',
    save() {}, restore() {}, fillRect() {}, strokeRect() {}, setLineDash() {}, beginPath() { lines = 0; }, rect() {}, clip() {},
    moveTo() { lines++; }, lineTo() {}, arc() {}, closePath() {}, fill() {}, fillText() {},
    stroke() { strokes.push({ style: ctx.strokeStyle as string, lines }); }
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, strokes };
}

const world = { x0: 0, y0: 0, width: 10, height: 10, periodicX: false, periodicY: false };
const src: FrameData = {
  count: 2, time: 0, steps: 0, x: [1, 2], y: [1, 2], vx: [0, 0], vy: [0, 0], radius: [0.2, 0.2], kind: [0, 0], group: [-1, -1],
  gx: [9, 9], gy: [5, 5], goalMode: [0, 0], walls: [], wallCount: 0, world, family: 'social', zones: [], neighbourRadius: 1, grid: null
};
const colours = { bg: '#111', fg: '#e6e3dc', muted: '#999', accent: '#0af', border: '#333', walls: '#999' };
const opts = (overlays: string[], arrows: LayerContext['arrows'] = []): LayerContext => ({
  overlays: new Set(overlays), selected: -1, arrows, highlighted: null, colours
});
/** Draws `f` with the built-in layers that `o` switches on, as the view does with the engine in its thread. */
const draw = (ctx: CanvasRenderingContext2D, t: ViewTransform, f: FrameData, o: LayerContext) => drawFrame(ctx, t, f, layersToDraw([], o.overlays, true), o);

describe('drawFrame', () => {
  it("draws the target crosses only with the 'goals' overlay", () => {
    const t = new ViewTransform(world, 200, 200);
    const off = recorder();
    draw(off.ctx, t, src, opts(['walls']));
    expect(off.strokes.filter((s) => s.style === colours.accent)).toHaveLength(0);
    const on = recorder();
    draw(on.ctx, t, src, opts(['walls', 'goals']));
    expect(on.strokes.filter((s) => s.style === colours.accent).length).toBeGreaterThan(0);
  });

  it('draws a black force’s arrows in the foreground colour', () => {
    const t = new ViewTransform(world, 200, 200);
    const r = recorder();
    draw(r.ctx, t, src, opts([], [{ name: 'softBoundaryB', colour: '#000000', fx: [1, 1], fy: [0, 0] }, { name: 'x', colour: '#0072B2', fx: [1, 1], fy: [0, 0] }]));
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
    draw(ctx, t, { ...src, grid: { x0: 0, y0: 0, csx: 0.5, csy: 0.5, k: 2 } }, selected);
    expect(rects.slice(1)).toHaveLength(25);
    expect(rects[1][2]).toBeCloseTo(0.5 * t.scale, 9);
    rects.length = 0;
    draw(ctx, t, src, selected); // no grid geometry: 3 × 3 cells one radius wide
    expect(rects.slice(1)).toHaveLength(9);
    expect(rects[1][2]).toBeCloseTo(1 * t.scale, 9);
  });

  it('draws the zones a force acts on (a soft boundary) whatever the overlays, and a lesson’s own layer in z order', () => {
    const t = new ViewTransform(world, 200, 200);
    const arcs: number[][] = [];
    const order: string[] = [];
    const { ctx } = recorder();
    (ctx as unknown as { arc: (...a: number[]) => void }).arc = (...a: number[]) => arcs.push(a);
    const zoned: FrameData = { ...src, count: 0, zones: [{ shape: 'circle', x: 5, y: 5, r: 4, label: 'soft boundary', kind: 'boundary' }] };
    const extra = { name: 'cells', z: 55, always: true, draw: () => order.push('cells') };
    const o = opts([]);
    drawFrame(ctx, t, zoned, layersToDraw([extra], o.overlays, true), o);
    expect(arcs).toHaveLength(1);
    expect(arcs[0][2]).toBeCloseTo(4 * t.scale, 9);
    expect(order).toEqual(['cells']);
    expect(layersToDraw([extra], new Set(), true).map((l) => l.name)).toEqual(['speedZones', 'zones', 'exits', 'agents', 'cells', 'forces', 'selection', 'exitNames']);
  });

  it('draws speed zones whatever the overlays: a tinted rectangle with its name and factors, stairs with treads across the way up', () => {
    const t = new ViewTransform(world, 200, 200);
    const rects: number[][] = [], texts: string[] = [];
    const { ctx, strokes } = recorder();
    Object.assign(ctx, { fillRect: (...a: number[]) => rects.push(a), fillText: (s: string) => texts.push(s) });
    const stairs: FrameData = { ...src, count: 0, speedZones: [{ name: 'stairs', x0: 2, y0: 4, x1: 5, y1: 6, factor: 0.455, up: [1, 0], factorDown: 0.518 }, { name: 'ramp', x0: 6, y0: 0, x1: 8, y1: 2, factor: 0.8 }] };
    draw(ctx, t, stairs, opts([]));
    rects.shift(); // the background
    expect(rects).toHaveLength(2);
    expect(rects[0][2]).toBeCloseTo(3 * t.scale, 9);
    expect(rects[0][3]).toBeCloseTo(2 * t.scale, 9);
    expect(texts).toEqual(['stairs: ×0.455 up, ×0.518 down', 'ramp: ×0.8']);
    // Treads every 0.3 m across 3 m of stairs (9 or 10 inner lines, by rounding); none for the ramp.
    expect(strokes.filter((s) => s.lines >= 9 && s.lines <= 10)).toHaveLength(1);
    rects.length = 0;
    draw(ctx, t, src, opts([]));
    expect(rects).toHaveLength(1);
  });

  it('draws a boid at rest as a dot (no heading), a moving one as a triangle', () => {
    const t = new ViewTransform(world, 200, 200);
    const boids: FrameData = { ...src, family: 'boids', vx: [0, 1], vy: [0, 0] };
    const arcs: number[][] = [];
    let lines = 0;
    const { ctx } = recorder();
    (ctx as unknown as { arc: (...a: number[]) => void }).arc = (...a: number[]) => arcs.push(a);
    (ctx as unknown as { lineTo: () => void }).lineTo = () => lines++;
    draw(ctx, t, boids, opts([]));
    expect(arcs).toHaveLength(1); // the boid at rest
    expect(arcs[0][0]).toBeCloseTo(t.px(1), 9);
    expect(lines).toBe(2); // the moving boid's triangle
  });

  it('colours agents by group when they walk in groups', () => {
    const t = new ViewTransform(world, 200, 200);
    const fills: string[] = [];
    const { ctx } = recorder();
    (ctx as unknown as { fill: () => void }).fill = () => fills.push((ctx as unknown as { fillStyle: string }).fillStyle);
    draw(ctx, t, { ...src, group: [0, 1] }, opts([]));
    expect(new Set(fills).size).toBe(2);
    fills.length = 0;
    draw(ctx, t, src, opts([]));
    expect(new Set(fills).size).toBe(1);
  });
});

describe('packColour', () => {
  it('gives the pixel value of a hex colour, opaque, in the platform’s byte order', () => {
    const bytes = new Uint8Array(new Uint32Array([packColour('#0072B2')]).buffer);
    expect([...bytes]).toEqual([0x00, 0x72, 0xb2, 255]);
    expect(packColour('#0072b2')).toBe(packColour('#0072B2'));
  });
});
