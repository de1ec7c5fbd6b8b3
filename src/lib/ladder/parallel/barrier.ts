/**
 * A reusable barrier for a fixed number of threads on two Int32 slots of shared memory: the last to arrive resets
 * the count and bumps the generation; the others sleep (Atomics.wait) until the generation changes. Atomics are
 * sequentially consistent, so every plain write made before `arrive` is visible to every thread after it.
 * Atomics.wait is refused on a page's main thread: only workers (and Node) may wait here.
 */
import { BARRIER_COUNT, BARRIER_GEN } from './state';

export class Barrier {
  constructor(private readonly ctrl: Int32Array, private readonly parties: number) {}

  arrive(): void {
    const c = this.ctrl, gen = Atomics.load(c, BARRIER_GEN);
    if (Atomics.add(c, BARRIER_COUNT, 1) === this.parties - 1) {
      Atomics.store(c, BARRIER_COUNT, 0);
      Atomics.add(c, BARRIER_GEN, 1);
      Atomics.notify(c, BARRIER_GEN);
      return;
    }
    while (Atomics.load(c, BARRIER_GEN) === gen) Atomics.wait(c, BARRIER_GEN, gen);
  }
}
