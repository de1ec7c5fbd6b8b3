/**
 * Chapter discovery. A chapter is one MDsveX file in `content/`; adding a file adds a chapter.
 *
 * - The slug is the file name without `.svx` and without a leading number prefix:
 *   `content/03-separation.svx` → `/chapters/separation/`. The prefix only keeps the folder tidy;
 *   the reading order comes from the front matter's `order`.
 * - Front matter: `title` (required), `summary`, `order` (number), optional `part` ("Flocks", "Crowds", …),
 *   optional `phenomena` (a list of what a reader sees happen there: listed under the chapter in the cover's contents).
 *
 * This module is pure (no `import.meta.glob`), so it can be unit-tested; the globs live in
 * `chapterIndex.server.ts` (metadata, server only) and the chapter route (components, lazy).
 */

export interface ChapterMeta {
  slug: string;
  title: string;
  summary: string;
  order: number;
  part: string;
  phenomena: string[];
}

export interface Part {
  name: string;
  chapters: ChapterMeta[];
}

/** `/content/01-placeholder-a.svx` → `placeholder-a` */
export function slugFromPath(path: string): string {
  const file = path.split('/').pop() ?? path;
  return file.replace(/\.svx$/, '').replace(/^\d+[-_.\s]*/, '');
}

/** Validates front matter and sorts by `order`, then title. Throws on a missing title or a duplicate slug. */
export function chaptersFromMetadata(modules: Record<string, Record<string, unknown> | undefined>): ChapterMeta[] {
  const seen = new Map<string, string>();
  const chapters = Object.entries(modules).map(([path, meta = {}]) => {
    const slug = slugFromPath(path);
    const other = seen.get(slug);
    if (other) throw new Error(`Two chapters have the slug "${slug}": ${other} and ${path}`);
    seen.set(slug, path);
    if (typeof meta.title !== 'string' || meta.title.trim() === '') {
      throw new Error(`${path}: front matter needs a "title"`);
    }
    const order = Number(meta.order);
    return {
      slug,
      title: meta.title,
      summary: typeof meta.summary === 'string' ? meta.summary : '',
      order: Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER,
      part: typeof meta.part === 'string' ? meta.part : '',
      phenomena: phenomenaOf(path, meta.phenomena)
    } satisfies ChapterMeta;
  });
  return chapters.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

function phenomenaOf(path: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    throw new Error(`${path}: front matter "phenomena" must be a list of names`);
  }
  return value;
}

/** Groups chapters (already in reading order) by part, parts in order of their first chapter. */
export function groupByPart(chapters: ChapterMeta[]): Part[] {
  const parts: Part[] = [];
  for (const chapter of chapters) {
    const existing = parts.find((p) => p.name === chapter.part);
    if (existing) existing.chapters.push(chapter);
    else parts.push({ name: chapter.part, chapters: [chapter] });
  }
  return parts;
}

/** Previous and next chapter in reading order. */
export function neighbours(chapters: ChapterMeta[], slug: string) {
  const i = chapters.findIndex((c) => c.slug === slug);
  return {
    previous: i > 0 ? chapters[i - 1] : undefined,
    next: i >= 0 && i < chapters.length - 1 ? chapters[i + 1] : undefined
  };
}
