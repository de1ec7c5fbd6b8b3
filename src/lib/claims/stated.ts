/**
 * The range a claim's sentence states, read from the sentence: what a reader's own run will give. The Prediction
 * shows it and judges against it, and the claims' tests check it on seeds it was not fitted on
 * (tests/claims/verdict.ts), so the page, the prose and the tests say the same range.
 * (Imported directly, not through the claims' index: it is not measuring code, so editing it leaves the store of
 * measured values current — tests/claims/sources.ts.)
 */
import { formatRange, judge, type Answer, type Claim, type Range } from './claim';

/** A range as a sentence states it ("0.66–0.92 m"): each end with the unit of its last stated digit. */
export interface StatedRange {
  text: string;
  lo: { value: number; unit: number };
  hi: { value: number; unit: number };
}

/** The first "a–b" range of numbers in a sentence ("about 0.75 m (0.66–0.92 m)"), else a signed "−0.34 to −0.24". */
export function statedRange(text: string): StatedRange | null {
  const m = /(−?)(\d+(?:\.(\d+))?)\s*–\s*(−?)(\d+(?:\.(\d+))?)/.exec(text) ?? /(−)(\d+(?:\.(\d+))?)\s+to\s+(−)(\d+(?:\.(\d+))?)/.exec(text);
  if (!m) return null;
  const end = (sign: string, v: string, decimals: string | undefined) => ({ value: (sign ? -1 : 1) * Number(v), unit: 10 ** -(decimals?.length ?? 0) });
  return { text: m[0], lo: end(m[1], m[2], m[3]), hi: end(m[4], m[5], m[6]) };
}

/** The range a claim tells the reader: the one its sentence states, else its tested range. */
export function claimRange(c: Pick<Claim, 'text' | 'expect'>): Range {
  const s = statedRange(c.text);
  return s ? { min: s.lo.value, max: s.hi.value } : c.expect;
}

/** The claim's range as the page prints it: in the sentence's own digits when it states one ("5.5–7.6 m/s"). */
export function rangeText(c: Pick<Claim, 'text' | 'expect'>, unit = ''): string {
  const s = statedRange(c.text);
  return s ? `${s.text}${unit ? `\u00a0${unit}` : ''}` : formatRange(c.expect, unit);
}

/** Was the reader right, and did the run land in the range the chapter states? (`judge` on the stated range.) */
export const judgeAnswer = (c: Claim, answer: Answer, measured: number) => judge({ ...c, expect: claimRange(c) }, answer, measured);
