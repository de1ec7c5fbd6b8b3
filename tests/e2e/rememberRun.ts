/**
 * Playwright's global set-up for remembered passes (remember.ts): empties the spool, says which sample this run
 * takes, and returns the teardown that merges what the workers spooled into tests/e2e/remembered/ and counts it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSpecRecords, RECORDS_DIR, RECORDS_SPOOL, recordsFile, type PassRecord, type SpecRecords } from './rememberKey';

type Spooled = { spec: string; title: string; outcome: 'remembered' | 'failed' | 'passed'; record?: PassRecord; unrememberable?: string };

export default function setup(): () => void {
  rmSync(RECORDS_SPOOL, { recursive: true, force: true });
  const rate = Number(process.env.E2E_SAMPLE ?? 0.1);
  if (process.env.REMEMBER_PASSES !== '1') console.log('remembered passes: every test runs (REMEMBER_PASSES=1 skips those unchanged since they passed); passes are recorded');
  else console.log(
    `remembered passes: a test unchanged since it passed is skipped, except a sample of ${Math.round(rate * 100)} % ` +
      `(E2E_SAMPLE_SEED=${process.env.E2E_SAMPLE_SEED} replays it; E2E_SAMPLE=1 runs every test)`
  );
  return teardown;
}

function teardown(): void {
  const lines: Spooled[] = existsSync(RECORDS_SPOOL)
    ? readdirSync(RECORDS_SPOOL).flatMap((f) => readFileSync(join(RECORDS_SPOOL, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Spooled))
    : [];
  const bySpec = new Map<string, SpecRecords>();
  const count = { remembered: 0, passed: 0, failed: 0, unrememberable: 0 };
  for (const l of lines) {
    const records = bySpec.get(l.spec) ?? { ...readSpecRecords(l.spec) };
    bySpec.set(l.spec, records);
    if (l.outcome === 'remembered') count.remembered++;
    else if (l.outcome === 'failed') { count.failed++; delete records[l.title]; }
    else if (l.record) { count.passed++; records[l.title] = l.record; }
    else { count.unrememberable++; delete records[l.title]; }
  }
  mkdirSync(RECORDS_DIR, { recursive: true });
  for (const [spec, records] of bySpec) {
    const sorted = Object.fromEntries(Object.entries(records).sort(([a], [b]) => (a < b ? -1 : 1)));
    const file = recordsFile(spec), tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, `${JSON.stringify(sorted, null, 1)}\n`);
    renameSync(tmp, file);
  }
  console.log(
    `remembered passes: ${count.passed + count.failed + count.unrememberable} tests ran (${count.passed} passed and were recorded, ` +
      `${count.failed} did not pass${count.unrememberable ? `, ${count.unrememberable} passed but fetched from elsewhere and always run` : ''}), ` +
      `${count.remembered} were unchanged since they passed and were not run again`
  );
}
