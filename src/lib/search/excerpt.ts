/**
 * Pagefind's excerpts are HTML: the page's text (escaped) with the matched words in <mark>. They are never put into
 * the page as HTML: this splits one into plain-text pieces, each marked or not, which the search box renders as
 * text nodes, so nothing in an index (however it was made) can add an element or run a script.
 */

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Pagefind's escaping writes (&amp; &lt; &#39; &#x27; …); others stay as written. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** `a <mark>b</mark> c` → [{a, false}, {b, true}, {c, false}]; any other tag is dropped, its text kept. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of String(html ?? '').split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) { mark = true; continue; }
    if (/^<\/mark/i.test(piece)) { mark = false; continue; }
    const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
    if (text === '') continue;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  return parts;
}
