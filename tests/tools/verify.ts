/**
 * `npm run verify`: writes the RiMEA scenario files (static/scenarios/rimea/, from tests/unit/verification/rimea/files.ts),
 * then runs the verification suite with CLAIMS_UPDATE=1 (what is stale or missing is measured and stored) and
 * VERIFY_WRITE=1 (the runner writes docs/verification.md from the measurements). One command re-measures the table.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { formatDoc } from '../../src/lib/engine';
import { RIMEA_FILES } from '../unit/verification/rimea/files';

const dir = join(process.cwd(), 'static', 'scenarios', 'rimea');
mkdirSync(dir, { recursive: true });
for (const [name, make] of Object.entries(RIMEA_FILES)) writeFileSync(join(dir, name), formatDoc(make()));
console.log(`wrote ${Object.keys(RIMEA_FILES).length} scenario files to static/scenarios/rimea/`);
const stored = join(process.cwd(), 'content', 'claims', 'tests', 'rimea-verification.json');
const before = (() => { try { return statSync(stored).mtimeMs; } catch { return 0; } })();
const r = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'tests/unit/verification'], { stdio: 'inherit', env: { ...process.env, CLAIMS_UPDATE: '1', VERIFY_WRITE: '1' } });
const measuredNow = (() => { try { return statSync(stored).mtimeMs > before; } catch { return false; } })();
const ms = measuredNow ? (JSON.parse(readFileSync(stored, 'utf8')) as { ms: number }).ms : 0;
console.log(measuredNow ? `verification: measured afresh in ${(ms / 1000).toFixed(0)} s of CPU; docs/verification.md rewritten` : 'verification: the stored measurements were current (nothing measured); docs/verification.md rewritten from them');
process.exit(r.status ?? 1);
