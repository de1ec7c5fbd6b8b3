import { buildGlossary, chapterUses, type ChapterModuleLike } from '$lib/glossary';
import { loadChapterIndex } from '$lib/site/chapterIndex.server';
import type { PageServerLoad } from './$types';

/**
 * The glossary is built while prerendering, from the engine's declarations and the chapters' config modules
 * (content/NN-name.ts: what each chapter's simulations use). Server only: the chapters' configs never ship to the
 * browser, only the entries do.
 */
const modules = import.meta.glob<ChapterModuleLike>('/content/*.ts', { eager: true });
const bySlug = new Map(Object.entries(modules).map(([path, m]) => [(path.split('/').pop() ?? path).replace(/\.ts$/, '').replace(/^\d+[-_.\s]*/, ''), m]));

export const load: PageServerLoad = () => {
  const chapters = loadChapterIndex().map((c) => ({ slug: c.slug, title: c.title, uses: chapterUses(bySlug.get(c.slug) ?? {}) }));
  return { glossary: buildGlossary(chapters) };
};
