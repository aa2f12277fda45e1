import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { REPORT_TYPES, type ReportType } from '../../registry/reports';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { StatisticQuery } from '../dataProvider/reports';
import { useBusinessFormat } from '../format/useBusinessFormat';
import './texts';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * The statistic query of a page's URL (back-office.md 2: method, startDate, endDate, type,
 * staff). `type` names the reportType when it is one; otherwise the page's own report.
 */
export const statisticQuery = (
  params: URLSearchParams,
  defaultType: ReportType,
): StatisticQuery => {
  const type = params.get('type');
  return {
    reportType:
      type && (REPORT_TYPES as readonly string[]).includes(type)
        ? (type as ReportType)
        : defaultType,
    method: params.get('method') || undefined,
    staff: params.get('staff') || undefined,
    startDate: params.get('startDate') || undefined,
    endDate: params.get('endDate') || undefined,
  };
};

/**
 * The card beside the report date filter: the server's title and the figure, money in the
 * business currency with en-US thousands separators, or a count of clients for the clients report.
 */
export const StatisticCard = ({ defaultType }: { defaultType: ReportType }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const format = useBusinessFormat();
  const [searchParams] = useSearchParams();
  const query = statisticQuery(searchParams, defaultType);
  const { data, isPending, error } = useQuery({
    queryKey: ['report', businessId, 'statistic', query],
    queryFn: () => api.getReportStatistic(query),
  });
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }} aria-busy={isPending}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        {isPending ? (
          <>
            <Skeleton width={120} />
            <Skeleton width={160} height={40} />
          </>
        ) : error ? (
          <Typography color="error" variant="body2">
            {translate('saluni.reports.statistic.failed', { message: error.message })}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {data.statsTitle}
            </Typography>
            <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {query.reportType === 'client' ? COUNT.format(data.stats) : format.money(data.stats)}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
};
