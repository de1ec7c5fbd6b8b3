/**
 * A share link's hash (`#sim-flock=seed:7;…`) names no element, so the browser does not jump to the view it set up:
 * the page would open at its top with the shared view thousands of pixels down. The first view a link set up brings
 * itself into sight instead, once per page, and keeps itself there while the page above it settles (fonts, equations
 * and other views taking their size) until the reader scrolls, clicks or types.
 */
let landedOn: string | null = null;

const SETTLE_MS = 4000;

export function landOnShared(el: HTMLElement): void {
  if (typeof window === 'undefined' || landedOn === location.href) return;
  landedOn = location.href;
  const go = () => el.scrollIntoView?.({ block: 'start' });
  go();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(go);
  observer?.observe(document.body);
  const stop = () => {
    observer?.disconnect();
    for (const e of READER_ACTS) window.removeEventListener(e, stop, true);
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const e of READER_ACTS) window.addEventListener(e, stop, { capture: true, passive: true });
  void document.fonts?.ready.then(() => observer && go());
}

/** What a reader does that means they have taken over the scrolling. */
const READER_ACTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
