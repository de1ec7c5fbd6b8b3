/**
 * The determinism check shared by Node and the browser: a fixed list of small runs (every scenario × every
 * neighbour strategy × every integrator, some with noise on) and a fingerprint of the exact bits of every agent's
 * x, y, vx, vy, by stable id. The end-to-end test (tests/e2e/determinism.spec.ts) runs the list in Node, the dev
 * page /dev/determinism/ runs it in the page and in a Web Worker; all three must print the same fingerprints.
 * Imports the engine's index relatively, so Playwright's Node process can load it without Vite's aliases.
 */
import { createSimulation, NEIGHBOUR_STRATEGIES, INTEGRATORS, type LooseConfig, type SimConfig, type Simulation } from '../engine';
import { EDITED_LINKS, playgroundLinkConfig } from './editedLinks';

export interface DeterminismCase { name: string; config: LooseConfig; steps: number }
export interface DeterminismResult { name: string; count: number; steps: number; blowup: boolean; fingerprint: string }

/** Steps per case: enough for last-bit differences to reach the printed digits of a chaotic run. */
const DETERMINISM_STEPS = 30;

/** Small populations, and noise switched on where a scenario has it (boids' heading noise, crowds' fluctuations). */
const SCENARIO_CASES: SimConfig[] = [
  { scenario: 'free-flock', params: { N: 60 }, forces: { headingNoise: { enabled: true, params: { eta: 0.8 } } } },
  { scenario: 'bounded-flock', params: { N: 60 } },
  { scenario: 'vicsek', params: { N: 80 } },
  { scenario: 'wandering', params: { N: 30, groupSize: 3 }, forces: { groupCohesionA: { enabled: true }, noise: { params: { sigma: 0.2 } } } },
  { scenario: 'corridor', params: { N: 40 }, forces: { noise: { params: { sigma: 0.3 } } } },
  { scenario: 'fundamental', params: { density: 1.5, length: 10, width: 3 } },
  { scenario: 'crossing', params: { N: 40, size: 10 } },
  { scenario: 'bottleneck', params: { N: 40 }, forces: { noise: { params: { sigma: 0.5 } } } },
  { scenario: 'evacuation', params: { N: 40, size: 8, column: 1 } }
];

function determinismCases(): DeterminismCase[] {
  const out: DeterminismCase[] = [];
  for (const c of SCENARIO_CASES) {
    for (const neighbours of NEIGHBOUR_STRATEGIES) {
      for (const integrator of INTEGRATORS) {
        out.push({
          name: `${c.scenario} ${neighbours} ${integrator}`,
          config: { ...c, seed: 20240607, settings: { neighbours, integrator } },
          steps: DETERMINISM_STEPS
        });
      }
    }
  }
  // Share links with canvas edits, as the playground reads them (what `npm run sim -- --link` runs: issue 21).
  for (const link of EDITED_LINKS) out.push({ name: `link ${link.name}`, config: playgroundLinkConfig(link.url), steps: DETERMINISM_STEPS });
  return out;
}

/** Runs one case (stopping early on a blow-up) and fingerprints the result. */
function runCase(c: DeterminismCase): DeterminismResult {
  const sim = createSimulation(c.config);
  for (let k = 0; k < c.steps; k++) if (!sim.step()) break;
  return { name: c.name, count: sim.state.count, steps: sim.steps, blowup: sim.blowup !== null, fingerprint: fingerprint(sim) };
}

export function runAllCases(): DeterminismResult[] {
  return determinismCases().map(runCase);
}

/**
 * 64-bit fingerprint (two 32-bit lanes, hex) of id, x, y, vx, vy of every agent in id order, plus the time:
 * any difference in any bit of any of them changes it. The words are mixed with MurmurHash3's block step.
 */
export function fingerprint(sim: Simulation): string {
  const s = sim.state, n = s.count;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => s.id[a] - s.id[b]);
  const f = new Float64Array(1), w = new Uint32Array(f.buffer);
  let h1 = 0x2545f491, h2 = 0x9e3779b9;
  const word = (k: number) => {
    const a = h1 ^ Math.imul(k, 0xcc9e2d51), b = h2 ^ Math.imul(k, 0x1b873593);
    h1 = (Math.imul((a << 13) | (a >>> 19), 5) + 0xe6546b64) | 0;
    h2 = (Math.imul((b << 15) | (b >>> 17), 5) + 0x6b43a9b5) | 0;
  };
  const num = (x: number) => { f[0] = x; word(w[0]); word(w[1]); };
  num(sim.time);
  word(n);
  for (const i of order) { word(s.id[i]); num(s.x[i]); num(s.y[i]); num(s.vx[i]); num(s.vy[i]); }
  const fmix = (h: number) => {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  return fmix(h1).toString(16).padStart(8, '0') + fmix(h2 ^ h1).toString(16).padStart(8, '0');
}
