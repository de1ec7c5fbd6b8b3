/**
 * RiMEA 10 and 12 for a few seeds, without the verification suite: who is out, who never leaves, when the last left.
 * `npx tsx tests/tools/probe-rimea-10-12.ts [seeds=1,2]`
 */
import { evacuate, loadRimea, simOf } from '../unit/verification/rimea/common';
const seeds = (process.argv[2] ?? '1,2').split(',').map(Number);
for (const [file, limit] of [['t10-assigned-exits.json', 180], ['t12-bottleneck.json', 600]] as const) {
  const doc = loadRimea(file);
  for (const seed of seeds) {
    const sim = simOf(doc, seed), e = evacuate(sim, limit, 30), net = sim.behaviours.lineNet;
    console.log(`${file} seed ${seed}: out ${e.out}, left ${e.left}, last ${e.last.toFixed(1)} s${file.startsWith('t10') ? `, west ${net[0]} east ${net[1]}` : ''}`);
  }
}
