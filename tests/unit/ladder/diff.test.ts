/**
 * The code panel's line diff: small texts whose answer can be read off by eye, then the real rung files the lesson
 * pages show. (That every catalogue rung has its file, and builds on an earlier rung, is checked in
 * contract.test.ts and ladderBackend.test.ts; here every rung is compared with the one it builds on, as a page does.)
 */
import { describe, expect, it } from 'vitest';
import { diffSources, hunks, splitLines, type LineDiff } from '../../../src/lib/ladder/diff';
import { STEPPERS, type RungName } from '../../../src/lib/ladder/catalogue';
import { rungSource } from '../../../src/lib/ladder/sources';

const kinds = (d: LineDiff) => d.lines.map((l) => `${l.kind === 'added' ? '+' : ' '}${l.text}`);

describe('splitLines', () => {
  it('splits on LF and CRLF, with no empty last line for a trailing newline', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(splitLines('a\n\nb\n\n')).toEqual(['a', '', 'b', '']);
  });
});

describe('diffSources on small texts', () => {
  it('identical texts: every line kept, nothing counted', () => {
    const d = diffSources('a\nb\nc\n', 'a\nb\nc\n');
    expect(kinds(d)).toEqual([' a', ' b', ' c']);
    expect(d.lines.map((l) => l.number)).toEqual([1, 2, 3]);
    expect([d.added, d.removedCount, d.changed, d.removed.length]).toEqual([0, 0, 0, 0]);
  });

  it('a changed line counts as added, and the old line is a removal just before it', () => {
    const d = diffSources('a\nb\nc\n', 'a\nB\nc\n');
    expect(kinds(d)).toEqual([' a', '+B', ' c']);
    expect(d.removed).toEqual([{ before: 1, lines: ['b'], replaced: true }]);
    expect([d.added, d.removedCount, d.changed]).toEqual([1, 1, 1]);
  });

  it('a pure insertion removes nothing; a pure deletion adds nothing and marks its place', () => {
    const ins = diffSources('a\nc\n', 'a\nb1\nb2\nc\n');
    expect(kinds(ins)).toEqual([' a', '+b1', '+b2', ' c']);
    expect(ins.removed).toEqual([]);
    const del = diffSources('a\nb\nc\nd\n', 'a\nd\n');
    expect(kinds(del)).toEqual([' a', ' d']);
    expect(del.removed).toEqual([{ before: 1, lines: ['b', 'c'], replaced: false }]);
    expect([del.added, del.removedCount]).toEqual([0, 2]);
  });

  it('removals at the very start and the very end are placed at 0 and at the end', () => {
    const d = diffSources('x\na\nb\ny\n', 'a\nb\n');
    expect(d.removed).toEqual([{ before: 0, lines: ['x'], replaced: false }, { before: 2, lines: ['y'], replaced: false }]);
  });

  it('from nothing, every line is added; to nothing, there are no lines and one removal', () => {
    expect(diffSources('', 'a\nb').added).toBe(2);
    const gone = diffSources('a\nb', '');
    expect(gone.lines).toEqual([]);
    expect(gone.removed).toEqual([{ before: 0, lines: ['a', 'b'], replaced: false }]);
  });

  it('a missing final newline is not a change', () => {
    expect(diffSources('a\nb', 'a\nb\n').changed).toBe(0);
  });
});

describe('hunks', () => {
  const file = (n: number, changeAt: number[]) => {
    const before = Array.from({ length: n }, (_, k) => `line ${k}`);
    const after = before.map((l, k) => (changeAt.includes(k) ? `${l} changed` : l));
    return diffSources(before.join('\n'), after.join('\n'));
  };

  it('no changes: the whole file is one fold', () => {
    expect(hunks(file(20, []))).toEqual([{ kind: 'fold', from: 0, to: 20 }]);
  });

  it('a change in the middle shows 3 lines either side and folds the rest', () => {
    expect(hunks(file(30, [15]))).toEqual([
      { kind: 'fold', from: 0, to: 12 },
      { kind: 'lines', from: 12, to: 19 },
      { kind: 'fold', from: 19, to: 30 }
    ]);
  });

  it('changes close together share one stretch; a one-line gap is shown rather than folded', () => {
    // Changes at 5 and 12: contexts 2–8 and 9–15 touch, so one stretch.
    expect(hunks(file(30, [5, 12]))).toEqual([
      { kind: 'fold', from: 0, to: 2 },
      { kind: 'lines', from: 2, to: 16 },
      { kind: 'fold', from: 16, to: 30 }
    ]);
    // Line 0 alone before the context of a change at 4: shown, not a one-line fold.
    expect(hunks(file(10, [4]))[0]).toEqual({ kind: 'lines', from: 0, to: 8 });
  });

  it('a pure deletion keeps context around its marker', () => {
    const d = diffSources(['a', 'b', 'c', 'd', 'e', 'X', 'f', 'g', 'h', 'i', 'j'].join('\n'), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n'));
    expect(d.removed).toEqual([{ before: 5, lines: ['X'], replaced: false }]);
    expect(hunks(d)).toEqual([
      { kind: 'fold', from: 0, to: 2 },
      { kind: 'lines', from: 2, to: 8 },
      { kind: 'fold', from: 8, to: 10 }
    ]);
  });

  it('every line of the file is in exactly one hunk, in order', () => {
    const d = file(200, [0, 40, 41, 90, 199]);
    const hs = hunks(d);
    expect(hs[0].from).toBe(0);
    expect(hs[hs.length - 1].to).toBe(200);
    for (let k = 1; k < hs.length; k++) expect(hs[k].from).toBe(hs[k - 1].to);
  });
});

describe('the real rungs', () => {
  const pair = async (before: RungName, after: RungName) => diffSources(await rungSource(before), await rungSource(after));

  it('a rung compared with itself has no changes', async () => {
    const d = await pair('typed-arrays', 'typed-arrays');
    expect([d.changed, d.removedCount]).toEqual([0, 0]);
    expect(d.lines.length).toBe(splitLines(await rungSource('typed-arrays')).length);
  });

  it('rung 0 → 1: the query that keeps each difference is new, and the file keeps most of rung 0', async () => {
    const d = await pair('naive', 'difference-once');
    expect(d.changed).toBeGreaterThan(0);
    expect(d.lines.filter((l) => l.kind === 'same').length).toBeGreaterThan(d.changed);
    expect(d.lines.find((l) => l.text.includes("'difference-once'"))?.kind).toBe('added');
  });

  it('rung 9 → 10 (sorted grid): the re-sorting is added, and the diff rebuilds the "after" file exactly', async () => {
    const after = await rungSource('sorted-grid');
    const d = await pair('uniform-grid', 'sorted-grid');
    expect(d.changed).toBeGreaterThan(0);
    expect(d.lines.map((l) => l.text)).toEqual(splitLines(after));
  });

  it.each(STEPPERS.filter((r) => r.builtOn !== null).map((r) => [r.name, r.builtOn as RungName] as const))(
    '%s against %s: both sources load, and the diff accounts for every line of both',
    async (name, base) => {
      const [before, after] = [splitLines(await rungSource(base)), splitLines(await rungSource(name))];
      const d = diffSources(before.join('\n'), after.join('\n'));
      expect(d.changed).toBeGreaterThan(0);
      expect(d.lines.length).toBe(after.length);
      // Kept lines plus removed lines are the "before" file.
      expect(d.lines.length - d.added + d.removedCount).toBe(before.length);
    }
  );
});
