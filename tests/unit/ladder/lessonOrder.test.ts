/**
 * The lesson index: the ladder's lessons in the catalogue's order, each title numbered by it (what the cover's
 * contents, the sidebar and the previous/next links show). Run on the real lesson files' front matter, and on small
 * fixtures for the ways a lesson file could disagree with the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LESSON_ORDER, numberedTitle, rungNumber, lessonOf } from '../../../src/lib/ladder';
import { lessonsInLadderOrder } from '../../../src/lib/site/ladderLessons';
import { neighbours } from '../../../src/lib/site/chapters';

const DIR = fileURLToPath(new URL('../../../content/ladder/', import.meta.url));

/** A lesson file's front matter as MDsveX reads it (these files use only `key: value` lines). */
function frontMatter(text: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const meta: Record<string, unknown> = {};
  for (const line of block.split('\n')) {
    const m = /^(\w+):\s*(.*)$/.exec(line);
    if (m) meta[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
  }
  return meta;
}

const real = Object.fromEntries(readdirSync(DIR).filter((f) => f.endsWith('.svx')).map((f) => [`/content/ladder/${f}`, frontMatter(readFileSync(DIR + f, 'utf8'))]));

describe('the lesson index', () => {
  const lessons = lessonsInLadderOrder(real, LESSON_ORDER);

  it('starts with the ladder’s first page, then every lesson in the catalogue’s order', () => {
    expect(lessons.map((l) => l.slug)).toEqual(['ladder', ...LESSON_ORDER.map((l) => l.slug)]);
    expect(lessons.map((l) => l.order)).toEqual(lessons.map((_, k) => k));
  });

  it('numbers each lesson’s title by its first rung’s place on the ladder', () => {
    expect(lessons[0].title).toBe('The optimization ladder');
    for (const { slug, rung } of LESSON_ORDER) {
      const title = lessons.find((l) => l.slug === slug)!.title;
      expect(title, slug).toMatch(new RegExp(`^Rung ${rungNumber(rung)}: \\S`));
      expect(lessonOf(rung)).toBe(slug);
    }
    // The numbers the lesson titles show are the ones the ladder's map shows for the same rungs.
    expect(lessons.find((l) => l.slug === 'naive')!.title.split(':')[0]).toBe(numberedTitle('naive').split(':')[0]);
  });

  it('links each lesson to the one before and after it in ladder order', () => {
    const { previous, next } = neighbours(lessons, LESSON_ORDER[1].slug);
    expect(previous?.slug).toBe(LESSON_ORDER[0].slug);
    expect(next?.slug).toBe(LESSON_ORDER[2].slug);
  });
});

describe('a lesson file that disagrees with the catalogue fails the build, naming the file', () => {
  const order = [{ slug: 'a', number: 0 }, { slug: 'b', number: 1 }];
  const files = { '/content/ladder/ladder.svx': { title: 'Home' }, '/content/ladder/a.svx': { title: 'First' }, '/content/ladder/b.svx': { title: 'Second' } };

  it('orders by the catalogue, whatever the file names say', () => {
    const renamed = { '/content/ladder/ladder.svx': { title: 'Home' }, '/content/ladder/09-a.svx': { title: 'First' }, '/content/ladder/01-b.svx': { title: 'Second' } };
    expect(lessonsInLadderOrder(renamed, order).map((l) => l.title)).toEqual(['Home', 'Rung 0: First', 'Rung 1: Second']);
    expect(lessonsInLadderOrder(files, [...order].reverse()).map((l) => l.slug)).toEqual(['ladder', 'b', 'a']);
  });

  it('refuses a number written by hand: an order, or a title with its rung number', () => {
    expect(() => lessonsInLadderOrder({ ...files, '/content/ladder/a.svx': { title: 'First', order: 3 } }, order)).toThrow(/a\.svx: a lesson's place comes from the catalogue/);
    expect(() => lessonsInLadderOrder({ ...files, '/content/ladder/b.svx': { title: 'Rung 1: Second' } }, order)).toThrow(/b\.svx: the title "Rung 1: Second" has a number/);
  });

  it('refuses a lesson the catalogue lists without its file, and a file no rung teaches', () => {
    const { ['/content/ladder/b.svx']: _b, ...withoutB } = files;
    expect(() => lessonsInLadderOrder(withoutB, order)).toThrow(/lists the lesson "b", but content\/ladder\/b\.svx is missing/);
    expect(() => lessonsInLadderOrder({ ...files, '/content/ladder/c.svx': { title: 'Stray' } }, order)).toThrow(/c\.svx is no rung's lesson/);
    const { ['/content/ladder/ladder.svx']: _home, ...withoutHome } = files;
    expect(() => lessonsInLadderOrder(withoutHome, order)).toThrow(/first page, ladder\.svx/);
  });
});
