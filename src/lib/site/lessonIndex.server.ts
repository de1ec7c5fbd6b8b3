/**
 * The optimization ladder's lessons, read from the front matter of content/ladder/*.svx at build time (server only,
 * like the chapters' index: no lesson's code reaches the layout's bundle), in the catalogue's order and numbered by
 * it (ladderLessons.ts).
 */
import { LESSON_ORDER } from '$lib/ladder/order';
import type { ChapterMeta } from './chapters';
import { lessonsInLadderOrder } from './ladderLessons';

const metadata = import.meta.glob<Record<string, unknown>>('/content/ladder/*.svx', { eager: true, import: 'metadata' });

export function loadLessonIndex(): ChapterMeta[] {
  return lessonsInLadderOrder(metadata, LESSON_ORDER);
}
