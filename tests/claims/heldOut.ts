/**
 * Held-out seeds (issue 18 §3). A range the prose states is what a reader's own run will give, so it must hold on
 * seeds it was not fitted on. Each claim's range is fitted on its own seeds (`claimSeeds`, the ones the book names and
 * a Prediction's "another seed" walks through); the test then picks HELD_OUT more from the claim's id — seeds no
 * author chose, far from the small numbers the book uses — and the range must hold for every one of them too.
 * The seeds are fixed by the id (not drawn anew each run), so the store can keep their values like any other; a claim
 * whose fitted seeds change gets new held-out seeds as well, so a range is never judged on seeds it was fitted on.
 */
import { claimSeeds, type Claim } from '../../src/lib/claims';
import { Random } from '../../src/lib/engine/random';

/** How many held-out seeds each claim is checked on. */
export const HELD_OUT = 4;

/** FNV-1a of a text: the held-out seeds' own seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The claim's held-out seeds: HELD_OUT seeds from 1 000 to 999 999, none a fitted one, from its id and fitted seeds. */
export const heldOutSeeds = (c: Pick<Claim, 'id' | 'seeds'>): number[] => heldOutFor(c.id, claimSeeds(c as Claim));

/** HELD_OUT seeds from 1 000 to 999 999 for the claim `id` fitted on `fitted`, none of them a fitted one. */
export function heldOutFor(id: string, fitted: readonly number[]): number[] {
  const random = new Random(hash(`${id}|${fitted.join(',')}`));
  const out: number[] = [];
  while (out.length < HELD_OUT) {
    const s = 1000 + Math.floor(random.next() * 999_000);
    if (!fitted.includes(s) && !out.includes(s)) out.push(s);
  }
  return out;
}

/** Every seed a claim's test runs: the fitted ones, then the held-out ones. */
export const testedSeeds = (c: Claim): number[] => [...claimSeeds(c), ...(c.chosenSeeds ? [] : heldOutSeeds(c))];

/** A claim as the tests run it: its `seeds` are every tested seed, `fitted` the claim's own. */
export interface TestedClaim extends Claim {
  seeds: readonly number[];
  fitted: readonly number[];
  held: readonly number[];
}

export const withHeldOut = (c: Claim): TestedClaim => ({ ...c, seeds: testedSeeds(c), fitted: claimSeeds(c), held: c.chosenSeeds ? [] : heldOutSeeds(c) });

/** Is this claim one the tests run (book.ts made it, with its held-out seeds)? */
export const isTested = (c: Claim): c is TestedClaim => 'fitted' in c && 'held' in c;
