/**
 * RiMEA 12 (issue 17) with the recommended set changed by a layer of force parameters: per seed, the test's figures
 * (all out? peak 5 s density in front of the corridor and of the exit), the flows out of the corridor and the exit
 * (mean of 10 s counts, 20–60 s), and the two openings' capacities measured apart over 10–40 s: the exit alone (the
 * 150 people start in the second room) and the corridor (as in the test).
 *   npx tsx tests/tools/probe-t12-levers.ts ['{"repulsionHM":{"c":0.1,"V0":1.06}}'] [seeds=1,2,3]
 * The fundamental diagram with the same layer: fundamentalAreaPoint(ρ, seed, 'recommended', 30, 10, 0.5, { forces: … }).
 */
import type { ScenarioDoc } from '../../src/lib/engine';
import { copyDoc, densityIn, evacuate, loadRimea, PeakOfMean, simOf, stepsIn } from '../unit/verification/rimea/common';
import { T12 } from '../unit/verification/rimea/files';

const layer = JSON.parse(process.argv[2] ?? '{}') as Record<string, Record<string, number>>;
const seeds = (process.argv[3] ?? '1,2,3').split(',').map(Number);
const doc = copyDoc(loadRimea('t12-bottleneck.json'));
for (const [name, params] of Object.entries(layer)) {
  const f = (doc.forces ?? []).find((x) => x.name === name);
  if (!f) throw new Error(`t12-bottleneck.json has no force ${name}`);
  f.params = { ...(f.params ?? {}), ...params } as never;
}
const S = T12.room, x2 = S + T12.corridor, x3 = x2 + S, A = (S - 2) / 2;
const FRONT = [S - 2, A, S, A + 2] as const, EXIT = [x3 - 2, A, x3, A + 2] as const;
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
/** Past the corridor's end (in room 2 or out). */
const pastCorridor = (sim: ReturnType<typeof simOf>) => { let p = sim.behaviours.evacuated; for (let i = 0; i < sim.state.count; i++) if (sim.state.x[i] > x2) p++; return p; };

function test(d: ScenarioDoc, seed: number): string {
  const sim = simOf(d, seed), pf = new PeakOfMean(stepsIn(d, 5)), pe = new PeakOfMean(stepsIn(d, 5));
  const cf: number[] = [], ef: number[] = [];
  let next = 20, c0 = 0, e0 = 0;
  const e = evacuate(sim, 600, 30, () => {
    pf.add(densityIn(sim, FRONT)); pe.add(densityIn(sim, EXIT));
    if (sim.time >= next - 1e-9 && next <= 60) {
      const c = pastCorridor(sim), o = sim.behaviours.evacuated;
      if (next > 20) { cf.push((c - c0) / 10); ef.push((o - e0) / 10); }
      c0 = c; e0 = o; next += 10;
    }
  });
  return `${e.out} out, ${e.left} left; peak density at the corridor ${pf.peak.toFixed(2)}, at the exit ${pe.peak.toFixed(2)} /m²; flow 20–60 s: corridor ${mean(cf).toFixed(2)} /s, exit ${mean(ef).toFixed(2)} /s`;
}

/** Mean flow over 10–40 s through the exit with everyone starting in room 2, and out of the corridor as in the test. */
function capacities(seed: number): string {
  const door = copyDoc(doc);
  door.spawns[0].region = { rect: [x2, 0, x3, S] };
  const a = simOf(door, seed), b = simOf(doc, seed);
  let a10 = 0, b10 = 0;
  while (a.time < 40 - 1e-9) { a.step(); b.step(); if (Math.abs(a.time - 10) < 1e-9) { a10 = a.behaviours.evacuated; b10 = pastCorridor(b); } }
  const exit = (a.behaviours.evacuated - a10) / 30, corridor = (pastCorridor(b) - b10) / 30;
  return `capacity 10–40 s: exit alone ${exit.toFixed(2)} /s, corridor ${corridor.toFixed(2)} /s (ratio ${(exit / corridor).toFixed(2)})`;
}

console.log(`RiMEA 12, recommended set changed by ${JSON.stringify(layer)}`);
for (const seed of seeds) console.log(`seed ${seed}: ${test(doc, seed)}; ${capacities(seed)}`);
