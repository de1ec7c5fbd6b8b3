/**
 * The optimization ladder's lessons, read from the front matter of content/ladder/*.svx at build time (server only,
 * like the chapters' index: no lesson's code reaches the layout's bundle). Same front matter as a chapter.
 */
import { chaptersFromMetadata, type ChapterMeta } from './chapters';

const metadata = import.meta.glob<Record<string, unknown>>('/content/ladder/*.svx', { eager: true, import: 'metadata' });

export function loadLessonIndex(): ChapterMeta[] {
  return chaptersFromMetadata(metadata);
}
