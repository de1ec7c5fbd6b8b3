/** Which lesson page shows a rung: its file name without the "rungNN-" prefix; a variant lives on its rung's page. */
import { LADDER, rungByName, type RungName } from '../../ladder';
import { lessonHref } from '../../site/links';

/** Rungs whose lesson is named for what it teaches rather than for the rung's file. */
const LESSON_OF: Partial<Record<RungName, string>> = { 'rung11-split': 'worker' };

export function lessonSlugOf(name: RungName): string {
  const own = LESSON_OF[name];
  if (own) return own;
  const e = rungByName(name)!;
  const main = e.beside ? LADDER.find((r) => r.rung === e.rung && !r.beside)! : e;
  return main.name.replace(/^rung\d+-/, '');
}

export const lessonLink = (name: RungName): string => lessonHref(lessonSlugOf(name));
