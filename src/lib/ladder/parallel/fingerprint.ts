/**
 * A fingerprint of a flock's exact bits (FNV-1a over the 64-bit patterns of x, y, vx, vy in start order), so two runs
 * can be compared across threads, workers and Node with one string. `float32` hashes the values rounded to 32 bits
 * first: what a worker's snapshot (Float32Array) carries, so a snapshot and a Float64 run can still be compared.
 * `count`: the first count values of each array (a snapshot's arrays are pooled, often longer than the flock).
 */
export function fingerprint(arrays: readonly ArrayLike<number>[], { float32 = false, count = Infinity } = {}): string {
  const f = new Float64Array(1), bytes = new Uint8Array(f.buffer);
  let h = 0x811c9dc5;
  for (const a of arrays) {
    for (let i = 0, end = Math.min(count, a.length); i < end; i++) {
      f[0] = float32 ? Math.fround(a[i]) : a[i];
      for (let b = 0; b < 8; b++) h = Math.imul(h ^ bytes[b], 0x01000193);
    }
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
