/**
 * Colours on the page: force colours, and colours as pixel values for the canvases that write pixels themselves.
 *
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

const packed = new Map<string, number>();

/**
 * A CSS colour as the 32-bit value of one opaque RGBA pixel in this platform's byte order, for code that writes an
 * ImageData's pixels itself (the dots of a large crowd, the drawing lesson's hand-written triangles). Hex colours are
 * read directly; any other CSS colour (a theme variable's rgb(…)) through a 1 × 1 canvas. Cached by the string.
 */
export function packColour(colour: string): number {
  let v = packed.get(colour);
  if (v !== undefined) return v;
  const bytes = new Uint8ClampedArray([0, 0, 0, 255]);
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const n = Number.parseInt(hex[1], 16);
    bytes[0] = (n >> 16) & 255; bytes[1] = (n >> 8) & 255; bytes[2] = n & 255;
  } else if (typeof document !== 'undefined') {
    const c = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true });
    if (c) {
      c.fillStyle = colour;
      c.fillRect(0, 0, 1, 1);
      bytes.set(c.getImageData(0, 0, 1, 1).data);
      bytes[3] = 255;
    }
  }
  v = new Uint32Array(bytes.buffer)[0];
  packed.set(colour, v);
  return v;
}

/** A hex colour (#rgb or #rrggbb) as [r, g, b] in 0…255; null for anything else. */
export function hexRgb(colour: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of a hex colour (0 black … 1 white); NaN for a colour it cannot read. */
export function luminance(colour: string): number {
  const rgb = hexRgb(colour);
  if (!rgb) return NaN;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, 1 … 21 (4.5 is the minimum for body text); NaN for an unreadable one. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a), lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
