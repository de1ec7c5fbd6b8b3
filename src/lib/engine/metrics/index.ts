/** Metrics: pure functions of the simulation state, a ring-buffer time series, and the registry by name. */
export { polarization, REST_SPEED } from './polarization';
export { milling } from './milling';
export { centroid } from './centroid';
export { meanSpeed, meanVelocityAlong, meanVelocityToGoal } from './speed';
export { meanNearestNeighbour, nearestNeighbourDistances } from './nearestNeighbour';
export { densityInRect, densityAround, meanLocalDensity, discAreaInWorld } from './density';
export { lineFlow, specificLineFlow, type Crossing } from './flow';
export { evacuatedCount, evacuationTime, timeOfKthEvacuee, evacuatedFraction } from './evacuation';
export { laneOrder } from './laneOrder';
export { laneCount } from './laneCount';
export { corridorSpecificFlow, specificFlowInRect, steadyLineFlow } from './specificFlow';
export { groupCount } from './groups';
export { TimeSeries } from './timeSeries';
export { CellGrid } from './cellGrid';
export { METRICS, metricByName, isMetricName, sampleMetrics, type Metric, type MetricName } from './registry';
export { deepestOverlap, longestPause } from './compression';
