import { loadLessonIndex } from '$lib/site/lessonIndex.server';
import type { LayoutServerLoad } from './$types';

/** Every page of the ladder gets the list of lessons (prerendered data). */
export const load: LayoutServerLoad = () => ({ lessons: loadLessonIndex() });
