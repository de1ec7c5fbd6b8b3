import { loadLesson } from '$lib/site/lessons';
import { LADDER_HOME } from '$lib/site/links';
import type { PageLoad } from './$types';

/** /ladder/ is the ladder's first page: the map of article B's steps and the whole sweep. */
export const load: PageLoad = async ({ parent }) => loadLesson(LADDER_HOME, (await parent()).lessons);
