/**
 * Easier to read (issue 18 §5): a section leads with what happens in plain words, and ranges, seed counts and tested
 * values sit in a <Detail> note or a <Measured> table beside the sentence (still tested: the claims' tests read the
 * notes like all prose). See plainWords.ts for how the prose is read.
 */
import { describe, expect, it } from 'vitest';
import { PAREN_RANGE, SEED_COUNT, MAX_DENSE_SHARE, denseSentences, leadProblem, proseOf, sectionsOf, sentencesOf } from './plainWords';

const sources = import.meta.glob<string>('/content/*.svx', { eager: true, query: '?raw', import: 'default' });
/** Chapters still to be rewritten (issue 18 §5). */
const NOT_YET = new Set<string>([]);
const chapters = Object.entries(sources).map(([path, source]) => ({ name: path.split('/').pop()!.replace('.svx', ''), source }));

function problems(source: string): string[] {
  const prose = proseOf(source);
  const out = sectionsOf(source).flatMap((s) => {
    const p = leadProblem(s.lead);
    return p ? [`section “${s.title}” opens with ${p}: ${s.lead.slice(0, 90)}…`] : [];
  });
  for (const m of prose.matchAll(PAREN_RANGE)) out.push(`a range in brackets in the prose: ${m[0]}`);
  for (const s of sentencesOf(prose)) if (SEED_COUNT.test(s)) out.push(`a seed count in the prose: ${s.slice(0, 90)}…`);
  const share = denseSentences(prose).length / Math.max(1, sentencesOf(prose).length);
  if (share > MAX_DENSE_SHARE) out.push(`${(100 * share).toFixed(0)} % of sentences carry two numbers or more (at most ${100 * MAX_DENSE_SHARE} %)`);
  return out;
}

describe('a chapter reads in plain words, its measured detail beside it', () => {
  it('finds the problems of a page that drowns in numbers, and none once its detail is in a note', () => {
    const dense = [
      '## Lanes', '',
      'Φ starts at about 0.28 (0.00–0.61 over twelve seeds) and after 60 s stands at 0.5 in 30 m × 6 m.', '',
      'Walkers sort themselves. The gain is 0.07 at 0.6 per m² and 0.15 at 1 per m².', '',
      '## References', '', '- A (2000), 1–5.'
    ].join('\n');
    const found = problems(dense);
    expect(found.some((p) => p.includes('opens with'))).toBe(true);
    expect(found.some((p) => p.includes('in brackets'))).toBe(true);
    expect(found.some((p) => p.includes('seed count'))).toBe(true);
    expect(found.some((p) => p.includes('two numbers or more'))).toBe(true);
    const plain = [
      '## Lanes', '',
      'Lanes form on their own, and they keep breaking and re-forming. Nobody is told which side to keep to.', '',
      '<Detail>', '', 'Φ starts at about 0.28 (0.00–0.61 over twelve seeds) and after 60 s stands at 0.5.', '', '</Detail>', '',
      'Walkers sort themselves, because a head-on meeting costs a sidestep and a follower is hardly pushed.', '',
      'The chart shows that one number at one moment says little about a crowd.', '',
      'Each strip holds only a few walkers, so the measure is noisy from one second to the next.', ''
    ].join('\n');
    expect(problems(plain)).toEqual([]);
  });

  for (const { name, source } of chapters) {
    // A chapter not yet rewritten is an expected failure: the run fails once it passes, so the list cannot go stale.
    const check = NOT_YET.has(name) ? it.fails : it;
    it(`${name}: a Detail note stands between paragraphs (a blank line on each side), never inside one`, () => {
      // Text right after </Detail> is left outside any <p>: unstyled, it ran 100 px past a phone's screen.
      expect(source.match(/^.*\S.*\n<Detail\b|<\/Detail>\n.*\S.*$/gm) ?? []).toEqual([]);
    });
    check(`${name}: each section opens in plain words, and no range in brackets or seed count is in the running prose`, () => {
      expect(sectionsOf(source).length).toBeGreaterThan(2);
      expect(problems(source)).toEqual([]);
    });
  }
});
