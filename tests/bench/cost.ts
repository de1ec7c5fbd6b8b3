/**
 * The cost model against the clock (npm run bench:cost): a spread of configurations — built-in scenarios at several
 * N, a dense flock whose radius covers its box, all pairs, the k-d tree, Heun, and files near the format's caps on
 * wall segments and exits — each estimated before it is built (estimateCost: what the page decides with) and after
 * (estimateBuiltCost: sampled neighbours, the layout's counts; what the command line refuses with), then built and
 * stepped. Printed per configuration: estimated and measured ms per step (median of a few steps after warm-up),
 * their ratio (measured / estimated), and the same for the build; then the ratios' median, min and max.
 * Timings belong here, not in tests: they depend on the machine and on what else runs on it.
 */
import {
  CUSTOM_SCENARIO, buildSimulation, estimateBuiltCost, estimateCost, parseScenarioDoc, resolveConfig, type LooseConfig, type SimConfig
} from '../../src/lib/engine';

/** A room of side L with `segments` wall pieces round three sides and `exits` doors (each with a sink) in the fourth. */
function room(opts: { L: number; segments: number; exits: number; N: number; settings?: Record<string, number | string> }) {
  const { L, exits } = opts, walls: number[][] = [];
  const pieces = Math.max(3, opts.segments - exits - 1), per = Math.ceil(pieces / 3);
  const split = (x1: number, y1: number, x2: number, y2: number, n: number) => {
    for (let i = 0; i < n; i++) walls.push([x1 + ((x2 - x1) * i) / n, y1 + ((y2 - y1) * i) / n, x1 + ((x2 - x1) * (i + 1)) / n, y1 + ((y2 - y1) * (i + 1)) / n]);
  };
  split(L, L, 0, L, per); split(0, L, 0, 0, per); split(0, 0, L, 0, pieces - 2 * per);
  const doors = [], dh = L / (2 * Math.max(1, exits) + 1);
  let y = 0;
  for (let e = 0; e < exits; e++) {
    walls.push([L, y, L, y + dh]); y += dh;
    doors.push({ name: `e${e}`, segment: [L, y, L, y + dh], sink: [L + 0.6, y, L + 5, y + dh] }); y += dh;
  }
  walls.push([L, y, L, L]);
  return parseScenarioDoc({
    format: 'crowds-and-flocks/scenario@1', name: 'bench-room', title: 'bench room', family: 'social',
    world: { width: L + 6, height: L }, walls, exits: doors,
    spawns: [{ region: { rect: [0.5, 0.5, L - 0.5, L - 0.5] }, count: opts.N, goal: exits > 0 ? { exit: 'nearest' } : { point: [L + 1, L / 2] } }],
    forces: [{ name: 'drivingHFV', params: { tau: 0.5 } }, { name: 'contactHFV' }, { name: 'wallHFV' }],
    settings: { dt: 0.01, substeps: 1, ...opts.settings }
  });
}

const file = (f: ReturnType<typeof room>): LooseConfig => ({ scenario: CUSTOM_SCENARIO, file: f });

const CONFIGS: [string, SimConfig | LooseConfig][] = [
  ['free-flock N=300', { scenario: 'free-flock' }],
  ['free-flock N=5000', { scenario: 'free-flock', params: { N: 5000 } }],
  ['free-flock N=20000', { scenario: 'free-flock', params: { N: 20_000 } }],
  ['free-flock N=5000 kd-tree', { scenario: 'free-flock', params: { N: 5000 }, settings: { neighbours: 'kd-tree' } }],
  ['free-flock N=1000 all-pairs', { scenario: 'free-flock', params: { N: 1000 }, settings: { neighbours: 'all-pairs' } }],
  ['free-flock N=2999 R=100 (covers the box)', { scenario: 'free-flock', params: { N: 2999 }, forces: { alignment: { params: { radius: 100 } }, cohesion: { params: { radius: 100 } } } }],
  ['free-flock N=2999 R=100 all-pairs', { scenario: 'free-flock', params: { N: 2999 }, settings: { neighbours: 'all-pairs' }, forces: { alignment: { params: { radius: 100 } }, cohesion: { params: { radius: 100 } } } }],
  ['bounded-flock N=100', { scenario: 'bounded-flock' }],
  ['bounded-flock N=2000', { scenario: 'bounded-flock', params: { N: 2000 } }],
  ['bounded-flock N=2000 in a 2 m disc', { scenario: 'bounded-flock', params: { N: 2000, spawnRadius: 2 } }],
  ['vicsek N=400', { scenario: 'vicsek' }],
  ['vicsek N=20000', { scenario: 'vicsek', params: { N: 20_000 } }],
  ['vicsek N=20000 kd-tree', { scenario: 'vicsek', params: { N: 20_000 }, settings: { neighbours: 'kd-tree' } }],
  ['wandering', { scenario: 'wandering' }],
  ['corridor', { scenario: 'corridor' }],
  ['corridor N=300', { scenario: 'corridor', params: { N: 300 } }],
  ['fundamental', { scenario: 'fundamental' }],
  ['crossing', { scenario: 'crossing' }],
  ['bottleneck', { scenario: 'bottleneck' }],
  ['bottleneck all-pairs', { scenario: 'bottleneck', settings: { neighbours: 'all-pairs' } }],
  ['evacuation', { scenario: 'evacuation' }],
  ['evacuation N=400 heun', { scenario: 'evacuation', params: { N: 400 }, settings: { integrator: 'heun' } }],
  ['l-corridor', { scenario: 'l-corridor' }],
  ['exits-room', { scenario: 'exits-room' }],
  ['file: 2 000 segments, 500 agents', file(room({ L: 30, segments: 2000, exits: 0, N: 500 }))],
  ['file: 1 000 segments, 2 000 agents', file(room({ L: 60, segments: 1000, exits: 0, N: 2000 }))],
  ['file: 2 000 segments, 200 agents, no guard', file(room({ L: 30, segments: 2000, exits: 0, N: 200, settings: { wallGuard: 0 } }))],
  ['file: 100 exits with sinks, 500 agents', file(room({ L: 30, segments: 300, exits: 100, N: 500 }))],
  ['file: 100 exits, 2 000 segments, 1 000 agents, kd-tree', file(room({ L: 45, segments: 2000, exits: 100, N: 1000, settings: { neighbours: 'kd-tree' } }))]
];

const median = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

const rows: { name: string; pre: number; post: number; build: number }[] = [];
console.log(`${'configuration'.padEnd(56)}${'N'.padStart(6)}${'k'.padStart(7)}${'W'.padStart(6)}  ${'est pre'.padStart(8)}${'est post'.padStart(9)}${'measured'.padStart(9)}  ${'ratio pre'.padStart(9)}${'post'.padStart(6)}   ${'build est'.padStart(9)}${'meas'.padStart(7)}${'ratio'.padStart(7)}`);
for (const [name, c] of CONFIGS) {
  const r = resolveConfig(c as LooseConfig);
  const pre = estimateCost(r);
  const t0 = performance.now();
  const sim = buildSimulation(r);
  const buildMs = performance.now() - t0;
  const post = estimateBuiltCost(sim, r);
  // Warm-up, then the median of a few steps (fewer for the slowest).
  // Warm-up: at least 3 steps and, for cheap ones, up to 300 ms (the first steps run before the JIT has optimised).
  const steps = post.msPerStep > 300 ? 3 : 9;
  for (let i = 0, t = performance.now(); i < (post.msPerStep > 300 ? 1 : 200) && (i < 3 || performance.now() - t < 300); i++) sim.step();
  const times: number[] = [];
  for (let i = 0; i < steps; i++) { const t = performance.now(); sim.step(); times.push(performance.now() - t); }
  const measured = median(times);
  const row = { name, pre: measured / pre.msPerStep, post: measured / post.msPerStep, build: pre.buildMs > 0 ? buildMs / pre.buildMs : NaN };
  rows.push(row);
  console.log(`${name.padEnd(56)}${String(post.agents).padStart(6)}${post.neighbours.toFixed(1).padStart(7)}${String(post.segments).padStart(6)}  ${fmt(pre.msPerStep).padStart(8)}${fmt(post.msPerStep).padStart(9)}${fmt(measured).padStart(9)}  ${row.pre.toFixed(2).padStart(9)}${row.post.toFixed(2).padStart(6)}   ${(pre.buildMs > 0 ? fmt(pre.buildMs) : '-').padStart(9)}${fmt(buildMs).padStart(7)}${(Number.isNaN(row.build) ? '-' : row.build.toFixed(2)).padStart(7)}`);
}
const summary = (label: string, v: number[]) => {
  const ok = v.filter((x) => Number.isFinite(x));
  const within = ok.filter((x) => x >= 1 / 3 && x <= 3).length;
  console.log(`${label}: median ${median(ok).toFixed(2)}, min ${Math.min(...ok).toFixed(2)}, max ${Math.max(...ok).toFixed(2)}; ${within} of ${ok.length} within a factor of 3`);
};
console.log('\nratio = measured / estimated');
summary('step, estimated before building', rows.map((r) => r.pre));
summary('step, estimated once built     ', rows.map((r) => r.post));
summary('build (documents)              ', rows.map((r) => r.build));
