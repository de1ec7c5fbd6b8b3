/** The run's result as readable text or as the JSON object the --json flag prints. */
import { metricByName, type ParamValues, type Scenario, type Simulation } from '../engine';

export interface RunRecord {
  scenario: Scenario;
  sim: Simulation;
  params: ParamValues;
  seed: number;
  initialCount: number;
  /** N as asked for, when the scenario has an N (the layout may have found room for fewer). */
  requested?: number;
  wallMs: number;
  /** The metrics reported, in order. */
  metrics: string[];
  series: { t: number[]; values: Record<string, number[]> };
  changed: string[];
  trajectories?: { file: string; frames: number; rows: number };
}

/** Four significant figures, without trailing zeros; NaN as "–". */
export function num(v: number): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? '–' : String(v);
  if (Number.isInteger(v)) return String(v);
  return String(+v.toPrecision(4));
}

/** What each flow metric counts, for the summary's note under the final metrics. */
const FLOW_NOTES: Readonly<Record<string, string>> = {
  doorFlow: 'persons per second through the counting line, net, over the last 10 s',
  doorSpecificFlow: 'the same per metre of the line (the door\'s width), 1/(m s)',
  specificFlow: 'density × velocity toward the goal, 1/(m s): persons per metre of width per second past a cross-section',
  flowDensity: 'density × velocity along +x, 1/(m s): one-way corridors walking +x only'
};

function finalMetrics(sim: Simulation, names: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = metricByName(n)!.compute(sim);
  return out;
}

export function summaryText(r: RunRecord): string {
  const { sim, scenario } = r, st = sim.settings, steps = sim.steps;
  const on = sim.forces().filter((e) => e.enabled).map((e) => e.force.name);
  const off = sim.forces().filter((e) => !e.enabled).map((e) => e.force.name);
  const sub = st.substeps;
  const lines = [
    `Scenario   ${scenario.name} — ${scenario.title}`,
    `Agents     ${r.initialCount} at the start${r.requested !== undefined && r.requested > r.initialCount ? `, not the ${r.requested} asked for: no room for more` : ''}` +
      `${sim.state.count !== r.initialCount ? `, ${sim.state.count} at the end` : ''} (seed ${r.seed})`,
    `Simulated  ${num(sim.time)} s in ${steps} steps of ${st.dt} s (${st.integrator}${sub > 1 ? `, ${sub} sub-steps` : ''})`,
    `Wall time  ${num(r.wallMs)} ms (${steps > 0 ? num(r.wallMs / steps) : '–'} ms/step)`,
    `Forces     ${on.join(', ') || '(none)'}${off.length ? `; off: ${off.join(', ')}` : ''}`
  ];
  if (r.changed.length) lines.push(`Changed    ${r.changed.join(', ')}`);
  lines.push('', 'Final metrics');
  const fin = finalMetrics(sim, r.metrics);
  const w = Math.max(...r.metrics.map((n) => metricByName(n)!.label.length));
  for (const n of r.metrics) {
    const m = metricByName(n)!;
    lines.push(`  ${m.label.padEnd(w)}  ${num(fin[n])}${m.unit ? ' ' + m.unit : ''}`);
  }
  // Two speeds side by side read alike; say which is which.
  if (r.metrics.includes('meanSpeed') && r.metrics.includes('goalVelocity')) {
    lines.push('  (mean speed is the mean of |v|, whichever way the walkers move; mean velocity toward the goal is the part',
      '   along each walker\'s desired direction, negative when the crowd is pushed back)');
  }
  // Flows: persons per second through a door, or per metre of width per second; say which is which.
  const flows = r.metrics.filter((n) => FLOW_NOTES[n]);
  if (flows.length) {
    lines.push('  (flows:');
    for (const n of flows) lines.push(`   ${metricByName(n)!.label.toLowerCase()} — ${FLOW_NOTES[n]}`);
    lines.push('   a specific flow, per metre of width, compares doors and corridors of different widths)');
  }
  const b = sim.behaviours, spec = b.spec;
  if (spec.sinks?.length) {
    lines.push('', 'Evacuation');
    lines.push(`  Evacuated        ${b.evacuated} of ${r.initialCount}`);
    const T = b.evacuationTime;
    lines.push(`  Evacuation time  ${Number.isFinite(T) ? num(T) + ' s' : `not reached (${sim.state.count} still inside after ${num(sim.time)} s)`}`);
    if (b.evacuated > 0) lines.push(`  First / last out ${num(b.evacuationTimes[0])} s / ${num(b.evacuationTimes[b.evacuated - 1])} s`);
  }
  if (spec.lines?.length) {
    lines.push('', 'Counting lines (net crossings, + = towards the left of the line)');
    spec.lines.forEach((L, k) => {
      const c = b.crossings[k], total = c.length, net = b.lineNet[k];
      lines.push(`  ${L.name}: net ${net >= 0 ? '+' : ''}${net}, ${total} crossings, mean net flow ${sim.time > 0 ? num(net / sim.time) : '–'} /s`);
    });
  }
  if (r.trajectories) lines.push('', `Trajectories: ${r.trajectories.frames} frames, ${r.trajectories.rows} rows → ${r.trajectories.file}`);
  return lines.join('\n');
}

export function summaryJson(r: RunRecord): Record<string, unknown> {
  const { sim } = r, b = sim.behaviours;
  const forces: Record<string, { enabled: boolean; params: Record<string, unknown> }> = {};
  for (const e of sim.forces()) forces[e.force.name] = { enabled: e.enabled, params: { ...e.params } };
  const out: Record<string, unknown> = {
    scenario: r.scenario.name,
    seed: r.seed,
    seconds: +sim.time.toFixed(9),
    steps: sim.steps,
    wallMs: +r.wallMs.toFixed(3),
    agents: { initial: r.initialCount, final: sim.state.count },
    params: r.params,
    settings: { ...sim.settings },
    forces,
    final: finalMetrics(sim, r.metrics),
    series: { t: r.series.t, ...r.series.values }
  };
  if (b.spec.sinks?.length) out.evacuation = { evacuated: b.evacuated, evacuationTime: b.evacuationTime, times: [...b.evacuationTimes] };
  if (b.spec.lines?.length) out.lines = b.spec.lines.map((L, k) => ({ name: L.name, net: b.lineNet[k], crossings: b.crossings[k].length }));
  if (r.trajectories) out.trajectories = r.trajectories;
  return out;
}
