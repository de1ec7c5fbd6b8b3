/**
 * A prediction asks before it tells (issue 18 §2). Every "predict, then check" box of a chapter or a ladder lesson
 * (<Prediction claim={x}> / <LadderPrediction claim={x}>) keeps the prose that answers it as its children, which the
 * page hides until the reader has run the experiment or asked for the answer (PredictionAnswer.svelte). This test
 * reads each page's source as the reader sees it before answering — without the answers, the script, the maths and
 * the references — and fails if it states a number the question's claim states that the question itself does not
 * (the measured value, the range). And the hidden answer must give it.
 */
import { describe, expect, it } from 'vitest';
import type { Claim, Range } from '../../../src/lib/claims';
import type { LadderClaim } from '../../../src/lib/ladder/claims';

type AnyClaim = Claim | LadderClaim;
const modules = import.meta.glob<Record<string, unknown>>(['/content/*.ts', '/content/ladder/*.ts'], { eager: true });
const sources = import.meta.glob<string>(['/content/*.svx', '/content/ladder/*.svx'], { eager: true, query: '?raw', import: 'default' });

interface Box { tag: string; name: string; start: number; end: number; answer: string | null }

/** The prediction boxes of a source, each with its answer's prose (null when it has none). */
function boxesOf(source: string): Box[] {
  const out: Box[] = [];
  for (const m of source.matchAll(/<(Prediction|LadderPrediction)\s+claim=\{(\w+)\}[^>]*?(\/?)>/g)) {
    const start = m.index!, open = start + m[0].length;
    if (m[3] === '/') { out.push({ tag: m[1], name: m[2], start, end: open, answer: null }); continue; }
    const close = source.indexOf(`</${m[1]}>`, open);
    if (close < 0) throw new Error(`<${m[1]} claim={${m[2]}}> is never closed`);
    out.push({ tag: m[1], name: m[2], start, end: close + m[1].length + 3, answer: source.slice(open, close) });
  }
  return out;
}

/** What a reader sees as prose: no script, comments, maths, references, and none of the ranges' `start..end`. */
function visible(source: string, cut: readonly { start: number; end: number }[]): string {
  let s = source;
  for (const c of [...cut].sort((a, b) => b.start - a.start)) s = s.slice(0, c.start) + ' ' + s.slice(c.end);
  return s
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .split(/^## References/m)[0]
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]*\$/g, ' ');
}

const numbersIn = (text: string): string[] => [...text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]?\d)/g)].map((m) => m[0]);

/**
 * Is `n` (read without its sign) of the size of what the claim measures: inside its range widened by the range's
 * width, or by a quarter of its size when the range is narrow? So "after 20 s", "of the 100" or "rung 7" in a claim's
 * sentence are its conditions, not its answer.
 */
function nearRange(n: number, r: Range | undefined): boolean {
  if (!r || (r.min === undefined && r.max === undefined)) return true;
  const ends = [r.min ?? r.max!, r.max ?? r.min!].map(Math.abs), lo = Math.min(...ends), hi = Math.max(...ends);
  const w = Math.max(hi - lo, 0.25 * hi);
  return n >= lo - w && n <= hi + w;
}

/** The numbers a claim states that its question does not and that are of the size it measures: what is asked. */
function answerNumbers(c: AnyClaim): string[] {
  const asked = new Set(numbersIn([c.ask?.question ?? '', ...(c.ask?.choices ?? []).map((ch) => ch.label)].join(' ')));
  const range = 'expect' in c ? c.expect : undefined;
  return [...new Set(numbersIn(c.text))].filter((n) => !asked.has(n) && nearRange(Number(n), range));
}

const stated = (prose: string, n: string): boolean => new RegExp(`(?<![\\w.])${n.replace('.', '\\.')}(?![\\w.]?\\d)`).test(prose);

/** The prose's sentences (paragraphs joined, split after a full stop before a capital). */
const sentencesOf = (prose: string): string[] => prose.split(/\n\s*\n/).flatMap((p) => p.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/));

/**
 * The sentences that tell the answer: those stating two of its numbers (one when it has one). A single number alone
 * is no answer: "0.97 to 1.03 m/s" of another method, two paragraphs up, does not tell Heun's 1.03–1.06.
 */
function telling(prose: string, numbers: readonly string[]): string[] {
  const need = Math.min(2, numbers.length);
  return need === 0 ? [] : sentencesOf(prose).filter((s) => numbers.filter((n) => stated(s, n)).length >= need);
}

const pages = Object.entries(sources).map(([path, source]) => ({ path, source, boxes: boxesOf(source) })).filter((p) => p.boxes.length > 0);
const claimNamed = (name: string): AnyClaim | undefined => {
  for (const m of Object.values(modules)) if (m[name] && typeof m[name] === 'object' && 'ask' in (m[name] as object)) return m[name] as AnyClaim;
  return undefined;
};

describe('a prediction asks before it tells', () => {
  it('the book has prediction boxes in chapters and lessons', () => {
    expect(pages.filter((p) => p.path.includes('/ladder/')).length).toBeGreaterThan(5);
    expect(pages.filter((p) => !p.path.includes('/ladder/')).length).toBeGreaterThan(5);
  });

  it('the reader of a page sees no number its answer gives (the test finds one where it is shown)', () => {
    // The test's own check: with the answer's prose left in view, the first box's number is found.
    const box = '<Prediction claim={x}>\n\nIt walks at 1.05 m/s.\n\n</Prediction>';
    const [b] = boxesOf(box);
    expect(b.answer).toContain('1.05');
    expect(stated(visible(box, []), '1.05')).toBe(true);
    expect(stated(visible(box, [b]), '1.05')).toBe(false);
    expect(stated('at 11.05 m/s', '1.05')).toBe(false);
    expect(telling('Euler gives 0.97 to 1.03 m/s. Heun gives 1.03 to 1.06 m/s.', ['1.05', '1.03', '1.06'])).toEqual(['Heun gives 1.03 to 1.06 m/s.']);
    expect(telling('It walks at 1.05 m/s.', ['1.05'])).toEqual(['It walks at 1.05 m/s.']);
  });

  for (const { path, source, boxes } of pages) {
    const page = path.replace(/^\/content\//, '');
    const prose = visible(source, boxes);
    for (const box of boxes) {
      it(`${page}: <${box.tag} claim={${box.name}}> hides its answer until it is answered`, () => {
        const claim = claimNamed(box.name);
        expect(claim, `the claim ${box.name} with a question`).toBeDefined();
        const numbers = answerNumbers(claim!);
        expect(box.answer, 'the prose that answers it, as the box’s children').not.toBeNull();
        expect(telling(prose, numbers), `sentences telling “${claim!.text}” (${numbers.join(', ')}) that a reader sees before answering`).toEqual([]);
        if (numbers.length > 0) expect(numbers.some((n) => stated(box.answer!, n)), `the answer states one of ${numbers.join(', ')}`).toBe(true);
      });
    }
  }
});
