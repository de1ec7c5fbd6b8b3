import { resolve } from '$app/paths';
import { LADDER_HOME } from './ladderLessons';

export { LADDER_HOME };

/** Links respect BASE_PATH and relative paths; pages use trailing slashes (trailingSlash: 'always'). */
export const chapterHref = (slug: string) => resolve('/chapters/[slug]', { slug }) + '/';
export const homeHref = () => resolve('/');
export const playgroundHref = () => resolve('/playground') + '/';
export const aboutHref = () => resolve('/about') + '/';
/** The optimization ladder: its first page (the map) at /ladder/, each lesson at /ladder/<slug>/. */
export const ladderHref = () => resolve('/ladder') + '/';
export const lessonHref = (slug: string) => (slug === LADDER_HOME ? ladderHref() : resolve('/ladder/[slug]', { slug }) + '/');
/** The glossary of symbols, parameters and metrics; with an anchor (see $lib/glossary/anchors), one entry of it. */
export const glossaryHref = (anchor?: string) => resolve('/glossary') + '/' + (anchor ? `#${anchor}` : '');
