/**
 * use:resize={(width, height) => …}: calls back with the element's content-box size now and whenever it changes
 * (ResizeObserver). Without ResizeObserver (jsdom) it reports the size once.
 */
import type { Action } from 'svelte/action';

export const resize: Action<HTMLElement, (width: number, height: number) => void> = (node, callback) => {
  let cb = callback;
  if (typeof ResizeObserver === 'undefined') {
    cb?.(node.clientWidth, node.clientHeight);
    return { update(next) { cb = next; } };
  }
  const ro = new ResizeObserver((entries) => {
    for (const e of entries) cb?.(e.contentRect.width, e.contentRect.height);
  });
  ro.observe(node);
  return {
    update(next) { cb = next; },
    destroy() { ro.disconnect(); }
  };
};
