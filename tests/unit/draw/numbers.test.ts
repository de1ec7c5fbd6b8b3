/** The drawing lesson's live numbers from synthetic frame times (no clock is read). */
import { describe, expect, it } from 'vitest';
import { LiveNumbers } from '../../../src/lib/components/ladder/draw/numbers';
import { measureAllocation } from '../../bench/allocation';

/** Frames every `every` ms from t0 for `count` frames, each drawn in `draw(k)` ms with `steps(k)` steps done. */
function feed(n: LiveNumbers, t0: number, every: number, count: number, draw = (_k: number) => 2, steps = (k: number) => k) {
  for (let k = 0; k < count; k++) n.frame(t0 + k * every, draw(k), steps(k));
  return t0 + (count - 1) * every;
}

describe('LiveNumbers', () => {
  it('frames and steps per second over the last second, and the median draw', () => {
    const n = new LiveNumbers(true);
    const end = feed(n, 0, 20, 200, (k) => (k % 2 ? 3 : 1), (k) => 3 * k);
    const s = n.summary(end);
    expect(s.fps).toBeCloseTo(50, 6);
    expect(s.stepsPerSecond).toBeCloseTo(150, 6);
    expect(s.drawMs).toBe(2);
    expect(s.frames).toBe(200);
    expect(s.steps).toBe(3 * 199);
  });

  it('rates fall to 0 once frames stop', () => {
    const n = new LiveNumbers(true);
    const end = feed(n, 0, 16, 100);
    expect(n.summary(end + 5000).fps).toBe(0);
  });

  it('the longest task of the last 5 s from long task entries; none over 50 ms reads 0', () => {
    const n = new LiveNumbers(true);
    const end = feed(n, 0, 16, 800);
    expect(n.summary(end)).toMatchObject({ longestMs: 0, longestKind: 'longtask' });
    n.longTask(end - 9000, 400); // too old
    n.longTask(end - 3000, 120);
    n.longTask(end - 1000, 80);
    expect(n.summary(end).longestMs).toBe(120);
  });

  it('without long task entries, the longest gap between frames of the last 5 s stands in, labelled so', () => {
    const n = new LiveNumbers(false);
    let t = feed(n, 0, 16, 50);
    t = feed(n, t + 300, 16, 400); // a 300 ms gap, then 6.4 s of frames: the gap is older than 5 s
    expect(n.summary(t)).toMatchObject({ longestKind: 'frame-gap', longestMs: 16 });
    t = feed(n, t + 90, 16, 10);
    expect(n.summary(t)).toMatchObject({ longestKind: 'frame-gap', longestMs: 90, frameGapMs: 90 });
  });

  it('recording a frame allocates nothing', () => {
    const n = new LiveNumbers(true);
    feed(n, 0, 16, 2000);
    const bytes = measureAllocation(() => feed(n, 40_000, 16, 100_000)).bytes;
    expect(bytes).toBeLessThan(64 * 1024);
  });
});
