/**
 * The two Canvas 2D renderers draw the same triangles — the per-boid one with a fill each, the batched one with a
 * fill per chunk — recorded on a stand-in context (node has no canvas); the batched renderer's frame allocates
 * nothing once its vertex array exists; the WebGL renderer without WebGL2 says so instead of throwing.
 */
import { describe, expect, it } from 'vitest';
import { BatchedPathRenderer, CHUNK } from '../../../src/lib/components/ladder/draw/batchedPath';
import { PathPerAgentRenderer } from '../../../src/lib/components/ladder/draw/pathPerAgent';
import { WebGLRenderer } from '../../../src/lib/components/ladder/draw/webglInstanced';
import type { BoidFrame, DrawView } from '../../../src/lib/components/ladder/draw/types';
import { measureAllocation } from '../../bench/allocation';

/** A stand-in canvas whose 2D context records the path points and counts fills (or records nothing: `quiet`). */
function fakeCanvas(quiet = false) {
  const points: number[] = [];
  const log = { fills: 0, points, fillStyles: [] as string[] };
  const ctx = {
    fillStyle: '',
    setTransform() {}, fillRect() {}, beginPath() {},
    moveTo(x: number, y: number) { if (!quiet) points.push(x, y); },
    lineTo(x: number, y: number) { if (!quiet) points.push(x, y); },
    fill() { log.fills++; if (!quiet) log.fillStyles.push(ctx.fillStyle); }
  };
  const canvas = { width: 0, height: 0, getContext: (type: string) => (type === '2d' ? ctx : null), addEventListener() {}, removeEventListener() {} };
  return { canvas: canvas as unknown as HTMLCanvasElement, log };
}

function flock(n: number): BoidFrame {
  const f = { count: n, x: new Float32Array(n), y: new Float32Array(n), vx: new Float32Array(n), vy: new Float32Array(n) };
  for (let i = 0; i < n; i++) { f.x[i] = (i % 37) - 18; f.y[i] = (i % 23) - 11; f.vx[i] = Math.cos(i); f.vy[i] = Math.sin(i); }
  return f;
}
const view: DrawView = { cx: 0, cy: 0, scale: 5, width: 300, height: 200, dpr: 2 };

describe('Canvas 2D renderers', () => {
  it('one path per boid and batched paths draw the same corners in the theme\'s colour; only the fills differ', () => {
    const f = flock(1000), a = fakeCanvas(), b = fakeCanvas();
    const per = new PathPerAgentRenderer(a.canvas), batched = new BatchedPathRenderer(b.canvas);
    for (const r of [per, batched]) r.setStyle({ fill: '#7cc0ea', bg: '#16181c' });
    per.draw(f, view);
    batched.draw(f, view);
    expect(a.log.points).toHaveLength(6 * 1000);
    expect(b.log.points).toEqual(a.log.points.map(Math.fround));
    expect(a.log.fills).toBe(1000);
    expect(b.log.fills).toBe(Math.ceil(1000 / CHUNK));
    expect(new Set([...a.log.fillStyles, ...b.log.fillStyles])).toEqual(new Set(['#7cc0ea']));
    // The backing store follows the view's size and dpr.
    expect([(a.canvas as { width: number }).width, (a.canvas as { height: number }).height]).toEqual([600, 400]);
  });

  it('the batched renderer allocates nothing per frame once its vertex array exists', () => {
    const f = flock(20_000), c = fakeCanvas(true), r = new BatchedPathRenderer(c.canvas);
    for (let k = 0; k < 10; k++) r.draw(f, view);
    const frames = 20, bytes = Math.min(...[0, 1].map(() => measureAllocation(() => { for (let k = 0; k < frames; k++) r.draw(f, view); }).bytes));
    // Under 4 bytes per boid and frame: V8 keeps a little of its own (compiled code, boxed numbers) in a busy run —
    // up to about 1 byte a boid-frame measured on the shared machine, which made a bound of 1 flaky; one object per
    // boid would be 16 bytes or more.
    expect(bytes / (frames * f.count)).toBeLessThan(4);
  });

  it('draws nothing, without throwing, where there is no 2D context', () => {
    const canvas = { getContext: () => null } as unknown as HTMLCanvasElement;
    expect(() => new BatchedPathRenderer(canvas).draw(flock(10), view)).not.toThrow();
    expect(() => new PathPerAgentRenderer(canvas).draw(flock(10), view)).not.toThrow();
  });
});

describe('WebGL renderer', () => {
  it('without WebGL2 it reports the problem and draws nothing', () => {
    for (const instanced of [true, false]) {
      const r = new WebGLRenderer(fakeCanvas().canvas, instanced);
      expect(r.kind).toBe(instanced ? 'webgl' : 'webgl-pulled');
      expect(r.problem).toMatch(/WebGL2 is not available/);
      expect(() => r.draw(flock(10), view)).not.toThrow();
      r.dispose();
    }
  });
});
