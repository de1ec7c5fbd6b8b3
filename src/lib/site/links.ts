import { resolve } from '$app/paths';

/** Links respect BASE_PATH and relative paths; pages use trailing slashes (trailingSlash: 'always'). */
export const chapterHref = (slug: string) => resolve('/chapters/[slug]', { slug }) + '/';
export const homeHref = () => resolve('/');
export const playgroundHref = () => resolve('/playground') + '/';
export const aboutHref = () => resolve('/about') + '/';
