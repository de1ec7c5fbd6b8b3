import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  runCli, parseArgs, buildConfig, framesEvery, TrajectoryWriter, TrajectoryFileError, TRAJECTORY_HEADER, TRAJECTORY_BUFFER_BYTES,
  EXIT_OK, EXIT_USAGE, type CliIO, type TrajectorySink
} from '../../../src/lib/cli';
import { createSimulation, scenarioByName, type Simulation } from '../../../src/lib/engine';

/** The writer as it was before streaming (every frame kept in memory, written at the end), kept verbatim as the reference. */
class InMemoryTrajectoryWriter {
  private readonly chunks: string[] = [TRAJECTORY_HEADER];
  frames = 0;
  rows = 0;
  record(sim: Simulation): void {
    const s = sim.state, f = this.frames++, t = +sim.time.toFixed(6);
    let block = '';
    for (let i = 0; i < s.count; i++) {
      block += `\n${f},${t},${s.id[i]},${s.x[i].toFixed(4)},${s.y[i].toFixed(4)},${s.vx[i].toFixed(4)},${s.vy[i].toFixed(4)}`;
    }
    this.rows += s.count;
    this.chunks.push(block);
  }
  toString(): string {
    return this.chunks.join('') + '\n';
  }
}

/** What the old runner wrote for this command line: the same simulation, stepped the same way, the old writer. */
function referenceCsv(argv: string[]): string {
  const args = parseArgs([...argv, '--trajectories', 'unused.csv']);
  const sim = createSimulation(buildConfig(scenarioByName(args.scenario!)!, args.sets, args.seed));
  const dt = sim.settings.dt as number, steps = Math.max(1, Math.round(args.seconds / dt)), every = framesEvery(dt, args.every);
  const w = new InMemoryTrajectoryWriter();
  w.record(sim);
  for (let k = 1; k <= steps; k++) {
    if (!sim.step()) break;
    if (k % every === 0) w.record(sim);
  }
  return w.toString();
}

async function cli(argv: string[], extra: Partial<CliIO> = {}) {
  const out: string[] = [], err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), ...extra });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A sink that keeps copies of what it is given (the writer reuses its buffer) and logs each write. */
function memorySink(log: string[] = []) {
  const chunks: Uint8Array[] = [];
  let closed = false;
  const sink: TrajectorySink = {
    write: (c) => { chunks.push(c.slice()); log.push('write'); },
    close: () => { closed = true; log.push('close'); }
  };
  return {
    sink, chunks, log,
    get closed() { return closed; },
    text: () => Buffer.concat(chunks).toString('latin1')
  };
}

const dir = mkdtempSync(join(tmpdir(), 'cf-traj-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('trajectories: streamed, byte-identical to the in-memory writer', () => {
  it('the file is byte for byte what the old writer produced (default frames, --every, agents leaving, a blow-up)', async () => {
    const runs = [
      ['--scenario', 'corridor', '--seconds', '1', '--set', 'N=10'],
      ['--scenario', 'vicsek', '--seconds', '2', '--set', 'N=30', '--seed', '7', '--every', '3'],
      // Agents leave through the exit: frames of different sizes, and finally none.
      ['--scenario', 'evacuation', '--seconds', '12', '--set', 'N=4', '--every', '50'],
      // Blows up part-way: the frames before it are kept.
      ['--scenario', 'evacuation', '--set', 'dt=0.25', '--set', 'integrator=euler', '--seconds', '10', '--every', '1']
    ];
    for (const [k, argv] of runs.entries()) {
      const file = join(dir, `ref-${k}.csv`);
      const r = await cli([...argv, '--trajectories', file]);
      expect([EXIT_OK, 3], argv.join(' ')).toContain(r.code);
      expect(readFileSync(file, 'latin1'), argv.join(' ')).toBe(referenceCsv(argv));
    }
  });

  it('the writer holds at most one buffer: bytes reach the sink while frames are still being recorded', () => {
    const sim = createSimulation({ scenario: 'corridor', params: { N: 40 } });
    const m = memorySink();
    const capacity = 512;
    const w = new TrajectoryWriter(m.sink, capacity);
    const ref = new InMemoryTrajectoryWriter();
    for (let f = 0; f < 30; f++) {
      w.record(sim); ref.record(sim);
      expect(w.buffered).toBeLessThanOrEqual(capacity);
      // Everything recorded so far, except what fits in the buffer, has already been handed on.
      expect(w.written + w.buffered).toBe(ref.toString().length);
      expect(w.written).toBeGreaterThan(ref.toString().length - capacity);
      sim.step();
    }
    expect(m.chunks.length).toBeGreaterThan(30);
    for (const c of m.chunks) expect(c.length).toBeLessThanOrEqual(capacity);
    expect(m.closed).toBe(false);
    w.close();
    expect(m.closed).toBe(true);
    expect(m.text()).toBe(ref.toString());
    expect(w.frames).toBe(30);
    expect(w.rows).toBe(30 * 40);
  });

  it('through the runner: rows are written during the run, in pieces no larger than the buffer', async () => {
    const log: string[] = [];
    const m = memorySink(log);
    let clock = 0;
    const argv = ['--scenario', 'corridor', '--seconds', '10', '--set', 'N=200', '--json'];
    const r = await cli([...argv, '--trajectories', 'mem.csv'], {
      files: { check: () => {}, open: (p) => { log.push(`open ${p}`); return m.sink; } },
      // A clock that moves a second per reading, and progress for any run: a progress line after every step.
      now: () => (clock += 1000),
      limits: { progressAbove: 0 },
      err: (s) => log.push(s.startsWith('progress:') ? 'progress' : s),
      out: (s) => log.push(`out ${s.length}`)
    });
    expect(r.code).toBe(EXIT_OK);
    const expected = referenceCsv(argv);
    expect(expected.length).toBeGreaterThan(10 * TRAJECTORY_BUFFER_BYTES);
    expect(m.text()).toBe(expected);
    for (const c of m.chunks) expect(c.length).toBeLessThanOrEqual(TRAJECTORY_BUFFER_BYTES);
    // Rows went out before the last step was taken, not in one piece at the end.
    const firstWrite = log.indexOf('write'), lastProgress = log.lastIndexOf('progress');
    expect(firstWrite).toBeGreaterThan(0);
    expect(firstWrite).toBeLessThan(lastProgress);
    expect(log.at(-2)).toBe('close');
    expect(log.at(-1)).toMatch(/^out /);
  });
});

describe('trajectories: an unwritable path', () => {
  const oneLine = (err: string) => { expect(err.split('\n')).toHaveLength(1); expect(err).toMatch(/^error: cannot write trajectories to '/); };

  it('is refused before the run starts, exit 2, one line naming the path and the reason', async () => {
    const cases: [string, RegExp][] = [
      [join(dir, 'no', 'such', 'dir', 'x.csv'), /directory '.*no[/\\]such[/\\]dir' does not exist$/],
      [dir, /it is a directory$/],
      [dir + '/', /that names a directory/],
      [join(__filename, 'x.csv'), /is not a directory$/]
    ];
    for (const [path, reason] of cases) {
      // This run blows up after a few steps (exit 3): exit 2 shows the path was checked before any step.
      const r = await cli(['--scenario', 'evacuation', '--set', 'dt=0.25', '--set', 'integrator=euler', '--seconds', '10', '--trajectories', path]);
      expect(r.code, path).toBe(EXIT_USAGE);
      oneLine(r.err);
      expect(r.err, path).toContain(`'${path}'`);
      expect(r.err, path).toMatch(reason);
      expect(r.out).toBe('');
    }
  });

  it.skipIf(process.getuid?.() === 0)('permission denied', async () => {
    const locked = join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    try {
      const r = await cli(['--scenario', 'corridor', '--seconds', '0.1', '--trajectories', join(locked, 'x.csv')]);
      expect(r.code).toBe(EXIT_USAGE);
      oneLine(r.err);
      expect(r.err).toContain('permission denied');
    } finally {
      chmodSync(locked, 0o700);
    }
  });

  it('a file is not created or truncated when the command is refused for another reason', async () => {
    const keep = join(dir, 'keep.csv'), fresh = join(dir, 'fresh.csv');
    writeFileSync(keep, 'precious\n');
    for (const path of [keep, fresh]) {
      const r = await cli(['--scenario', 'corridor', '--set', 'N=-5', '--trajectories', path]);
      expect(r.code).toBe(EXIT_USAGE);
      // Refused as too long (the limit lowered for the test): nothing is run, nothing is written.
      const r2 = await cli(['--scenario', 'corridor', '--seconds', '1', '--trajectories', path], { limits: { refuseAbove: 1e-9 } });
      expect(r2.code).toBe(EXIT_USAGE);
      expect(r2.err).toContain('--force');
    }
    expect(readFileSync(keep, 'utf8')).toBe('precious\n');
    expect(existsSync(fresh)).toBe(false);
  });

  it.skipIf(!existsSync('/dev/full'))('a write that fails during the run (disk full) ends it with exit 2 and one line, no stack trace', async () => {
    const r = await cli(['--scenario', 'corridor', '--seconds', '5', '--set', 'N=300', '--trajectories', '/dev/full']);
    expect(r.code).toBe(EXIT_USAGE);
    oneLine(r.err);
    expect(r.err).toContain("'/dev/full': no space left on the device (stopped at t = ");
    expect(r.out).toBe('');
  });

  it('a sink that fails part-way is closed, and the message says how far the file got', async () => {
    const m = memorySink();
    let writes = 0;
    const failing: TrajectorySink = {
      write: (c) => { if (++writes > 2) throw new TrajectoryFileError('x.csv', 'no space left on the device'); m.sink.write(c); },
      close: () => m.sink.close()
    };
    const r = await cli(['--scenario', 'corridor', '--seconds', '10', '--set', 'N=200', '--trajectories', 'x.csv'],
      { files: { check: () => {}, open: () => failing } });
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err).toMatch(/^error: cannot write trajectories to 'x.csv': no space left on the device \(stopped at t = [\d.]+ s; the file holds the first (\d+) bytes\)$/);
    expect(r.err).toContain(`the first ${m.text().length} bytes`);
    expect(m.closed).toBe(true);
  });
});
