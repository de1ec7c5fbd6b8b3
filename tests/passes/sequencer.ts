/**
 * Leaves out of the run the unit test files whose pass is remembered and current (passKey.ts), when the run asks for
 * it (REMEMBER_PASSES=1, as `npm test` does), except those the sample picks; says how many and why.
 */
import type { TestSpecification } from 'vitest/node';
import { existsSync, rmSync } from 'node:fs';
import { passKey, PROJECT, readRecords, relativeToRoot, remembering, sampled, SPOOL } from './passKey';

/** The files to run: all but the remembered ones the sample leaves out. vite.config.ts's sequencer calls it. */
export function leaveOutRemembered(files: TestSpecification[]): TestSpecification[] {
  if (existsSync(SPOOL)) rmSync(SPOOL, { recursive: true, force: true });
  if (!remembering()) return files;
  const records = readRecords();
  let left = 0, sampledIn = 0;
  const kept = files.filter((spec) => {
    if (spec.project.name !== PROJECT) return true;
    const file = relativeToRoot(spec.moduleId);
    const stored = records[file];
    if (stored === undefined) return true;
    const { key } = passKey(file);
    if (key !== stored) return true;
    if (sampled(file)) { sampledIn++; return true; }
    left++;
    return false;
  });
  console.log(
    `remembered passes: ${left} unit test files unchanged since they passed are not run again; ${sampledIn} more are run by the sample ` +
      `(CLAIMS_SAMPLE_SEED=${process.env.CLAIMS_SAMPLE_SEED}); REMEMBER_PASSES=0 runs every file`
  );
  return kept;
}
