import { Alert, Box, Stack } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ModuleName } from '../../registry';
import type { ReportType } from '../../registry/reports';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { ReportRange } from '../dataProvider/reports';
import { ReportDateFilter } from './dateFilter/ReportDateFilter';
import { StatisticCard } from './StatisticCard';
import './texts';

const RANGE_PARAMS = ['startDate', 'endDate'] as const;

/** The range the page's URL holds: what the statistic card and the report views read. */
export const rangeOfParams = (params: URLSearchParams): ReportRange => ({
  startDate: params.get('startDate') || undefined,
  endDate: params.get('endDate') || undefined,
});

interface ReportPageProps {
  title: string;
  module: ModuleName;
  /** The statistic card's report when the URL names none. */
  statistic: ReportType;
  /** Above the report, under the bar (the Sales page's top filter). */
  toolbar?: (range: ReportRange) => ReactNode;
  children: (range: ReportRange) => ReactNode;
}

/**
 * A report page: its title, the date filter bar with the statistic card beside it (stacked on
 * phones), then the report. The range lives in the URL (startDate, endDate), so the card, the
 * views, a reload, a shared link and the back button follow it; roles without the report's module
 * see why it is empty.
 */
export const ReportPage = ({ title, module, statistic, toolbar, children }: ReportPageProps) => {
  const translate = useTranslate();
  const { allowed, isPending } = useModuleAccess(module, 'read');
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeOfParams(searchParams);
  // Each period is a step of the page's history: the back button returns to the one before.
  const keepRange = useCallback(
    (next: ReportRange) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        for (const name of RANGE_PARAMS) {
          const value = next[name];
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      }),
    [setSearchParams],
  );
  if (isPending) return <Loading />;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, minWidth: 0 }}>
      <Title title={title} />
      {allowed ? (
        <>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
          >
            <ReportDateFilter range={range} onChange={keepRange} />
            <Box sx={{ minWidth: { md: 220 } }}>
              <StatisticCard defaultType={statistic} />
            </Box>
          </Stack>
          {toolbar?.(range)}
          {children(range)}
        </>
      ) : (
        <Alert severity="info" role="status">
          {translate('saluni.reports.pages.notAllowed')}
        </Alert>
      )}
    </Box>
  );
};
