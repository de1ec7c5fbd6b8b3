/** The command line reads scenario files and prints built-in scenarios as files (issue #9). */
import { describe, expect, it } from 'vitest';
import { runCli, EXIT_OK, EXIT_USAGE } from '../../../src/lib/cli';

/** Runs the CLI in-process with an in-memory file system for --scenario-file. */
async function cli(files: Record<string, string>, ...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const readText = (p: string) => {
    if (!(p in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return files[p];
  };
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), readText });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('--dump-scenario and --scenario-file', () => {
  it('a dumped scenario, run from its file, gives the same metrics as the built-in run', async () => {
    const dumped = await cli({}, '--dump-scenario', 'bottleneck', '--set', 'N=30', '--set', 'doorWidth=1.6');
    expect(dumped.code).toBe(EXIT_OK);
    const doc = JSON.parse(dumped.out);
    expect(doc.format).toBe('crowds-and-flocks/scenario@1');
    expect(doc.spawns[0].count).toBe(30);
    const builtIn = await cli({}, '--scenario', 'bottleneck', '--set', 'N=30', '--set', 'doorWidth=1.6', '--seconds', '3', '--seed', '9', '--json');
    const fromFile = await cli({ 'room.json': dumped.out }, '--scenario-file', 'room.json', '--seconds', '3', '--seed', '9', '--json');
    expect(fromFile.code).toBe(EXIT_OK);
    const a = JSON.parse(builtIn.out), b = JSON.parse(fromFile.out);
    expect(b.final).toEqual(a.final);
    expect(b.agents).toEqual(a.agents);
  });

  it('--set reaches a file\'s forces and settings', async () => {
    const dumped = (await cli({}, '--dump-scenario', 'corridor', '--set', 'N=20')).out;
    const r = await cli({ 'c.json': dumped }, '--scenario-file', 'c.json', '--seconds', '0.5', '--set', 'repulsionHM.V0=3', '--set', 'dt=0.02', '--json');
    expect(r.code).toBe(EXIT_OK);
    const j = JSON.parse(r.out);
    expect(j.forces.repulsionHM.params.V0).toBe(3);
    expect(j.settings.dt).toBe(0.02);
  });

  it.each([
    ['a missing file', {}, "cannot read the scenario file 'x.json': no such file"],
    ['text that is not JSON', { 'x.json': '{ "format": ' }, "the scenario file 'x.json' is not valid JSON"],
    ['a bad field, named by its path', { 'x.json': JSON.stringify({ format: 'crowds-and-flocks/scenario@1', name: 'x', title: 'X', family: 'social', world: { width: 5, height: 5 }, spawns: [{ region: { rect: [0, 0, 5, 5] }, count: 'ten', goal: 'none' }], forces: [] }) }, 'x.json: scenario file: spawns[0].count: must be a number']
  ])('%s exits with 2 and says what is wrong', async (_, files, message) => {
    const r = await cli(files as Record<string, string>, '--scenario-file', 'x.json');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it('a flock cannot be dumped yet, and says which scenarios can', async () => {
    const r = await cli({}, '--dump-scenario', 'free-flock');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toContain('free-flock is not written as a scenario file');
    expect(r.err).toContain('evacuation');
  });

  it('--scenario and --scenario-file together are refused', async () => {
    const r = await cli({}, '--scenario', 'corridor', '--scenario-file', 'x.json');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toContain('give one of them');
  });
});
