/**
 * Nothing of the scene is painted outside the world's frame (issue 18): boids across a wrapping edge, their velocity
 * and force arrows, the selected boid's ring and radius are clipped to the world's rectangle; only the walls and the
 * doors (which lie on the frame) and the doors' names beside them may reach past it. Recorded on a stand-in context
 * that works out where each paint lands (paintRecorder.ts).
 */
import { describe, expect, it } from 'vitest';
import { drawFrame } from '../../../src/lib/components/sim/draw';
import { ViewTransform, worldRect } from '../../../src/lib/components/sim/transform';
import { LAYERS, layersToDraw, type Layer, type LayerContext } from '../../../src/lib/components/sim/layers';
import { boidLength } from '../../../src/lib/components/sim/glyphs';
import type { FrameData } from '../../../src/lib/backend';
import { overhang, paintRecorder, visible, type Box } from './paintRecorder';

const colours = { bg: '#fdfcf9', fg: '#1f1d1a', muted: '#5f5a52', accent: '#0a5c8a', border: '#dcd6ca', walls: '#5f5a52' };

/** A wrapping 40 × 30 m world with boids on and near every edge, flying outwards fast. */
function edgeFlock(): FrameData {
  const pts: [number, number, number, number][] = [
    [0.1, 15, -20, 0], [39.9, 15, 20, 0], [20, 0.1, 0, -20], [20, 29.9, 0, 20], [0.2, 0.2, -15, -15], [39.8, 29.8, 15, 15], [20, 15, 20, 3]
  ];
  const n = pts.length, col = (k: number) => pts.map((p) => p[k]);
  return {
    count: n, time: 0, steps: 0, x: col(0), y: col(1), vx: col(2), vy: col(3), radius: Array(n).fill(0.5), kind: Array(n).fill(0), group: Array(n).fill(-1),
    walls: [], wallCount: 0, world: { x0: 0, y0: 0, width: 40, height: 30, periodicX: true, periodicY: true },
    family: 'boids', zones: [], neighbourRadius: 6, grid: null
  };
}

/** The frame's box on the canvas. */
function frameBox(t: ViewTransform): Box {
  const [x, y, w, h] = worldRect(t);
  return { x0: x, y0: y, x1: x + w, y1: y + h };
}

/** Draws `f` with every built-in layer (and `extra`) on, each layer's paints labelled with its name. */
function drawAll(f: FrameData, t: ViewTransform, o: Partial<LayerContext> = {}, extra: Layer[] = []) {
  const { ctx, rec } = paintRecorder(t.width, t.height);
  const ctxO: LayerContext = { overlays: new Set(LAYERS.map((l) => l.name)), selected: -1, arrows: [], highlighted: null, colours, ...o };
  const layers = layersToDraw(extra, ctxO.overlays, true).map((l) => ({ ...l, draw: (...a: Parameters<Layer['draw']>) => { rec.layer = l.name; l.draw(...a); } }));
  drawFrame(ctx, t, f, layers, ctxO);
  return rec.paints;
}

describe('the scene is clipped to the world’s frame', () => {
  const f = edgeFlock(), t = new ViewTransform(f.world, 400, 300);
  const big = Array.from({ length: f.count }, (_, i) => 400 * Math.cos(i)), bigY = Array.from({ length: f.count }, (_, i) => 400 * Math.sin(i));
  const o: Partial<LayerContext> = { selected: 0, arrows: [{ name: 'alignmentB', colour: '#0072B2', fx: big, fy: bigY }] };

  it('paints of every layer but the walls and doors stay inside the frame, though their shapes reach past it', () => {
    const paints = drawAll(f, t, o);
    const frame = frameBox(t);
    const scene = paints.filter((p) => p.layer !== '' && p.layer !== 'walls' && p.layer !== 'exits' && p.layer !== 'exitNames');
    expect(new Set(scene.map((p) => p.layer))).toEqual(new Set(['agents', 'velocity', 'forces', 'selection', 'radius', 'grid']));
    // The shapes do reach past the frame (boids on the edge, the ring, the radius): without the clip this would fail.
    expect(Math.max(...scene.map((p) => overhang(p.box, frame)))).toBeGreaterThan(5);
    for (const p of scene) expect(overhang(visible(p), frame), `${p.layer} ${p.op}`).toBeLessThan(1e-9);
  });

  it('a lesson’s own layer is clipped too, and only the walls, the doors and their names are drawn unclipped', () => {
    const wide: Layer = { name: 'everywhere', z: 55, always: true, draw: (ctx) => ctx.fillRect(-50, -50, 1000, 1000) };
    const paints = drawAll(f, t, {}, [wide]).filter((p) => p.layer === 'everywhere');
    expect(paints).toHaveLength(1);
    expect(overhang(visible(paints[0]), frameBox(t))).toBeLessThan(1e-9);
    expect(LAYERS.filter((l) => l.unclipped).map((l) => l.name).sort()).toEqual(['exitNames', 'exits', 'walls']);
  });

  it('walls keep their full width on the frame’s edge, and a periodic corridor’s walls past its ends stop there', () => {
    // Walls along the bottom and top edges, running a whole length past each end (as the periodic corridor's do).
    const corridor: FrameData = { ...edgeFlock(), count: 0, walls: [-40, 0, 80, 0, -40, 30, 80, 30], wallCount: 2 };
    const paints = drawAll(corridor, t).filter((p) => p.layer === 'walls');
    const lw = Math.max(3, 0.12 * t.scale), frame = frameBox(t);
    expect(paints).toHaveLength(1);
    expect(overhang(paints[0].box, frame)).toBeGreaterThan(100); // the path runs far past the frame
    expect(overhang(visible(paints[0]), frame)).toBeCloseTo(lw / 2, 9); // what shows: half a wall's width, no more
  });

  it('the background and the frame itself are drawn over the whole canvas, before any layer', () => {
    const paints = drawAll(f, t, o);
    expect(paints[0]).toMatchObject({ op: 'fillRect', layer: '', clip: null, box: { x0: 0, y0: 0, x1: 400, y1: 300 } });
    expect(paints[1]).toMatchObject({ op: 'strokeRect', layer: '' });
  });

  it('in a wrapping world a boid across an edge is drawn again where it comes back in', () => {
    // One boid just inside the right edge, flying right: its nose is past the edge, so a copy shows at the left.
    const one: FrameData = { ...edgeFlock(), count: 1, x: [39.9], y: [15], vx: [20], vy: [0] };
    const { ctx } = paintRecorder(400, 300);
    const xs: number[] = [];
    (ctx as unknown as { moveTo: (x: number, y: number) => void }).moveTo = (x) => xs.push(x);
    drawFrame(ctx, t, one, layersToDraw([], new Set(), true), { overlays: new Set(), selected: -1, arrows: [], highlighted: null, colours });
    const left = t.px(0), right = t.px(40), nose = 0.6 * boidLength(0.5, t.scale);
    expect(xs.some((x) => Math.abs(x - (right + (nose - 0.1 * t.scale))) < 1e-6 || x > right)).toBe(true); // the boid itself
    expect(xs.some((x) => x < left + nose)).toBe(true); // its copy, at the left edge
    // Not in a world that does not wrap: one shape only.
    xs.length = 0;
    drawFrame(ctx, t, { ...one, world: { ...one.world, periodicX: false, periodicY: false } }, layersToDraw([], new Set(), true), { overlays: new Set(), selected: -1, arrows: [], highlighted: null, colours });
    expect(xs).toHaveLength(1);
  });
});
