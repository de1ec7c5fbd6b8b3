// The book's pages, for the measuring tools: the cover, /about/, /playground/ and one page per chapter file
// (content/NN-name.svx → /chapters/name/, the rule of slugFromPath in src/lib/site/chapters.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));

/** Chapter paths, in file-name order. */
export function chapterPaths(dir = CONTENT) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.svx'))
    .sort()
    .map((f) => `/chapters/${f.replace(/\.svx$/, '').replace(/^\d+[-_.\s]*/, '')}/`);
}

/** Every page a reader lands on. */
export function bookPaths(dir = CONTENT) {
  return ['/', '/about/', '/playground/', ...chapterPaths(dir)];
}

/** The ladder's pages: its index (content/ladder/ladder.svx) and one lesson per other file there, plus the glossary. */
export function ladderPaths(dir = CONTENT) {
  const lessons = readdirSync(`${dir}/ladder`)
    .filter((f) => f.endsWith('.svx') && f !== 'ladder.svx')
    .sort()
    .map((f) => `/ladder/${f.replace(/\.svx$/, '')}/`);
  return ['/glossary/', '/ladder/', ...lessons];
}

/** The flags every tool gives Debian's Chromium (no network chatter, no GPU, no sandbox in a container). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The median of numbers (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
