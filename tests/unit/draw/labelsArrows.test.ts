/**
 * Two readings of the canvas (issue 18): the exits' names are legible on the doors' green, in the light theme and
 * the dark (WCAG contrast of the colours actually painted, the theme's own colours read from theme.css); and a
 * flock's arrows stay short: at most 1.5 body lengths, however large the force, while their order by size is kept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawFrame } from '../../../src/lib/components/sim/draw';
import { ViewTransform } from '../../../src/lib/components/sim/transform';
import { layersToDraw, DOOR_COLOURS, type Colours, type LayerContext } from '../../../src/lib/components/sim/layers';
import { boidLength, FLOCK_ARROW_BODIES, NOSE, squeezeFactor } from '../../../src/lib/components/sim/glyphs';
import { contrastRatio, luminance } from '../../../src/lib/components/colour';
import type { FrameData } from '../../../src/lib/backend';
import { intersect, isEmpty, paintRecorder, type Box } from './paintRecorder';

/** The theme's colours as the canvas reads them (readout.ts): --bg, --text, … from a block of theme.css. */
function theme(block: 'light' | 'dark'): Colours {
  const css = readFileSync(new URL('../../../src/lib/styles/theme.css', import.meta.url), 'utf8');
  const start = block === 'light' ? css.indexOf(':root {') : css.indexOf(":root[data-theme='dark'] {");
  const body = css.slice(start, css.indexOf('}', start));
  const v = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,6})`).exec(body)![1];
  return { bg: v('--bg'), fg: v('--text'), muted: v('--muted'), accent: v('--accent'), border: v('--border'), walls: v('--muted') };
}

/** The four-exit room's layout: a 10 m room in a 14 m world, a door in the middle of each wall, one of them shut. */
function room(): FrameData {
  const exits = [
    { name: 'north', segment: [6, 12, 8, 12], open: true },
    { name: 'south', segment: [6, 2, 8, 2], open: true },
    { name: 'east', segment: [12, 6, 12, 8], open: false },
    { name: 'west', segment: [2, 6, 2, 8], open: true }
  ] as { name: string; segment: [number, number, number, number]; open: boolean }[];
  return {
    count: 0, time: 0, steps: 0, x: [], y: [], vx: [], vy: [], radius: [], kind: [], group: [], walls: [], wallCount: 0,
    world: { x0: 0, y0: 0, width: 14, height: 14, periodicX: false, periodicY: false }, family: 'social', zones: [], neighbourRadius: 0, grid: null,
    nav: { version: 1, exits, field: null }
  };
}

describe('the exits’ names', () => {
  for (const name of ['light', 'dark'] as const) {
    it(`in the ${name} theme are written with contrast ≥ 4.5:1 on an opaque backing that covers them and the door's green`, () => {
      const colours = theme(name);
      const { ctx, rec } = paintRecorder(300, 300);
      const t = new ViewTransform(room().world, 300, 300);
      const o: LayerContext = { overlays: new Set(), selected: -1, arrows: [], highlighted: null, colours };
      drawFrame(ctx, t, room(), layersToDraw([], o.overlays, true), o);
      const texts = rec.paints.filter((p) => p.op === 'fillText');
      expect(texts.map((p) => p.text)).toEqual(['north', 'south', 'east (shut)', 'west']);
      for (const text of texts) {
        // What the text sits on: the last opaque fill painted before it that covers its box.
        const k = rec.paints.indexOf(text);
        const under = rec.paints.slice(0, k).reverse().find((p) => p.op === 'fill' && covers(p.box, text.box));
        expect(under, text.text).toBeDefined();
        expect(under!.alpha).toBe(1);
        expect(text.alpha).toBe(1);
        expect(contrastRatio(text.fillStyle, under!.fillStyle), text.text).toBeGreaterThanOrEqual(4.5);
        // The backing is not the door's colour: the text would otherwise be read against green.
        expect(Object.values(DOOR_COLOURS)).not.toContain(under!.fillStyle);
        // And the whole label is on the canvas.
        expect(isEmpty(intersect(text.box, { x0: 0, y0: 0, x1: 300, y1: 300 }))).toBe(false);
        expect(text.box.x0).toBeGreaterThanOrEqual(0);
        expect(text.box.x1).toBeLessThanOrEqual(300);
      }
    });
  }

  it('the contrast arithmetic is WCAG’s', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 9);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(luminance('#fff')).toBe(1);
    // The door's green itself is no ground for the dark theme's light text (what the reviewer saw).
    expect(contrastRatio(theme('dark').fg, DOOR_COLOURS.open)).toBeLessThan(4.5);
    expect(Number.isNaN(contrastRatio('teal', '#fff'))).toBe(true);
  });
});

const covers = (a: Box, b: Box) => a.x0 <= b.x0 && a.y0 <= b.y0 && a.x1 >= b.x1 && a.y1 >= b.y1;

describe('a flock’s arrows', () => {
  it('squeezeFactor keeps short arrows, caps long ones under the cap, and keeps their order', () => {
    const cap = 18;
    let last = 0;
    for (const len of [0.5, 2, 5, 6, 10, 18, 30, 100, 1e4, 1e9]) {
      const drawn = len * squeezeFactor(len, cap);
      expect(drawn).toBeLessThanOrEqual(cap);
      // Strictly longer while tanh can tell (up to many caps); never shorter.
      if (len <= 10 * cap) expect(drawn).toBeGreaterThan(last);
      else expect(drawn).toBeGreaterThanOrEqual(last);
      if (len <= cap / 3) expect(drawn / len).toBeGreaterThan(0.96);
      last = drawn;
    }
    expect(squeezeFactor(0, cap)).toBe(1);
    expect(squeezeFactor(NaN, cap)).toBe(0);
    expect(squeezeFactor(Infinity, cap)).toBe(0);
    expect(squeezeFactor(50, Infinity)).toBe(1);
  });

  it('are drawn at most 1.5 body lengths long, force and velocity alike; a crowd’s keep the old cap', () => {
    const n = 50, world = { x0: 0, y0: 0, width: 50, height: 50, periodicX: false, periodicY: false };
    const f: FrameData = {
      count: n, time: 0, steps: 0, x: Array.from({ length: n }, (_, i) => 5 + (i % 10) * 4), y: Array.from({ length: n }, (_, i) => 5 + Math.floor(i / 10) * 8),
      vx: Array(n).fill(15), vy: Array(n).fill(4), radius: Array(n).fill(0.5), kind: Array(n).fill(0), group: Array(n).fill(-1),
      walls: [], wallCount: 0, world, family: 'boids', zones: [], neighbourRadius: 5, grid: null
    };
    const t = new ViewTransform(world, 500, 500);
    const fx = Array.from({ length: n }, (_, i) => 10 * (i + 1)), fy = Array(n).fill(0);
    const lengths = (frame: FrameData, overlays: string[]) => {
      const { ctx } = paintRecorder(500, 500);
      const seg: number[] = [];
      let from: [number, number] = [0, 0];
      Object.assign(ctx, { moveTo: (x: number, y: number) => { from = [x, y]; }, lineTo: (x: number, y: number) => seg.push(Math.hypot(x - from[0], y - from[1])) });
      const o: LayerContext = { overlays: new Set(overlays), selected: -1, arrows: overlays.includes('velocity') ? [] : [{ name: 'alignmentB', colour: '#0072B2', fx, fy }], highlighted: null, colours: theme('light') };
      drawFrame(ctx, t, frame, layersToDraw([], o.overlays, true).filter((l) => l.name === 'forces' || l.name === 'velocity'), o);
      return seg;
    };
    const cap = FLOCK_ARROW_BODIES * boidLength(0.5, t.scale);
    // Each arrow: a shaft (from the boid) and two short head strokes; the shafts are every third segment.
    const shafts = (s: number[]) => s.filter((_, k) => k % 3 === 0);
    const force = shafts(lengths({ ...f, vx: Array(n).fill(0), vy: Array(n).fill(0) }, []));
    expect(force).toHaveLength(n);
    expect(Math.max(...force)).toBeLessThanOrEqual(cap + 1e-9);
    expect(Math.max(...force)).toBeGreaterThan(0.9 * cap); // a big push still reads as big
    for (let i = 1; i < n; i++) expect(force[i]).toBeGreaterThanOrEqual(force[i - 1] - 1e-9); // larger forces, longer arrows
    const velocity = shafts(lengths(f, ['velocity']));
    expect(velocity).toHaveLength(n);
    expect(Math.max(...velocity)).toBeLessThanOrEqual(cap + 1e-9);
    // A velocity arrow starts at the boid's nose (from the centre it would cover the nose).
    const { ctx } = paintRecorder(500, 500);
    const starts: [number, number][] = [];
    let next = true;
    Object.assign(ctx, { moveTo: (x: number, y: number) => { if (next) starts.push([x, y]); next = false; }, lineTo: () => { next = true; } });
    const one = { ...f, count: 1 };
    drawFrame(ctx, t, one, layersToDraw([], new Set(['velocity']), true).filter((l) => l.name === 'velocity'), { overlays: new Set(['velocity']), selected: -1, arrows: [], highlighted: null, colours: theme('light') });
    const v = Math.hypot(15, 4), L = boidLength(0.5, t.scale);
    expect(starts[0][0]).toBeCloseTo(t.px(f.x[0]) + NOSE * L * (15 / v), 9);
    expect(starts[0][1]).toBeCloseTo(t.py(f.y[0]) - NOSE * L * (4 / v), 9);
    // The same arrays as a crowd: the unsqueezed lengths up to a quarter of the canvas.
    const crowd = shafts(lengths({ ...f, family: 'social', vx: Array(n).fill(0), vy: Array(n).fill(0) }, []));
    expect(Math.max(...crowd)).toBeCloseTo(0.25 * 500, 6);
  });
});
