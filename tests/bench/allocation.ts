/**
 * What a stretch of code allocates, and what the garbage collector spent on it, from V8's own GC statistics
 * (node:v8 GCProfiler): bytes allocated = growth of the used heap + everything each collection freed. Exact for
 * what this thread did, whether or not collections ran in between (the heap-growth tests of the engine need none).
 */
import { GCProfiler, getHeapStatistics } from 'node:v8';

export interface AllocationReport {
  /** Bytes allocated while `run` ran. */
  bytes: number;
  /** Garbage collections during the run, and their total time (ms). */
  collections: number;
  gcMs: number;
  /** The longest single collection (ms). */
  longestGcMs: number;
}

export function measureAllocation(run: () => void): AllocationReport {
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  run();
  const after = getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let freed = 0, cost = 0, longest = 0;
  for (const g of statistics) {
    freed += g.beforeGC.heapStatistics.usedHeapSize - g.afterGC.heapStatistics.usedHeapSize;
    cost += g.cost;
    longest = Math.max(longest, g.cost);
  }
  // cost is in microseconds.
  return { bytes: after - before + freed, collections: statistics.length, gcMs: cost / 1000, longestGcMs: longest / 1000 };
}
