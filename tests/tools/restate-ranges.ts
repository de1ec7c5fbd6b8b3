/**
 * Restates the ranges the prose gives as predictions (issue 18 §3): for every claim whose sentence states a range,
 * the range its fitted seeds predict (tests/claims/verdict.ts, predictedRange) rounded outward to the digits the
 * sentence uses, written into the claim's sentence (content/NN-name.ts, src/lib/site/playgroundTips/) and into the
 * chapter's prose (content/NN-name.svx) wherever the old range stood. Reads the stored values; measures nothing.
 * Then lists the claims whose held-out seeds fall outside the new range.
 *
 *   npx tsx tests/tools/restate-ranges.ts            show what would change
 *   npx tsx tests/tools/restate-ranges.ts --write    change the files
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { statedRange } from '../../src/lib/claims/stated';
import { openLedger } from '../claims/ledger';
import { isTested } from '../claims/heldOut';
import { fmt, predictedRange } from '../claims/verdict';
import { ROOT } from '../claims/sources';

const write = process.argv.includes('--write');
const sourceFiles = [
  ...readdirSync(join(ROOT, 'content')).filter((f) => /^\d.*\.ts$/.test(f)).map((f) => join(ROOT, 'content', f)),
  ...readdirSync(join(ROOT, 'src/lib/site/playgroundTips')).map((f) => join(ROOT, 'src/lib/site/playgroundTips', f))
];
const files = new Map<string, string>();
const read = (f: string) => files.get(f) ?? files.set(f, readFileSync(f, 'utf8')).get(f)!;

/** "−0.34 to −0.24" or "0.66–0.92" with these ends, in the digits of `like`. */
function restated(like: NonNullable<ReturnType<typeof statedRange>>, lo: number, hi: number): string {
  const digits = (unit: number) => Math.max(0, Math.round(-Math.log10(unit)));
  const show = (v: number, unit: number) => (v < 0 ? '−' : '') + Math.abs(v).toFixed(digits(unit));
  const l = Math.floor(lo / like.lo.unit + 1e-9) * like.lo.unit, h = Math.ceil(hi / like.hi.unit - 1e-9) * like.hi.unit;
  return like.text.includes('–') ? `${show(l, like.lo.unit)}–${show(h, like.hi.unit)}` : `${show(l, like.lo.unit)} to ${show(h, like.hi.unit)}`;
}

const ledger = await openLedger();
let changed = 0, missedClaims = 0, manual = 0;
for (const { source, claim } of ledger.book.claims) {
  if (!isTested(claim)) continue;
  const stated = statedRange(claim.text);
  if (!stated) continue;
  const idx = ledger.values.flatMap((v, k) => (v.kind === 'claim' && v.claim.id === claim.id ? [k] : []));
  const values = idx.map((k) => ledger.entries[k].outcome).map((o) => (o && 'value' in o ? o.value : NaN));
  if (values.some(Number.isNaN)) { console.log(`${claim.id}: not all values stored (run npm run claims:measure)`); continue; }
  const fit = values.slice(0, claim.fitted.length), held = values.slice(claim.fitted.length);
  const p = predictedRange(fit, claim.metric);
  if (!Number.isFinite(p.lo) || !Number.isFinite(p.hi)) { console.log(`${claim.id}: a fitted value is not finite (${fit.map(fmt).join(', ')}); restate it by hand`); continue; }
  // A stated range the judge accepts (each end within one unit of the prediction, every held-out seed inside) stays
  // as it is: restating it would only move it by rounding, and could drop the unit that holds a held-out seed.
  const near = Math.abs(p.lo - stated.lo.value) <= stated.lo.unit + 1e-9 && Math.abs(p.hi - stated.hi.value) <= stated.hi.unit + 1e-9;
  if (near && held.every((v) => v >= stated.lo.value - stated.lo.unit / 2 && v <= stated.hi.value + stated.hi.unit / 2)) continue;
  const next = restated(stated, p.lo, p.hi);
  const nextRange = statedRange(next)!;
  const missed = held.filter((v) => v < nextRange.lo.value - nextRange.lo.unit / 2 || v > nextRange.hi.value + nextRange.hi.unit / 2);
  if (missed.length > 0) { missedClaims++; console.log(`HELD OUT MISSES ${claim.id}: ${next} (fitted ${fit.map(fmt).join(', ')}; held out ${held.map(fmt).join(', ')})`); }
  if (next === stated.text) continue;
  const file = sourceFiles.find((f) => read(f).includes(claim.text));
  if (!file) { manual++; console.log(`MANUAL ${claim.id}: its sentence is not written out in one string; ${stated.text} → ${next}`); continue; }
  const newText = claim.text.replace(stated.text, next);
  files.set(file, read(file).replace(claim.text, newText));
  changed++;
  console.log(`${claim.id}: ${stated.text} → ${next}`);
  if (source !== 'playground') {
    const svx = join(ROOT, 'content', `${source}.svx`);
    // Whole ranges only: "2–4" must not match inside "4282–4286" or "12–45".
    const whole = new RegExp(`(?<![\\d.])${stated.text.replace(/[.]/g, '\\.')}(?![\\d])`, 'g');
    const prose = read(svx), count = prose.match(whole)?.length ?? 0;
    if (count === 0) console.log(`  (the chapter's prose does not state ${stated.text})`);
    else files.set(svx, prose.replace(whole, next));
    if (count > 1) console.log(`  NOTE: ${stated.text} stood ${count} times in ${source}.svx; all restated`);
  }
}
console.log(`\n${changed} ranges restated, ${manual} to do by hand; ${missedClaims} claims whose held-out seeds fall outside the restated range.`);
if (write) for (const [f, text] of files) if (text !== readFileSync(f, 'utf8')) writeFileSync(f, text);
