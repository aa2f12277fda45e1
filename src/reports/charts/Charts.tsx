import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * The report charts, the only module importing @mui/x-charts: loaded through LazyCharts.tsx, so
 * the chart library is a chunk of its own that only a screen drawing a chart downloads. Each
 * chart fills its container's width; its numbers also sit in a table beside it for screen readers.
 */

export interface BarPoint {
  label: string;
  value: number;
}

export const DailyBarChart = ({ points, valueFormatter }: { points: BarPoint[]; valueFormatter: (value: number) => string }) => (
  <BarChart
    height={240}
    hideLegend
    xAxis={[{ scaleType: 'band', data: points.map((point) => point.label) }]}
    yAxis={[{ valueFormatter: (value: number) => valueFormatter(value), width: 80 }]}
    series={[{ data: points.map((point) => point.value), valueFormatter: (value) => valueFormatter(value ?? 0) }]}
  />
);

export const SharePieChart = ({ slices }: { slices: BarPoint[] }) => (
  <PieChart height={180} series={[{ data: slices.map((slice, index) => ({ id: index, value: slice.value, label: slice.label })), innerRadius: 40 }]} />
);

export const Sparkline = ({ values, valueFormatter }: { values: number[]; valueFormatter: (value: number) => string }) => (
  <SparkLineChart height={48} data={values} area showTooltip valueFormatter={(value) => valueFormatter(value ?? 0)} />
);
