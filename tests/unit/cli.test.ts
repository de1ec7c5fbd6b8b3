import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, parseArgs, buildConfig, EXIT_OK, EXIT_USAGE, EXIT_BLOWUP } from '../../src/lib/cli';
import { SCENARIOS, SETTINGS, forceByName, scenarioByName } from '../../src/lib/engine';

/** Runs the CLI in-process and captures what it prints. */
async function cli(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('command line: help and listing', () => {
  it('--list names every scenario with its title', async () => {
    const r = await cli('--list');
    expect(r.code).toBe(EXIT_OK);
    for (const s of SCENARIOS) { expect(r.out).toContain(s.name); expect(r.out).toContain(s.title); }
  });
  it('--help documents every option the parser accepts, and the parser accepts every option it documents', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(EXIT_OK);
    expect((await cli('-h')).out).toBe(r.out);
    // The parser names the options it knows when it meets one it does not.
    const known = (await cli('--no-such-option')).err.match(/options: (.*)$/m)![1].split(', ');
    expect(known.length).toBeGreaterThan(5);
    const documented = [...r.out.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    for (const option of known) expect(documented, option).toContain(option);
    for (const option of documented) expect(() => parseArgs([option, 'x']), option).not.toThrow(/unknown option/);
    // Its usage lines run.
    expect(r.out).toContain('--scenario NAME --help');
    expect((await cli('--scenario', 'corridor', '--help')).code).toBe(EXIT_OK);
  });
  it('--scenario NAME --help lists its parameters, the settings and every force with units and ranges', async () => {
    const r = await cli('--scenario', 'corridor', '--help');
    expect(r.code).toBe(EXIT_OK);
    const sc = scenarioByName('corridor')!;
    for (const p of sc.params) expect(r.out).toContain(p.meaning);
    expect(r.out).toMatch(/N\s+–\s+60\s+integer 1 … 5000\s+number of pedestrians/);
    expect(r.out).toMatch(/v0\s+m\/s\s+1\.34\s+0\.1 … 6/);
    expect(r.out).toContain('one of one-way, two-way');
    for (const p of SETTINGS) expect(r.out).toContain(p.meaning);
    for (const f of sc.forces) {
      expect(r.out).toContain(`${f.name} [on]`);
      for (const p of forceByName(f.name)!.params) expect(r.out).toContain(`${f.name}.${p.key}`);
    }
  });
});

describe('command line: errors exit with 2 and say what is allowed', () => {
  it('unknown scenario lists the scenarios', async () => {
    const r = await cli('--scenario', 'nope');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toContain("unknown scenario 'nope'");
    for (const s of SCENARIOS) expect(r.err).toContain(s.name);
  });
  it('out-of-range value names the key and its range', async () => {
    const r = await cli('--scenario', 'corridor', '--set', 'N=-5');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toContain('N = -5 is out of range');
    expect(r.err).toContain('1 … 5000');
  });
  it('malformed --set, a non-number, unknown keys, flags and force switches', async () => {
    for (const argv of [
      ['--set', 'N'], ['--set', '=3'], ['--set', 'N='],
      ['--set', 'N=lots'], ['--set', 'dt=0'], ['--set', 'integrator=rk4'],
      ['--set', 'bogus=1'], ['--set', 'repulsionHM.bogus=1'], ['--set', 'nosuchforce.V0=1'], ['--set', 'wallHM=maybe'],
      ['--fast'], ['extra'], ['--seed', '-1'], ['--seed', '1.5'], ['--seconds', '0'], ['--seconds', 'x'], ['--seed'],
      ['--every', '3']
    ]) {
      const r = await cli('--scenario', 'corridor', ...argv);
      expect(r.code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(r.err, argv.join(' ')).toMatch(/^error: /);
    }
    expect((await cli('--scenario', 'corridor', '--set', 'bogus=1')).err).toContain('Scenario parameters: N, length, width, flow, v0, v0sd');
    expect((await cli('--scenario', 'corridor', '--set', 'integrator=rk4')).err).toContain('one of euler, semi-implicit, heun');
    expect((await cli('--scenario', 'corridor', '--set', 'repulsionHM.bogus=1')).err).toMatch(/parameters of repulsionHM: .*V0/);
    expect((await cli('--scenario', 'corridor', '--fast')).err).toContain("unknown option '--fast'");
    expect((await cli()).code).toBe(EXIT_USAGE);
  });
});

describe('command line: --set routing', () => {
  it('scenario parameters, settings, force parameters and switches, and explicit prefixes', () => {
    const sc = scenarioByName('free-flock')!;
    const c = buildConfig(sc, parseArgs(['--set', 'N=50', '--set', 'dt=0.02', '--set', 'separation.radius=0.5', '--set', 'cohesion=off',
      '--set', 'meanNeighbours=5', '--set', 'settings.neighbours=kd-tree', '--set', 'headingNoise=on']).sets, 3);
    // Values are checked as they are read (parseAssignment), so the config holds them typed.
    expect(c).toMatchObject({
      scenario: 'free-flock', seed: 3, params: { N: 50, meanNeighbours: 5 }, settings: { dt: 0.02, neighbours: 'kd-tree' },
      forces: { cohesion: { enabled: false }, headingNoise: { enabled: true } }
    });
    expect(c.forces?.separation?.params).toEqual({ radius: 0.5 });
  });
  it('a parameter of a force the scenario does not have is refused unless the command also switches it on', async () => {
    const r = await cli('--scenario', 'corridor', '--seconds', '0.1', '--set', 'separation.weight=2');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toContain('separation is not a force of corridor');
    expect(r.err).toContain('--set separation=on --set separation.weight=2');
    expect(r.out).toBe('');
    // Switched on in the same command, before or after: accepted, and the force runs with the value.
    for (const sets of [['separation=on', 'separation.weight=2'], ['separation.weight=2', 'separation=on']]) {
      const ok = await cli('--scenario', 'corridor', '--seconds', '0.1', '--json', ...sets.flatMap((s) => ['--set', s]));
      expect(ok.code, sets.join(' ')).toBe(EXIT_OK);
      expect(JSON.parse(ok.out).forces.separation).toMatchObject({ enabled: true, params: { weight: 2 } });
    }
  });
  it('a parameter of a force that is off in the scenario is refused too (it would do nothing), unless switched', async () => {
    expect(scenarioByName('free-flock')!.forces.find((f) => f.name === 'headingNoise')!.enabled).toBe(false);
    const r = await cli('--scenario', 'free-flock', '--seconds', '0.1', '--set', 'headingNoise.eta=1');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toContain('headingNoise is off in free-flock');
    expect(r.err).toContain('--set headingNoise=on --set headingNoise.eta=1');
    expect((await cli('--scenario', 'free-flock', '--seconds', '0.1', '--set', 'headingNoise.eta=1', '--set', 'headingNoise=on')).code).toBe(EXIT_OK);
    // Explicitly off: the user said so.
    expect((await cli('--scenario', 'free-flock', '--seconds', '0.1', '--set', 'headingNoise.eta=1', '--set', 'headingNoise=off')).code).toBe(EXIT_OK);
    // A force that is on in the scenario takes parameters as before.
    expect((await cli('--scenario', 'free-flock', '--seconds', '0.1', '--set', 'separation.weight=2')).code).toBe(EXIT_OK);
  });
  it('a single-valued flag given twice is refused instead of the last one silently winning', async () => {
    for (const argv of [['--scenario', 'corridor', '--scenario', 'vicsek'], ['--scenario', 'corridor', '--seed', '1', '--seed=2'],
      ['--scenario', 'corridor', '--seconds', '1', '--seconds', '2']]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(r.err, argv.join(' ')).toMatch(/--\w+ is given twice/);
    }
    expect((await cli('--scenario', 'corridor', '--scenario', 'vicsek')).err).toContain("--scenario is given twice ('corridor', then 'vicsek')");
  });
  it('accepts --flag=value', () => {
    expect(parseArgs(['--scenario=vicsek', '--seconds=2', '--set=N=10'])).toMatchObject({ scenario: 'vicsek', seconds: 2, sets: [{ key: 'N', value: '10' }] });
  });
});

describe('command line: running', () => {
  it('prints a readable summary', async () => {
    const r = await cli('--scenario', 'corridor', '--seconds', '1', '--set', 'N=20');
    expect(r.code).toBe(EXIT_OK);
    expect(r.out).toContain('Scenario   corridor');
    expect(r.out).toContain('20 steps of 0.05 s');
    expect(r.out).toMatch(/Mean speed\s+[\d.]+ m\/s/);
    expect(r.out).toContain('ms/step');
  });
  it('--json parses, with params, settings, forces, final metrics and series', async () => {
    const r = await cli('--scenario', 'corridor', '--seconds', '2', '--set', 'N=20', '--set', 'repulsionHM.V0=3', '--set', 'wallHM=off', '--seed', '5', '--json');
    expect(r.code).toBe(EXIT_OK);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ scenario: 'corridor', seed: 5, params: { N: 20, flow: 'two-way' }, settings: { dt: 0.05 } });
    expect(j.seconds).toBeCloseTo(2, 9);
    expect(j.forces.repulsionHM).toMatchObject({ enabled: true, params: { V0: 3 } });
    expect(j.forces.wallHM.enabled).toBe(false);
    for (const m of ['laneOrder', 'meanSpeed', 'density']) {
      expect(typeof j.final[m]).toBe('number');
      expect(j.series[m]).toHaveLength(j.series.t.length);
    }
    expect(j.series.t[0]).toBe(0);
    expect(j.series.t.at(-1)).toBeCloseTo(2, 9);
  });
  it('the same seed gives the same result', async () => {
    const a = JSON.parse((await cli('--scenario', 'vicsek', '--seconds', '1', '--set', 'N=50', '--json')).out);
    const b = JSON.parse((await cli('--scenario', 'vicsek', '--seconds', '1', '--set', 'N=50', '--json')).out);
    expect(a.final).toEqual(b.final);
  });
  it('--trajectories writes the header and a row per agent and frame (every 0.1 s by default, or every K steps)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cf-cli-'));
    try {
      const file = join(dir, 'traj.csv');
      const r = await cli('--scenario', 'corridor', '--seconds', '1', '--set', 'N=10', '--trajectories', file);
      expect(r.code).toBe(EXIT_OK);
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      // The column layout the README promises and pedestrian-trajectory tools read.
      expect(lines[0]).toBe('frame,time,id,x,y,vx,vy');
      // dt 0.05 s: a frame every 2 steps, frames at t = 0, 0.1, …, 1.0 → 11 frames × 10 agents.
      expect(lines).toHaveLength(1 + 11 * 10);
      const row = lines.at(-1)!.split(',');
      expect(row).toHaveLength(7);
      expect(Number(row[0])).toBe(10);
      expect(Number(row[1])).toBeCloseTo(1, 9);
      for (const v of row) expect(Number.isFinite(Number(v))).toBe(true);
      const r2 = await cli('--scenario', 'corridor', '--seconds', '1', '--set', 'N=10', '--trajectories', file, '--every', '5');
      expect(r2.code).toBe(EXIT_OK);
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1 + 5 * 10);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('--seconds that is not a whole number of steps says what it runs instead (on stderr)', async () => {
    const r = await cli('--scenario', 'corridor', '--seconds', '0.001', '--set', 'N=5', '--json');
    expect(r.code).toBe(EXIT_OK);
    expect(r.err).toBe('note: --seconds 0.001 is not a whole number of 0.05 s steps; running 1 step (0.05 s)');
    expect(JSON.parse(r.out).seconds).toBeCloseTo(0.05, 9);
    expect((await cli('--scenario', 'corridor', '--seconds', '1.03', '--set', 'N=5')).err).toContain('running 21 steps (1.05 s)');
    expect((await cli('--scenario', 'corridor', '--seconds', '1', '--set', 'N=5')).err).toBe('');
  });
  it('more agents than the region holds without overlaps is refused with exit 2 and the most it holds, which then runs', async () => {
    const r = await cli('--scenario', 'corridor', '--seconds', '0.1', '--set', 'N=1000', '--json');
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.out).toBe('');
    const max = Number(/it holds at most (\d+)/.exec(r.err)?.[1]);
    expect(r.err).toContain('corridor: spawns[0] cannot hold 1000 agents');
    expect(max).toBeGreaterThan(100);
    expect(max).toBeLessThan(1000);
    const ok = await cli('--scenario', 'corridor', '--seconds', '0.1', '--set', `N=${max}`, '--json');
    expect(ok.code).toBe(EXIT_OK);
    expect(JSON.parse(ok.out).agents.initial).toBe(max);
  });
  it('a blow-up exits with 3 and prints the report', async () => {
    // Helbing 2000's stiff contact forces with a 0.25 s explicit Euler step (the paper's step is ≤ 0.01 s).
    const r = await cli('--scenario', 'evacuation', '--set', 'dt=0.25', '--set', 'integrator=euler', '--seconds', '10');
    expect(r.code).toBe(EXIT_BLOWUP);
    expect(r.err).toContain('The integration blew up');
    expect(r.err).toContain('Δt = 0.25 s');
    expect(r.out).toBe('');
  });
});

describe('command line: speeds that cannot hide a crowd walking backwards', () => {
  it('every crowd scenario reports the velocity toward the goal beside the mean speed, and the summary says which is which', async () => {
    for (const s of SCENARIOS.filter((x) => x.family === 'social')) expect(s.metrics, s.name).toContain('goalVelocity');
    const r = await cli('--scenario', 'fundamental', '--set', 'density=1', '--seconds', '1');
    expect(r.code).toBe(EXIT_OK);
    const speed = Number(r.out.match(/Mean speed\s+(-?[\d.]+) m\/s/)![1]);
    const toGoal = Number(r.out.match(/Mean velocity toward the goal\s+(-?[\d.]+) m\/s/)![1]);
    // Walkers heading +x at 1 /m² make progress: the part along their direction is most of their speed.
    expect(toGoal).toBeGreaterThan(0.5 * speed);
    expect(toGoal).toBeLessThanOrEqual(speed);
    expect(r.out).toMatch(/mean speed is the mean of \|v\|.*\n.*negative when the crowd is pushed back/);
  });
});
