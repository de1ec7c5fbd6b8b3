/**
 * The optimization ladder's benchmark: every rung at N = 1k, 10k and 100k, beside the engine's grid step of the same
 * article-B model and the yardstick (a different workload, printed for context only).
 *
 *   npm run bench:lessons [-- --json] [-- --out FILE.json] [-- --quick] [-- --sizes 1000,10000] [-- --rounds 5]
 *                         [-- --budget 45] [-- --rungs uniform-grid,sorted-grid] [-- --behaviour] [-- --verbose]
 *   npm run bench -- --lessons …   (the same, through the engine benchmark's entry point)
 *   npm run bench:lessons -- --help   (the options; an unknown one is refused, exit 2)
 *
 * Timing: each measurement is a fresh flock (same seed), a few frames of warm-up, then a window of frames; its
 * number is the process's CPU time per frame over the window (a rung with every boid on one frame in a hundred is
 * timed over whole ticks, so its spike is in the mean), with the wall time beside it. CPU time, because the machine
 * is shared: there the wall time of the same measurement swings by 2–5× between rounds (the process waits for a
 * core) while its CPU time holds within about 10 %; on an idle machine the two agree, except that the collector's
 * helper threads count in CPU time. The rungs take turns in rounds and every number is the median over rounds; the
 * ratios are taken from the same run. A rung whose frames would take longer
 * than the budget at an N is skipped there, with an estimate from the next smaller N (all pairs grow as N², grids as
 * N, trees as N log N), and so is a rung that allocated over 256 MB a frame at the smaller N (its collector makes
 * it grow faster than that). Rung 0 is the reference and always gets at least one frame if its estimate is under
 * four budgets. A cell whose first round took more than its share of the budget gets no more rounds. Every rung was
 * compiled at small sizes first (the functions are shared), as in a page that has run a while.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { FORCES, GOAL_NONE, makeWorld, Simulation } from '../../src/lib/engine';
import { STEPPERS, LAST_CPU_RUNG, DT, startState, tickFrames, worldRadius, rungByName, type RungEntry, type RungName, type RungSettings } from '../../src/lib/ladder';
import { flockStats, runWave } from '../../src/lib/ladder/behaviour';
import { growthFactor, median } from '../../src/lib/ladder/sweep/plan';
import { measureAllocation } from './allocation';
import { flagsOrExit, lessonsUsage } from './flags';

// Known flags only (flags.ts): --help prints them, a misspelt one is refused before anything runs.
const { flag, option } = flagsOrExit(process.argv.slice(2), lessonsUsage(STEPPERS.map((r) => r.name)));
const json = flag('--json'), verbose = flag('--verbose');
const SIZES = option('--sizes')?.split(',').map(Number) ?? (flag('--quick') ? [1000, 10000] : [1000, 10000, 100000]);
const ROUNDS = Number(option('--rounds') ?? 5);
const BUDGET_MS = 1000 * Number(option('--budget') ?? 45);
const ONLY = option('--rungs')?.split(',');
const SEED = 1;
const here = dirname(fileURLToPath(import.meta.url));
/** ../shared/bench/yardstick-boids.mjs beside the repository (or beside a folder of worktrees holding it). */
const YARDSTICK = [resolve(here, '..', '..', '..'), resolve(here, '..', '..', '..', '..')].map((d) => resolve(d, 'shared', 'bench', 'yardstick-boids.mjs')).find(existsSync) ?? resolve(here, '..', '..', '..', 'shared', 'bench', 'yardstick-boids.mjs');
const log = (s = '') => { if (!json) console.log(s); };
const note = (s: string) => { if (verbose) console.error(s); };

/** Something that steps: a rung, or the engine's simulation behind the same two calls. */
interface Stepper { step(): void; counters?: { candidates: number; updated: number } }

/** The engine's grid running the ladder's model with the last rung's settings, from the same start state. */
function engineFlock(n: number, settings: RungSettings): Simulation {
  const s = startState(n, SEED), R = worldRadius(n), half = Math.max(30, 1.2 * R);
  const agents = Array.from({ length: n }, (_, i) => ({ x: s.x[i], y: s.y[i], vx: s.vx[i], vy: s.vy[i], phase: s.phase[i], v0: 15, radius: 0.5, mass: 1, goalMode: GOAL_NONE }));
  const sim = new Simulation({
    world: makeWorld(2 * half, 2 * half, false, false, -half, -half), agents, seed: SEED,
    settings: { dt: DT, integrator: 'semi-implicit', maxSpeed: 15, ruleTick: settings.tick, randomPhase: settings.randomPhase ? 1 : 0, neighbours: 'grid' }
  });
  const cap = { maxNeighbours: settings.maxBoids };
  sim.add(FORCES.cohesionB, cap).add(FORCES.separationB, { squared: 1, ...cap }).add(FORCES.alignmentB, cap).add(FORCES.softBoundaryB, { radius: R });
  return sim;
}

interface Measured { ms: number; wallMs: number; frames: number; candidatesPerBoid: number; updatedShare: number; bytesPerFrame: number; gcPer100: number; gcMsPerFrame: number; longestGcMs: number }

/** Times `frames` frames after `warm` frames of a fresh stepper. */
function measure(make: () => Stepper, n: number, warm: number, frames: number): Measured {
  const s = make();
  for (let k = 0; k < warm; k++) s.step();
  let candidates = 0, updated = 0, wall = 0;
  const c0 = process.cpuUsage();
  const alloc = measureAllocation(() => {
    const t0 = performance.now();
    for (let k = 0; k < frames; k++) {
      s.step();
      if (s.counters) { candidates += s.counters.candidates; updated += s.counters.updated; }
    }
    wall = performance.now() - t0;
  });
  const cpu = process.cpuUsage(c0);
  return {
    ms: (cpu.user + cpu.system) / 1000 / frames, wallMs: wall / frames, frames,
    candidatesPerBoid: candidates / (n * frames), updatedShare: updated / (n * frames),
    bytesPerFrame: alloc.bytes / frames, gcPer100: (100 * alloc.collections) / frames, gcMsPerFrame: alloc.gcMs / frames, longestGcMs: alloc.longestGcMs
  };
}

function yardstick(n: number): number | null {
  if (!existsSync(YARDSTICK)) return null;
  const out = execFileSync(process.execPath, [YARDSTICK, String(n), String(n >= 100000 ? 20 : 30)], { encoding: 'utf8' });
  const m = /median_ms=([\d.]+)/.exec(out);
  return m ? Number(m[1]) : null;
}

/** How a rung's frame grows from N0 to N1 (shared with the reader's sweep in the browser). */
const growth = (entry: RungEntry<RungName>, n0: number, n1: number) => growthFactor(entry.search, n0, n1);

/** Frames to time: whole ticks when every boid rebuilds on one frame, else as many as the budget allows (≤ cap). */
function windowFor(entry: RungEntry<RungName>, n: number, estMs: number): { warm: number; frames: number } {
  const sync = !entry.defaults.randomPhase && entry.defaults.tick > 0;
  if (sync) return { warm: 1, frames: tickFrames(entry.defaults.tick) };
  const cap = n >= 100000 ? 10 : n >= 10000 ? 30 : 100;
  const perRound = BUDGET_MS / ROUNDS;
  const frames = Math.max(1, Math.min(cap, Math.floor(perRound / Math.max(estMs, 1e-3))));
  return { warm: estMs > 1000 ? 0 : Math.min(5, frames), frames };
}

interface Row { name: string; N: number; skippedBecause: string | null; ms: number | null; wallMs: number | null; estimatedMs: number | null; rounds: number; skipped: boolean; msRange: [number, number] | null; candidatesPerBoid: number | null; updatedShare: number | null; bytesPerFrame: number | null; gcPer100: number | null; gcMsPerFrame: number | null; longestGcMs: number | null; vsRung0: number | null; vsEngine: number | null }

const rungs = STEPPERS.filter((r) => !ONLY || ONLY.includes(r.name) || r.name === 'naive');
const results: { machine: unknown; sizes: number[]; rounds: number; budgetS: number; rows: Row[]; engine: unknown[]; tick0: unknown[]; tick0Rungs: unknown[]; yardstick: unknown[]; targets: unknown; behaviour?: unknown } = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAtStart: os.loadavg() },
  sizes: SIZES, rounds: ROUNDS, budgetS: BUDGET_MS / 1000, rows: [], engine: [], tick0: [], tick0Rungs: [], yardstick: [], targets: null
};
const previousTick0 = new Map<string, { N: number; ms: number }>();

log(`Optimization ladder — ${os.cpus()[0]?.model} (${os.cpus().length} cores), Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
log(`Article B's boid (the chapter's model) at the chapter's density, seed ${SEED}; up to ${ROUNDS} rounds, rungs alternating; ms = CPU time per frame,`);
log('median over rounds (the wall time beside it swings with the machine\'s other load; see the note at the top of lessons.ts).');
log('The engine row is the engine\'s grid stepping the same model with the last rung\'s settings (tick 2 s, random phase, cap 10,');
log('d/|d|², the kick boundary; its cap takes the first neighbours in the grid\'s order, per rule). The yardstick is the standard');
log('Reynolds workload (../shared/bench), a different model: context for the machine\'s speed, not a reference for the ladder.');

// Compile every rung's code with full type feedback first (a long first loop at 100k would otherwise be compiled
// mid-loop and fall back at the code after it; see rung 10's note).
for (const e of rungs) { const r = e.create(300, SEED, { tick: 0 }); for (let k = 0; k < 20; k++) r.step(); const q = e.create(300, SEED); for (let k = 0; k < 120; k++) q.step(); }

/** Beyond this much garbage a frame a rung is bound by its collector and grows faster than N² (rung 2 allocated
 *  1.4 GB a frame at 10k and took 204 s for one frame at 100k): it is skipped at the next size, estimated. */
const GC_BOUND_BYTES = 256 * 2 ** 20;
const previous = new Map<string, { N: number; ms: number; bytes: number }>();
for (const N of SIZES) {
  // What each cell will do at this N.
  const plan = rungs.map((e) => {
    const prev = previous.get(e.name);
    const est = prev ? prev.ms * growth(e, prev.N, N) : null;
    const reference = e.name === 'naive';
    const { warm, frames } = windowFor(e, N, est ?? 1);
    // A rung with every boid on one frame warms up on its spike frame: a whole tick's work.
    const sync = !e.defaults.randomPhase && e.defaults.tick > 0;
    const oneRound = (est ?? 0) * (frames + (sync ? frames : warm));
    const rounds = est === null ? ROUNDS : Math.min(ROUNDS, Math.floor(BUDGET_MS / Math.max(oneRound, 1e-3)));
    const gcBound = (prev?.bytes ?? 0) > GC_BOUND_BYTES && !reference;
    const skip = gcBound || (rounds < 1 && !(reference && (est ?? 0) * frames <= 4 * BUDGET_MS));
    const why = gcBound ? `allocates ${(prev!.bytes / 2 ** 30).toFixed(1)} GB a frame at ${prev!.N / 1000}k` : 'over the budget';
    return { e, est, warm, frames, rounds: skip ? 0 : Math.max(1, rounds), times: [] as Measured[], why, spent: 0 };
  });
  const engineTimes: Measured[] = [], tick0: { rung: Measured[]; engine: Measured[] } = { rung: [], engine: [] }, yards: number[] = [];
  const lastSettings = rungByName(LAST_CPU_RUNG)!.defaults;
  for (let round = 0; round < ROUNDS; round++) {
    const y = yardstick(N);
    if (y !== null) yards.push(y);
    for (const p of plan) {
      if (round >= p.rounds) continue;
      const m = measure(() => p.e.create(N, SEED), N, p.warm, p.frames);
      p.times.push(m);
      // The estimate was low (object rungs outgrow N² at 100k): no more rounds than the budget holds.
      p.spent += m.wallMs * (p.frames + p.warm);
      if (p.spent + m.wallMs * (p.frames + p.warm) > BUDGET_MS) p.rounds = Math.min(p.rounds, round + 1);
      note(`N = ${N} round ${round + 1}: ${p.e.name} ${m.ms.toFixed(3)} ms (${p.frames} frames)`);
    }
    const engineFrames = N >= 100000 ? 10 : 30;
    engineTimes.push(measure(() => engineFlock(N, lastSettings), N, 5, engineFrames));
    tick0.rung.push(measure(() => rungByName(LAST_CPU_RUNG)!.create(N, SEED, { tick: 0 }), N, 3, N >= 100000 ? 3 : 10));
    tick0.engine.push(measure(() => engineFlock(N, { ...lastSettings, tick: 0 }), N, 3, N >= 100000 ? 3 : 10));
    note(`N = ${N} round ${round + 1}: engine ${engineTimes.at(-1)!.ms.toFixed(3)} ms, yardstick ${y ?? '—'} ms`);
  }
  const engineMs = median(engineTimes.map((m) => m.ms));
  const rung0 = plan.find((p) => p.e.name === 'naive')!;
  const rung0Ms = rung0.times.length ? median(rung0.times.map((m) => m.ms)) : rung0.est;
  log('');
  log(`N = ${N}: boundary radius ${worldRadius(N).toFixed(0)} m; engine grid (same model) ${engineMs.toFixed(3)} ms, yardstick ${yards.length ? median(yards).toFixed(3) : '—'} ms`);
  log('  rung                          ms/frame   (rounds: range)   wall ms   × rung 0   × engine   cand/boid   updated    KB/frame   GC/100 fr');
  // A rung skipped because its collector dominates is an object rung like rung 0: it grows as rung 0 grew here.
  const rung0Prev = previous.get('naive');
  for (const p of plan) {
    if (!p.times.length && p.why.startsWith('allocates') && rung0Prev && rung0.times.length) {
      p.est = previous.get(p.e.name)!.ms * (median(rung0.times.map((m) => m.ms)) / rung0Prev.ms);
      p.why += ", grown as rung 0 grew (a lower bound: it collects more)";
    }
  }
  for (const p of plan) {
    const ms = p.times.length ? median(p.times.map((m) => m.ms)) : null;
    const pick = (k: keyof Measured) => (p.times.length ? median(p.times.map((m) => m[k])) : null);
    const shown = ms ?? p.est!;
    const row: Row = {
      name: p.e.name, N, skippedBecause: ms === null ? p.why : null, ms, wallMs: pick('wallMs'), estimatedMs: ms === null ? p.est : null, rounds: p.times.length, skipped: ms === null,
      msRange: p.times.length > 1 ? [Math.min(...p.times.map((m) => m.ms)), Math.max(...p.times.map((m) => m.ms))] : null,
      candidatesPerBoid: pick('candidatesPerBoid'), updatedShare: pick('updatedShare'), bytesPerFrame: pick('bytesPerFrame'), gcPer100: pick('gcPer100'),
      gcMsPerFrame: pick('gcMsPerFrame'), longestGcMs: pick('longestGcMs'),
      vsRung0: rung0Ms !== null ? rung0Ms / shown : null, vsEngine: shown / engineMs
    };
    results.rows.push(row);
    if (ms !== null) previous.set(p.e.name, { N, ms, bytes: row.bytesPerFrame ?? 0 });
    const f = (v: number | null, d: number, w: number) => (v === null ? '—' : v.toFixed(d)).padStart(w);
    const msText = ms === null ? `~${p.est!.toPrecision(3)} est.` : ms.toPrecision(4);
    const range = row.msRange ? `${row.msRange[0].toPrecision(3)}–${row.msRange[1].toPrecision(3)}` : ms === null ? 'skipped' : `${p.times.length} × ${p.frames} fr`;
    log(`  ${(p.e.beside ? '  ' : '') + p.e.name}`.padEnd(32) + msText.padStart(16) + range.padStart(18) + f(row.wallMs, 2, 10) + f(row.vsRung0, 1, 11) + f(row.vsEngine, 2, 11)
      + f(row.candidatesPerBoid, 1, 12) + f(row.updatedShare, 3, 10) + f(row.bytesPerFrame === null ? null : row.bytesPerFrame / 1024, 1, 12) + f(row.gcPer100, 0, 12)
      + (ms === null ? `   (${p.why})` : ''));
  }
  results.engine.push({ N, ms: engineMs, rounds: engineTimes.length, wallMs: median(engineTimes.map((m) => m.wallMs)) });
  results.yardstick.push({ N, ms: yards.length ? median(yards) : null });
  const t0r = median(tick0.rung.map((m) => m.ms)), t0e = median(tick0.engine.map((m) => m.ms));
  results.tick0.push({ N, rungMs: t0r, engineMs: t0e, ratio: t0r / t0e });
  log(`  every boid every frame (tick 0): ${LAST_CPU_RUNG} ${t0r.toPrecision(4)} ms, engine grid ${t0e.toPrecision(4)} ms (× ${(t0r / t0e).toFixed(2)})`);
  tick0Table(N, t0e);
  if (N === 10000 && rung0.times.length) {
    const m = rung0.times, pairs = median(m.map((x) => x.candidatesPerBoid)) * N;
    log(`  rung 0 at 10k: ${median(m.map((x) => x.ms)).toFixed(0)} ms a frame for ${(pairs / 1e6).toFixed(1)} M candidate pairs (every boid rebuilds every 0.1 s, ~1/5 a frame): ${(1e6 * median(m.map((x) => x.ms)) / pairs).toFixed(1)} ns a pair`);
  }
}

/**
 * Every 2-D rung at tick 0 (every boid recomputed every frame), beside the engine's grid at tick 0: the index's own
 * gain apart from article B's 2 s tick. A rung is timed where its estimate (the catalogue's cost per pair or per boid
 * at the first size, then its own growth from the size before) fits a round's share of the budget; else estimated.
 */
function tick0Table(N: number, engineMs: number): void {
  log(`  tick 0, every rung (engine grid ${engineMs.toPrecision(4)} ms):   ms/frame   × engine`);
  for (const e of rungs.filter((r) => !r.name.endsWith('-3d'))) {
    const prev = previousTick0.get(e.name);
    const est = prev ? prev.ms * growth(e, prev.N, N) : (e.cost.ns * (e.cost.per === 'pair' ? N * N : N)) / 1e6;
    const frames = N >= 100000 ? 3 : 10, warm = 2;
    const rounds = Math.min(ROUNDS, Math.floor(BUDGET_MS / Math.max(est * (frames + warm) * 4, 1e-3)));
    let ms: number | null = null;
    if (rounds >= 1) {
      const times = Array.from({ length: rounds }, () => measure(() => e.create(N, SEED, { tick: 0 }), N, warm, frames).ms);
      ms = median(times);
      previousTick0.set(e.name, { N, ms });
    }
    const shown = ms ?? est;
    results.tick0Rungs.push({ name: e.name, N, ms, estimatedMs: ms === null ? est : null, vsEngine: shown / engineMs });
    log(`    ${(e.beside ? '  ' : '') + e.name}`.padEnd(44) + (ms === null ? `~${est.toPrecision(3)} est.` : ms.toPrecision(4)).padStart(14) + (shown / engineMs).toFixed(2).padStart(11));
  }
}

const row = (name: string, N: number) => results.rows.find((r) => r.name === name && r.N === N);
const last = (N: number) => row(LAST_CPU_RUNG, N);
const targets = {
  at10k: last(10000)?.vsRung0 ?? null, at100k: last(100000)?.vsRung0 ?? null, vsEngineAt100k: last(100000)?.vsEngine ?? null,
  rung0At100kMeasured: row('naive', 100000)?.skipped === false
};
results.targets = targets;
log('');
log(`Targets (quoted, not asserted): ${LAST_CPU_RUNG} vs rung 0: ${targets.at10k?.toFixed(0) ?? '—'}× at 10k (≥ 100), ${targets.at100k?.toFixed(0) ?? '—'}× at 100k (≥ 1000${targets.rung0At100kMeasured ? '' : '; rung 0 estimated there'}); vs the engine's grid step at 100k: ${targets.vsEngineAt100k?.toFixed(2) ?? '—'} (≤ 1.2).`);
log(`Load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

if (flag('--behaviour')) {
  // What each model-changing rung does to the flock: five seeds, 20 s, at the chapter's 100 boids and at 1000.
  const seeds = [1, 2, 3, 4, 5], keys = ['nearestNeighbour', 'polarization', 'milling', 'spread', 'meanNeighbours', 'updatedCv', 'workPeak', 'turningMax'] as const;
  const behaviour: Record<string, Record<string, number>> = {};
  log('\nBehaviour: means over seeds 1–5 after 20 s (1000 frames)');
  log('  rung                           N   nn (m)   polar.   milling   spread   nbrs<R   upd. CV   work peak   turning max');
  for (const N of [100, 1000]) {
    // The all-pairs rungs after the reference: the ones that change the model are among them.
    for (const e of STEPPERS.filter((r) => !r.beside && r.search === 'all-pairs' && r.builtOn !== null)) {
      const acc: Record<string, number> = {};
      for (const seed of seeds) {
        const r = e.create(N, seed);
        const w = runWave(r, 1000), s = flockStats(r), all = { ...s, ...w } as Record<string, number>;
        for (const k of keys) acc[k] = (acc[k] ?? 0) + all[k] / seeds.length;
      }
      behaviour[`${e.name}@${N}`] = acc;
      log(`  ${e.name.padEnd(27)}${String(N).padStart(5)}` + keys.map((k, i) => acc[k].toFixed(k === 'meanNeighbours' || k === 'workPeak' ? 1 : 3).padStart([9, 9, 10, 9, 9, 10, 12, 14][i])).join(''));
    }
  }
  results.behaviour = behaviour;
}

if (json) console.log(JSON.stringify(results, null, 2));
const out = option('--out');
if (out) writeFileSync(out, JSON.stringify(results, null, 2) + '\n');

