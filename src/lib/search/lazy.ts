/**
 * The search code, loaded when the search box is first used: every page has the box, few readers search, so its
 * code (Pagefind's loader, the excerpt reader) stays out of what each page loads first. A failed load (offline, say)
 * is tried again on the next use.
 */
let code: Promise<typeof import('./code')> | null = null;

export const CODE_MISSING_MESSAGE = 'Search is not available: its code could not be loaded.';

export function searchCode(): Promise<typeof import('./code')> {
  return (code ??= import('./code').catch((e: unknown) => {
    code = null;
    throw e;
  }));
}
