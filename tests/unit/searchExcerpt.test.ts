/** The search box renders Pagefind's excerpts as text: marked and unmarked pieces, never HTML (src/lib/search). */
import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from '../../src/lib/search/excerpt';
import { sectionOf } from '../../src/lib/search/pagefind';

describe('search excerpts', () => {
  it('splits an excerpt into marked and unmarked text', () => {
    expect(excerptParts('the <mark>social</mark> <mark>force</mark> model')).toEqual([
      { text: 'the ', mark: false },
      { text: 'social', mark: true },
      { text: ' ', mark: false },
      { text: 'force', mark: true },
      { text: ' model', mark: false }
    ]);
  });

  it('keeps markup in the text as text, and drops any other tag', () => {
    const parts = excerptParts('a &lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)><mark>b</mark> &amp; c');
    expect(parts).toEqual([
      { text: 'a <script>alert(1)</script> ', mark: false },
      { text: 'b', mark: true },
      { text: ' & c', mark: false }
    ]);
  });

  it('decodes numeric references, and leaves unknown or invalid ones as written', () => {
    expect(decodeEntities('&#39;x&#x27; &#8722; &bogus; &#0;')).toBe("'x' − &bogus; &#0;");
  });

  it('copes with nothing', () => {
    expect(excerptParts('')).toEqual([]);
    expect(excerptParts(undefined as unknown as string)).toEqual([]);
  });

  it('says what a result is from where it lives, under any base path', () => {
    expect(sectionOf('/chapters/boids/', '')).toBe('Chapter');
    expect(sectionOf('/book/ladder/naive/', '/book')).toBe('Making it fast');
    expect(sectionOf('/glossary/', '')).toBe('Glossary');
    expect(sectionOf('/about/', '')).toBe('Book');
  });
});
