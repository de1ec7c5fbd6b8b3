/**
 * First-order fast marching (Sethian 1996, "A fast marching level set method for monotonically advancing fronts"):
 * solves the eikonal equation |∇φ| = f on the grid by accepting cells in order of φ, like Dijkstra, but each cell's
 * value comes from the upwind quadratic over its accepted x- and y-neighbours,
 *   (T − a)² + (T − b)² = (h f)²   (or T = a + h f when b − a ≥ h f),
 * so straight-line distances come out Euclidean (to first order) instead of the 4- or 8-connected graph's
 * "Manhattan-like" ones. The heap is lazy (stale entries are skipped); its arrays are kept between runs.
 * One loop with local variables: this runs while the simulation runs (an exit shut, a wall dragged).
 */
import type { NavGrid } from './grid';

export class FastMarching {
  private key = new Float64Array(4096);
  private id = new Int32Array(4096);
  private known = new Uint8Array(0);

  /**
   * Marches from the seeds over the cells with allowed[k] = 1, lowering phi (Infinity: not reached yet).
   * Cells with a finite phi and allowed = 0 are frozen: read as accepted, never changed (a second pass that extends
   * a field into the walls uses this). A seed that is frozen starts the march from its neighbours; any other seed
   * is queued with its own phi.
   */
  run(g: NavGrid, phi: Float64Array, allowed: Uint8Array, seeds: ArrayLike<number>, nSeeds: number): void {
    const size = g.size, nx = g.nx, h = g.h, slowness = g.slowness;
    if (this.known.length !== size) this.known = new Uint8Array(size);
    const known = this.known;
    for (let k = 0; k < size; k++) known[k] = allowed[k] === 0 && phi[k] < Infinity ? 1 : 0;
    let n = 0;
    // The queue: pending cells first, then the neighbours of accepted ones as they come.
    let key = this.key, id = this.id;
    const push = (v: number, k: number) => {
      if (n === key.length) {
        const k2 = new Float64Array(2 * n), i2 = new Int32Array(2 * n);
        k2.set(key); i2.set(id); key = this.key = k2; id = this.id = i2;
      }
      let c = n++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (key[p] <= v) break;
        key[c] = key[p]; id[c] = id[p]; c = p;
      }
      key[c] = v; id[c] = k;
    };
    /** Recomputes cell k from its accepted neighbours; queues it if its value fell. */
    const relax = (k: number) => {
      if (known[k] === 1 || allowed[k] === 0) return;
      const i = k % nx;
      let a = Infinity, b = Infinity;
      if (i > 0 && known[k - 1] === 1) a = phi[k - 1];
      if (i < nx - 1 && known[k + 1] === 1 && phi[k + 1] < a) a = phi[k + 1];
      if (k >= nx && known[k - nx] === 1) b = phi[k - nx];
      if (k + nx < size && known[k + nx] === 1 && phi[k + nx] < b) b = phi[k + nx];
      if (a > b) { const t = a; a = b; b = t; }
      if (a === Infinity) return;
      const hf = h * slowness[k];
      const T = b - a >= hf ? a + hf : 0.5 * (a + b + Math.sqrt(2 * hf * hf - (a - b) * (a - b)));
      if (T < phi[k]) { phi[k] = T; push(T, k); }
    };
    const relaxAround = (k: number) => {
      const i = k % nx;
      if (i > 0) relax(k - 1);
      if (i < nx - 1) relax(k + 1);
      if (k >= nx) relax(k - nx);
      if (k + nx < size) relax(k + nx);
    };
    for (let s = 0; s < nSeeds; s++) {
      const k = seeds[s];
      if (known[k] === 1) relaxAround(k);
      else if (allowed[k] === 1 && phi[k] < Infinity) push(phi[k], k);
    }
    while (n > 0) {
      const v = key[0], k = id[0];
      // Pop: move the last entry down from the root.
      const last = --n;
      if (last > 0) {
        const lv = key[last], lk = id[last];
        let c = 0;
        for (;;) {
          let m = 2 * c + 1;
          if (m >= last) break;
          if (m + 1 < last && key[m + 1] < key[m]) m++;
          if (key[m] >= lv) break;
          key[c] = key[m]; id[c] = id[m]; c = m;
        }
        key[c] = lv; id[c] = lk;
      }
      if (known[k] === 1 || v > phi[k]) continue;
      known[k] = 1;
      relaxAround(k);
    }
  }
}
