/**
 * The ladder's lessons in ladder order. The order and the "Rung N" of each title come from the catalogue
 * (src/lib/ladder/order.ts), never from a file: a lesson file is content/ladder/<slug>.svx, its front matter has the
 * lesson's own title (without a number) and no `order`. The first page (LADDER_HOME) comes first; then each lesson
 * where its first rung stands. Pure (no import.meta.glob), so it can be unit-tested; lessonIndex.server.ts feeds it.
 */
import { chaptersFromMetadata, type ChapterMeta } from './chapters';

/** The slug of the ladder's first page (content/ladder/ladder.svx), served at /ladder/. */
export const LADDER_HOME = 'ladder';

/** A lesson's place in the ladder (LESSON_ORDER's shape). */
export interface LessonSlot {
  slug: string;
  number: number;
}

/**
 * Orders and numbers the lesson files' front matter by the ladder. Throws, naming the file, on a lesson the ladder
 * lists without a file, on a file the ladder does not list, and on a number written by hand (an `order`, or a title
 * that starts "Rung N"): those are exactly the ways the pages could disagree with the catalogue.
 */
export function lessonsInLadderOrder(modules: Record<string, Record<string, unknown> | undefined>, order: readonly LessonSlot[]): ChapterMeta[] {
  for (const [path, meta = {}] of Object.entries(modules)) {
    if ('order' in meta) throw new Error(`${path}: a lesson's place comes from the catalogue (src/lib/ladder/catalogue.ts); remove "order"`);
    if (typeof meta.title === 'string' && /^\s*rung\s+\d/i.test(meta.title)) {
      throw new Error(`${path}: the title "${meta.title}" has a number; the catalogue's order gives it ("Rung N: " is added)`);
    }
  }
  const bySlug = new Map(chaptersFromMetadata(modules).map((l) => [l.slug, l]));
  const home = bySlug.get(LADDER_HOME);
  if (!home) throw new Error(`content/ladder/ needs the ladder's first page, ${LADDER_HOME}.svx`);
  const listed = new Set([LADDER_HOME, ...order.map((o) => o.slug)]);
  const stray = [...bySlug.keys()].filter((slug) => !listed.has(slug));
  if (stray.length) throw new Error(`content/ladder/: ${stray.map((s) => `${s}.svx`).join(', ')} is no rung's lesson in the catalogue (src/lib/ladder/catalogue.ts)`);
  const lessons = order.map(({ slug, number }) => {
    const meta = bySlug.get(slug);
    if (!meta) throw new Error(`the catalogue lists the lesson "${slug}", but content/ladder/${slug}.svx is missing`);
    return { ...meta, title: `Rung ${number}: ${meta.title}` };
  });
  return [home, ...lessons].map((l, k) => ({ ...l, order: k }));
}
