/** Usage, the scenario list and per-scenario help — all generated from the declarations, never written twice. */
import { SCENARIOS, SETTINGS, describeRange, forceByName, isChoice, type ParamSpec, type ParamValue, type Scenario } from '../engine';
import { DEFAULT_SECONDS } from './args';
import { PROGRESS_ABOVE_SECONDS, WORK_LIMIT_SECONDS, limitDuration } from './work';

export const USAGE = `Crowds & Flocks — run a scenario headless and print what happened.

Usage:
  npm run sim -- --scenario NAME [--set key=value]... [--seed N] [--seconds T] [--json]
                 [--trajectories FILE.csv [--every K]] [--force]
  npm run sim -- --scenario-file FILE.json [--set key=value]... [same options]
  npm run sim -- --link 'URL' [same options]
  npm run sim -- --dump-scenario NAME [--set key=value]... > FILE.json
  npm run sim -- --list
  npm run sim -- --scenario NAME --help

Options:
  --scenario NAME        the scenario to run (see --list)
  --scenario-file FILE   run a scenario file (JSON: walls, obstacles, spawns, exits, goals, forces;
                         the format: src/lib/engine/scenarios/doc/FORMAT.md); --set reaches its
                         settings and forces
  --link URL             run what a share link sets up, exactly as its page would: the whole link
                         of Copy link ('https://…/playground#sim=…', '…/chapters/SLUG/#sim-VIEW=…')
                         or just its '#sim=…' part, canvas edits included (walls moved, agents
                         added where the reader put them, exits shut). Quote it: it holds ; and &.
                         Parts the page would ignore are ignored too, with its warning on stderr;
                         --set and --seed apply after the link (a note says the run is then not
                         the link's). A link that is no link, or whose edits do not fit, is refused
  --dump-scenario NAME   print a built-in crowd scenario, with the --set values, as a scenario file
                         to start one from
  --set key=value        change something; repeatable. The key is
                           a scenario parameter          --set N=120
                           a simulation setting          --set dt=0.01  --set integrator=heun
                           a force parameter             --set repulsionHM.V0=3
                           a force switch                --set wallHM=off
                         (scenario.KEY or settings.KEY when a name is both; a parameter of a force
                         that is not in the scenario, or off there, needs FORCE=on too:
                         --set separation=on --set separation.weight=2). A share link's keys work
                         too: p.N, s.dt, f.wallHM, f.repulsionHM.V0
  --seed N               random seed, an integer 0 … 4294967295 (default 1)
  --seconds T            simulated time in seconds (default ${DEFAULT_SECONDS})
  --json                 print a JSON object instead of the summary: scenario, seed, seconds,
                         params, settings, forces, final metrics and metric time series
  --trajectories FILE    write a CSV "frame,time,id,x,y,vx,vy" (every 0.1 s by default), streamed
                         while the run goes; the path is checked before the run starts
  --every K              with --trajectories: a frame every K steps
  --force                run even if it is estimated to take more than ${limitDuration(WORK_LIMIT_SECONDS)} (the estimate, from
                         agents, steps, sub-steps and the neighbour search, is printed when refused)
  --list                 list the scenarios
  --help, -h             this text; with --scenario, that scenario's parameters, settings and forces

Runs estimated to take more than ${PROGRESS_ABOVE_SECONDS} s print their progress on stderr (percent, simulated time,
time left); stdout carries only the result, so --json output always parses.

Exit codes: 0 done, 2 bad command line (unknown scenario, parameter or option; bad value; a
scenario file that cannot be read or breaks the format, naming the field; more agents than the
spawn region holds without overlaps, naming the most it holds; a --trajectories file that cannot
be written; a run refused as too long; a --link that is not a share link or cannot be built), 3 the integration blew up (the report goes to stderr),
130 or 143 stopped by SIGINT (Ctrl-C) or SIGTERM after a whole frame (the file is closed; stderr says
how far the run got).`;

export function listText(): string {
  const w = Math.max(...SCENARIOS.map((s) => s.name.length));
  const lines = SCENARIOS.map((s) => `  ${s.name.padEnd(w)}  ${s.title}\n  ${' '.repeat(w)}  ${s.summary}`);
  return `Scenarios (run one with --scenario NAME; NAME --help for its parameters):\n\n${lines.join('\n\n')}`;
}

const fmt = (v: ParamValue) => (typeof v === 'number' ? String(v) : v);

/** Rows of key | unit | default | allowed | meaning, aligned. */
function table(specs: readonly ParamSpec[], prefix = '', defaults: Readonly<Record<string, ParamValue>> = {}): string {
  if (specs.length === 0) return '    (no parameters)';
  const rows = specs.map((p) => [
    prefix + p.key,
    p.unit || '–',
    fmt(defaults[p.key] ?? p.default),
    isChoice(p) ? describeRange(p) : `${p.integer ? 'integer ' : ''}${p.min} … ${p.max}`,
    p.meaning
  ]);
  const head = ['key', 'unit', 'default', 'range', 'meaning'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (r: string[]) => '    ' + r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

export function scenarioHelp(s: Scenario): string {
  const out = [
    `${s.name} — ${s.title}`,
    `  ${s.summary}`,
    '',
    `Scenario parameters (--set KEY=value):`,
    table(s.params),
    '',
    `Simulation settings (--set KEY=value; defaults as set by this scenario):`,
    table(SETTINGS, '', s.settings),
    '',
    `Forces (--set FORCE=on|off, --set FORCE.KEY=value):`
  ];
  for (const setup of s.forces) {
    const f = forceByName(setup.name);
    if (!f) { out.push(`  ${setup.name} (not available)`); continue; }
    out.push(`  ${f.name} [${setup.enabled === false ? 'off' : 'on'}] — ${f.label}: ${f.summary}`);
    out.push(table(f.params, `${f.name}.`, setup.params ?? {}));
  }
  out.push('', `Metrics reported: ${s.metrics.join(', ')}`);
  out.push(`Example: npm run sim -- --scenario ${s.name} --seconds 20 --set ${s.params[0] ? `${s.params[0].key}=${fmt(s.params[0].default)}` : 'dt=0.01'}`);
  return out.join('\n');
}
