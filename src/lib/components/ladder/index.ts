/** The optimization ladder's lesson widgets. */
export { default as LadderAB } from './LadderAB.svelte';
export { default as LadderPrediction } from './LadderPrediction.svelte';
export { default as LadderMap } from './LadderMap.svelte';
export { default as CodePanel } from './CodePanel.svelte';
