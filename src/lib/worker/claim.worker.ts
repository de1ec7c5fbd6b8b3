/**
 * Runs a lesson's "predict, then check" experiment off the page: a flock claim's measurement (the function the unit
 * test runs) or a speed claim's race between two rungs. Posts progress, then the result.
 */
import { measureLadderClaim, type LadderClaim } from '../ladder/claims';
import { race } from '../ladder/race';

export type ClaimRequest = { claim: LadderClaim; seed: number; budgetMs: number };
export type ClaimReply =
  | { type: 'progress'; share: number }
  | { type: 'flock'; value: number; after: number; before?: number }
  | { type: 'speed'; value: number; msBefore: number; msAfter: number }
  | { type: 'error'; message: string };

const post = (m: ClaimReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<ClaimRequest>) => {
  const { claim, seed, budgetMs } = e.data;
  const progress = (share: number) => post({ type: 'progress', share });
  try {
    if (claim.kind === 'flock') {
      const m = measureLadderClaim(claim, seed, progress);
      post({ type: 'flock', ...m });
    } else if (claim.kind === 'speed') {
      const r = race(claim.against, claim.rung, claim.n, seed, claim.settings ?? {}, budgetMs, progress);
      post({ type: 'speed', value: r.speedup, msBefore: r.msBefore, msAfter: r.msAfter });
    } else {
      post({ type: 'error', message: 'live, GPU and drawing claims are measured by the page, not in a worker' });
    }
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
