import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useEffect } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { StaffReport, StaffReportFigures } from '../../registry/staffReport';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { ReportRange } from '../dataProvider/reports';
import { dayBoundsInZone, useBusinessFormat, type BusinessFormat } from '../format';
import { ReportDateFilter } from '../reports';
import { PAY_QUERY_KEY } from '../shared/appScreens';
import { HeadedTable } from '../shared/HeadedTable';
import { useBusyCall } from '../shared/useBusyCall';
import './texts';

const T = 'saluni.payScreens.staffReport';
const AMOUNTS = ['sales', 'serviceSales', 'productSales', 'averageBill', 'commission'] as const;
const COLUMNS = [
  'sales',
  'servicesDone',
  'serviceSales',
  'productSales',
  'orders',
  'averageBill',
  'rebookingRate',
  'commission',
] as const satisfies readonly (keyof StaffReportFigures)[];

/** The current month of the business, as the date filter emits a month: the page's first display. */
const currentMonth = (format: BusinessFormat): ReportRange => {
  const start = dayjs(format.today()).startOf('month').format('YYYY-MM-DD');
  const end = dayjs(start).endOf('month').format('YYYY-MM-DD');
  return {
    startDate: dayBoundsInZone(start, format.dates).start,
    // The last instant of the month's last day, as the filter ends a range.
    endDate: new Date(Date.parse(dayBoundsInZone(end, format.dates).end) - 1).toISOString(),
  };
};

/** One row's cells: money in the business currency, counts as they are, the rate as a percent. */
const FigureCells = ({ figures }: { figures: StaffReportFigures }) => {
  const format = useBusinessFormat();
  return COLUMNS.map((name) => {
    const value = figures[name];
    const shown =
      name === 'rebookingRate'
        ? value === null
          ? '–'
          : `${value}%`
        : (AMOUNTS as readonly string[]).includes(name)
          ? format.money(value ?? 0)
          : String(value);
    return (
      <TableCell key={name} align="right" sx={{ whiteSpace: 'nowrap' }}>
        {shown}
      </TableCell>
    );
  });
};

/** Every staff member's figures with a totals row; scrolls sideways on a phone. */
const StaffReportTable = ({ report }: { report: StaffReport }) => {
  const translate = useTranslate();
  if (!report.rows.length)
    return (
      <Alert severity="info" role="status">
        {translate(`${T}.noStaff`)}
      </Alert>
    );
  const nothing = report.totals.orders === 0 && report.totals.commission === 0;
  return (
    <Stack spacing={1}>
      {nothing && (
        <Alert severity="info" role="status">
          {translate(`${T}.empty`)}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <HeadedTable
          aria-label={translate(`${T}.title`)}
          columns={[
            { label: translate(`${T}.staff`) },
            ...COLUMNS.map((name) => ({
              label: translate(`${T}.${name}`),
              align: 'right' as const,
            })),
          ]}
        >
          {report.rows.map((row) => (
            <TableRow key={row.employee._id}>
              <TableCell component="th" scope="row">
                {row.employee.fullName}
              </TableCell>
              <FigureCells figures={row} />
            </TableRow>
          ))}
          <TableRow sx={{ '& th, & td': { fontWeight: 600 } }}>
            <TableCell component="th" scope="row">
              {translate(`${T}.totals`)}
            </TableCell>
            <FigureCells figures={report.totals} />
          </TableRow>
        </HeadedTable>
      </Box>
    </Stack>
  );
};

/**
 * /pay/staff-report: the report date filter (its range kept in the URL, the current month at
 * first), each staff member's figures over its days and their CSV export.
 */
export const StaffReportPage = () => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const exportCsv = useBusyCall();
  const [search, setSearch] = useSearchParams();
  const range: ReportRange = {
    startDate: search.get('startDate') || undefined,
    endDate: search.get('endDate') || undefined,
  };
  const keepRange = useCallback(
    (next: ReportRange, replace = false) =>
      setSearch(
        Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<
          string,
          string
        >,
        { replace },
      ),
    [setSearch],
  );
  const opened = !search.has('startDate') && !search.has('endDate');
  useEffect(() => {
    // Only the first display: "All" chosen afterwards asks for a period instead.
    if (opened) keepRange(currentMonth(format), true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, []);
  const days =
    range.startDate && range.endDate
      ? { from: format.today(range.startDate), to: format.today(range.endDate) }
      : null;
  const report = useQuery({
    queryKey: [...PAY_QUERY_KEY, businessId, 'staffReport', days?.from, days?.to],
    queryFn: () => api.getStaffReport(days!.from, days!.to),
    enabled: days !== null,
  });
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, minWidth: 0 }}>
      <Title title={`${T}.title`} />
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <ReportDateFilter range={range} onChange={keepRange} />
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!days || exportCsv.busy}
              onClick={() => void exportCsv.run(() => api.exportStaffReport(days!.from, days!.to))}
            >
              {translate(`${T}.export`)}
            </Button>
          </Box>
        </Stack>
        <Typography color="text.secondary">{translate(`${T}.hint`)}</Typography>
        {!days ? (
          <Alert severity="info" role="status">
            {translate(`${T}.choosePeriod`)}
          </Alert>
        ) : report.error ? (
          <Alert severity="error">
            {translate('saluni.payScreens.loadFailed', { message: report.error.message })}
          </Alert>
        ) : !report.data ? (
          <Loading />
        ) : (
          <StaffReportTable report={report.data} />
        )}
      </Stack>
    </Box>
  );
};
