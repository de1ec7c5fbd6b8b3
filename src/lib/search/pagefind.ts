/**
 * The book's search: Pagefind's index, built with the site (`npm run build` runs `pagefind --site build` after
 * `vite build`, writing build/pagefind/), searched in the browser by Pagefind's own script, which runs its search
 * in WebAssembly (so the CSP allows 'wasm-unsafe-eval'; svelte.config.js). The script and the index are loaded on
 * first use of the search box only, from under the book's base path, so every page stays as light as it was.
 * In `npm run dev` there is no index: load() then says search works in the built book.
 */

/** One result as the search box shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: escaped text with <mark>; render it with excerptParts, never as HTML. */
  excerpt: string;
}

/** The part of Pagefind's JS API used here (pagefind.js, see https://pagefind.app/docs/api/). */
interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  debouncedSearch(query: string, options?: Record<string, unknown>, ms?: number): Promise<PagefindSearch | null>;
}
interface PagefindSearch {
  results: { id: string; data(): Promise<{ url: string; excerpt: string; meta?: { title?: string } }> }[];
}

export type Loaded = { ok: true; search: (query: string) => Promise<SearchHit[] | null> } | { ok: false; message: string };

export const DEV_MESSAGE = 'Search works in the built book (npm run build, then npm run preview): the dev server has no search index.';
export const MISSING_MESSAGE = 'Search is not available: its index could not be loaded.';

let loading: Promise<Loaded> | null = null;

/**
 * Loads Pagefind once (later calls share the first load). `base` is SvelteKit's base path as the browser sees it
 * ('' or '/book'): the index lives at <base>/pagefind/, and results link under <base>/.
 */
export function loadSearch(base: string, dev = false, limit = 8): Promise<Loaded> {
  loading ??= (async (): Promise<Loaded> => {
    if (dev) return { ok: false, message: DEV_MESSAGE };
    try {
      const url = `${base}/pagefind/pagefind.js`;
      const pagefind = (await import(/* @vite-ignore */ url)) as PagefindApi;
      await pagefind.options({ baseUrl: `${base}/`, excerptLength: 24 });
      await pagefind.init?.();
      const search = async (query: string): Promise<SearchHit[] | null> => {
        const found = await pagefind.debouncedSearch(query, {}, 150);
        if (found === null) return null; // a newer query superseded this one
        const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
        return data.map((d) => ({ url: d.url, title: d.meta?.title || d.url, excerpt: d.excerpt }));
      };
      return { ok: true, search };
    } catch {
      loading = null; // a later attempt may succeed (a flaky connection)
      return { ok: false, message: MISSING_MESSAGE };
    }
  })();
  return loading;
}

/** What a result is, from where it lives: a chapter, a lesson of the ladder, the glossary, the playground… */
export function sectionOf(url: string, base: string): string {
  const path = url.startsWith(base) ? url.slice(base.length) : url;
  if (path.startsWith('/chapters/')) return 'Chapter';
  if (path.startsWith('/ladder/')) return 'Making it fast';
  if (path.startsWith('/glossary/')) return 'Glossary';
  if (path.startsWith('/playground/')) return 'Playground';
  return 'Book';
}
