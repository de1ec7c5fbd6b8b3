/**
 * A line diff between two rungs' source texts, shaped for the lesson's code panel: the "after" file line by line,
 * each line tagged as kept or added (a changed line counts as added), and where lines of the "before" file were
 * removed. The diff itself is jsdiff's (Myers' algorithm); this module only reshapes its runs.
 */
import { diffArrays } from 'diff';

export type LineKind = 'same' | 'added';

export interface DiffLine {
  /** 1-based line number in the "after" file. */
  readonly number: number;
  readonly text: string;
  readonly kind: LineKind;
}

export interface RemovedRun {
  /** The removed lines sat just before this 0-based index of `lines` (`lines.length`: at the end of the file). */
  readonly before: number;
  readonly lines: readonly string[];
  /** Added lines take their place (a change), rather than nothing (a pure removal). */
  readonly replaced: boolean;
}

export interface LineDiff {
  readonly lines: readonly DiffLine[];
  readonly removed: readonly RemovedRun[];
  readonly added: number;
  readonly removedCount: number;
  /** Lines of the "after" file that are new or changed: what "N lines changed" counts. */
  readonly changed: number;
}

/** Splits a text into lines: CRLF and LF alike, and no empty last line for a trailing newline. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Compares two texts line by line: what the "after" text keeps, adds, and where the "before" text lost lines. */
export function diffSources(before: string, after: string): LineDiff {
  const lines: DiffLine[] = [];
  const removed: Omit<RemovedRun, 'replaced'>[] = [];
  let added = 0;
  let removedCount = 0;
  for (const part of diffArrays(splitLines(before), splitLines(after))) {
    if (part.removed) {
      // jsdiff may report a removal right after another one; keep one marker per place.
      const last = removed[removed.length - 1];
      if (last && last.before === lines.length) removed[removed.length - 1] = { before: last.before, lines: [...last.lines, ...part.value] };
      else removed.push({ before: lines.length, lines: part.value });
      removedCount += part.value.length;
      continue;
    }
    const kind: LineKind = part.added ? 'added' : 'same';
    for (const text of part.value) lines.push({ number: lines.length + 1, text, kind });
    if (part.added) added += part.value.length;
  }
  const runs = removed.map((r) => ({ ...r, replaced: lines[r.before]?.kind === 'added' }));
  return { lines, removed: runs, added, removedCount, changed: added };
}

/** A stretch of the "after" file as the changes-only view shows it: lines to show, or kept lines folded away. */
export interface Hunk {
  readonly kind: 'lines' | 'fold';
  readonly from: number;
  readonly to: number;
}

/**
 * Splits the file into shown stretches and folds: every added line, and every removal marker, with `context` kept
 * lines around it is shown; the kept runs between them fold. `from`/`to` are 0-based indices of `lines`, `to`
 * exclusive. A fold shorter than two lines is not worth a button and is shown instead.
 */
export function hunks(diff: LineDiff, context = 3): Hunk[] {
  const n = diff.lines.length;
  const show = new Array<boolean>(n).fill(false);
  /** Shows lines [lo, hi) and `context` lines either side. */
  const reveal = (lo: number, hi: number) => {
    for (let k = Math.max(0, lo - context); k < Math.min(n, hi + context); k++) show[k] = true;
  };
  diff.lines.forEach((l, k) => l.kind === 'added' && reveal(k, k + 1));
  // A removal sits in the gap before line `before`: context on both sides of the gap.
  for (const r of diff.removed) reveal(r.before, r.before);
  const out: Hunk[] = [];
  let k = 0;
  while (k < n) {
    let end = k;
    while (end < n && show[end] === show[k]) end++;
    const fold = !show[k] && end - k >= 2;
    const kind: Hunk['kind'] = fold ? 'fold' : 'lines';
    const prev = out[out.length - 1];
    if (prev && prev.kind === 'lines' && kind === 'lines') out[out.length - 1] = { kind, from: prev.from, to: end };
    else out.push({ kind, from: k, to: end });
    k = end;
  }
  return out;
}
