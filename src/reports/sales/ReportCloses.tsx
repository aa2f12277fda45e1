import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { CASH_UP_METHODS, type CashUp } from '../../../registry/cashUp';
import { useModuleAccess } from '../../auth/useModuleAccess';
import type { ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format';
import type { ReportColumn } from '../charts/ReportTable';
import { ReportTable } from '../charts/ReportTable';
import { textColumn } from '../charts/reportColumns';
import { useReportQuery } from '../useReportQuery';
import { DifferenceText } from '../../cash-up';
import { CASH_UP_MODULE, cashUpSummaryPath } from '../../shared/appScreens';
import '../../cash-up/texts';

/** The till closes of the sales report's range, each linking to its printable summary; shown to roles that may read the cash-up. */
export const ReportCloses = ({ range }: { range: ReportRange }) => {
  const { allowed } = useModuleAccess(CASH_UP_MODULE, 'read');
  return allowed ? <ClosesTable range={range} /> : null;
};

const ClosesTable = ({ range }: { range: ReportRange }) => {
  const format = useBusinessFormat();
  const { data, isPending } = useReportQuery('cash-ups', range, (api, range) =>
    api.listCashUps(range),
  );
  const columns: ReportColumn<CashUp>[] = [
    {
      label: 'saluni.cashUp.report.closedAt',
      cell: (row) => (
        <MuiLink component={Link} to={cashUpSummaryPath(row._id)}>
          {format.dateTime(row.closedAt)}
        </MuiLink>
      ),
      csv: (row) => row.closedAt,
    },
    textColumn('saluni.cashUp.report.closedBy', (row) => row.closedBy.fullName, {
      wideOnly: true,
    }),
    ...CASH_UP_METHODS.map((method): ReportColumn<CashUp> => ({
      label: `saluni.cashUp.methods.${method}`,
      cell: (row) => <DifferenceText value={row.difference[method]} />,
      csv: (row) => row.difference[method],
      numeric: true,
    })),
    textColumn('saluni.cashUp.notes', (row) => row.notes ?? '', { wideOnly: true }),
  ];
  return (
    <ReportTable
      title="saluni.cashUp.report.title"
      caption="saluni.cashUp.report.caption"
      columns={columns}
      rows={data}
      emptyText="saluni.cashUp.report.empty"
      csvName="sales-report-till-closes.csv"
      loading={isPending}
    />
  );
};
