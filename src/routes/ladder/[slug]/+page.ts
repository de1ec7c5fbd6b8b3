import { loadLesson, lessonSlugs } from '$lib/site/lessons';
import { LADDER_HOME } from '$lib/site/links';
import type { EntryGenerator, PageLoad } from './$types';

/** Prerender every lesson but the first page, which lives at /ladder/. */
export const entries: EntryGenerator = () => lessonSlugs().filter((s) => s !== LADDER_HOME).map((slug) => ({ slug }));

export const load: PageLoad = async ({ params, parent }) => loadLesson(params.slug, (await parent()).lessons);
