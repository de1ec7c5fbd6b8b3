/**
 * The faster-is-slower chapter's named measures (content/10-faster-is-slower): how long a room takes to empty
 * (Helbing, Farkas & Vicsek 2000's leaving time), and the time until 90 % are out (less sensitive to one straggler).
 */
import { before, blowupError, runAll, type NamedMeasure } from './namedMeasure';

/**
 * Time (s) until a share of the people present at the start have left through the exits: final as soon as they
 * have, or at `seconds`, which it then gives (a lower bound). A blow-up is an error.
 */
function timeUntilOut(share: number): NamedMeasure {
  return {
    watch(sim, _config, seconds) {
      const b = sim.behaviours, need = Math.max(1, Math.ceil(share * sim.state.count));
      return {
        see: () => (b.evacuated >= need ? b.evacuationTimes[need - 1] : before(sim, seconds) ? undefined : seconds),
        blewUp: () => blowupError('evacuation', sim)
      };
    }
  };
}

export const EVACUATION_WATCHES = {
  /** Time (s) the last of the people present at the start left; `seconds` if some are still inside then. */
  evacuationTime: timeUntilOut(1),
  /** Time (s) the 90 %-th of them left; `seconds` if not reached. */
  evacuationTime90: timeUntilOut(0.9)
} satisfies Record<string, NamedMeasure>;

export const EVACUATION_MEASURES = runAll(EVACUATION_WATCHES);
