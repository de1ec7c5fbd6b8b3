/**
 * What the engine's own elementary functions (src/lib/engine/math/, bit-identical in every JavaScript engine) cost
 * against the JavaScript engine's Math.*. Two copies of the engine live in this process: the engine as it is, and one
 * loaded through nativeMathHooks.mjs whose math module is Math.*. Both simulations start from the same state (copied),
 * so they do the same work; they take turns, round by round, as this machine's speed drifts over seconds. Each row:
 * the median ms per step of each (over all timed steps), and the median and range of the rounds' ratios.
 */
import { register } from 'node:module';
import { createSimulation, type SimConfig, type Simulation } from '../../src/lib/engine';

register('./nativeMathHooks.mjs', import.meta.url);
const nativeEngine = (await import(new URL('../../src/lib/engine/index.ts?native', import.meta.url).href)) as typeof import('../../src/lib/engine');

export interface MathCostRow {
  workload: string;
  N: number;
  rounds: number;
  stepsPerRound: number;
  deterministicMs: number;
  nativeMs: number;
  /** Median over the rounds of deterministic / native (medians of the round's steps). */
  ratio: number;
  ratioRange: [number, number];
  /** Both copies ended with bit-identical positions: they did exactly the same work (Node's Math.exp is fdlibm's too). */
  sameTrajectories: boolean;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
}

/** Puts every per-agent array of `from` into `to` (the two engine copies have the same AgentState layout). */
function copyAgents(from: Simulation, to: Simulation): void {
  const source = from.state as unknown as Record<string, unknown>, target = to.state as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (ArrayBuffer.isView(value)) (target[key] as Float64Array).set(value as Float64Array);
  }
}

function timeSteps(sim: Simulation, steps: number, into: number[]): number[] {
  const round: number[] = [];
  for (let k = 0; k < steps; k++) {
    const t0 = performance.now();
    if (!sim.step()) throw new Error(`blow-up in benchmark: ${sim.blowup?.message}`);
    round.push(performance.now() - t0);
  }
  into.push(...round);
  return round;
}

export function mathCost(workload: string, config: SimConfig, warm: number, rounds: number, stepsPerRound: number, verbose = false): MathCostRow {
  const det = createSimulation(config), nat = nativeEngine.createSimulation(config);
  if (det.state.count !== nat.state.count) throw new Error('math cost: the two copies built different crowds');
  copyAgents(det, nat);
  for (let k = 0; k < warm; k++) { det.step(); nat.step(); }
  const detAll: number[] = [], natAll: number[] = [], ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const nativeFirst = r % 2 === 1;
    const n1 = nativeFirst ? timeSteps(nat, stepsPerRound, natAll) : null;
    const d = timeSteps(det, stepsPerRound, detAll);
    const n = n1 ?? timeSteps(nat, stepsPerRound, natAll);
    ratios.push(median(d) / median(n));
    if (verbose) console.error(`  ${workload} N = ${det.state.count} round ${r + 1}: deterministic ${median(d).toFixed(3)} ms, native ${median(n).toFixed(3)} ms`);
  }
  return {
    workload, N: det.state.count, rounds, stepsPerRound, deterministicMs: median(detAll), nativeMs: median(natAll),
    ratio: median(ratios), ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    sameTrajectories: det.state.x.every((x, i) => Object.is(x, nat.state.x[i])) && det.state.y.every((y, i) => Object.is(y, nat.state.y[i]))
  };
}
