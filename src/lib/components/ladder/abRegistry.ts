/**
 * The lesson A/Bs on the page by id, so that a "predict, then check" question can run one and read its numbers (as
 * the chapters' SimLink does for their views). An A/B registers when mounted and leaves when destroyed.
 */
import type { Verdict } from '../../ladder/abVerdict';
import type { LadderStats } from './ladderRun.svelte';

export interface ABHandle {
  /** Scrolls it into sight and starts both views. */
  play(): void;
  /** The compared rung's numbers (null when shown alone) and the lesson rung's. */
  stats(): { before: LadderStats | null; after: LadderStats };
  /** The verdict of its timed turns (null when shown alone). */
  verdict(): Verdict | null;
}

const handles = new Map<string, ABHandle>();

export function registerAB(id: string, h: ABHandle): () => void {
  handles.set(id, h);
  return () => { if (handles.get(id) === h) handles.delete(id); };
}

export const abHandle = (id: string): ABHandle | undefined => handles.get(id);
