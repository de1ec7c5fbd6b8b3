/**
 * A RiMEA-9-style room, in our words: a large room (30 × 20 m) with 1,000 persons spread over it and four 1 m exits,
 * two in each long wall, 2.5 m (centre) from the corners. The test: everyone gets out with all four exits open, and
 * with two of them shut (one in each long wall, diagonally), and the second evacuation takes about twice as long —
 * the exits' capacity, not the walk, sets the time. Helbing & Molnár walkers with bodies, as the way-finding
 * scenarios run them (wayfinding.ts).
 */
import { SCENARIO_FORMAT, type ScenarioDoc } from '../../../src/lib/engine';

const W = 30, H = 20, M = 2.5;

export function rimea9(shutHalf: boolean, n = 1000): ScenarioDoc {
  const exit = (name: string, cx: number, y: number, open: boolean) => ({
    name, segment: [cx - 0.5, y, cx + 0.5, y] as [number, number, number, number], open,
    sink: (y === 0 ? [-M, -M, W + M, -0.6] : [-M, H + 0.6, W + M, H + M]) as [number, number, number, number]
  });
  return {
    format: SCENARIO_FORMAT,
    name: 'rimea-9', title: 'RiMEA 9: a large room, four exits', family: 'social',
    world: { x0: -M, y0: -M, width: W + 2 * M, height: H + 2 * M },
    walls: [
      [0, 0, 0, H], [W, 0, W, H],
      [0, 0, 2, 0], [3, 0, 27, 0], [28, 0, W, 0],
      [0, H, 2, H], [3, H, 27, H], [28, H, W, H]
    ],
    exits: [exit('sw', 2.5, 0, true), exit('se', 27.5, 0, !shutHalf), exit('nw', 2.5, H, !shutHalf), exit('ne', 27.5, H, true)],
    spawns: [{ name: 'people', region: { rect: [0.4, 0.4, W - 0.4, H - 0.4] }, count: n, v0: { normal: [1.34, 0.26], min: 0.3, max: 2.5 * 1.34 }, goal: { exit: 'nearest' } }],
    forces: [{ name: 'drivingHM' }, { name: 'repulsionHM' }, { name: 'wallHM' }, { name: 'bodyContact', params: { kappa: 0 } }],
    settings: { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 },
    metrics: ['evacuated']
  };
}
