/**
 * Two renderers drawing the same boids, in turns, for a drawing claim: each into its own canvas off screen, each
 * frame flushed to pixels (one pixel read back through a 1 × 1 canvas, which waits for the drawing, 2-D or WebGL, to
 * finish), with a pause between rounds so the page keeps answering. The result is the median ms per frame of each.
 */
import { startState, worldRadius } from '../../../ladder';
import { median } from '../../../ladder/sweep/plan';
import { createRenderer, type BoidFrame, type DrawView, type RendererKind } from '.';

export interface DrawRace {
  msBefore: number;
  msAfter: number;
  problem: string | null;
}

const SIZE = 600;

export async function raceRenderers(before: RendererKind, after: RendererKind, n: number, seed: number, budgetMs: number,
  progress: (share: number) => void, cancelled: () => boolean): Promise<DrawRace> {
  const s = startState(n, seed);
  const frame: BoidFrame = { count: n, x: s.x, y: s.y, vx: s.vx, vy: s.vy };
  const view: DrawView = { cx: 0, cy: 0, scale: SIZE / (2.2 * worldRadius(n)), width: SIZE, height: SIZE, dpr: 1 };
  const probe = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })!;
  const sides = [before, after].map((kind) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: SIZE, height: SIZE });
    const r = createRenderer(kind, canvas);
    r.setStyle({ fill: '#0072b2', bg: '#ffffff' });
    return { canvas, r, times: [] as number[] };
  });
  const t0 = performance.now();
  try {
    while ((sides[0].times.length < 3 || performance.now() - t0 < budgetMs) && sides[0].times.length < 60) {
      for (const side of sides) {
        const a = performance.now();
        side.r.draw(frame, view);
        probe.drawImage(side.canvas, 0, 0, 1, 1);
        probe.getImageData(0, 0, 1, 1);
        side.times.push(performance.now() - a);
        const problem = side.r.problem;
        if (problem) return { msBefore: NaN, msAfter: NaN, problem };
      }
      progress(Math.min(1, (performance.now() - t0) / budgetMs));
      await new Promise((ok) => setTimeout(ok, 0));
      if (cancelled()) break;
    }
    return { msBefore: median(sides[0].times), msAfter: median(sides[1].times), problem: null };
  } finally {
    for (const side of sides) side.r.dispose();
  }
}
