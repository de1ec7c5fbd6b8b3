import { loadLessonIndex } from '$lib/site/lessonIndex.server';
import type { PageServerLoad } from './$types';

/** The cover also lists the optimization ladder's lessons, so its contents are the whole book. */
export const load: PageServerLoad = () => ({ lessons: loadLessonIndex() });
