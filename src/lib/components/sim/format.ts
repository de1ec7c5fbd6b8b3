/** How the widgets print a live number: counts as integers, other values with about three significant digits. */
import type { MetricValue } from '../../backend';

/** A metric's value as text, without its unit ('—' when not a finite number yet). */
export function formatMetric(m: Pick<MetricValue, 'value' | 'integer'>): string {
  const v = m.value;
  if (!Number.isFinite(v)) return '—';
  if (m.integer) return Math.round(v).toLocaleString('en');
  const a = Math.abs(v);
  if (a >= 1000) return Math.round(v).toLocaleString('en');
  if (a >= 100) return v.toFixed(0);
  if (a >= 10) return v.toFixed(1);
  if (a >= 1) return v.toFixed(2);
  return v.toFixed(3);
}

/** The value and its unit, for a screen reader or a title ("1.21 m/s", "17", "0.734"). */
export function metricText(m: Pick<MetricValue, 'value' | 'integer' | 'unit'>): string {
  const v = formatMetric(m);
  return m.unit && v !== '—' ? `${v} ${m.unit}` : v;
}
