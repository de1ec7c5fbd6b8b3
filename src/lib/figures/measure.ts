/** Runs a claim's experiment with the engine for one seed and returns the number the claim is about. */
import { createSimulation, metricByName, type Simulation } from '../engine';
import { DEFAULT_CLAIM_EVERY, type Claim } from '../claims';
import { SWEEP_MEASURES, isSweepMeasureName } from './sweepMeasures';

/** The measures only the tests can take (a view's live numbers carry registry metrics only). */
const TEST_MEASURES = ['blowupTime', 'agentsWithin'];

/** A registry metric, a test-only measure, or a named measure of sweepMeasures.ts (a whole run reduced to one number). */
export const isKnownMeasure = (name: string): boolean =>
  metricByName(name) !== undefined || TEST_MEASURES.includes(name) || name in SWEEP_MEASURES;

function read(c: Claim, sim: Simulation): number {
  if (c.metric === 'agentsWithin') {
    const w = c.within;
    if (!w) throw new Error(`${c.id}: 'agentsWithin' needs a 'within' disc`);
    const s = sim.state;
    let k = 0;
    for (let i = 0; i < s.count; i++) if (Math.hypot(s.x[i] - w.x, s.y[i] - w.y) < w.r) k++;
    return k;
  }
  const m = metricByName(c.metric);
  if (!m) throw new Error(`${c.id}: unknown metric '${c.metric}'`);
  return m.compute(sim);
}

/** Advances by `seconds` (whole steps); a blow-up is an error unless the claim is about one. */
function advance(c: Claim, sim: Simulation, seconds: number): void {
  if (!sim.run(seconds)) throw new Error(`${c.id}: the run blew up at t = ${sim.time} s: ${sim.blowup?.message}`);
}

export function measureClaim(c: Claim, seed: number): number {
  const named = metricByName(c.metric) || !isSweepMeasureName(c.metric) ? undefined : SWEEP_MEASURES[c.metric];
  if (named) return named({ ...c.config, seed }, c.seconds);
  const sim = createSimulation({ ...c.config, seed });
  if (c.metric === 'blowupTime') return sim.run(c.seconds) ? Infinity : sim.time;
  const statistic = c.statistic ?? 'at';
  if (statistic === 'at') {
    advance(c, sim, c.seconds);
    return read(c, sim);
  }
  const from = c.from ?? 0, every = c.every ?? DEFAULT_CLAIM_EVERY;
  advance(c, sim, from);
  const xs = [read(c, sim)];
  const samples = Math.round((c.seconds - from) / every);
  for (let k = 0; k < samples; k++) {
    advance(c, sim, every);
    xs.push(read(c, sim));
  }
  if (statistic === 'max') return Math.max(...xs);
  if (statistic === 'min') return Math.min(...xs);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
