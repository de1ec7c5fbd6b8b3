/**
 * The Node reference for the reader's sweep: every rung timed by the same plan in Node on the development machine
 * (tests/tools/ladder-reference.mjs; `npm run ladder:reference` rewrites reference.json). Shown dashed beside the
 * reader's own points, labelled with the machine and the date, never as the reader's numbers.
 */
import data from './reference.json';

/** A reference run (reference.json's shape). */
export interface SweepReference {
  machine: string;
  date: string;
  clock?: string;
  points: readonly { rung: string; n: number; ms: number }[];
}

export const NODE_REFERENCE: SweepReference = data;
