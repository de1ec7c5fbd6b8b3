/** The live numbers a ladder view shows on its canvas: speed first (ms per step, fps, candidates), then the flock's. */
import type { MetricValue } from '../../backend';
import type { LadderStats } from './ladderRun.svelte';

/** ms per step, frames per second (and the worker's own steps per second), then the backend's metrics in order. */
export function ladderHud(s: LadderStats, where: 'main' | 'worker'): MetricValue[] {
  const speed: MetricValue[] = [
    { name: 'msPerStep', label: 'ms per step (median)', unit: 'ms', value: s.msPerStep, glossary: false },
    { name: 'fps', label: 'Frames per second', unit: '', value: s.fps, glossary: false }
  ];
  if (where === 'worker') speed.push({ name: 'stepsPerSecond', label: 'Steps per second (worker)', unit: '', value: s.stepsPerSecond, glossary: false });
  return [...speed, ...s.metrics];
}
