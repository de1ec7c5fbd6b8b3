// @vitest-environment jsdom
/**
 * whenNear / onceNear: the callback runs once, on the first report that the element is near, and never after the
 * watcher is stopped; without IntersectionObserver it runs at once. A fake IntersectionObserver stands in for the
 * browser's (jsdom has none) and records the margin it was asked for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceNear, whenNear } from '../../src/lib/actions/whenNear';

type Report = (entries: { isIntersecting: boolean }[]) => void;
let observers: { report: Report; margin?: string; watched: Element[]; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly rec: (typeof observers)[number];
  constructor(cb: Report, options?: { rootMargin?: string }) {
    this.rec = { report: cb, margin: options?.rootMargin, watched: [], disconnected: false };
    observers.push(this.rec);
  }
  observe(el: Element) { this.rec.watched.push(el); }
  disconnect() { this.rec.disconnected = true; }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers = [];
});

describe('onceNear', () => {
  it('calls back once, on the first report of the element near, with a margin ahead of the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const el = document.createElement('div');
    const cb = vi.fn();
    onceNear(el, cb);
    expect(observers).toHaveLength(1);
    expect(observers[0].watched).toEqual([el]);
    expect(observers[0].margin).toMatch(/^\d+% 0px$/);
    observers[0].report([{ isIntersecting: false }]);
    expect(cb).not.toHaveBeenCalled();
    observers[0].report([{ isIntersecting: true }]);
    observers[0].report([{ isIntersecting: true }]);
    expect(cb).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it('never calls back once stopped', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const cb = vi.fn();
    const stop = onceNear(document.createElement('div'), cb);
    stop();
    observers[0].report([{ isIntersecting: true }]);
    expect(cb).not.toHaveBeenCalled();
    expect(observers[0].disconnected).toBe(true);
  });

  it('calls back at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const cb = vi.fn();
    onceNear(document.createElement('div'), cb);
    expect(cb).toHaveBeenCalledTimes(1);
  });
});

describe('whenNear (the action)', () => {
  it('calls the latest callback it was given, and stops on destroy', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const first = vi.fn(), second = vi.fn();
    const action = whenNear(document.createElement('div'), first) as { update: (f: () => void) => void; destroy: () => void };
    action.update(second);
    observers[0].report([{ isIntersecting: true }]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    action.destroy();
    expect(observers[0].disconnected).toBe(true);
  });
});
