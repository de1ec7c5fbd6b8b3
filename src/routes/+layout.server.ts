import { loadChapterIndex } from '$lib/site/chapterIndex.server';
import type { LayoutServerLoad } from './$types';

/** Every page gets the table of contents (prerendered: it becomes static data, no chapter code ships). */
export const load: LayoutServerLoad = () => ({ chapters: loadChapterIndex() });
