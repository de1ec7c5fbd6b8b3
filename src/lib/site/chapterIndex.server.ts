/**
 * The table of contents, read from every chapter's front matter at build time.
 * Server only: the metadata reaches the browser as prerendered data, so no chapter's
 * code ends up in the layout's client bundle.
 */
import { chaptersFromMetadata, type ChapterMeta } from './chapters';

const metadata = import.meta.glob<Record<string, unknown>>('/content/*.svx', {
  eager: true,
  import: 'metadata'
});

export function loadChapterIndex(): ChapterMeta[] {
  return chaptersFromMetadata(metadata);
}
