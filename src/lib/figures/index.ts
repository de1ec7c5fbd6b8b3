/**
 * Charts whose data never changes, by name and chapter. They are computed while prerendering (the chapter route's
 * server load) and reach the page as data; a chapter shows one with <FigureChart figure="name" … />.
 */
import type { ChartSeries } from './chartSeries';
import { relaxationCurves, repulsionLaws } from './socialForces';
import { speedErrorCurves, distanceErrorCurves } from './motion';
import { wallLaws } from './wallLaws';
import { repulsionPerKg } from './drivingRepulsion';

export { relaxationConfig } from './socialForces';
export { hmWallStop, hfvWallStop } from './wallLaws';
// The fundamental diagram (Weidmann 1993 against the model sets): not in FIGURES yet — a chapter registers
// fundamentalCurves under its slug; computing it runs 48 simulations of 40 s (about a minute at build time).
export { weidmann, fundamentalCurves, fundamentalPoint, fundamentalMean, fundamentalConfig, FD_MODELS, FD_MODEL_LAYERS, FD_DENSITIES, type FdModel, type FdPoint } from './fundamentalDiagram';

export type { ChartSeries } from './chartSeries';

export const FIGURES: Readonly<Record<string, { chapter: string; compute: () => ChartSeries[] }>> = {
  repulsionLaws: { chapter: 'social-forces', compute: repulsionLaws },
  relaxation: { chapter: 'social-forces', compute: relaxationCurves },
  integratorSpeedError: { chapter: 'motion', compute: speedErrorCurves },
  integratorDistanceError: { chapter: 'motion', compute: distanceErrorCurves },
  wallLaws: { chapter: 'walls-and-contact', compute: wallLaws },
  repulsionPerKg: { chapter: 'driving-and-repulsion', compute: repulsionPerKg }
};

/** Every figure of a chapter, computed. */
export function figuresOf(slug: string): Record<string, ChartSeries[]> {
  return Object.fromEntries(Object.entries(FIGURES).filter(([, f]) => f.chapter === slug).map(([name, f]) => [name, f.compute()]));
}

// The published curves (issue #9): reference points and one-point model runs, for the chapters the next issue
// writes. Not in FIGURES yet — no chapter shows them — and each takes seconds to compute.
export { bottleneckFlow, bottleneckSweep, bottleneckFigure, SEYFRIED_2009, LIAO_2014_SLOPE, KRETZ_2006_FINDING, PUBLISHED_SPECIFIC_FLOW } from './bottleneckFlow';
export { linearFit, mean, sd, type LineFit } from './fit';
export { laneRun, laneSweep, laneFigures, LANES_FINDING } from './lanes';
export { evacuate, evacuationWithColumn, columnWalls, columnSweep, columnFigure, SCENARIO_COLUMN, RECOMMENDED_COLUMN, HFV_2000_COLUMN_FINDING, type ColumnSpec, type EvacuationResult } from './evacuationColumn';
