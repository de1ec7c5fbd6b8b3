/**
 * Prints lanes against corridor width and the order parameter Φ at the start and the end, for the closing note:
 *   npx tsx tests/tools/curve-lanes.ts [seeds=4] [seconds=80]
 */
import { laneSweep } from '../../src/lib/figures/lanes';
import { sd } from '../../src/lib/figures/fit';

const nSeeds = Number(process.argv[2] ?? 4), T = Number(process.argv[3] ?? 80);
const widths = [3, 4, 6, 8, 10, 12];
const seeds = Array.from({ length: nSeeds }, (_, k) => k + 1);
const r = laneSweep(widths, seeds, { seconds: T });
const f = (v: number, d = 2) => v.toFixed(d);
console.log(`Corridor scenario (periodic, 30 m, HM circular), two-way, 1/3 walkers per m², ${T} s, seeds ${seeds.join(', ')}`);
console.log('Lane count: mean over the second half, sampled every 0.5 s; shuffled = same snapshots, directions shuffled.\n');
console.log('| width (m) | walkers | lanes mean ± sd (over seeds) | per seed | shuffled | Φ first 5 s | Φ second half |');
console.log('|---|---|---|---|---|---|---|');
widths.forEach((w, k) => {
  const runs = r.runs.filter((x) => x.width === w);
  console.log(`| ${w} | ${runs[0].agents} | ${f(r.lanes[k], 1)} ± ${f(sd(runs.map((x) => x.lanes)), 1)} | ${runs.map((x) => f(x.lanes, 1)).join(', ')} | ${f(r.shuffled[k], 1)} | ${f(r.phiStart[k])} | ${f(r.phiEnd[k])} |`);
});
