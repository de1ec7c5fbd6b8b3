/**
 * The optimization ladder: article B's boid, rung by rung, each rung one small file behind one interface. Pages
 * that show a rung's code import `./sources` (Vite only); everything else goes through here.
 */
export * from './model';
export { startState, type StartState } from './start';
export {
  LADDER, STEPPERS, rungByName, entryByName, isRungName, isStepper, LAST_CPU_RUNG, ARTICLE_STEPS,
  type LadderEntry, type RungEntry, type ShownEntry, type RungName, type RungKey, type RungKind, type StepperKind, type ShownKind, type RungCost, type SearchKind
} from './catalogue';
export { rungNumber, rungLabel, rungRef, numberedTitle, isAtOrAfter, lessonOf, LESSON_ORDER, type LessonPlace } from './order';
export { estimateFrameMs, estimateWorstFrameMs, MAIN_THREAD_FRAME_MS, OUT_OF_REACH_MS } from './cost';
