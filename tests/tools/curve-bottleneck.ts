/**
 * Prints flow through a door against its width, the model beside the published numbers, for the closing note:
 *   npx tsx tests/tools/curve-bottleneck.ts [seeds=5] [N=80]
 */
import { bottleneckSweep, SEYFRIED_2009, PUBLISHED_SPECIFIC_FLOW, LIAO_2014_SLOPE } from '../../src/lib/figures/bottleneckFlow';
import { mean, sd } from '../../src/lib/figures/fit';

const nSeeds = Number(process.argv[2] ?? 5), N = Number(process.argv[3] ?? 80);
const widths = [0.8, 1.0, 1.2, 1.4, 1.6, 2.0, 2.4];
const seeds = Array.from({ length: nSeeds }, (_, k) => k + 1);
const { points, meanFlow, fit, perSeed } = bottleneckSweep(widths, seeds, { N });
const f = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : '–');

console.log(`Bottleneck scenario, HFV 2000 forces, N = ${N} in a 10 m × 8 m room, v0 = 1.34 ± 0.26 m/s, seeds ${seeds.join(', ')}`);
console.log('Steady flow = the middle 60 % of the crossings (20 %-th to 80 %-th person through the door).\n');
console.log('| width (m) | model J (1/s) mean ± sd | model J_s (1/(m s)) | 1.9 w (1/s) | Seyfried 2009 Table 2 J_s (approx.) | passed / placed |');
console.log('|---|---|---|---|---|---|');
widths.forEach((w, k) => {
  const js = points.filter((p) => p.width === w);
  const ref = SEYFRIED_2009.points.find((p) => Math.abs(p.width - w) < 1e-9);
  console.log(`| ${w.toFixed(1)} | ${f(meanFlow[k])} ± ${f(sd(js.map((p) => p.flow)))} | ${f(meanFlow[k] / w)} | ${f(PUBLISHED_SPECIFIC_FLOW * w)} | ${ref ? f(ref.specificFlow) : ''} | ${js.map((p) => `${p.passed}/${p.agents}`).join(' ')} |`);
});
console.log(`\nLinear fit of the mean flow: J = ${f(fit.slope)} w ${fit.intercept < 0 ? '−' : '+'} ${f(Math.abs(fit.intercept))} (1/s), R² = ${f(fit.r2, 3)}`);
console.log(`Per seed: slope ${perSeed.map((p) => f(p.slope)).join(', ')}; intercept ${perSeed.map((p) => f(p.intercept)).join(', ')}; R² ${perSeed.map((p) => f(p.r2, 3)).join(', ')}`);
console.log(`Slope mean ${f(mean(perSeed.map((p) => p.slope)))} /(m s); published: J_s ≈ ${PUBLISHED_SPECIFIC_FLOW} /(m s) (Seyfried et al. 2009), slope ≈ ${LIAO_2014_SLOPE.all}–${LIAO_2014_SLOPE.steady} /(m s) for 2.4–5 m (Liao et al. 2014)`);
