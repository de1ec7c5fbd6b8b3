/**
 * Force colours on the page. The palette's black (#000000, e.g. the soft boundary) is invisible on the dark
 * theme, so wherever a force colour is shown it is replaced by the theme's text colour.
 */

/** True for pure black written as #000, #000000 or #000000ff (any case). */
export function isBlack(colour: string | undefined | null): boolean {
  if (!colour) return false;
  return /^#0{3}(?:0{3})?(?:f{2})?$/i.test(colour.trim()) || /^(?:black|rgb\(\s*0\s*,\s*0\s*,\s*0\s*\))$/i.test(colour.trim());
}

/** A force colour for CSS (swatches, equation terms): black becomes the theme's text colour. */
export function cssColour(colour: string): string;
export function cssColour(colour: string | undefined): string | undefined;
export function cssColour(colour: string | undefined): string | undefined {
  return isBlack(colour) ? 'var(--text, #000000)' : colour;
}

/** A force colour for the canvas: black becomes `fg` (the theme's text colour read from CSS). */
export function canvasColour(colour: string, fg: string): string {
  return isBlack(colour) ? fg || '#000000' : colour;
}
