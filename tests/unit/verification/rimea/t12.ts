/** RiMEA test 12 — a bottleneck between two rooms (set up and described in bottlenecks.ts, with test 13). */
export { jamAtCorridor as t12 } from './bottlenecks';
