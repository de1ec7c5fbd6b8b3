/**
 * How long a way-finding rebuild takes (an exit shut or a wall moved while running): a 30 × 30 m room with a door in
 * each wall and four columns, in a 32 × 32 m world. Prints the median of N rebuilds after a warm-up, per grid size.
 *   npx tsx tests/bench/navigation.ts [N]
 */
import { Walls, column, makeWorld, type Segment } from '../../src/lib/engine';
import { Navigation, type FieldSpec } from '../../src/lib/engine/navigation';
import { cpus } from 'node:os';

const N = Number(process.argv[2] ?? 31);
const room: Segment[] = [
  [0, 0, 14, 0], [16, 0, 30, 0], [30, 0, 30, 14], [30, 16, 30, 30], [0, 30, 14, 30], [16, 30, 30, 30], [0, 0, 0, 14], [0, 16, 0, 30],
  ...column(8, 8, 1), ...column(22, 8, 1), ...column(8, 22, 1), ...column(22, 22, 1)
];
const exits = [
  { name: 'south', segment: [14, 0, 16, 0] as Segment, open: true }, { name: 'east', segment: [30, 14, 30, 16] as Segment, open: true },
  { name: 'north', segment: [14, 30, 16, 30] as Segment, open: true }, { name: 'west', segment: [0, 14, 0, 16] as Segment, open: true }
];
const world = makeWorld(32, 32, false, false, -1, -1);
const median = (a: number[]) => [...a].sort((p, q) => p - q)[a.length >> 1];

function bench(cell: number | undefined, fields: FieldSpec[]): void {
  const nav = new Navigation({ exits, targets: [], fields }, world, cell);
  const walls = new Walls(room);
  for (let k = 0; k < 5; k++) nav.rebuild(walls);
  const t: number[] = [];
  for (let k = 0; k < N; k++) { const t0 = performance.now(); nav.rebuild(walls); t.push(performance.now() - t0); }
  console.log(`h = ${nav.grid.h} m, ${nav.grid.nx} × ${nav.grid.ny} = ${nav.grid.size} cells, ${fields.length} field(s): median ${median(t).toFixed(1)} ms, min ${Math.min(...t).toFixed(1)}, max ${Math.max(...t).toFixed(1)} (N = ${N})`);
}

console.log(`${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}`);
bench(undefined, [{ to: 'nearest-exit' }]);
bench(0.1, [{ to: 'nearest-exit' }]);
bench(undefined, [{ to: 'nearest-exit' }, ...exits.map((e) => ({ to: 'exit' as const, name: e.name }))]);
