import { Box, CircularProgress } from '@mui/material';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import '../viewTexts';

// The chart library loads with the first chart drawn, never with the page that holds it.
const charts = () => import('./Charts');
type Charts = Awaited<ReturnType<typeof charts>>;

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

/** One chart of `./Charts`, loaded on first draw, in a frame `height` px high named by its `label`. */
const lazyChart = <TProps extends object>(
  pick: (module: Charts) => ComponentType<TProps>,
  height: number,
) => {
  const Loaded = lazy(() => charts().then((module) => ({ default: pick(module) })));
  // The chart itself reads only its own props: the label names the frame.
  const LazyChart = (props: TProps & { label: string }) => (
    <ChartFrame label={props.label} height={height}>
      <Loaded {...props} />
    </ChartFrame>
  );
  return LazyChart;
};

export const LazyBarChart = lazyChart((module) => module.DailyBarChart, 240);
export const LazyPieChart = lazyChart((module) => module.SharePieChart, 180);
export const LazySparkline = lazyChart((module) => module.Sparkline, 48);
