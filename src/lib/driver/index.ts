/** The one driver of every view and lesson: a loop over a SimBackend, paced by how real time becomes steps. */
export { Driver, type DriverHooks, type DriverOptions } from './driver';
export { fixedStep, everyFrame, flatOut, realTime, FixedStep, EveryFrame, FlatOut, RealTime, type Pacing, type FlatOutOptions } from './pacing';
export { browserClock, prefersReducedMotion, type FrameClock } from './clock';
export { MAX_STEPS_PER_FRAME, FRAME_BUDGET_MS, fpsOf } from './steps';
