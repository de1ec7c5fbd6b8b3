import { createSimulation } from '/work/main/src/lib/engine';
import { evacuate, RECOMMENDED_COLUMN } from '/work/main/src/lib/figures/evacuationColumn';
for (const seed of [1, 2, 3]) {
  const r: number[] = [];
  for (const column of [0, 1]) {
    const sim = createSimulation({ scenario: 'evacuation', seed, params: { v0: 5, column } });
    sim.run(100); r.push(sim.behaviours.evacuated);
  }
  const f = evacuate({ v0: 5, seed, column: RECOMMENDED_COLUMN, limit: 100 }).out;
  const g = evacuate({ v0: 5, seed, column: null, limit: 100 }).out;
  console.log(seed, 'scenario none/column', r.join('/'), 'figure none/disc', g, f);
}
