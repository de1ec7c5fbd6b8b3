/** What the search box loads on first use (lazy.ts): one chunk. */
export { loadSearch, sectionOf } from './pagefind';
export { excerptParts } from './excerpt';
