/**
 * The optimization ladder: article B's boid, rung by rung, each rung one small file behind one interface. Pages
 * that show a rung's code import `./sources` (Vite only); everything else goes through here.
 */
export * from './model';
export { startState, type StartState } from './start';
export { LADDER, rungByName, isRungName, LAST_CPU_RUNG, ARTICLE_STEPS, type RungEntry, type RungName, type SearchKind } from './catalogue';
export { estimateFrameMs, estimateWorstFrameMs, MAIN_THREAD_FRAME_MS, OUT_OF_REACH_MS } from './cost';
