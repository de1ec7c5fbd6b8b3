/**
 * Where the driver's time comes from: the page's clock, its animation frames and its timers. A parameter of the
 * driver, so that a test runs it on a fake clock (30 Hz, 144 Hz, a frame that takes two seconds) and nothing real
 * decides anything. Touches the browser's globals only when called (so it imports on the server and in Node), and
 * looks them up at each call (so a test can stub requestAnimationFrame).
 */

export interface FrameClock {
  /** Milliseconds, as performance.now() and an animation frame's time. */
  now(): number;
  /** Calls back at the next animation frame with its time; 0 where there are no animation frames. */
  request(cb: (t: number) => void): number;
  cancel(id: number): void;
  /** Calls back once after `ms`; the handle cancels it. */
  after(ms: number, cb: () => void): unknown;
  clear(handle: unknown): void;
}

export const browserClock: FrameClock = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  request: (cb) => (typeof requestAnimationFrame !== 'undefined' ? requestAnimationFrame(cb) : 0),
  cancel: (id) => { if (typeof cancelAnimationFrame !== 'undefined') cancelAnimationFrame(id); },
  after: (ms, cb) => setTimeout(cb, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
};

/** The reader asked for reduced motion: views then wait for Play instead of starting by themselves. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}
