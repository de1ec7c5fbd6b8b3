/**
 * TeX to HTML, at build time: while prerendering, KaTeX renders every formula into the page, and the browser keeps
 * that HTML when it hydrates, so the KaTeX runtime (40 % of a chapter's JavaScript) never ships with a page. Only a
 * formula first drawn in the browser (a panel opened later, a page reached by client-side navigation) loads KaTeX,
 * once, as a separate chunk.
 * Malformed TeX never throws: it becomes an error box with the source (escaped) and KaTeX's message.
 */
import type KatexModule from 'katex';

type Katex = typeof KatexModule;
export interface TexOptions {
  display?: boolean;
  /** KaTeX's MathML output for screen readers beside the HTML (off where an sr-only label names the formula). */
  mathml?: boolean;
}

// While prerendering (SSR) KaTeX is loaded up front; in the browser this branch is dropped from the bundle.
let katex: Katex | null = import.meta.env.SSR ? (await import('katex')).default : null;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A formula as HTML with the KaTeX module at hand; an error box for malformed TeX. */
function texHtml(k: Katex, src: string, o: TexOptions = {}): string {
  try {
    return k.renderToString(src, { displayMode: !!o.display, throwOnError: true, output: o.mathml ? 'htmlAndMathml' : 'html' });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return `<span class="tex-error" role="note" aria-label="TeX error"><code class="tex-error-source">${escape(src)}</code><span class="tex-error-message">${escape(message)}</span></span>`;
  }
}

/** The HTML now, when KaTeX is loaded (always while prerendering); null in a browser that has not loaded it. */
export function texNow(src: string, o: TexOptions = {}): string | null {
  return katex ? texHtml(katex, src, o) : null;
}

/** The HTML, loading KaTeX first if this browser has not yet. */
export async function texLater(src: string, o: TexOptions = {}): Promise<string> {
  katex ??= (await import('katex')).default;
  return texHtml(katex, src, o);
}

/**
 * Stands in for the formula in the browser before it is known. It must not be empty: an empty value would make
 * Svelte's hydration drop the prerendered formula instead of keeping it.
 */
export const TEX_PENDING = '\u2060';

/** Whether an element already holds a formula (prerendered and kept by hydration) or an error box. */
export const holdsTex = (el: Element) => el.querySelector('.katex, .tex-error') !== null;
