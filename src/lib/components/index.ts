/** The book's simulation widgets. */
export { default as SimulationView } from './SimulationView.svelte';
export { default as ControlsBar } from './ControlsBar.svelte';
export { default as ForceSwitches } from './ForceSwitches.svelte';
export { default as ParamSliders } from './ParamSliders.svelte';
export { default as OverlayToggles } from './OverlayToggles.svelte';
export { default as StatsPanel } from './StatsPanel.svelte';
export { default as Inspector } from './Inspector.svelte';
export { default as NoticeList } from './NoticeList.svelte';
export { default as BlowupPanel } from './BlowupPanel.svelte';
export { default as Equation } from './Equation.svelte';
export { default as TimeSeriesChart } from './TimeSeriesChart.svelte';
export { default as FigureChart } from './FigureChart.svelte';
export { default as ScatterChart } from './ScatterChart.svelte';
export { default as SideBySide } from './SideBySide.svelte';
export { SimLink, simLink, type ViewHandle } from './simLink.svelte';
export { default as Prediction } from './Prediction.svelte';
export * from './types';
export * from './claim';
