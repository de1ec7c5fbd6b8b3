/**
 * use:inView={(visible) => …}: calls back when the element enters or leaves the viewport (IntersectionObserver).
 * Where IntersectionObserver is missing (jsdom, old browsers) the element counts as visible.
 */
import type { Action } from 'svelte/action';

export const inView: Action<HTMLElement, (visible: boolean) => void> = (node, callback) => {
  let cb = callback;
  if (typeof IntersectionObserver === 'undefined') {
    cb?.(true);
    return { update(next) { cb = next; } };
  }
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) cb?.(e.isIntersecting);
  }, { rootMargin: '64px' });
  io.observe(node);
  return {
    update(next) { cb = next; },
    destroy() { io.disconnect(); }
  };
};
