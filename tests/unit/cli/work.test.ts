import { describe, expect, it } from 'vitest';
import {
  runCli, workOf, clockDuration, Progress, WORK_LIMIT_SECONDS, PROGRESS_ABOVE_SECONDS, USAGE, EXIT_OK, EXIT_USAGE, type CliIO
} from '../../../src/lib/cli';
import { createSimulation, estimateWork, meanNeighbours, roughDuration, type WorkInputs } from '../../../src/lib/engine';

async function cli(argv: string[], extra: Partial<CliIO> = {}) {
  const out: string[] = [], err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), ...extra });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

// Vicsek at its default density (2 per m²), radius 1: about 2π ≈ 6.3 neighbours each.
const vicsek = (agents: number, seconds: number, strategy: string): WorkInputs =>
  ({ agents, steps: Math.round(seconds / 0.1), substeps: 1, evaluations: 1, family: 'boids', strategy, radius: 1, neighbours: 2 * Math.PI, rows: 0 });

describe('work estimate: from agents, steps, sub-steps and the neighbour search', () => {
  it('an all-pairs 100 000-agent run for an hour of simulated time is refused; small runs are not, and show no progress', () => {
    const big = estimateWork(vicsek(100_000, 3600, 'all-pairs'));
    expect(big).toBeGreaterThan(WORK_LIMIT_SECONDS);
    expect(big).toBeGreaterThan(7 * 86400);
    // The same run on the grid costs N × k, not N²: thousands of times less.
    expect(big / estimateWork(vicsek(100_000, 3600, 'grid'))).toBeGreaterThan(1000);
    for (const small of [vicsek(400, 10, 'grid'), vicsek(400, 10, 'all-pairs'), vicsek(2000, 10, 'kd-tree')]) {
      expect(estimateWork(small), small.strategy).toBeLessThan(PROGRESS_ABOVE_SECONDS);
    }
  });
  it('scales with agents, steps, sub-steps and evaluations; no pair force, no neighbour cost', () => {
    const base = vicsek(10_000, 10, 'grid'), t = estimateWork(base);
    expect(estimateWork({ ...base, steps: base.steps * 3 })).toBeCloseTo(3 * t, 12);
    expect(estimateWork({ ...base, substeps: 5, evaluations: 2 })).toBeCloseTo(10 * t, 12);
    // Twice the agents at the same density: twice the work on the grid, four times the pair checks with all-pairs.
    expect(estimateWork({ ...base, agents: 20_000 }) / t).toBeCloseTo(2, 9);
    const ap = vicsek(10_000, 10, 'all-pairs');
    expect(estimateWork({ ...ap, agents: 20_000 }) / estimateWork(ap)).toBeGreaterThan(3.5);
    // More neighbours, more work; no pair force, no neighbour cost at all.
    expect(estimateWork({ ...base, neighbours: 50 })).toBeGreaterThan(5 * t);
    expect(estimateWork({ ...ap, radius: 0 })).toBeLessThan(estimateWork(ap) / 100);
    expect(estimateWork({ ...ap, radius: 0 })).toBe(estimateWork({ ...base, radius: 0 }));
    // Trajectory rows cost time too: 100 000 agents, a frame every 0.1 s for an hour.
    expect(estimateWork({ ...base, rows: 36_001 * 100_000 }) - t).toBeGreaterThan(WORK_LIMIT_SECONDS);
  });
  it('reads its inputs from the simulation as built', () => {
    const sim = createSimulation({ scenario: 'evacuation', params: { N: 40 }, settings: { integrator: 'heun', neighbours: 'kd-tree' } });
    const w = workOf(sim, 500, 'social');
    expect(w).toMatchObject({ agents: 40, steps: 500, substeps: 5, evaluations: 2, strategy: 'kd-tree', family: 'social', radius: 1.5, rows: 0 });
    expect(workOf(sim, 500, 'social', 51).rows).toBe(51 * 40);
    // Up to 64 agents, every one is counted: the exact mean.
    const s = sim.state;
    let pairs = 0;
    for (let i = 0; i < s.count; i++) for (let j = 0; j < s.count; j++) if (i !== j && Math.hypot(s.x[j] - s.x[i], s.y[j] - s.y[i]) < 1.5) pairs++;
    expect(w.neighbours).toBeCloseTo(pairs / s.count, 12);
    expect(w.neighbours).toBeGreaterThan(0);
  });
  it('counts neighbours where the agents are, not from the mean density of the world', () => {
    // Vicsek at 2 per m² on a torus: about 2π within radius 1 (the wrap counted).
    const v = createSimulation({ scenario: 'vicsek', params: { N: 4000 } });
    expect(meanNeighbours(v, 1)).toBeGreaterThan(4);
    expect(meanNeighbours(v, 1)).toBeLessThan(9);
    // 2 000 boids released in a disc of radius 1 in a 60 m square: every one is near every other.
    const b = createSimulation({ scenario: 'bounded-flock', params: { N: 2000, spawnRadius: 1 } });
    expect(workOf(b, 100, 'boids').neighbours).toBeGreaterThan(500);
    expect(meanNeighbours(b, 0)).toBe(0);
  });
  it('says durations in words', () => {
    expect(roughDuration(40)).toBe('40 seconds');
    expect(roughDuration(3 * 3600)).toBe('3 hours');
    expect(roughDuration(83 * 86400)).toBe('83 days');
    expect(roughDuration(1)).toBe('1 second');
    expect(clockDuration(187)).toBe('3 min 07 s');
    expect(clockDuration(2 * 3600 + 5 * 60)).toBe('2 h 05 min');
  });
});

describe('work estimate: the runner', () => {
  it('refuses a run over the limit with one line: the estimate and how to override; --force runs it', async () => {
    // The limit lowered so that a small run is over it: the refusal is tested without a long run.
    const argv = ['--scenario', 'corridor', '--seconds', '1', '--set', 'N=20', '--set', 'neighbours=all-pairs'];
    const r = await cli(argv, { limits: { refuseAbove: 1e-9 } });
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^error: this run would take about \d+ seconds? \(20 agents × 20 steps × 2 sub-steps, all-pairs search: every agent checks every other\); /);
    expect(r.err).toContain('--set neighbours=grid');
    expect(r.err).toContain('add --force to run it anyway');
    // With trajectories: the rows are counted, and a sparser --every offered.
    const withRows = await cli([...argv, '--trajectories', 'x.csv', '--every', '4'], { limits: { refuseAbove: 1e-9 }, files: { check: () => {}, open: () => { throw new Error('not opened'); } } });
    expect(withRows.err).toContain('20 agents × 20 steps × 2 sub-steps, all-pairs search: every agent checks every other, 120 trajectory rows)');
    expect(withRows.err).toContain('--every K');
    const forced = await cli([...argv, '--force'], { limits: { refuseAbove: 1e-9 } });
    expect(forced.code).toBe(EXIT_OK);
    expect(forced.out).toContain('Scenario   corridor');
    // The default limit lets a small run through.
    expect((await cli(argv)).code).toBe(EXIT_OK);
  });
  it('--force is documented and takes no value', async () => {
    expect(USAGE).toContain('--force');
    expect(USAGE).toContain('1 hour');
    expect((await cli(['--scenario', 'corridor', '--force=yes'])).err).toContain('--force takes no value');
  });
  it('a long run reports progress on stderr (percent, simulated time, ETA) and keeps stdout pure JSON', async () => {
    let clock = 0;
    const r = await cli(['--scenario', 'corridor', '--seconds', '2', '--set', 'N=20', '--json'],
      { now: () => (clock += 250), limits: { progressAbove: 0 } });
    expect(r.code).toBe(EXIT_OK);
    expect(() => JSON.parse(r.out)).not.toThrow();
    const [note, ...lines] = r.err.split('\n');
    // Before the first step: what it should take, and how to stop it.
    expect(note).toMatch(/^note: this run should take about .+; progress follows \(Ctrl-C stops it and keeps what was written\)$/);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line).toMatch(/^progress: [\d.]+% — [\d.]+ of 2 s simulated, \d+ s elapsed, about [\d.]+ s left$/);
    // The clock moves 250 ms a reading, one reading a step: the first line a second in (step 3 of 40), then every fourth step.
    expect(lines[0]).toBe('progress: 7.5% — 0.15 of 2 s simulated, 1 s elapsed, about 12 s left');
    expect(lines[1]).toBe('progress: 17.5% — 0.35 of 2 s simulated, 2 s elapsed, about 9 s left');
    // Without the lowered threshold the same short run prints nothing on stderr.
    expect((await cli(['--scenario', 'corridor', '--seconds', '2', '--set', 'N=20', '--json'], { now: () => (clock += 250) })).err).toBe('');
  });
  it('progress lines come about every second, then space out on a long run', () => {
    let t = 0;
    const lines: string[] = [];
    const p = new Progress(100_000, 10_000, () => t, (s) => lines.push(s));
    const times: number[] = [];
    for (let k = 1; k <= 100_000; k++) {
      t += 100; // 100 ms per step: a run of about 2.8 hours
      const n = lines.length;
      p.update(k, k * 0.1);
      if (lines.length > n) times.push(t / 1000);
    }
    expect(times[0]).toBe(1);
    expect(times[1] - times[0]).toBeCloseTo(1, 9);
    // At most a minute apart, and far fewer than one a second over 10 000 s.
    for (let k = 1; k < times.length; k++) expect(times[k] - times[k - 1]).toBeLessThanOrEqual(60.0001);
    expect(times.length).toBeLessThan(400);
    expect(lines.at(-1)).toMatch(/^progress: 9\d\.\d% — /);
  });
});
