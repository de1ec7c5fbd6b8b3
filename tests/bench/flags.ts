/**
 * The benchmarks' command lines (`npm run bench`, `npm run bench:lessons`): known flags only. A misspelt flag or
 * `--help` must not start a run that takes minutes, so an unknown flag or a bad value is refused (exit 2, naming it,
 * with the usage) and --help prints the usage (exit 0). Parsing is pure (parseFlags) so a unit test covers it.
 */

export interface FlagSpec {
  name: string;
  /** The value's placeholder in the usage (`LIST`, `FILE`), for a flag that takes one. */
  value?: string;
  help: string;
  /** Checks the value: a sentence saying what is wrong, or null. */
  check?: (v: string) => string | null;
}

export interface Usage {
  /** The command, e.g. `npm run bench --`. */
  command: string;
  /** What it does, one or two lines. */
  about: string;
  flags: readonly FlagSpec[];
}

export type ParsedFlags =
  | { kind: 'run'; flags: ReadonlySet<string>; values: ReadonlyMap<string, string> }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

const HELP = new Set(['--help', '-h']);

export function usageText(u: Usage): string {
  const left = (f: FlagSpec) => (f.value ? `${f.name} ${f.value}` : f.name);
  const width = Math.max(...u.flags.map((f) => left(f).length), '--help'.length);
  return [`Usage: ${u.command} [options]`, u.about, '', 'Options:', ...u.flags.map((f) => `  ${left(f).padEnd(width)}  ${f.help}`), `  ${'--help'.padEnd(width)}  this text`].join('\n');
}

/** Reads `argv` (the arguments after the script) against `spec`; `--flag=value` and `--flag value` both work. */
export function parseFlags(argv: readonly string[], spec: readonly FlagSpec[]): ParsedFlags {
  const flags = new Set<string>(), values = new Map<string, string>();
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    if (HELP.has(arg)) return { kind: 'help' };
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const f = spec.find((s) => s.name === name);
    if (!f) {
      return { kind: 'error', message: arg.startsWith('-') ? `unknown option '${name}'` : `unexpected argument '${arg}' (options start with --)` };
    }
    if (!f.value) {
      if (eq > 0) return { kind: 'error', message: `${name} takes no value` };
      flags.add(name);
      continue;
    }
    const v = eq > 0 ? arg.slice(eq + 1) : argv[++k];
    if (v === undefined || v === '' || (eq < 0 && v.startsWith('--'))) return { kind: 'error', message: `${name} needs a value (${name} ${f.value})` };
    const bad = f.check?.(v) ?? null;
    if (bad) return { kind: 'error', message: `${name} ${v}: ${bad}` };
    values.set(name, v);
  }
  return { kind: 'run', flags, values };
}

/** parseFlags for a script: prints the usage and exits on --help (0) or a mistake (2). */
export function flagsOrExit(argv: readonly string[], usage: Usage): { flag: (name: string) => boolean; option: (name: string) => string | undefined } {
  const parsed = parseFlags(argv, usage.flags);
  if (parsed.kind === 'help') {
    console.log(usageText(usage));
    process.exit(0);
  }
  if (parsed.kind === 'error') {
    console.error(`error: ${parsed.message}\n\n${usageText(usage)}`);
    process.exit(2);
  }
  return { flag: (name) => parsed.flags.has(name), option: (name) => parsed.values.get(name) };
}

/** Checks for values: a comma-separated list of whole numbers ≥ 1, a positive number, a whole number ≥ 1. */
export const sizesList = (v: string) => (v.split(',').every((s) => /^\d+$/.test(s) && Number(s) >= 1) ? null : 'expected whole numbers ≥ 1 separated by commas, e.g. 1000,10000');
export const positive = (v: string) => (Number.isFinite(Number(v)) && Number(v) > 0 ? null : 'expected a number above 0');
export const count = (v: string) => (/^\d+$/.test(v) && Number(v) >= 1 ? null : 'expected a whole number ≥ 1');

/** `npm run bench` (tests/bench/run.ts). With --lessons every argument goes to the ladder's benchmark instead. */
export const BENCH_USAGE: Usage = {
  command: 'npm run bench --',
  about: 'The engine\'s benchmark: boids for every neighbour strategy beside the yardstick, Helbing 2000 social forces,\nthe cost of the deterministic math and of per-phase timing. The full run takes several minutes.',
  flags: [
    { name: '--json', help: 'print the results as JSON (only JSON on stdout)' },
    { name: '--quick', help: 'boids up to N = 10k only, fewer sizes in the other sections' },
    { name: '--sizes', value: 'LIST', help: 'boids at these N, e.g. 1000,10000', check: sizesList },
    { name: '--verbose', help: 'every round on stderr' },
    { name: '--lessons', help: 'run the optimization ladder\'s benchmark instead (npm run bench:lessons; its options follow)' }
  ]
};

/** `npm run bench:crowds` (tests/bench/crowds.ts): Helbing 2000 at 1k, 10k and 100k agents. */
export const CROWDS_USAGE: Usage = {
  command: 'npm run bench:crowds --',
  about: 'Helbing, Farkas & Vicsek 2000 social forces at 1k, 10k and 100k agents at 1 and 3 persons/m²: ms per step,\nµs per agent-step, neighbours per agent, and the log–log slope of ms against N.',
  flags: [
    { name: '--json', help: 'print the results as JSON (only JSON on stdout)' },
    { name: '--quick', help: 'N = 1k and 10k only' },
    { name: '--sizes', value: 'LIST', help: 'these N, e.g. 1000,10000,100000', check: sizesList },
    { name: '--rounds', value: 'K', help: 'K rounds of steps per row (default 5)', check: count },
    { name: '--phases', help: 'also time each phase of the step (share of the step per phase)' },
    { name: '--verbose', help: 'every round on stderr' }
  ]
};

/** `npm run bench:lessons` (tests/bench/lessons.ts); `rungs` are the names --rungs accepts. */
export function lessonsUsage(rungs: readonly string[]): Usage {
  return {
    command: 'npm run bench:lessons --',
    about: 'The optimization ladder\'s benchmark: every rung at N = 1k, 10k and 100k beside the engine\'s grid step of the\nsame model and the yardstick. The full run takes several minutes.',
    flags: [
      { name: '--json', help: 'print the results as JSON (only JSON on stdout)' },
      { name: '--out', value: 'FILE', help: 'also write the JSON to FILE' },
      { name: '--quick', help: 'N = 1k and 10k only' },
      { name: '--sizes', value: 'LIST', help: 'these N, e.g. 1000,10000', check: sizesList },
      { name: '--rounds', value: 'K', help: 'at most K rounds per cell (default 5)', check: count },
      { name: '--budget', value: 'S', help: 'seconds a cell may take at one N (default 45)', check: positive },
      {
        name: '--rungs', value: 'LIST', help: 'only these rungs (and rung 0), e.g. rung09-uniform-grid,rung10-sorted-grid',
        check: (v) => {
          const bad = v.split(',').filter((r) => !rungs.includes(r));
          return bad.length ? `unknown rung${bad.length > 1 ? 's' : ''} ${bad.join(', ')}; rungs: ${rungs.join(', ')}` : null;
        }
      },
      { name: '--behaviour', help: 'also what each model-changing rung does to the flock (five seeds, 20 s)' },
      { name: '--verbose', help: 'every measurement on stderr' },
      { name: '--lessons', help: 'accepted (npm run bench -- --lessons … passes it on)' }
    ]
  };
}
