/** Parses the command line into plain options; anything unknown or malformed throws a CliError naming it. */
import { CliError } from './errors';

export interface CliArgs {
  scenario?: string;
  /** A scenario file to run instead of a built-in scenario. */
  scenarioFile?: string;
  /** A share link (whole, a path with its hash, or just the hash) to run as the page would (see link.ts). */
  link?: string;
  /** Print this built-in scenario (with the --set values) as a scenario file, instead of running. */
  dumpScenario?: string;
  /** Raw `key=value` assignments, in order. */
  sets: { key: string; value: string }[];
  seed?: number;
  seconds: number;
  json: boolean;
  trajectories?: string;
  every?: number;
  list: boolean;
  help: boolean;
  /** Run even if the estimate says it will take longer than the limit. */
  force: boolean;
}

export const DEFAULT_SECONDS = 10;
const MAX_SECONDS = 1e6;

const FLAGS = ['--scenario', '--scenario-file', '--link', '--dump-scenario', '--set', '--seed', '--seconds', '--json', '--trajectories', '--every', '--force', '--list', '--help', '-h'];
const WITH_VALUE = new Set(['--scenario', '--scenario-file', '--link', '--dump-scenario', '--set', '--seed', '--seconds', '--trajectories', '--every']);
/** Flags that take one value and may be given only once (--set is repeatable). */
const SINGLE = new Set([...WITH_VALUE].filter((f) => f !== '--set'));

export function parseArgs(argv: readonly string[]): CliArgs {
  const out: CliArgs = { sets: [], seconds: DEFAULT_SECONDS, json: false, list: false, help: false, force: false };
  const seen = new Map<string, string>();
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    // Accept both `--flag value` and `--flag=value`.
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!FLAGS.includes(flag)) {
      throw new CliError(arg.startsWith('-')
        ? `unknown option '${flag}'; options: ${FLAGS.filter((f) => f !== '-h').join(', ')}`
        : `unexpected argument '${arg}' (options start with --; did you mean --scenario ${arg}?)`);
    }
    let value: string | undefined;
    if (WITH_VALUE.has(flag)) {
      if (eq > 0) value = arg.slice(eq + 1);
      else {
        value = argv[++k];
        if (value === undefined || (value.startsWith('--') && value.length > 2)) throw new CliError(`${flag} needs a value`);
      }
    } else if (eq > 0) {
      throw new CliError(`${flag} takes no value`);
    }
    // A second --scenario (or --seed, …) would silently win over the first: say so instead.
    if (SINGLE.has(flag)) {
      const before = seen.get(flag);
      if (before !== undefined) throw new CliError(`${flag} is given twice ('${before}', then '${value}'); give it once`);
      seen.set(flag, value!);
    }
    switch (flag) {
      case '--scenario': out.scenario = value; break;
      case '--scenario-file': out.scenarioFile = value; break;
      case '--link':
        if (!value!.trim()) throw new CliError("--link needs a share link, e.g. --link 'https://…/playground#sim=…' (quoted: the link holds ; and &)");
        out.link = value; break;
      case '--dump-scenario': out.dumpScenario = value; break;
      case '--set': out.sets.push(parseSet(value!)); break;
      case '--seed': out.seed = parseInteger('--seed', value!, 0, 0xffffffff); break;
      case '--seconds': out.seconds = parseNumber('--seconds', value!, 0, MAX_SECONDS); break;
      case '--every': out.every = parseInteger('--every', value!, 1, 1e9); break;
      case '--trajectories':
        if (!value) throw new CliError('--trajectories needs a file name, e.g. --trajectories out.csv');
        out.trajectories = value; break;
      case '--json': out.json = true; break;
      case '--force': out.force = true; break;
      case '--list': out.list = true; break;
      default: out.help = true;
    }
  }
  const sources = [out.scenario !== undefined && '--scenario', out.scenarioFile !== undefined && '--scenario-file', out.link !== undefined && '--link', out.dumpScenario !== undefined && '--dump-scenario'].filter(Boolean);
  if (sources.length > 1) throw new CliError(`${sources.join(' and ')} each name what to run; give one of them`);
  if (out.every !== undefined && out.trajectories === undefined) throw new CliError('--every only applies to --trajectories FILE.csv');
  return out;
}

/** `key=value`; the value may itself contain '='. */
function parseSet(text: string): { key: string; value: string } {
  const eq = text.indexOf('=');
  if (eq <= 0 || eq === text.length - 1) {
    throw new CliError(`--set expects key=value (a scenario parameter, a setting, force.param or force=on|off), got '${text}'`);
  }
  return { key: text.slice(0, eq).trim(), value: text.slice(eq + 1).trim() };
}

function parseNumber(flag: string, text: string, lo: number, hi: number): number {
  const v = text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(v)) throw new CliError(`${flag} = ${text} is not a number; it must be more than ${lo} and at most ${hi}`);
  if (!(v > lo && v <= hi)) throw new CliError(`${flag} = ${text} is out of range; it must be more than ${lo} and at most ${hi}`);
  return v;
}

function parseInteger(flag: string, text: string, lo: number, hi: number): number {
  const v = text.trim() === '' ? NaN : Number(text);
  if (!Number.isInteger(v) || v < lo || v > hi) throw new CliError(`${flag} = ${text} must be an integer ${lo} … ${hi}`);
  return v;
}
