import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { BENCH_USAGE, lessonsUsage, parseFlags, usageText } from '../../bench/flags';

const root = resolve(__dirname, '..', '..', '..');
const LESSONS = lessonsUsage(['rung00-naive', 'rung09-uniform-grid']);

describe('the benchmarks\' command lines', () => {
  it('reads the known flags and values, both --flag value and --flag=value', () => {
    const p = parseFlags(['--json', '--sizes', '1000,10000', '--verbose'], BENCH_USAGE.flags);
    expect(p.kind).toBe('run');
    if (p.kind !== 'run') return;
    expect([...p.flags].sort()).toEqual(['--json', '--verbose']);
    expect(p.values.get('--sizes')).toBe('1000,10000');
    const q = parseFlags(['--rounds=3', '--budget', '2.5', '--rungs=rung09-uniform-grid', '--out', 'x.json', '--lessons'], LESSONS.flags);
    expect(q).toMatchObject({ kind: 'run' });
    if (q.kind === 'run') expect(Object.fromEntries(q.values)).toEqual({ '--rounds': '3', '--budget': '2.5', '--rungs': 'rung09-uniform-grid', '--out': 'x.json' });
    expect(parseFlags([], BENCH_USAGE.flags)).toMatchObject({ kind: 'run' });
  });

  it('--help asks for the usage wherever it stands', () => {
    for (const argv of [['--help'], ['-h'], ['--json', '--help'], ['--bogus', '--help']]) {
      // Left to right: a mistake before --help is reported first.
      const expected = argv[0] === '--bogus' ? 'error' : 'help';
      expect(parseFlags(argv, BENCH_USAGE.flags).kind, argv.join(' ')).toBe(expected);
    }
    const text = usageText(BENCH_USAGE);
    for (const f of BENCH_USAGE.flags) expect(text).toContain(f.name);
    expect(text).toContain('--help');
  });

  it('refuses what it does not know, naming it', () => {
    const cases: [string[], RegExp][] = [
      [['--jsn'], /unknown option '--jsn'/],
      [['--json=yes'], /--json takes no value/],
      [['quick'], /unexpected argument 'quick'/],
      [['--sizes'], /--sizes needs a value/],
      [['--sizes', '--json'], /--sizes needs a value/],
      [['--sizes', '1000,lots'], /--sizes 1000,lots: expected whole numbers/],
      [['--sizes=0'], /expected whole numbers ≥ 1/]
    ];
    for (const [argv, re] of cases) {
      const p = parseFlags(argv, BENCH_USAGE.flags);
      expect(p.kind, argv.join(' ')).toBe('error');
      if (p.kind === 'error') expect(p.message, argv.join(' ')).toMatch(re);
    }
    // Flags of one benchmark are not the other's.
    expect(parseFlags(['--rounds', '3'], BENCH_USAGE.flags)).toMatchObject({ kind: 'error', message: "unknown option '--rounds'" });
    for (const [argv, re] of [[['--rungs', 'rung99-magic'], /unknown rung rung99-magic; rungs: rung00-naive, rung09-uniform-grid/], [['--rounds', '0'], /whole number/], [['--budget', '-1'], /above 0/]] as const) {
      expect(parseFlags(argv, LESSONS.flags), argv.join(' ')).toMatchObject({ kind: 'error', message: expect.stringMatching(re) });
    }
  });

  it('the scripts print the usage for --help (exit 0) and refuse an unknown flag (exit 2) without starting a run', () => {
    const tsx = join(root, 'node_modules', '.bin', 'tsx');
    const run = (script: string, ...argv: string[]) => spawnSync(tsx, [join(root, 'tests', 'bench', script), ...argv], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    const help = run('run.ts', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run bench --');
    expect(help.stdout).not.toContain('Boids workload');
    const bad = run('run.ts', '--jsn');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("unknown option '--jsn'");
    expect(bad.stderr).toContain('Usage: npm run bench --');
    expect(bad.stdout).toBe('');
    const lessons = run('lessons.ts', '--nope');
    expect(lessons.status).toBe(2);
    expect(lessons.stderr).toContain("unknown option '--nope'");
    expect(lessons.stdout).toBe('');
    // Through the engine benchmark's entry point, the ladder's flags apply.
    const via = run('run.ts', '--lessons', '--help');
    expect(via.status).toBe(0);
    expect(via.stdout).toContain('Usage: npm run bench:lessons --');
  }, 240_000);
});
