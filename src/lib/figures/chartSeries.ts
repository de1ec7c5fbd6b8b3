/** A chart's line as plain data: what a build-time figure hands to TimeSeriesChart (serialisable into the page). */
export interface ChartSeries {
  name: string;
  label: string;
  colour: string;
  data: { t: number[]; v: number[] };
}
