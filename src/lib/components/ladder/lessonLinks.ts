/** Which lesson page shows a rung: the catalogue's `lesson` (a variant lives on its rung's page). */
import { lessonOf, type RungKey } from '../../ladder';
import { lessonHref } from '../../site/links';

export const lessonSlugOf = (name: RungKey): string => lessonOf(name);

export const lessonLink = (name: RungKey): string => lessonHref(lessonSlugOf(name));
