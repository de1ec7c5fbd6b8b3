/**
 * Prints the fundamental diagram: density, walking speed for the plain Helbing & Molnár 1995 defaults and for the
 * recommended set (mean ± s.d. over seeds), and Weidmann (1993).
 *   npx tsx tests/tools/fundamental.ts [seconds=40] [warmup=10] [seeds=1,2,3] [densities=0.5,1,…,4]
 */
import { FD_DENSITIES, fundamentalMean, weidmann } from '../../src/lib/figures/fundamentalDiagram';

const [secArg, warmArg, seedArg, densArg] = process.argv.slice(2);
const seconds = Number(secArg ?? 40), warmup = Number(warmArg ?? 10);
const seeds = (seedArg ?? '1,2,3').split(',').map(Number);
const densities = densArg ? densArg.split(',').map(Number) : [...FD_DENSITIES];
const f = (v: number) => (v >= 0 ? ' ' : '') + v.toFixed(2);
console.log(`Walking speed (m/s, mean over seeds ${seeds.join(', ')} ± s.d.), ${seconds} s runs averaged after ${warmup} s, periodic corridor 20 m × 4 m`);
console.log('| density (1/m²) | Helbing & Molnár 1995, plain | recommended | Weidmann 1993 |');
console.log('|---|---|---|---|');
for (const rho of densities) {
  const plain = fundamentalMean(rho, seeds, 'helbing-molnar-1995', seconds, warmup);
  const rec = fundamentalMean(rho, seeds, 'recommended', seconds, warmup);
  console.log(`| ${rho} | ${f(plain.mean)} ± ${plain.sd.toFixed(2)} | ${f(rec.mean)} ± ${rec.sd.toFixed(2)} | ${weidmann(rho).toFixed(2)} |`);
}
