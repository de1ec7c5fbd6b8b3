/**
 * How a chapter reads to a student (issue 18 §5): each section opens with what happens and why in plain words, and
 * the measured detail (spreads, seed counts, tested values) sits in a <Detail> note or a <Measured> table beside
 * the sentence, not in it. These functions read a chapter's source as prose; plainWords.test.ts holds them to it.
 */

/**
 * The prose a reader reads, in order: no front matter, script, comments, maths, references or component tags (their
 * text stays); a subscript is part of its symbol (v<sub>0</sub>), not a number.
 */
export function proseOf(source: string, { withDetails = false } = {}): string {
  let s = source
    .replace(/^---\n[\s\S]*?\n---\n/, '\n')
    .replace(/<sub>[^<]*<\/sub>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .split(/^## References/m)[0];
  if (!withDetails) s = s.replace(/<Detail\b[^>]*>[\s\S]*?<\/Detail>/g, '\n\n');
  return s
    .replace(/\$\$[\s\S]*?\$\$/g, '\n\n')
    .replace(/\$[^$\n]*\$/g, ' x ')
    .replace(/^\s*<[A-Z][^>]*\/>\s*$/gm, '\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
}

export const numbersIn = (text: string): string[] => [...text.matchAll(/(?<![\w.])\d+(?:[.,]\d+)?(?![\w.]?\d)/g)].map((m) => m[0]);

/** A range of numbers: "0.10–0.95", "0.8 to 1.2", "−0.34 to −0.24". */
export const hasRange = (text: string): boolean => /\d\s*–\s*−?\d|\d(?:\s*[a-z/²%]+)?\s+to\s+−?\d/.test(text);

/** "over twelve seeds", "(six seeds)", "on 8 seeds": a count of seeds is measured detail. */
export const SEED_COUNT = /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|all|most|every|each)\s+(?:\w+\s+)?seeds\b/i;

/** A parenthesis that holds a range of numbers: "(0.10–0.95)", "(4.4–5.5 /s)". */
export const PAREN_RANGE = /\([^()]*\d\s*–\s*−?\d[^()]*\)/g;

/** The prose's sentences of four words or more (paragraphs joined, split after a full stop before a capital). */
export const sentencesOf = (prose: string): string[] =>
  prose
    .split(/\n\s*\n/)
    .flatMap((p) => p.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+(?=[A-Z*])/))
    .filter((s) => s.split(' ').length >= 4);

/** The sentences that carry two numbers or more. */
export const denseSentences = (prose: string): string[] => sentencesOf(prose).filter((s) => numbersIn(s).length >= 2);

export interface Section { title: string; lead: string }

/** Sections that are lists or sources by nature, where a lead in words is not asked for. */
const LISTS = /^(What to take away|References|Further reading|Sources)/;

/**
 * Each `##` / `###` section's lead: its first paragraph of prose (not a component, list, table or equation),
 * read without its maths.
 */
export function sectionsOf(source: string): Section[] {
  const body = source.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<!--[\s\S]*?-->/g, ' ').split(/^## References/m)[0];
  const parts = body.split(/^#{2,3} (.*)$/m);
  const out: Section[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const title = parts[i].trim();
    if (LISTS.test(title)) continue;
    const blocks = parts[i + 1].replace(/\$\$[\s\S]*?\$\$/g, '\n\n').split(/\n\s*\n/).map((b) => b.trim());
    const lead = blocks.find((b) => b && !/^(<|-|\||\*\*Try this|\d+\.)/.test(b));
    if (lead) out.push({ title, lead: lead.replace(/\$[^$\n]*\$/g, ' x ').replace(/<\/?[A-Za-z][^>]*>/g, ' ').replace(/\s+/g, ' ') });
  }
  return out;
}

/** Why a lead is not plain words, or null: more than one number, a range, a count of seeds. */
export function leadProblem(lead: string): string | null {
  const n = numbersIn(lead).length;
  if (n > 1) return `${n} numbers`;
  if (hasRange(lead)) return 'a range';
  if (SEED_COUNT.test(lead)) return 'a count of seeds';
  return null;
}

/** The most a chapter's sentences may carry two numbers or more (they were 9–33 % before issue 18 §5). */
export const MAX_DENSE_SHARE = 0.12;
