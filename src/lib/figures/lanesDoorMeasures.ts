/**
 * The lanes-and-bottlenecks chapter's named measures (content/09-lanes-and-bottlenecks): a door's steady flow, its
 * passages and their bursts in one direction, and the lane count of a shuffled control.
 */
import { createSimulation, laneCount, Random, steadyLineFlow, type SimConfig, type Simulation } from '../engine';
import { before, blowupError, runAll, type NamedMeasure } from './namedMeasure';

export const LANES_DOOR_WATCHES = {
  /**
   * Steady flow through a door (persons/s): the run goes until the room is empty or `seconds` have passed, and the
   * flow is that of the middle 60 % of the crossings of the first counting line (steadyLineFlow: the 20 %-th to the
   * 80 %-th person). The measurement of figures/bottleneckFlow.ts's bottleneckFlow, for any config.
   */
  doorSteadyFlow: {
    watch: (sim, _config, seconds) => ({
      see: () => (sim.state.count > 0 && before(sim, seconds) ? undefined : steadyLineFlow(sim.behaviours.crossings[0] ?? [])),
      blewUp: () => blowupError('doorSteadyFlow', sim)
    })
  },

  /** Walkers who passed the door (the first counting line) from their own side to the other within `seconds` (see doorPassages). */
  doorPassages: passagesMeasure('doorPassages', (seq) => seq.length),

  /**
   * People pass a door with walkers on both sides in bursts: the mean length of a run of passages in one direction
   * (passages / (reversals + 1)) within `seconds`. Were the same passages in random order, runs would average about
   * 2 (1 + 2 n_E n_W / n reversals among n passages). NaN when nobody passed.
   */
  doorBurstLength: passagesMeasure('doorBurstLength', (seq) => (seq.length === 0 ? NaN : seq.length / (reversals(seq) + 1))),

  /** Changes of direction between successive passages of the door within `seconds` (see doorPassages). */
  doorReversals: passagesMeasure('doorReversals', (seq) => reversals(seq)),

  /**
   * The lane count (the laneCount metric) of the same crowd with the walking directions shuffled among the walkers
   * (positions unchanged), averaged every 0.5 s over the second half of `seconds`: what the count reads from a crowd
   * with no lanes — the control of figures/lanes.ts's laneRun, for any corridor config. The shuffle is undone at
   * once, so the run itself is not changed.
   */
  laneCountShuffled: {
    watch(sim, config, seconds) {
      const s = sim.state, rng = new Random((config.seed ?? 1) ^ 0x9e3779b9);
      const lo = sim.world.y0, W = sim.world.height, every = 0.5;
      let sum = 0, samples = 0, next = seconds / 2;
      return {
        see: (_, step) => {
          if (step > 0 && sim.time >= next - 1e-9) {
            next += every;
            const n = s.count, saved = s.kind.slice(0, n), kinds = saved.slice();
            for (let i = n - 1; i > 0; i--) { const j = Math.floor(rng.next() * (i + 1)), t = kinds[i]; kinds[i] = kinds[j]; kinds[j] = t; }
            s.kind.set(kinds);
            sum += laneCount(s, lo, W);
            s.kind.set(saved);
            samples++;
          }
          return before(sim, seconds) ? undefined : samples > 0 ? sum / samples : NaN;
        },
        blewUp: () => blowupError('laneCountShuffled', sim)
      };
    }
  }
} satisfies Record<string, NamedMeasure>;

export const LANES_DOOR_MEASURES = runAll(LANES_DOOR_WATCHES);

/** A measure of the door's passages (doorPassages's sequence), reduced by `of`. */
function passagesMeasure(name: string, of: (seq: readonly { time: number; sign: number }[]) => number): NamedMeasure {
  return {
    watch(sim, _config, seconds) {
      const watch = watchPassages(sim);
      return {
        see: (_, step) => {
          if (step > 0) watch.step();
          return before(sim, seconds) ? undefined : of(watch.out);
        },
        blewUp: () => blowupError(name, sim)
      };
    }
  };
}

/**
 * Passages through a door (the first counting line of the config), in time order, each +1 or −1 by the side the walker
 * reached. A walker passes when its centre first stands more than `margin` (0.5 m, more than a body's radius) beyond
 * the line on the side opposite the one it started on. Unlike the line's raw crossings, a walker rocking back and
 * forth on the line, or pushed back after a step through, does not count: only getting through does.
 */
export function doorPassages(config: SimConfig, seconds: number, margin = 0.5): { time: number; sign: number }[] {
  const sim: Simulation = createSimulation(config), watch = watchPassages(sim, margin);
  while (before(sim, seconds)) {
    if (!sim.step()) blowupError('doorPassages', sim);
    watch.step();
  }
  return watch.out;
}

/** Watches `sim` (from now: its start) for passages through its first counting line; `step()` after each step. */
function watchPassages(sim: Simulation, margin = 0.5): { out: { time: number; sign: number }[]; step(): void } {
  const line = sim.behaviours.spec.lines?.[0];
  if (!line) throw new Error('doorPassages: the config has no counting line');
  // The line's left normal (crossing from its right to its left counts +1, as the line's crossings do).
  const dx = line.x2 - line.x1, dy = line.y2 - line.y1, len = Math.hypot(dx, dy), nx = -dy / len, ny = dx / len;
  const side = (i: number) => (sim.state.x[i] - line.x1) * nx + (sim.state.y[i] - line.y1) * ny;
  const start = new Map<number, number>(), done = new Set<number>(), out: { time: number; sign: number }[] = [];
  for (let i = 0; i < sim.state.count; i++) start.set(sim.state.id[i], Math.sign(side(i)));
  return {
    out,
    step() {
      const s = sim.state;
      for (let i = 0; i < s.count; i++) {
        const id = s.id[i];
        if (done.has(id)) continue;
        const from = start.get(id) ?? 0, u = side(i);
        if (from !== 0 && u * from < 0 && Math.abs(u) > margin) { done.add(id); out.push({ time: sim.time, sign: Math.sign(u) }); }
      }
    }
  };
}

function reversals(seq: readonly { sign: number }[]): number {
  let r = 0;
  for (let k = 1; k < seq.length; k++) if (seq[k].sign !== seq[k - 1].sign) r++;
  return r;
}
