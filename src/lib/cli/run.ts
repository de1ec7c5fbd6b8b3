/**
 * The command-line runner as a function: runCli(argv, io) parses, builds the simulation from plain data
 * (createSimulation, the same path chapters and share links take), runs it headless, and reports.
 * It returns the exit code instead of exiting, so tests call it in-process.
 *
 * Before the first step it has checked everything it can: the command line, the --trajectories path, the values
 * (createSimulation), and the estimated wall time (refused above the limit unless --force). Only stdout carries the
 * result; notes, warnings, progress and errors go to stderr, so `--json` output always parses.
 */
import {
  CUSTOM_SCENARIO, DEFAULT_SEED, formatDoc, ParamError, SCENARIOS, createSimulation, docForConfig, hasDoc, metricByName, parseScenarioDoc, parseScenarioJson, resolveConfig,
  resolveParams, scenarioByName, scenarioFromDoc, estimateWork, roughDuration, plural, type Scenario, type LooseConfig, type ScenarioName, type WorkInputs
} from '../engine';
import { readFileSync } from 'node:fs';
import { parseArgs } from './args';
import { buildConfig } from './config';
import { buildLinked, linkConfig, readLink } from './link';
import { USAGE, listText, scenarioHelp } from './help';
import { num, summaryJson, summaryText, type RunRecord } from './summary';
import { TrajectoryFileError, TrajectoryWriter, framesEvery, type TrajectoryTarget } from './trajectories';
import { trajectoryFiles } from './files';
import { PROGRESS_ABOVE_SECONDS, Progress, WORK_LIMIT_SECONDS, limitDuration, noteBuild, workOf } from './work';
import { CliError, EXIT_BLOWUP, EXIT_OK, EXIT_SIGNAL, EXIT_USAGE } from './errors';

export interface CliIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Where --trajectories files are checked and opened (default: the file system, see files.ts). */
  files?: TrajectoryTarget;
  /** A clock in milliseconds, for the wall time and the progress lines (default performance.now). */
  now?: () => number;
  /**
   * Estimated wall time (s) above which a run is refused without --force, above which it shows progress, and above
   * which a build is announced before it starts.
   */
  limits?: { refuseAbove?: number; progressAbove?: number; buildNoteAbove?: number };
  /** Reads a --scenario-file (default: the file system). */
  readText?: (path: string) => string;
  /**
   * The signal that asked the run to stop (SIGINT, SIGTERM), once one has; main.ts sets it from process signals.
   * The run looks between steps, at least every YIELD_MS, and yields to the event loop there so a signal is heard.
   */
  stopSignal?: () => 'SIGINT' | 'SIGTERM' | null;
}

/** Wall time (ms) between the run's looks at the event loop: signals are heard within about this. */
const YIELD_MS = 100;

/** About this many samples per metric in the JSON series. */
const SERIES_SAMPLES = 200;

export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    if (e instanceof TrajectoryFileError || (e instanceof CliError && !e.usageHint)) {
      io.err(`error: ${e.message}`);
      return EXIT_USAGE;
    }
    if (e instanceof CliError || e instanceof ParamError) {
      io.err(`error: ${e.message}\n(npm run sim -- --help for usage)`);
      return EXIT_USAGE;
    }
    throw e;
  }
}

async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv);
  if (args.list) { io.out(listText()); return EXIT_OK; }
  if (args.dumpScenario !== undefined) return dump(args.dumpScenario, args, io);
  if (args.scenario === undefined && args.scenarioFile === undefined && args.link === undefined) {
    if (args.help) { io.out(USAGE); return EXIT_OK; }
    throw new CliError(`which scenario? Use --scenario NAME with one of: ${SCENARIOS.map((s) => s.name).join(', ')}, or --scenario-file FILE.json, or --link URL`);
  }
  // A share link is read by the page's own code, over the page's own config (link.ts).
  const linked = args.link !== undefined ? await readLink(args.link) : null;
  const { scenario, file: scenarioFile } = linked ? { scenario: linked.scenario, file: undefined }
    : args.scenarioFile !== undefined ? fromFile(args.scenarioFile, io) : { scenario: builtIn(args.scenario!), file: undefined };
  if (args.help) { io.out(scenarioHelp(scenario)); return EXIT_OK; }

  // The output file first: a typo in its path should not cost a run. Checked without touching it; opened below.
  const files = io.files ?? trajectoryFiles;
  if (args.trajectories !== undefined) files.check(args.trajectories);

  // What the page would ignore in the link, it says above the view: here on stderr.
  for (const w of linked?.warnings ?? []) io.err(`warning: the link: ${w}`);
  const config: LooseConfig = linked ? linkConfig(linked, args.sets, args.seed, io.err)
    : { ...buildConfig(scenario, args.sets, args.seed), ...(scenarioFile ? { scenario: CUSTOM_SCENARIO, file: scenarioFile } : {}) };
  // A long build (many agents among many walls, many way-finding fields) says so first: it prints nothing while it runs.
  noteBuild(config, io.err, io.limits?.buildNoteAbove);
  const sim = linked ? buildLinked(config) : createSimulation(config);
  const params = resolveParams(scenario.name, scenario.params, config.params);
  const seed = linked ? resolveConfig(config).seed : args.seed ?? DEFAULT_SEED;

  const metrics = [...scenario.metrics];
  if (!metrics.includes('meanSpeed')) metrics.push('meanSpeed');
  for (const m of metrics) if (!metricByName(m)) throw new Error(`scenario ${scenario.name} names an unknown metric '${m}'`);

  const dt = sim.settings.dt;
  const steps = Math.max(1, Math.round(args.seconds / dt));
  if (Math.abs(steps * dt - args.seconds) > 1e-9 * Math.max(1, args.seconds)) {
    io.err(`note: --seconds ${args.seconds} is not a whole number of ${dt} s steps; running ${steps} step${steps === 1 ? '' : 's'} (${num(steps * dt)} s)`);
  }
  // Every agent asked for is placed, or the build refused with the most the region holds (CapacityError).
  const initialCount = sim.state.count;
  const requested = typeof params.N === 'number' ? params.N : undefined;

  const trajEvery = framesEvery(dt, args.every);
  const frames = args.trajectories !== undefined ? 1 + Math.floor(steps / trajEvery) : 0;
  const work = workOf(sim, steps, scenario.family, frames);
  const estimate = estimateWork(work);
  const refuseAbove = io.limits?.refuseAbove ?? WORK_LIMIT_SECONDS;
  if (estimate > refuseAbove && !args.force) throw new CliError(refusal(work, estimate, refuseAbove, requested !== undefined), false);

  const now = io.now ?? (() => performance.now());
  const progress = estimate > (io.limits?.progressAbove ?? PROGRESS_ABOVE_SECONDS)
    ? new Progress(steps, steps * dt, now, (line) => io.err(line)) : null;

  const series: RunRecord['series'] = { t: [], values: Object.fromEntries(metrics.map((m) => [m, []])) };
  const sampleEvery = Math.max(1, Math.ceil(steps / SERIES_SAMPLES));
  const sample = () => {
    series.t.push(+sim.time.toFixed(6));
    for (const m of metrics) series.values[m].push(metricByName(m)!.compute(sim));
  };
  const file = args.trajectories;
  const traj = file !== undefined ? new TrajectoryWriter(files.open(file)) : null;

  if (progress) io.err(`note: this run should take about ${roughDuration(estimate)}; progress follows (Ctrl-C stops it and keeps what was written)`);
  const t0 = now();
  let ok = true, stoppedBy: 'SIGINT' | 'SIGTERM' | null = null, nextLook = t0 + YIELD_MS;
  try {
    if (args.json) sample();
    traj?.record(sim);
    for (let k = 1; k <= steps; k++) {
      if (!sim.step()) { ok = false; break; }
      if (args.json && (k % sampleEvery === 0 || k === steps)) sample();
      if (traj && k % trajEvery === 0) traj.record(sim);
      progress?.update(k, sim.time);
      // Between steps, so a file holds whole frames: a signal heard here ends the run after the frame just written.
      if (io.stopSignal && now() >= nextLook) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        stoppedBy = io.stopSignal();
        if (stoppedBy) break;
        nextLook = now() + YIELD_MS;
      }
    }
    // Closed even after a blow-up: the frames before it are what one wants to look at.
    traj?.close();
  } catch (e) {
    if (!(e instanceof TrajectoryFileError) || !traj) throw e;
    try { traj.abort(); } catch { /* the first error is the one to report */ }
    throw new TrajectoryFileError(e.path, e.reason, ` (stopped at t = ${num(sim.time)} s; the file holds the first ${traj.written} bytes)`);
  }
  const wallMs = now() - t0;

  const trajectories = traj && file !== undefined ? { file, frames: traj.frames, rows: traj.rows } : undefined;
  if (stoppedBy) {
    io.err(`stopped by ${stoppedBy} after ${sim.steps} of ${steps} steps (t = ${num(sim.time)} s of ${num(steps * dt)} s)` +
      (trajectories ? `; '${trajectories.file}' is closed and holds ${plural(trajectories.frames, 'whole frame')} (${trajectories.rows} rows)` : '') +
      '; no summary is printed for a run that did not finish');
    return EXIT_SIGNAL[stoppedBy];
  }
  if (!ok) {
    io.err(`${sim.blowup?.message ?? 'The integration blew up.'}\n` +
      `(scenario ${scenario.name}, seed ${seed}; stopped after ${sim.steps} of ${steps} steps, t = ${sim.time.toFixed(3)} s)`);
    return EXIT_BLOWUP;
  }

  const changed = [...(linked ? [`link to ${linked.page}: ${linked.changes.join(', ') || 'no changes'}`] : []), ...args.sets.map((s) => `${s.key}=${s.value}`)];
  const record: RunRecord = { scenario, sim, params, seed, initialCount, requested, wallMs, metrics, series, changed, trajectories };
  io.out(args.json ? JSON.stringify(summaryJson(record), null, 2) : summaryText(record));
  return EXIT_OK;
}

function builtIn(name: string): Scenario<ScenarioName> {
  const scenario = scenarioByName(name);
  if (!scenario) throw new CliError(`unknown scenario '${name}'; scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`);
  return scenario;
}

/** Reads and checks a scenario file; a problem names the file and the field. */
function fromFile(path: string, io: CliIO) {
  let text: string;
  try {
    text = (io.readText ?? ((p) => readFileSync(p, 'utf8')))(path);
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new CliError(`cannot read the scenario file '${path}': ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (e as Error).message}`, false);
  }
  let raw: unknown;
  try {
    raw = parseScenarioJson(text);
  } catch (e) {
    throw new CliError(`the scenario file '${path}' is not valid JSON: ${(e as Error).message}`, false);
  }
  try {
    const file = parseScenarioDoc(raw);
    return { scenario: scenarioFromDoc(file) as Scenario<ScenarioName>, file };
  } catch (e) {
    if (e instanceof ParamError) throw new CliError(`${path}: ${e.message}`, false);
    // Whatever else reading a file can throw (a stack too deep, say) is still a file we cannot read: one line, exit 2.
    throw new CliError(`${path}: the scenario file could not be read: ${e instanceof Error ? e.message : String(e)}`, false);
  }
}

/** --dump-scenario NAME: the built-in scenario, with the --set values, as a scenario file on stdout. */
function dump(name: string, args: ReturnType<typeof parseArgs>, io: CliIO): number {
  const scenario = builtIn(name);
  if (!hasDoc(scenario)) {
    const written = SCENARIOS.filter((s) => hasDoc(s)).map((s) => s.name).join(', ');
    throw new CliError(`${name} is not written as a scenario file (the flocks are not yet); these are: ${written}`, false);
  }
  const doc = docForConfig(resolveConfig(buildConfig(scenario, args.sets, args.seed)))!;
  io.out(formatDoc(doc).trimEnd());
  return EXIT_OK;
}

/** One line: how long, why, and the two ways out (a smaller run, or --force). */
function refusal(w: WorkInputs, seconds: number, limit: number, hasN: boolean): string {
  const size = `${w.agents} agents × ${w.steps} steps${w.substeps > 1 ? ` × ${w.substeps} sub-steps` : ''}${w.evaluations > 1 ? ' × 2 (heun)' : ''}`;
  const search = w.radius <= 0 ? 'no neighbour search'
    : w.strategy === 'all-pairs' ? 'all-pairs search: every agent checks every other'
    : `${w.strategy} search, about ${+w.neighbours.toPrecision(2)} neighbours each`;
  const rows = w.rows > 0 ? `, ${w.rows} trajectory rows` : '';
  // Named when they count: a room of a few walls costs little next to the neighbours.
  const walls = (w.segments ?? 0) >= 100 && ((w.wallForces ?? 0) > 0 || w.guard) ? `, every agent checked against ${w.segments} wall segments` : '';
  const smaller = ['--seconds', ...(hasN ? ['--set N=…'] : []), ...(w.strategy === 'all-pairs' && w.radius > 0 ? ['--set neighbours=grid'] : []),
    ...(w.rows > 0 ? ['--every K'] : [])];
  return `this run would take about ${roughDuration(seconds)} (${size}, ${search}${walls}${rows}); runs estimated over ${limitDuration(limit)} are refused. ` +
    `Make it smaller (${smaller.join(', ')}) or add --force to run it anyway`;
}
