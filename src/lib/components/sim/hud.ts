/** Which live numbers a view shows on its canvas (the HUD), and the values it prints for them. */
import { metricByName } from '../../engine';
import type { MetricValue } from '../../backend';

/** The metrics a view names (`metrics` prop), else the scenario's first two; unknown names are left out. */
export function hudMetricNames(named: readonly string[] | undefined, scenarioMetrics: readonly string[]): string[] {
  const names = named ?? scenarioMetrics.slice(0, 2);
  return [...new Set(names)].filter((n) => metricByName(n) !== undefined);
}

/** One entry per HUD metric: the live value when the stats carry it, else the declaration with NaN (shown as '—'). */
export function hudValues(names: readonly string[], live: readonly MetricValue[]): MetricValue[] {
  return names.map((name) => {
    const v = live.find((m) => m.name === name);
    if (v) return v;
    const m = metricByName(name)!;
    return { name, label: m.label, unit: m.unit, value: NaN, integer: m.integer };
  });
}
