/** The backend seam: what a view steps and draws, in this thread or a worker. */
export { errorDetail } from './types';
export type { ErrorDetail, SimBackend, BackendEvents, BackendStats, FrameData, GridGeometry, MetricValue, MovingFrame, PhaseTime, NavFrame } from './types';
export { LocalBackend } from './localBackend';
export { LadderBackend, LADDER_METRICS, type LadderSpec, type LadderMetricName } from './ladderBackend';
export { WorkerBackend } from './workerBackend';
export { placement, createBackend, type Placement } from './placement';
export { PhaseWindow } from './phaseWindow';
export { GpuLadderBackend, GPU_METRICS, type GpuLadderSpec } from './gpuLadderBackend';
