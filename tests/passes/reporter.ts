/**
 * After a run, keeps the records of remembered passes (passKey.ts) true: a unit test file that passed, and touched
 * nothing but its imports (tracer.ts), is recorded under its current key; one that failed or touched something is
 * forgotten. Files that did not run keep their record.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { passKey, PROJECT, readRecords, relativeToRoot, SPOOL, writeRecords } from './passKey';

export default class PassesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const touched = new Map<string, string | null>();
    if (existsSync(SPOOL))
      for (const f of readdirSync(SPOOL))
        for (const line of readFileSync(join(SPOOL, f), 'utf8').split('\n').filter(Boolean)) {
          const { file, touched: t } = JSON.parse(line) as { file: string; touched: string | null };
          touched.set(file, t);
        }
    const records = readRecords();
    let recorded = 0, forgotten = 0;
    const why: string[] = [];
    for (const m of modules) {
      if (m.project.name !== PROJECT) continue;
      const file = relativeToRoot(m.moduleId);
      const state = m.state();
      const t = touched.get(file);
      const key = state === 'passed' && t === null ? passKey(file) : null;
      if (key?.key) { if (records[file] !== key.key) recorded++; records[file] = key.key; continue; }
      if (file in records) { delete records[file]; forgotten++; }
      if (state === 'passed') why.push(`${file}: ${t === undefined ? 'not watched' : t ?? (key && 'why' in key ? key.why : '')}`);
    }
    writeRecords(records);
    console.log(`remembered passes: ${recorded} unit test files recorded, ${forgotten} forgotten; ${why.length} passed but always run (they read more than their imports)`);
    if (process.env.PASSES_WHY === '1') for (const w of why) console.log(`  ${w}`);
  }
}
