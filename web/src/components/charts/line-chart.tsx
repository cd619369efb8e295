import Chart from 'react-apexcharts/core';
import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
// Only the line type and the legend: about half the size of the full ApexCharts import.
import 'apexcharts/line';
import 'apexcharts/features/legend';

export type LineChartProps = {
  series: ApexAxisChartSeries;
  options: ApexOptions;
  height: number;
};

/** ApexCharts' line chart. Import it through `LazyLineChart`: it is the app's heaviest chunk. */
export default function LineChart({ series, options, height }: LineChartProps) {
  return <Chart type="line" series={series} options={options} height={height} width="100%" />;
}
