/**
 * `npm run verify`: writes the RiMEA scenario files (static/scenarios/rimea/, from tests/unit/verification/rimea/files.ts),
 * then runs the verification suite with CLAIMS_UPDATE=1 (what is stale or missing is measured and stored) and
 * VERIFY_WRITE=1 (the runner writes docs/verification.md from the measurements). One command re-measures the table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { cpuUsage } from 'node:process';
import { formatDoc } from '../../src/lib/engine';
import { RIMEA_FILES } from '../unit/verification/rimea/files';

const dir = join(process.cwd(), 'static', 'scenarios', 'rimea');
mkdirSync(dir, { recursive: true });
for (const [name, make] of Object.entries(RIMEA_FILES)) writeFileSync(join(dir, name), formatDoc(make()));
console.log(`wrote ${Object.keys(RIMEA_FILES).length} scenario files to static/scenarios/rimea/`);
const t0 = cpuUsage();
const r = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'tests/unit/verification'], { stdio: 'inherit', env: { ...process.env, CLAIMS_UPDATE: '1', VERIFY_WRITE: '1' } });
const t = cpuUsage(t0);
console.log(`verification: CPU ${((t.user + t.system) / 1e6).toFixed(1)} s in this process (the measuring runs in Vitest's workers; see content/claims/tests/rimea-verification.json for its CPU ms)`);
process.exit(r.status ?? 1);
