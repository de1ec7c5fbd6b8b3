/** Runs one entry of a sweep (one point, one seed) with the engine: the function the widget's worker and the tests share. */
import type { SimConfig } from '../engine';
import type { SweepMeasure } from '../claims';
import { measureClaim } from './measure';
import { SWEEP_MEASURES } from './sweepMeasures';

export function measureSweepRun(measure: SweepMeasure, config: SimConfig, seed: number): number {
  if (measure.kind === 'named') {
    const fn = SWEEP_MEASURES[measure.name];
    if (!fn) throw new Error(`unknown sweep measure '${measure.name}' (see src/lib/figures/sweepMeasures.ts)`);
    return fn({ ...config, seed }, measure.seconds);
  }
  const { metric, seconds, statistic, from, every } = measure;
  return measureClaim({ id: `sweep ${metric}`, text: '', config, seconds, metric, statistic, from, every, expect: {} }, seed);
}
