/** Ordering and naming TeX symbols for the glossary: Latin letters A–Z first, then Greek in alphabet order. */

const GREEK = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'varepsilon', 'zeta', 'eta', 'theta', 'vartheta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi', 'omicron', 'pi', 'rho', 'sigma', 'tau', 'upsilon', 'phi', 'varphi', 'chi', 'psi', 'omega'];

/** The symbol as compared when grouping: whitespace and braces around one character do not matter. */
export function symbolKey(tex: string): string {
  return tex.replace(/\s+/g, '').replace(/\{(\\?[A-Za-z0-9])\}/g, '$1');
}

/** The letters that decide the order: decorations (\bar, \mathrm, \text) dropped, backslashes dropped. */
function plain(tex: string): string {
  return tex
    .replace(/\\(bar|hat|vec|mathrm|mathbf|text|operatorname)\b/g, '')
    .replace(/[{}\\\s]/g, '');
}

/** A sort key: [0 for Latin or 1 for Greek, the first letter's rank, the rest]. */
export function symbolOrder(tex: string): [number, number, string] {
  const t = tex.trim().replace(/^\\(bar|hat|vec|mathrm|mathbf|text)\s*\{?/, '');
  const greek = /^\\([A-Za-z]+)/.exec(t);
  if (greek && GREEK.includes(greek[1].toLowerCase())) {
    return [1, GREEK.indexOf(greek[1].toLowerCase()), plain(t.slice(greek[0].length))];
  }
  const p = plain(t);
  const first = p.charAt(0).toLowerCase();
  return [0, first >= 'a' && first <= 'z' ? first.charCodeAt(0) - 97 : 26, p];
}

export function compareSymbols(a: string, b: string): number {
  const x = symbolOrder(a), y = symbolOrder(b);
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2], 'en') || a.localeCompare(b, 'en');
}

/** An HTML id from a symbol: `r_{\max}` → `r_max`, `\tau` → `tau`. */
export function symbolSlug(tex: string): string {
  const s = tex.replace(/\\/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return s || 'symbol';
}
