/**
 * The drawing lesson's run, stepped with the drawing (rung 10 in this thread), driven by a stand-in
 * requestAnimationFrame with synthetic frame times (no clock decides anything here): each frame steps once and
 * draws the newest boids; two frames over a second apart pause the run, unless the guard is off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawRun, SLOW_FRAME_MS } from '../../../src/lib/components/ladder/draw/loop';
import type { BoidFrame, BoidRenderer, DrawView } from '../../../src/lib/components/ladder/draw/types';

let pending: ((t: number) => void) | null = null;
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => { pending = cb; return 1; });
  vi.stubGlobal('cancelAnimationFrame', () => { pending = null; });
});
afterEach(() => vi.unstubAllGlobals());

/** Runs the pending animation frame at time t. */
const frameAt = (t: number) => { const cb = pending!; pending = null; cb(t); };

function recorder() {
  const seen: { count: number; x0: number; width: number }[] = [];
  const r: BoidRenderer = { kind: 'batched', problem: null, setStyle() {}, dispose() {}, draw(f: BoidFrame, v: DrawView) { seen.push({ count: f.count, x0: f.x[0], width: v.width }); } };
  return { r, seen };
}

describe('DrawRun, coupled', () => {
  it('steps once per animation frame and draws the boids it stepped', () => {
    const slow: number[] = [];
    const run = new DrawRun({ onnumbers() {}, onerror: (m) => { throw new Error(m); }, onslow: (ms) => slow.push(ms) });
    const { r, seen } = recorder();
    run.setRenderer(r);
    run.setSize(300, 200, 1);
    run.configure(200, 'page');
    const before = seen.length;
    run.play();
    for (let k = 1; k <= 5; k++) frameAt(16 * k);
    expect(seen.length - before).toBe(5);
    expect(seen.at(-1)).toMatchObject({ count: 200, width: 300 });
    expect(seen.at(-1)!.x0).not.toBe(seen[before - 1].x0); // the flock moved
    expect(slow).toEqual([]);
    run.dispose();
  });

  it('pauses itself after two frames slower than a second, and says how slow', () => {
    const slow: number[] = [];
    const run = new DrawRun({ onnumbers() {}, onerror() {}, onslow: (ms) => slow.push(ms) });
    run.setRenderer(recorder().r);
    run.setSize(300, 200, 1);
    run.configure(100, 'page');
    run.play();
    frameAt(0);
    frameAt(SLOW_FRAME_MS + 500); // one slow frame: still running
    expect(run.playing).toBe(true);
    frameAt(2 * SLOW_FRAME_MS + 1000);
    expect(run.playing).toBe(false);
    expect(slow).toEqual([SLOW_FRAME_MS + 500]);
    expect(pending).toBeNull();
    run.dispose();
  });

  it('keeps running when the guard is off', () => {
    const run = new DrawRun({ onnumbers() {}, onerror() {} });
    run.guard = false;
    run.setRenderer(recorder().r);
    run.setSize(300, 200, 1);
    run.configure(100, 'page');
    run.play();
    for (let k = 0; k < 4; k++) frameAt(k * 2 * SLOW_FRAME_MS);
    expect(run.playing).toBe(true);
    run.dispose();
  });
});
