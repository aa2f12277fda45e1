import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * The report charts, the only module importing @mui/x-charts: loaded through LazyCharts.tsx, so
 * the chart library is a chunk of its own that only a screen drawing a chart downloads. Each
 * chart fills its container's width; its numbers also sit in a table beside it for screen readers.
 */

export interface BarPoint {
  label: string;
  /** The label under its bar, where the whole one would crowd the axis ('26/11' for '26/11/2026'). */
  tickLabel?: string;
  value: number;
}

interface DailyBarChartProps {
  points: BarPoint[];
  /** The exact amount, in the tooltip. */
  valueFormatter: (value: number) => string;
  /** The y axis's labels ('KES 1.2M'): the axis takes the width of the longest, never cuts one. */
  tickFormatter: (value: number) => string;
}

export const DailyBarChart = ({ points, valueFormatter, tickFormatter }: DailyBarChartProps) => {
  const tickLabels = new Map(points.map((point) => [point.label, point.tickLabel ?? point.label]));
  return (
    <BarChart
      height={240}
      hideLegend
      xAxis={[
        {
          scaleType: 'band',
          data: points.map((point) => point.label),
          valueFormatter: (label: string, context) =>
            context.location === 'tick' ? (tickLabels.get(label) ?? label) : label,
        },
      ]}
      yAxis={[
        {
          valueFormatter: (value: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? tickFormatter(value) : valueFormatter(value),
          width: 'auto',
        },
      ]}
      series={[
        {
          data: points.map((point) => point.value),
          valueFormatter: (value) => valueFormatter(value ?? 0),
        },
      ]}
    />
  );
};

export const SharePieChart = ({ slices }: { slices: BarPoint[] }) => (
  <PieChart
    height={180}
    series={[
      {
        data: slices.map((slice, index) => ({ id: index, value: slice.value, label: slice.label })),
        innerRadius: 40,
      },
    ]}
  />
);

export const Sparkline = ({
  values,
  valueFormatter,
}: {
  values: number[];
  valueFormatter: (value: number) => string;
}) => (
  <SparkLineChart
    height={48}
    data={values}
    area
    showTooltip
    valueFormatter={(value) => valueFormatter(value ?? 0)}
  />
);
