/**
 * Prints the fundamental diagram: density, walking speed for the plain Helbing & Molnár 1995 defaults and for the
 * recommended set (mean and range over seeds), Weidmann (1993); then the peak specific flow of the recommended set,
 * over the whole corridor (ρ·v) and in a RiMEA-style 2 m × 2 m measuring area (fundamentalAreaPoint), against
 * Weidmann's 1.22 /(m s).
 *   npx tsx tests/tools/fundamental.ts [seconds=30] [warmup=10] [seeds=11,12,13,14,15] [densities=0.5,1,…,5]
 */
import { FD_DENSITIES, fundamentalAreaPoint, fundamentalMean, weidmann } from '../../src/lib/figures/fundamentalDiagram';

const [secArg, warmArg, seedArg, densArg] = process.argv.slice(2);
const seconds = Number(secArg ?? 30), warmup = Number(warmArg ?? 10);
const seeds = (seedArg ?? '11,12,13,14,15').split(',').map(Number);
const densities = densArg ? densArg.split(',').map(Number) : [...FD_DENSITIES];
const f = (v: number) => (v >= 0 ? ' ' : '') + v.toFixed(2);
const range = (p: { speed: number }[]) => `${f(Math.min(...p.map((q) => q.speed)))} … ${f(Math.max(...p.map((q) => q.speed)))}`;
console.log(`Walking speed (m/s, mean over seeds ${seeds.join(', ')} [range]), ${seconds} s runs averaged after ${warmup} s, periodic corridor 20 m × 4 m`);
console.log('| density (1/m²) | Helbing & Molnár 1995, plain | recommended | Weidmann 1993 | recommended − Weidmann |');
console.log('|---|---|---|---|---|');
let peak = 0, peakAt = 0;
for (const rho of densities) {
  const plain = fundamentalMean(rho, seeds, 'helbing-molnar-1995', seconds, warmup);
  const rec = fundamentalMean(rho, seeds, 'recommended', seconds, warmup);
  if (rho * rec.mean > peak) { peak = rho * rec.mean; peakAt = rho; }
  console.log(`| ${rho} | ${f(plain.mean)} [${range(plain.points)}] | ${f(rec.mean)} [${range(rec.points)}] | ${weidmann(rho).toFixed(2)} | ${f(rec.mean - weidmann(rho))} |`);
}
let wPeak = 0;
for (let r = 0.5; r <= 5; r += 0.01) wPeak = Math.max(wPeak, r * weidmann(r));
console.log(`\nPeak specific flow, whole corridor: ${peak.toFixed(2)} /(m s) at ${peakAt} /m² (Weidmann ${wPeak.toFixed(2)}: ${((peak / wPeak - 1) * 100).toFixed(0)} %)`);
let aPeak = 0, aAt = 0;
for (const rho of [1, 1.5, 2, 2.5, 3]) {
  const pts = seeds.map((s) => fundamentalAreaPoint(rho, s, 'recommended', seconds, warmup));
  const j = pts.reduce((a, p) => a + p.flow, 0) / pts.length, d = pts.reduce((a, p) => a + p.density, 0) / pts.length;
  console.log(`  2 m × 2 m area at ${rho} /m²: density ${d.toFixed(2)} /m², flow ${j.toFixed(2)} /(m s)`);
  if (j > aPeak) { aPeak = j; aAt = rho; }
}
console.log(`Peak specific flow, 2 m × 2 m measuring area: ${aPeak.toFixed(2)} /(m s) at ${aAt} /m² (Weidmann ${wPeak.toFixed(2)}: ${((aPeak / wPeak - 1) * 100).toFixed(0)} %)`);
