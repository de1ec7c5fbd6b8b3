/**
 * Hostile scenario files and values through the command line (issue 21): files generated class by class, not
 * hand-picked survivors, each run in-process. Whatever a file holds, the runner answers with exit 0 (it ran) or 2
 * (refused, in one line that names the field), never a stack trace or another code; and a file that is refused is
 * refused for the reason its class was made for. The runs that are accepted are one step long.
 */
import { describe, expect, it } from 'vitest';
import { runCli, EXIT_OK, EXIT_USAGE } from '../../../src/lib/cli';
import { MAX_DEPTH } from '../../../src/lib/engine/scenarios/doc/validate';

async function cli(files: Record<string, string>, ...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const readText = (p: string) => {
    if (!Object.prototype.hasOwnProperty.call(files, p)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return files[p];
  };
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), readText });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Article A's door as a file (the runner's own dump), as an object to spoil. */
const base = JSON.parse((await cli({}, '--dump-scenario', 'bottleneck', '--set', 'N=10')).out);
const copy = () => JSON.parse(JSON.stringify(base));
/** A file's text with `"@@HOLE@@"` replaced by raw JSON text (for nesting deeper than JSON.stringify can write). */
const withHole = (doc: object, raw: string) => JSON.stringify(doc).replace('"@@HOLE@@"', raw);

/** n lists inside each other, or n objects, or a waypoints goal whose `then` is another, n deep. */
const deepList = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepThen = (n: number) => '{"waypoints":[[-4,5]],"then":'.repeat(n) + '{"exit":"door"}' + '}'.repeat(n);

/** A case runs its file, or (`argv` starting with --scenario) a built-in scenario with its own flags. */
interface Case { name: string; text: string; argv?: string[]; refused: RegExp | null }

const cases: Case[] = [];
// Nesting, from just past the format's deepest field to a million levels, where fields are objects, lists or goals.
for (const n of [MAX_DEPTH + 1, 1e3, 1e4, 1e5, 1e6]) {
  cases.push({ name: `world nested ${n} lists deep`, text: withHole({ ...copy(), world: '@@HOLE@@' }, deepList(n)), refused: /nest more than 16 deep|must be an object/ });
  const s = copy();
  s.spawns[0].goal = '@@HOLE@@';
  cases.push({ name: `a goal nested ${n} objects deep`, text: withHole(s, deepObject(n)), refused: /nest more than 16 deep|unknown field/ });
  cases.push({ name: `a waypoints 'then' chain ${n} deep`, text: withHole(s, deepThen(n)), refused: /nest more than 16 deep|cannot itself be waypoints/ });
  const f = copy();
  f.forces[0].params = '@@HOLE@@';
  cases.push({ name: `force parameters nested ${n} deep`, text: withHole(f, deepObject(n)), refused: /nest more than 16 deep|must be a number or a text/ });
}
// Names that live on every object's prototype, wherever a file names something.
for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
  const m = copy();
  m.metrics = [name];
  cases.push({ name: `metric '${name}'`, text: JSON.stringify(m), refused: /unknown metric/ });
  const f = copy();
  f.forces[0].name = name;
  cases.push({ name: `force '${name}'`, text: JSON.stringify(f), refused: /unknown force/ });
  cases.push({ name: `setting '${name}'`, text: withHole({ ...copy(), settings: '@@HOLE@@' }, `{"${name}": 1}`), refused: /unknown setting|'__proto__' is not a field/ });
  const p = copy();
  p.forces[0].params = '@@HOLE@@';
  cases.push({ name: `force parameter '${name}'`, text: withHole(p, `{"${name}": 1}`), refused: /unknown parameter|'__proto__' is not a field/ });
  const e = copy();
  e.exits[0].name = name;
  e.spawns[0].goal = { exit: name };
  cases.push({ name: `exit named '${name}'`, text: JSON.stringify(e), refused: name === '__proto__' ? /'__proto__' cannot be a name/ : null });
  cases.push({ name: `top-level field '${name}'`, text: withHole({ ...copy(), x: '@@HOLE@@' }, '1').replace('"x":', `"${name}":`), refused: /unknown field|'__proto__' is not a field/ });
}
// Numbers JSON can carry that are not numbers of the format.
for (const v of ['1e400', '-1e400', '1e-400', '"12"', '"0x1"', 'null', 'true']) {
  const w = copy();
  w.world.width = '@@HOLE@@';
  cases.push({ name: `world.width = ${v}`, text: withHole(w, v), refused: v === '1e-400' ? /out of range/ : /world\.width: must be a number/ });
}
// Goals that name two kinds, and parts of goals without their kind.
for (const goal of [{ exit: 'door', point: [1, 1] }, { direction: [1, 0], target: 'x' }, { exit: 'door', then: 'none' }, { point: [1, 1], reach: 1 }]) {
  const g = copy();
  g.spawns[0].goal = goal;
  cases.push({ name: `goal ${JSON.stringify(goal)}`, text: JSON.stringify(g), refused: /a goal is exactly one of|belongs to waypoints only/ });
}
// Obstacles that enclose nothing, and exits nobody can reach.
for (const polygon of [[[-4, 2], [-3, 2], [-2, 2]], [[-4, 2], [-4, 2], [-4, 2]], [[-4, 2], [-3, 3], [-4, 2], [-3, 3]]]) {
  cases.push({ name: `obstacle ${JSON.stringify(polygon)}`, text: JSON.stringify({ ...copy(), obstacles: [{ polygon }] }), refused: /encloses no area/ });
}
for (const [what, segment, extra] of [
  ['outside the world', [20, 4.4, 20, 5.6], {}],
  ['inside an obstacle', [-4.2, 5, -3.8, 5], { obstacles: [{ polygon: [[-5, 4], [-3, 4], [-3, 6], [-5, 6]] }] }],
  ['along a wall', [0, 1, 0, 3], {}]
] as const) {
  const x = { ...copy(), ...extra };
  x.exits[0].segment = segment;
  cases.push({ name: `exit ${what}`, text: JSON.stringify(x), refused: /nobody could reach it|the wall would shut it/ });
}
// A byte-order mark, as some editors save UTF-8: read, not refused.
cases.push({ name: 'a UTF-8 byte-order mark', text: '\ufeff' + JSON.stringify(copy()), refused: null });
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
