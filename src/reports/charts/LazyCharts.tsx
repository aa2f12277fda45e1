import { Box, CircularProgress } from '@mui/material';
import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import '../viewTexts';

// The chart library loads with the first chart drawn, never with the page that holds it.
const charts = () => import('./Charts');
const LoadedBar = lazy(() => charts().then((module) => ({ default: module.DailyBarChart })));
const LoadedPie = lazy(() => charts().then((module) => ({ default: module.SharePieChart })));
const LoadedSparkline = lazy(() => charts().then((module) => ({ default: module.Sparkline })));

/** A chart that cannot draw (an old browser, a failed chunk) leaves its table to carry the numbers rather than break the page. */
class ChartFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? null : this.props.children);
}

/** A chart as one image named `label` (an i18n key) for assistive technology; the table beside it reads its numbers. */
const ChartFrame = ({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box
      role="img"
      aria-label={translate(label)}
      sx={{ width: '100%', minWidth: 0, minHeight: height }}
    >
      <ChartFailed>
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', height }}>
              <CircularProgress
                size={24}
                aria-label={translate('saluni.reports.sales.chartLoading')}
              />
            </Box>
          }
        >
          {children}
        </Suspense>
      </ChartFailed>
    </Box>
  );
};

export const LazyBarChart = ({
  label,
  ...props
}: ComponentProps<typeof LoadedBar> & { label: string }) => (
  <ChartFrame label={label} height={240}>
    <LoadedBar {...props} />
  </ChartFrame>
);

export const LazyPieChart = ({
  label,
  ...props
}: ComponentProps<typeof LoadedPie> & { label: string }) => (
  <ChartFrame label={label} height={180}>
    <LoadedPie {...props} />
  </ChartFrame>
);

export const LazySparkline = ({
  label,
  ...props
}: ComponentProps<typeof LoadedSparkline> & { label: string }) => (
  <ChartFrame label={label} height={48}>
    <LoadedSparkline {...props} />
  </ChartFrame>
);
