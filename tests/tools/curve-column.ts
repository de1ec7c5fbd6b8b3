/**
 * Prints evacuation times with and without a column before the exit at several desired speeds, for the closing note:
 *   npx tsx tests/tools/curve-column.ts [seeds=3] [limit=250] [v0s=1,2,3,5] [columns=none,scenario,recommended]
 * The scenario's own column (0.6 m square, centre 1.3 m before the wall, 0.25 m off-axis) and the recommended one
 * (the same place and size, round: RECOMMENDED_COLUMN in figures/evacuationColumn.ts).
 */
import { evacuate, SCENARIO_COLUMN, RECOMMENDED_COLUMN, type ColumnSpec, type EvacuationResult } from '../../src/lib/figures/evacuationColumn';
import { mean } from '../../src/lib/figures/fit';

const nSeeds = Number(process.argv[2] ?? 3), limit = Number(process.argv[3] ?? 250);
const v0s = (process.argv[4] ?? '1,2,3,5').split(',').map(Number);
const which = (process.argv[5] ?? 'none,scenario,recommended').split(',');
const seeds = Array.from({ length: nSeeds }, (_, k) => k + 1);
const columns: [string, ColumnSpec | null][] = which.includes('none') ? [['none', null]] : [];
if (which.includes('scenario')) columns.push(['scenario square', SCENARIO_COLUMN]);
if (which.includes('recommended')) columns.push(['round (recommended)', RECOMMENDED_COLUMN]);
const f = (v: number) => v.toFixed(1);
const cell = (rs: EvacuationResult[], key: 'time' | 'time90') => `${f(mean(rs.map((r) => r[key])))} [${rs.map((r) => f(r[key])).join(', ')}]`;

console.log(`Evacuation scenario: 15 m room, 1 m exit, 200 people, HFV forces. Seeds ${seeds.join(', ')}; runs stopped at ${limit} s (a stopped run counts ${limit} s, a lower bound).`);
console.log('T = last one out; T90 = the 90 %-th out; out = people out / placed; stuck = still inside within 1 m of the column at the end.\n');
console.log('| v0 (m/s) | column | T mean [per seed] (s) | T90 mean [per seed] (s) | out | stuck |');
console.log('|---|---|---|---|---|---|');
for (const v0 of v0s) {
  for (const [name, col] of columns) {
    const rs = seeds.map((seed) => evacuate({ v0, seed, column: col, limit }));
    console.log(`| ${v0} | ${name} | ${cell(rs, 'time')} | ${cell(rs, 'time90')} | ${rs.map((r) => `${r.out}/${r.agents}`).join(' ')} | ${col ? rs.map((r) => r.stuckAtColumn).join(' ') : '–'} |`);
  }
}
