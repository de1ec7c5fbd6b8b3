/**
 * Why RiMEA 12's exit jams (docs/verification.md, "What fails"): every 10 s, how many people per second leave the 1 m corridor
 * and the 1 m exit, how many are in the corridor and in the second room, and the exit area's mean density.
 * `npx tsx tests/tools/probe-t12.ts [seed] [c]` — c, if given, replaces repulsionHM's weight of pushes from behind.
 */
import { loadRimea, simOf, densityIn } from '../unit/verification/rimea/common';
import { T12 } from '../unit/verification/rimea/files';
const doc = loadRimea('t12-bottleneck.json');
if (process.argv[3]) for (const f of (doc.forces ?? [])) if (f.name === 'repulsionHM') (f.params ??= {}).c = Number(process.argv[3]);
const seed = Number(process.argv[2] ?? 1);
const sim = simOf(doc, seed);
const S = T12.room, x2 = S + T12.corridor, x3 = x2 + S, A = (S - 2) / 2;
const EXIT = [x3 - 2, A, x3, A + 2] as const;
let last = 0, pastC0 = 0, out0 = 0, acc = 0, n = 0;
while (sim.time < 200 && sim.state.count > 0) {
  sim.step();
  acc += densityIn(sim, EXIT); n++;
  if (sim.time - last >= 10 - 1e-9) {
    const s = sim.state; let past = 0, inC = 0;
    for (let i = 0; i < s.count; i++) { if (s.x[i] > x2) past++; if (s.x[i] > S && s.x[i] <= x2) inC++; }
    const out = sim.behaviours.evacuated, pastC = past + out;
    console.log(`t=${sim.time.toFixed(0)} corridor out ${((pastC - pastC0) / 10).toFixed(2)}/s  exit ${((out - out0) / 10).toFixed(2)}/s  inCorridor ${inC} room2 ${past}  exitDensity(10s mean) ${(acc / n).toFixed(2)}`);
    last = sim.time; pastC0 = pastC; out0 = out; acc = 0; n = 0;
  }
}
