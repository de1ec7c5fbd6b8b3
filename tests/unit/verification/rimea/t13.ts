/** RiMEA test 13 — a jam in front of stairs (set up and described in bottlenecks.ts, with test 12). */
export { jamAtStairs as t13 } from './bottlenecks';
