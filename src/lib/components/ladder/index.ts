/** The optimization ladder's lesson widgets. */
export { default as LadderAB } from './LadderAB.svelte';
export { default as LadderPrediction } from './LadderPrediction.svelte';
export { default as Rung } from './Rung.svelte';
export { default as Rungs } from './Rungs.svelte';
export { default as LadderMap } from './LadderMap.svelte';
export { default as CodePanel } from './CodePanel.svelte';
export { default as LessonSweep } from './LessonSweep.svelte';
export { default as SweepPanel } from './SweepPanel.svelte';
export { default as MainThreadMeter } from './MainThreadMeter.svelte';
export { default as GpuLesson } from './GpuLesson.svelte';
export { default as SplitLesson } from './SplitLesson.svelte';
export { default as DrawLesson } from './DrawLesson.svelte';
