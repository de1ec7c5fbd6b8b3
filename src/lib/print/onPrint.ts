/**
 * Runs `fn` just before the page is printed (the browser's print dialog, or a PDF made by headless Chromium: both
 * fire `beforeprint`). The browser lays the page out for print as soon as the handlers return, so what `fn` draws
 * must be drawn at once (no requestAnimationFrame): a canvas prints the pixels it holds then.
 * Returns a function that stops listening; does nothing outside a browser.
 */
export function onPrint(fn: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const run = () => {
    try {
      fn();
    } catch {
      // A still that cannot be drawn prints what the canvas held; printing goes on.
    }
  };
  window.addEventListener('beforeprint', run);
  return () => window.removeEventListener('beforeprint', run);
}
