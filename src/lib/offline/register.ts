/**
 * Registers the book's service worker (src/service-worker.ts) ourselves instead of at start-up as SvelteKit would
 * (svelte.config.js: serviceWorker.register false): its install downloads the whole book (≈ 8 MB, 330 files), and
 * started with the page it competed with the page's own loading — Lighthouse's mobile score of a chapter fell from
 * 97 to 88–92 (tests/tools/lighthouse.mjs, median of 3). So a page registers it once it has loaded and the browser is
 * idle, a few seconds on; the worker lesson, which needs it to become cross-origin isolated, registers at once.
 */
import { base } from '$app/paths';
import { dev } from '$app/environment';

/** How long after the page's load event (and an idle moment) the worker is registered. */
export const REGISTER_AFTER_MS = 4000;

let asked = false;

function register(): void {
  if (asked || !('serviceWorker' in navigator)) return;
  asked = true;
  // In dev the worker is an ES module; in the build SvelteKit bundles it as a classic script.
  navigator.serviceWorker.register(`${base}/service-worker.js`, { type: dev ? 'module' : 'classic' }).catch(() => {
    // Refused (private mode, a host that serves no worker): the book works online as before.
    asked = false;
  });
}

/** Registers the worker now (`soon`: once the page has loaded, idled and REGISTER_AFTER_MS passed). */
export function registerServiceWorker(when: 'now' | 'soon'): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  if (when === 'now') return register();
  const later = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : register()), REGISTER_AFTER_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
