/**
 * Counter-based random numbers for per-agent noise. A number is a hash of (seed, stream, agent id, tick, index)
 * rather than the next number of one sequence, so what agent 7 draws at tick 12 does not depend on where agent 7 sits
 * in the arrays (the grid reorders agents by cell), on the neighbour strategy, or on what other forces drew. This is
 * the idea of Salmon et al., "Parallel random numbers: as easy as 1, 2, 3" (SC 2011). The mixing function is
 * lowbias32 (Chris Wellons' hash prospector, 2018), a 32-bit permutation with strong avalanche, chained over the
 * words, and the numbers of one agent and tick are a SplitMix sequence (Steele, Lea & Flood, OOPSLA 2014) started
 * from that hash. 32-bit integer maths only (Math.imul): every JavaScript engine gives the same bits.
 *
 * Use: once per apply(), key = streamKey(ctx.seed, STREAM) with STREAM = streamId('myForce') at module level; then
 * per agent, k = drawKey(key, state.id[i], ctx.tick) and drawUniform(k, 0), drawUniform(k, 1), … or drawNormalPair.
 * The functions are small on purpose: V8 inlines them into per-agent loops, where a call that is not inlined would
 * box its numbers.
 */
import { log } from './math';

/** lowbias32: x ↦ x ^ x>>16, × 0x7feb352d, ^ >>15, × 0x846ca68b, ^ >>16 (a bijection on 32-bit integers). */
function scramble(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return h ^ (h >>> 16);
}

/** A stream number for a name (FNV-1a of its UTF-16 code units): each force draws from a stream of its own. */
export function streamId(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The key of a stream under a seed. */
export function streamKey(seed: number, stream: number): number {
  return scramble(scramble(seed | 0) ^ stream);
}

/** The key of agent `id`'s numbers at tick `tick` in the stream `key` (the start of its SplitMix sequence). */
export function drawKey(key: number, id: number, tick: number): number {
  return scramble(scramble(key ^ Math.imul(id, 0x9e3779b1)) ^ Math.imul(tick, 0x85ebca6b));
}

/** The k-th number (k = 0, 1, …) of a draw key, uniform in [0, 1) in steps of 2^−32. */
export function drawUniform(drawKey: number, k: number): number {
  return (scramble((drawKey + Math.imul(k + 1, 0x9e3779b9)) | 0) >>> 0) / 4294967296;
}

/**
 * Two independent standard normal numbers of a draw key, into out[0] and out[1]: Marsaglia's polar method (a point
 * uniform in the unit disc, accepted with probability π/4; attempt a uses numbers 2a and 2a + 1).
 */
export function drawNormalPair(drawKey: number, out: Float64Array): void {
  for (let k = 0; k < 64; k += 2) {
    const u = 2 * drawUniform(drawKey, k) - 1, v = 2 * drawUniform(drawKey, k + 1) - 1, s = u * u + v * v;
    if (s < 1 && s > 0) {
      const f = Math.sqrt((-2 * log(s)) / s);
      out[0] = u * f;
      out[1] = v * f;
      return;
    }
  }
  out[0] = 0; // 32 rejections in a row: probability below 10^−21
  out[1] = 0;
}
