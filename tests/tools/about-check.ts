/**
 * Lists the claims whose sentence says "about X" where X is not the fitted seeds' mean to the digits X is written
 * in (within one unit of its last digit, or 5 % of it): the number the prose gives beside its range. Reads the stored
 * values; measures nothing. Run after `npm run claims:measure` when the engine changed.
 *
 *   npx tsx tests/tools/about-check.ts
 */
import { openLedger } from '../claims/ledger';
import { isTested } from '../claims/heldOut';
import { fmt } from '../claims/verdict';

const ledger = await openLedger();
let off = 0;
for (const { claim } of ledger.book.claims) {
  if (!isTested(claim)) continue;
  const m = /about (−?\d+(?:\.(\d+))?)/.exec(claim.text);
  if (!m) continue;
  const about = Number(m[1].replace('−', '-')), unit = 10 ** -(m[2]?.length ?? 0);
  const values = ledger.values.flatMap((v, k) => (v.kind === 'claim' && v.claim.id === claim.id ? [ledger.entries[k].outcome] : []))
    .map((o) => (o && 'value' in o ? o.value : NaN)).slice(0, claim.fitted.length);
  if (values.some(Number.isNaN)) { console.log(`${claim.id}: not all values stored`); continue; }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (Math.abs(mean - about) > Math.max(unit, 0.05 * Math.abs(about)) + 1e-9) { off++; console.log(`${claim.id}: says about ${m[1]}, fitted mean ${fmt(mean)} — ${claim.text}`); }
}
console.log(`${off} claims whose "about" is off their fitted mean`);
