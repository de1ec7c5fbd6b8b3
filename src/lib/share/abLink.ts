/**
 * Links to a ladder comparison (LadderAB): what a teacher sends ("rung 9 against rung 7 at N = 100 000, worst case,
 * seed 3") as `#ab-<id>=n:100000;seed:3;worst:1;only:after`, holding only what differs from the page's own set-up.
 * The rungs compared are the page's (the A/B's id names them); the link carries what the reader can change.
 * decodeAB never throws: what is garbled, unknown or out of reach falls back to the page's value, with a sentence why.
 */
import { MAX_SEED } from '../engine';
import { clip } from './config';
import { readHashPart } from './shareLink';

export type Only = 'both' | 'before' | 'after';

export interface ABState {
  n: number;
  seed: number;
  worst: boolean;
  only: Only;
}

/** What the A/B lets a reader pick: the N it can run (the others are out of reach) and whether it has the two toggles. */
export interface ABChoices {
  sizes: readonly { n: number; ok: boolean }[];
  worstCase: boolean;
  solo: boolean;
}

/** The hash key of the A/B with this id. */
export const abKey = (id: string) => `ab-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;

/** The link text of `state`, as the differences from `base` (the page's set-up). */
export function encodeAB(state: ABState, base: ABState): string {
  const items: string[] = [];
  if (state.n !== base.n) items.push(`n:${state.n}`);
  if (state.seed !== base.seed) items.push(`seed:${state.seed}`);
  if (state.worst !== base.worst) items.push(`worst:${state.worst ? 1 : 0}`);
  if (state.only !== base.only) items.push(`only:${state.only}`);
  return items.join(';');
}

const ONLY: readonly Only[] = ['both', 'before', 'after'];

/** The state a link asks for, on top of `base`, with what was ignored (one sentence each; render as text). */
export function decodeAB(text: string, base: ABState, choices: ABChoices): { state: ABState; ignored: string[] } {
  const state = { ...base }, ignored: string[] = [];
  for (const raw of text.slice(0, 400).split(';')) {
    if (!raw) continue;
    let item = raw;
    try {
      item = decodeURIComponent(raw);
    } catch {
      /* kept as it is */
    }
    const at = item.indexOf(':'), key = at < 0 ? item : item.slice(0, at), value = at < 0 ? '' : item.slice(at + 1);
    if (key === 'n') {
      const n = /^\d{1,7}$/.test(value) ? Number(value) : NaN, size = choices.sizes.find((s) => s.n === n);
      if (!size) ignored.push(`N '${clip(value)}' is not one this comparison offers (${choices.sizes.map((s) => s.n).join(', ')}); ignored.`);
      else if (!size.ok) ignored.push(`N = ${n} is out of reach here; ignored.`);
      else state.n = n;
    } else if (key === 'seed') {
      const s = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (Number.isInteger(s) && s <= MAX_SEED) state.seed = s;
      else ignored.push(`seed '${clip(value)}' is not an integer 0 … ${MAX_SEED}; ignored.`);
    } else if (key === 'worst' && choices.worstCase && (value === '0' || value === '1')) state.worst = value === '1';
    else if (key === 'only' && choices.solo && (ONLY as readonly string[]).includes(value)) state.only = value as Only;
    else ignored.push(`Ignored '${clip(item)}': not a setting of this comparison.`);
  }
  return { state, ignored };
}

/** The link's changes in words, for the "shared with you" line. */
export function describeAB(state: ABState, base: ABState, labels: { before: string; after: string }): string[] {
  const words: string[] = [];
  if (state.n !== base.n) words.push(`N = ${state.n.toLocaleString('en')}`);
  if (state.seed !== base.seed) words.push(`seed ${state.seed}`);
  if (state.worst !== base.worst) words.push(state.worst ? 'worst case: everyone in one cell' : 'spread out');
  if (state.only !== base.only) words.push(state.only === 'both' ? 'both running' : `only “${state.only === 'before' ? labels.before : labels.after}” running`);
  return words;
}

/** The text for the A/B `id` in a location hash (`#ab-worker=n:5000&sim-flock=…`), or null. */
export const readABHash = (hash: string, id: string): string | null => readHashPart(hash, abKey(id));
