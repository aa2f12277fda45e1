import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { TaxReport, TaxReportBand } from '../../registry/taxInvoices';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { ReportRange } from '../dataProvider/reports';
import type { TaxPeriod } from '../dataProvider/tax';
import { todayInZone, useBusinessFormat, type DateSettings } from '../format';
import { HeadedTable } from '../shared/HeadedTable';
import { REPORTS_QUERY_KEY } from '../shared/appScreens';
import { useBusyCall } from '../shared/useBusyCall';
import './texts';

const T = 'saluni.taxScreens.report';
const AMOUNTS = [
  'salesTaxable',
  'salesTax',
  'creditTaxable',
  'creditTax',
  'netTaxable',
  'netTax',
] as const satisfies readonly (keyof TaxReportBand)[];

/**
 * The report filter's range as the tax report's calendar days in the business's zone (the
 * range's end is the first instant after its last day); without a range, this month so far.
 */
export const taxPeriodOf = (range: ReportRange, dates: DateSettings): TaxPeriod => {
  const to = range.endDate
    ? todayInZone(dates, new Date(Date.parse(range.endDate) - 1))
    : todayInZone(dates);
  const from = range.startDate ? todayInZone(dates, range.startDate) : `${to.slice(0, 8)}01`;
  return { from, to };
};

/** The return's figures over the range: per band, sales, credit notes and net; G1 and 1A in Australia. */
export const TaxReportView = ({ range }: { range: ReportRange }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const format = useBusinessFormat();
  const period = taxPeriodOf(range, format.dates);
  const { data, error, isPending } = useQuery({
    queryKey: [...REPORTS_QUERY_KEY, businessId, 'tax', period],
    queryFn: () => api.getTaxReport(period),
  });
  const exportCsv = useBusyCall();
  if (error)
    return (
      <Typography color="error">
        {translate(`${T}.loadFailed`, { message: error.message })}
      </Typography>
    );
  if (isPending) return <CircularProgress aria-label={translate(`${T}.title`)} />;
  return (
    <Box component="section" aria-labelledby="tax-report" sx={{ mt: 1, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2" id="tax-report">
          {translate(`${T}.title${data.country === 'AU' ? 'AU' : 'KE'}`)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv.run(() => api.exportTaxReport(period))}
          disabled={exportCsv.busy}
        >
          {translate(`${T}.export`)}
        </Button>
      </Stack>
      <Typography sx={{ my: 1 }} color="text.secondary">
        {translate(`${T}.counts`, {
          invoices: data.invoices,
          creditNotes: data.creditNotes,
          from: format.calendarDate(data.from),
          to: format.calendarDate(data.to),
        })}{' '}
        {translate(`${T}.taxIncluded`)}
      </Typography>
      <TaxBandsTable report={data} />
      {data.bas && <BasFigures bas={data.bas} />}
    </Box>
  );
};

const TaxBandsTable = ({ report }: { report: TaxReport }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <HeadedTable
        aria-label={translate(`${T}.title`)}
        columns={[
          { label: translate(`${T}.band`) },
          ...AMOUNTS.map((name) => ({ label: translate(`${T}.${name}`), align: 'right' as const })),
        ]}
      >
        {report.bands.map((band) => (
          <TableRow key={band.band}>
            <TableCell component="th" scope="row">
              {translate(`saluni.taxScreens.taxClass.bands.${band.band}`, { _: band.band })}
            </TableCell>
            {AMOUNTS.map((name) => (
              <TableCell key={name} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(band[name])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </HeadedTable>
    </Box>
  );
};

const BasFigures = ({ bas }: { bas: NonNullable<TaxReport['bas']> }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 480 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {translate(`${T}.basTitle`)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {(['g1', 'gst1A'] as const).map((name) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Box component="dt">{translate(`${T}.${name}`)}</Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
                {format.money(bas[name])}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
