import { error } from '@sveltejs/kit';
import type { Component } from 'svelte';
import { neighbours, slugFromPath } from '$lib/site/chapters';
import type { EntryGenerator, PageLoad } from './$types';

/** One lazily loaded module per chapter file: each chapter is its own chunk. */
const modules = import.meta.glob<{ default: Component }>('/content/*.svx');
const loaders = new Map(Object.entries(modules).map(([path, load]) => [slugFromPath(path), load]));

/** Prerender every chapter, linked or not. */
export const entries: EntryGenerator = () => [...loaders.keys()].map((slug) => ({ slug }));

export const load: PageLoad = async ({ params, parent, data }) => {
  const loader = loaders.get(params.slug);
  if (!loader) error(404, `No chapter called "${params.slug}"`);
  const [module, { chapters }] = await Promise.all([loader(), parent()]);
  const chapter = chapters.find((c) => c.slug === params.slug);
  if (!chapter) error(404, `No chapter called "${params.slug}"`);
  return { ...data, chapter, component: module.default, ...neighbours(chapters, params.slug) };
};
