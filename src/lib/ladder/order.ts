/**
 * The numbers the pages show, counted from the catalogue's order (catalogue.ts): the first rung is Rung 0, each rung
 * after it one more, and a variant measured beside a rung shares that rung's number. No number is written anywhere
 * else, so a rung inserted into the list renumbers every page after it: titles, the ladder's map, the cover's
 * contents, the lesson navigation, the sweep's labels.
 */
import { LADDER, entryByName, type LadderEntry, type RungKey } from './catalogue';

const NUMBERS: ReadonlyMap<string, number> = (() => {
  const numbers = new Map<string, number>();
  let n = -1;
  for (const e of LADDER as readonly LadderEntry[]) numbers.set(e.name, e.beside ? n : ++n);
  return numbers;
})();

/** A rung's number on the ladder (a variant: the number of the rung it stands beside). */
export function rungNumber(name: RungKey): number {
  const n = NUMBERS.get(name);
  if (n === undefined) throw new Error(`no rung '${name}' in the catalogue`);
  return n;
}

/** Whether rung `a` comes at or after rung `b` on the ladder (for "from this rung on"). */
export const isAtOrAfter = (a: RungKey, b: RungKey): boolean => rungNumber(a) >= rungNumber(b);

/** "Rung 10" (a variant's is its rung's: the sweep adds what it is, sweepView.ts). */
export const rungLabel = (name: RungKey): string => `Rung ${rungNumber(name)}`;

/**
 * A rung as a sentence names it: "rung 10", or "Rung 10" at the start of one (`cap`). The lessons' claims, questions
 * and widgets write this instead of a typed number; MDsveX prose writes <Rung name=… /> (components/ladder/Rung.svelte).
 */
export const rungRef = (name: RungKey, cap = false): string => `${cap ? 'Rung' : 'rung'} ${rungNumber(name)}`;

/** "Rung 10: Boids sorted by cell": the catalogue's title with its number. */
export function numberedTitle(name: RungKey): string {
  const e = entryByName(name);
  if (!e) throw new Error(`no rung '${name}' in the catalogue`);
  return `${rungLabel(name)}: ${e.title}`;
}

/** One lesson of the ladder, in ladder order: its slug, the rung it is numbered by, and that number. */
export interface LessonPlace {
  slug: string;
  /** The first rung (not a variant) the lesson teaches: the lesson's number is that rung's. */
  rung: RungKey;
  number: number;
}

/** The lessons in ladder order: each rung's lesson once, where its first rung stands; variants share theirs. */
export const LESSON_ORDER: readonly LessonPlace[] = (() => {
  const places: LessonPlace[] = [];
  for (const e of LADDER as readonly LadderEntry<RungKey>[]) {
    if (e.beside || places.some((p) => p.slug === e.lesson)) continue;
    places.push({ slug: e.lesson, rung: e.name, number: rungNumber(e.name) });
  }
  return places;
})();

/** The lesson page that shows a rung (a variant lives on its rung's page). */
export function lessonOf(name: RungKey): string {
  const e = entryByName(name);
  if (!e) throw new Error(`no rung '${name}' in the catalogue`);
  return e.lesson;
}
