/**
 * The numbers behind tests/unit/curves/evacuationColumn.test.ts: people out within the first 100 s at v0 = 5 m/s and
 * the longest rest behind the column, without a column, with the scenario's square one and with the round one:
 *   npx tsx tests/tools/curve-column-panic.ts [none|square|round] [seeds=1,2,3] [seconds=100] [v0=5]
 */
import { evacuate, SCENARIO_COLUMN, RECOMMENDED_COLUMN } from '../../src/lib/figures/evacuationColumn';

const which = process.argv[2] ?? 'round', seeds = (process.argv[3] ?? '1,2,3').split(',').map(Number);
const limit = Number(process.argv[4] ?? 100), v0 = Number(process.argv[5] ?? 5);
const col = which === 'none' ? null : which === 'square' ? SCENARIO_COLUMN : RECOMMENDED_COLUMN;
for (const seed of seeds) {
  const r = evacuate({ v0, seed, column: col, limit });
  console.log(`| ${v0} | ${which} | ${seed} | ${r.out}/${r.agents} | ${col ? r.longestRestAtColumn.toFixed(1) : '–'} |`);
}
