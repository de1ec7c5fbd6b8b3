/**
 * The RiMEA verification suite (tests/unit/verification/rimea/): each test's scenario file is what files.ts writes,
 * each test's check holds over its seeds (or, while the model fails it, is expected to fail, with what fixes it), and
 * docs/verification.md is the table of these measurements. The measurements (full evacuations of up to 1000 people)
 * are remembered part by part (tests/claims/remembered.ts): a normal run re-measures a tenth of the parts;
 * `npm run verify` measures what is stale and rewrites the page.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDoc } from '$lib/engine';
import { rememberedEach, type Numbers } from '../../claims/remembered';
import { RIMEA_TESTS } from './rimea';
import { loadRimea, RIMEA_DIR } from './rimea/common';
import { RIMEA_FILES } from './rimea/files';
import { partsOf, verificationPage, VERIFICATION_PAGE } from './rimea/table';

const parts: Record<string, () => Numbers> = {};
for (const t of RIMEA_TESTS) for (const [k, f] of Object.entries(t.parts(loadRimea(t.file)))) parts[`${t.id}/${k}`] = f;

/** Measuring everything afresh takes a few CPU minutes (the first test to read the measurements pays for it). */
const FRESH_MS = 900_000;

let answer: { value: Record<string, Numbers> } | { error: unknown } | undefined;
/** All parts' numbers, measured (or recalled) once for the file; a stale store fails every test that reads it. */
function measured(): Record<string, Numbers> {
  if (!answer) try { answer = { value: rememberedEach('rimea-verification', import.meta.url, parts) }; } catch (error) { answer = { error }; }
  if ('error' in answer) throw answer.error;
  return answer.value;
}

describe('RiMEA verification', () => {
  it.each(Object.keys(RIMEA_FILES))('static/scenarios/rimea/%s is what files.ts writes (npm run verify writes it)', (name) => {
    expect(readFileSync(join(RIMEA_DIR, name), 'utf8')).toBe(formatDoc(RIMEA_FILES[name]()));
  });

  it('every test has its file, and every file its test', () => {
    expect(RIMEA_TESTS.map((t) => t.file).sort()).toEqual(Object.keys(RIMEA_FILES).sort());
  });

  for (const t of RIMEA_TESTS) {
    const name = `RiMEA ${t.number}, ${t.title}: ${t.checked} — expected ${t.expected}`;
    const check = () => {
      const v = t.judge(partsOf(t, measured()));
      expect(v.pass, v.measured).toBe(true);
    };
    // A test the model fails now is expected to fail, with what fixes it (RimeaTest.knownFailure); when the fix lands
    // this reports the pass, and the note comes off.
    if (t.knownFailure) it.fails(`${name} (fails now: ${t.knownFailure})`, check, FRESH_MS);
    else it(name, check, FRESH_MS);
  }

  it('the page shows a failing check as failing, in the table and under what fails, with its note', () => {
    const t = RIMEA_TESTS[0], page = verificationPage([t, { ...t, number: 99, title: 'Made up', knownFailure: 'a note' }], [{ measured: 'a', pass: true }, { measured: 'b', pass: false }], 1);
    expect(page).toContain('**1 of 2 pass.**');
    expect(page).toMatch(/\| 99\. Made up \|[^\n]*\| b \|[^\n]*\| \*\*FAIL\*\* \|/);
    expect(page).toContain('- **99. Made up**: a note');
  });

  it(`${VERIFICATION_PAGE} is the table of the current measurements (npm run verify rewrites it)`, () => {
    const values = measured();
    const stored = JSON.parse(readFileSync(join(process.cwd(), 'content', 'claims', 'tests', 'rimea-verification.json'), 'utf8')) as { ms: number };
    const page = verificationPage(RIMEA_TESTS, RIMEA_TESTS.map((t) => t.judge(partsOf(t, values))), stored.ms / 1000);
    const path = join(process.cwd(), VERIFICATION_PAGE);
    if (process.env.VERIFY_WRITE === '1') writeFileSync(path, page);
    expect(readFileSync(path, 'utf8')).toBe(page);
  }, FRESH_MS);
});
