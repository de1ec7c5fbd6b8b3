/**
 * Calls back once, when an element first comes within a quarter of a screen of the viewport (IntersectionObserver),
 * then stops watching. For work a page should not do while it loads — a 3-D view's three.js, its WebGL context and
 * its flock — when the reader may never scroll that far: on the 3-D chapter that work was most of the load's main-
 * thread time. Where IntersectionObserver is missing (jsdom, old browsers) it calls back at once.
 */
import type { Action } from 'svelte/action';

/** Watches `node`; `callback` runs once it is near. Returns a function that stops watching (and never calls back). */
export function onceNear(node: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  let done = false;
  const io = new IntersectionObserver((entries) => {
    if (done || !entries.some((e) => e.isIntersecting)) return;
    done = true;
    io.disconnect();
    callback();
  }, { rootMargin: '25% 0px' }); // a quarter of a screen above and below: starts as the reader scrolls up to it
  io.observe(node);
  return () => {
    done = true;
    io.disconnect();
  };
}

/** use:whenNear={() => …}: onceNear as an action. */
export const whenNear: Action<Element, () => void> = (node, callback) => {
  let cb = callback;
  const stop = onceNear(node, () => cb?.());
  return {
    update(next) { cb = next; },
    destroy: stop
  };
};
