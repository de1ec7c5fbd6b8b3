/**
 * Hostile scenario files and values through the command line (issue 21): files generated class by class, not
 * hand-picked survivors, each run in-process. Whatever a file holds, the runner answers with exit 0 (it ran) or 2
 * (refused, in one line that names the field), never a stack trace or another code; and a file that is refused is
 * refused for the reason its class was made for. The runs that are accepted are one step long.
 */
import { describe, expect, it } from 'vitest';
import { runCli, EXIT_OK, EXIT_USAGE } from '../../../src/lib/cli';
import { fileCases } from '../../hostile/cases';

async function cli(files: Record<string, string>, ...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const readText = (p: string) => {
    if (!Object.prototype.hasOwnProperty.call(files, p)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return files[p];
  };
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), readText });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Article A's door as a file (the runner's own dump), spoiled class by class (tests/hostile/cases.ts). */
const base = JSON.parse((await cli({}, '--dump-scenario', 'bottleneck', '--set', 'N=10')).out);

/** A case runs its file, or (`argv` starting with --scenario) a built-in scenario with its own flags. */
interface Case { name: string; text: string; argv?: string[]; refused: RegExp | null }

const cases: Case[] = fileCases(base).map(({ name, text, refused }) => ({ name, text, refused }));
// Values on the command line that Number() would take and the format does not.
for (const v of ['0x1', '0b11', '0o7', 'Infinity', '1e400', '', ' ', '1_0', '12abc']) {
  cases.push({ name: `--set N=${JSON.stringify(v)}`, text: '', argv: ['--scenario', 'bottleneck', '--set', `N=${v}`], refused: /N = .* is (not a number|out of range)|--set expects key=value/ });
}
for (const v of ['12', '+12', '1.2e1']) cases.push({ name: `--set N=${v} (a plain number still reads)`, text: '', argv: ['--scenario', 'bottleneck', '--set', `N=${v}`], refused: null });

describe('hostile scenario files through the command line', () => {
  it.each(cases)('$name: exit 0 or 2 with one line, for the reason the class was made', async ({ text, argv = [], refused }) => {
    const r = argv[0] === '--scenario' ? await cli({}, ...argv, '--seconds', '0.01') : await cli({ 'f.json': text }, '--scenario-file', 'f.json', '--seconds', '0.01', ...argv);
    if (refused === null) {
      expect(r.err.split('\n').filter((l) => l.startsWith('error:'))).toEqual([]);
      expect(r.code).toBe(EXIT_OK);
      return;
    }
    expect(r.code).toBe(EXIT_USAGE);
    const lines = r.err.split('\n');
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toMatch(refused);
    // One line of error, then at most the pointer to --help; no stack trace.
    expect(lines.slice(1).every((l) => /^\(npm run sim -- --help for usage\)$/.test(l))).toBe(true);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

});
