/**
 * What the per-phase timing (engine/phaseTimer.ts, on in every view) costs: two simulations from the same config,
 * one timing its phases, take turns for `rounds` rounds of `steps` steps; ms are medians over all steps, the ratio
 * (timed / untimed) the median of the rounds' ratios. Both must end with the same trajectories: timing only reads a clock.
 */
import { createSimulation, type SimConfig, type Simulation } from '../../src/lib/engine';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
};

function timed(sim: Simulation, steps: number, out: number[]): number {
  const all: number[] = [];
  for (let k = 0; k < steps; k++) {
    const t0 = performance.now();
    sim.step();
    const dt = performance.now() - t0;
    all.push(dt);
    out.push(dt);
  }
  return median(all);
}

export interface TimingCostRow { name: string; N: number; timedMs: number; untimedMs: number; ratio: number; ratioRange: [number, number]; sameTrajectories: boolean }

export function timingCost(name: string, config: SimConfig, warm: number, rounds: number, steps: number): TimingCostRow {
  const plain = createSimulation(config), withTimer = createSimulation(config);
  withTimer.timer.setEnabled(true);
  for (let k = 0; k < warm; k++) { plain.step(); withTimer.step(); }
  const a: number[] = [], b: number[] = [], ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which goes first, so a drift of the machine's speed does not favour one.
    const first = r % 2 === 0;
    const mt = first ? timed(withTimer, steps, a) : 0;
    const mp = timed(plain, steps, b);
    const mt2 = first ? mt : timed(withTimer, steps, a);
    ratios.push(mt2 / mp);
  }
  const n = plain.state.count;
  const same = n === withTimer.state.count && plain.state.x.subarray(0, n).every((v, i) => v === withTimer.state.x[i]);
  return { name, N: n, timedMs: median(a), untimedMs: median(b), ratio: median(ratios), ratioRange: [Math.min(...ratios), Math.max(...ratios)], sameTrajectories: same };
}
