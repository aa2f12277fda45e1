import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SaluniDataProvider } from '../dataProvider';
import type { ReportRange } from '../dataProvider/reports';
import { useReportQuery } from './useReportQuery';

/**
 * A report view's call for `range`: its failure is said in the report's own words
 * (`saluni.reports.<name>.loadFailed`); otherwise `children` draws the reply, which is undefined
 * while it loads, so the tables can show their spinners.
 */
export const ReportQuery = <Reply,>({
  name,
  range,
  call,
  children,
}: {
  name: string;
  range: ReportRange;
  call: (api: SaluniDataProvider, range: ReportRange) => Promise<Reply>;
  children: (report: Reply | undefined, isPending: boolean) => ReactNode;
}) => {
  const translate = useTranslate();
  const { data, error, isPending } = useReportQuery(name, range, call);
  if (error)
    return (
      <Typography color="error">
        {translate(`saluni.reports.${name}.loadFailed`, { message: error.message })}
      </Typography>
    );
  return <>{children(data, isPending)}</>;
};
