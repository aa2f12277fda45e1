import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { DashboardOverview } from '../dataProvider/reports';
import { useBusinessFormat, type BusinessFormat } from '../format';
import { FigureCards } from '../shared/FigureCards';
import { LazySparkline } from '../reports';
import '../reports/viewTexts';
import { REPORTS_QUERY_KEY } from '../shared/appScreens';

/**
 * Read by screen readers, not drawn: the sparkline's numbers. Sizes are strings because `sx`
 * reads a width of 1 as 100%: the list then spanned the window from its card and widened the page.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
} as const;

/**
 * The figures the overview holds, each only when the server sent its part (it nulls what the role
 * may not see). Its appointment counts are left out: the dashboard counts today's appointments
 * from the day's list below, and showing both put the same number twice under two names.
 */
const figuresOf = (overview: DashboardOverview, format: BusinessFormat) => [
  ...(overview.takings
    ? [
        { key: 'takingsToday', value: format.money(overview.takings.today) },
        { key: 'takingsWeek', value: format.money(overview.takings.week) },
        { key: 'takingsMonth', value: format.money(overview.takings.month) },
      ]
    : []),
  // Apart from the money received: what today's orders sold, and what of it is not paid yet.
  ...(overview.sales
    ? [
        { key: 'salesToday', value: format.money(overview.sales.today) },
        { key: 'unpaidToday', value: format.money(overview.sales.unpaid) },
      ]
    : []),
  ...(overview.newClients
    ? [
        { key: 'newClientsToday', value: String(overview.newClients.today) },
        { key: 'newClientsWeek', value: String(overview.newClients.week) },
      ]
    : []),
];

/**
 * The overview the dashboard's figures and sparkline share (one request, react-query's cache).
 * A role that may see none of its parts does not ask; a failed or refused overview is undefined,
 * leaving the dashboard as it was: these figures are extras beside the day's appointments.
 */
const useDashboardOverview = () => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const maySeeAny = [useModuleAccess('reports.Sales'), useModuleAccess('reports.Client')].some(
    (access) => access.allowed,
  );
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, businessId, 'overview'],
    queryFn: () => api.getDashboardOverview(),
    enabled: maySeeAny,
    refetchInterval: 60_000,
  }).data;
};

/**
 * The owner's glance at the business (issue 16): takings (money received) today, this week and
 * this month, today's sales and their unpaid balance, new clients today and this week; each only when the server sent its part (it nulls what the
 * role may not see).
 */
export const OverviewFigures = () => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const overview = useDashboardOverview();
  const figures = overview ? figuresOf(overview, format) : [];
  if (!figures.length) return null;
  return (
    <Box
      component="section"
      aria-label={translate('saluni.dashboard.overview.label')}
      sx={{ mb: 2 }}
    >
      <FigureCards
        figures={figures}
        labels="saluni.dashboard.overview"
        sx={{
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      />
    </Box>
  );
};

/** The seven days' takings (money received) as a sparkline, beside the action bar, for roles that may see takings. */
export const TakingsSparkline = ({ sx }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const week = useDashboardOverview()?.takings?.lastSevenDays ?? [];
  if (!week.length) return null;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-label={translate('saluni.dashboard.overview.lastSevenDays')}
      sx={sx}
    >
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="caption" color="text.secondary" component="h2">
          {translate('saluni.dashboard.overview.lastSevenDays')}
        </Typography>
        <LazySparkline
          label="saluni.dashboard.overview.sparkline"
          values={week.map((day) => day.takings)}
          valueFormatter={(value) => format.money(value)}
        />
        <Box component="ul" sx={visuallyHidden}>
          {week.map((day) => (
            <li key={day.day}>{`${format.calendarDate(day.day)}: ${format.money(day.takings)}`}</li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
