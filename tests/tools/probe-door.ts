/**
 * Who is left at chapter 9's narrow door, and where: runs the one-way door (bottleneck scenario) of width w for
 * `seconds`, then prints each person still inside, their position relative to the door, speed, desired direction and
 * the wall forces on them. `npx tsx tests/tools/probe-door.ts [width=0.8] [seconds=240] [seeds=1-8]`
 */
import { createSimulation } from '../../src/lib/engine';
const w = Number(process.argv[2] ?? 0.8), seconds = Number(process.argv[3] ?? 240);
const seeds = (process.argv[4] ?? '1,2,3,4,5,6,7,8').split(',').map(Number);
for (const seed of seeds) {
  const sim = createSimulation({ scenario: 'bottleneck', seed, params: { doorWidth: w } });
  while (sim.time < seconds - 1e-9) sim.step();
  const s = sim.state, b = sim.behaviours as unknown as { evacuated: number };
  console.log(`seed ${seed}: out ${b.evacuated}, left ${s.count}`);
  for (let i = 0; i < s.count; i++)
    console.log(`  #${i} at (${s.x[i].toFixed(3)}, ${s.y[i].toFixed(3)}) v=(${s.vx[i].toFixed(3)}, ${s.vy[i].toFixed(3)}) e=(${s.ex[i].toFixed(2)}, ${s.ey[i].toFixed(2)}) r=${s.radius[i].toFixed(2)}`);
}
