/**
 * Scenario files over the format's caps (issue 21: a 588 KB file with 10 000 exits froze the page for 22.5 s and the
 * command line printed nothing in 120 s; a 745 KB file with 39 000 wall segments): refused with exit 2, in one line
 * that names the cap and why it exists, before anything is built. And a build estimated long is announced first.
 */
import { describe, expect, it } from 'vitest';
import { runCli, EXIT_OK, EXIT_USAGE } from '../../../src/lib/cli';
import { MAX_DESTINATIONS, MAX_EXITS, MAX_LINES, MAX_SINKS, MAX_WALL_SEGMENTS } from '../../../src/lib/engine/scenarios/doc/limits';

async function cli(files: Record<string, string>, ...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const readText = (p: string) => files[p];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), readText, limits: { buildNoteAbove: 1e-9 } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Article A's door as a file (the runner's own dump), as an object to spoil. */
const base = JSON.parse((await cli({}, '--dump-scenario', 'bottleneck', '--set', 'N=10')).out);
const copy = () => JSON.parse(JSON.stringify(base));

/** n exits in a column beyond the room's east wall (each in the world, none along a wall). */
const exitsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `x${i}`, segment: [1.5, 1 + (i * 8) / n, 1.5, 1 + ((i + 0.5) * 8) / n] }));
/** A pillar outline of n corners round (cx, cy). */
const ring = (n: number, cx = -4, cy = 5, r = 0.5) => Array.from({ length: n }, (_, k) => [cx + r * Math.cos((2 * Math.PI * k) / n), cy + r * Math.sin((2 * Math.PI * k) / n)]);

const over: { name: string; doc: () => object; refused: RegExp }[] = [
  { name: '10 000 exits', doc: () => ({ ...copy(), exits: [...copy().exits, ...exitsOf(9999)] }), refused: new RegExp(`exits: has 10 000 exits; at most ${MAX_EXITS} exits`) },
  { name: `${MAX_EXITS + 1} exits`, doc: () => ({ ...copy(), exits: [...copy().exits, ...exitsOf(MAX_EXITS)] }), refused: /at most 100 exits: a closed exit is a wall every agent checks/ },
  { name: '39 005 wall segments (39 obstacles of 1 000 edges, and the walls)', doc: () => ({ ...copy(), obstacles: Array.from({ length: 39 }, (_, i) => ({ polygon: ring(1000, -4 + (i % 3), 3 + Math.floor(i / 13)) })) }), refused: /39 005 wall segments \(walls and obstacle edges\); at most 2 000: the wall forces and the wall guard visit every segment for every agent/ },
  { name: '10 000 walls', doc: () => ({ ...copy(), walls: Array.from({ length: 10_000 }, (_, i) => [-9, i * 0.001, -9, i * 0.001 + 0.0005]) }), refused: /walls: 10 000 wall segments/ },
  { name: `walls and obstacle edges one over ${MAX_WALL_SEGMENTS}`, doc: () => { const d = copy(); d.obstacles = [{ polygon: ring(MAX_WALL_SEGMENTS + 1 - d.walls.length) }]; return d; }, refused: /2 001 wall segments/ },
  { name: `${MAX_SINKS + 1} sinks`, doc: () => ({ ...copy(), sinks: Array.from({ length: MAX_SINKS + 1 }, (_, i) => [30 + i, 0, 31 + i, 1]) }), refused: /sinks.*at most 100 sinks/ },
  { name: `${MAX_LINES + 1} counting lines`, doc: () => ({ ...copy(), lines: Array.from({ length: MAX_LINES + 1 }, (_, i) => ({ name: `l${i}`, segment: [-9, i * 0.01, -8, i * 0.01] })) }), refused: /at most 100 counting lines/ },
  {
    name: `${MAX_DESTINATIONS + 1} way-finding destinations`,
    doc: () => {
      const d = copy();
      d.targets = Array.from({ length: MAX_DESTINATIONS + 1 }, (_, i) => ({ name: `t${i}`, point: [-5, 1 + i * 0.4] }));
      d.spawns = d.targets.map((t: { name: string }) => ({ ...copy().spawns[0], count: 1, goal: { target: t.name } }));
      return d;
    },
    refused: /17 way-finding destinations.*at most 16/
  }
];

describe('files over the format’s caps, through the command line', () => {
  it.each(over)('$name: exit 2, one line naming the cap, before anything is built', async ({ doc, refused }) => {
    const r = await cli({ 'f.json': JSON.stringify(doc()) }, '--scenario-file', 'f.json', '--seconds', '0.01');
    expect(r.code).toBe(EXIT_USAGE);
    const lines = r.err.split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: f\.json: scenario file: /);
    expect(lines[0]).toMatch(refused);
    // Refused before the build: no note of a build or a run.
    expect(r.err).not.toMatch(/note:/);
  });

  it('a file at the caps is read and runs (the caps are not off by one)', async () => {
    const d = copy();
    d.obstacles = [{ polygon: ring(MAX_WALL_SEGMENTS - d.walls.length, -4, 5, 0.3) }];
    d.exits = [...d.exits, ...exitsOf(MAX_EXITS - d.exits.length)];
    const r = await cli({ 'f.json': JSON.stringify(d) }, '--scenario-file', 'f.json', '--seconds', '0.01');
    expect(r.err.split('\n').filter((l) => l.startsWith('error:'))).toEqual([]);
    expect(r.code).toBe(EXIT_OK);
  });
});

describe('a build estimated long is announced before it starts', () => {
  it('says how long, how many agents among how many wall segments, and how many exits', async () => {
    // The threshold lowered to nothing (limits.buildNoteAbove), so that a small build is "long".
    const r = await cli({}, '--scenario', 'bottleneck', '--set', 'N=10', '--seconds', '0.01');
    expect(r.code).toBe(EXIT_OK);
    expect(r.err).toMatch(/note: building this scenario should take about 1 second \(10 agents placed clear of 5 wall segments, way-finding to 1 exit\) before the run starts/);
  });
  it('says nothing for a build under the threshold', async () => {
    const out: string[] = [], err: string[] = [];
    const code = await runCli(['--scenario', 'bottleneck', '--set', 'N=10', '--seconds', '0.01'], { out: (s) => out.push(s), err: (s) => err.push(s) });
    expect(code).toBe(EXIT_OK);
    expect(err.join('\n')).not.toMatch(/building this scenario/);
  });
});
