/**
 * Paint first, then hydrate: a chapter's prerendered HTML (prose, math, the simulations' stages) is complete, so the
 * reader should see it before the JavaScript takes over. Without this, the module scripts run as soon as the HTML
 * is parsed, and the first paint waited for the whole hydration.
 */
export async function init(): Promise<void> {
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
