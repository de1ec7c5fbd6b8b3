/** The lesson modules of the optimization ladder, one lazily loaded chunk each (the routes' loaders). */
import { error } from '@sveltejs/kit';
import type { Component } from 'svelte';
import { neighbours, slugFromPath, type ChapterMeta } from './chapters';

const modules = import.meta.glob<{ default: Component }>('/content/ladder/*.svx');
const loaders = new Map(Object.entries(modules).map(([path, load]) => [slugFromPath(path), load]));

export const lessonSlugs = (): string[] => [...loaders.keys()];

/** A lesson's component, its metadata and its neighbours; a 404 for a slug without a file. */
export async function loadLesson(slug: string, lessons: ChapterMeta[]) {
  const loader = loaders.get(slug);
  const lesson = lessons.find((c) => c.slug === slug);
  if (!loader || !lesson) error(404, `No lesson called "${slug}"`);
  const module = await loader();
  return { lesson, lessons, component: module.default, ...neighbours(lessons, slug) };
}
