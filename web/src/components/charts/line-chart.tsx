import Chart from 'react-apexcharts/core';
import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
// Only the line type and the legend: about half the size of the full ApexCharts import.
import 'apexcharts/line';
import 'apexcharts/features/legend';
// ApexCharts' own styles as files of this chunk: the Content-Security-Policy (firebase.json) refuses
// the <style> elements it would otherwise inject, so injectStyleSheet is off below.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';

export type LineChartProps = {
  series: ApexAxisChartSeries;
  options: ApexOptions;
  height: number;
};

/** ApexCharts' line chart. Import it through `LazyLineChart`: it is the app's heaviest chunk. */
export default function LineChart({ series, options, height }: LineChartProps) {
  const withoutInlineStyles: ApexOptions = {
    ...options,
    chart: { ...options.chart, injectStyleSheet: false },
  };
  return (
    <Chart type="line" series={series} options={withoutInlineStyles} height={height} width="100%" />
  );
}
