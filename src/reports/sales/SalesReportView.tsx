import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportRange } from '../../dataProvider/reports';
import { useReportQuery } from '../useReportQuery';
import { useBusinessFormat } from '../../format';
import { LazyBarChart } from '../charts/LazyCharts';
import { ReportTable } from '../charts/ReportTable';
import { dayColumns, itemColumns, methodColumns, staffColumns, statementColumns, statementLines } from './salesTables';
import '../viewTexts';

/**
 * The Sales report's figures for `range` (back-office.md 7, inventory.md 7): the net statement
 * with its date basis, takings by day as a chart and a table, then by payment method, staff
 * member, service and product. Each table exports what it shows as CSV.
 */
export const SalesReportView = ({ range }: { range: ReportRange }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const { data: report, error, isPending } = useReportQuery('sales', range, (api, range) => api.getSalesReport(range));
  if (error) return <Typography color="error">{translate('saluni.reports.sales.loadFailed', { message: error.message })}</Typography>;
  const nothingSold = !!report && report.totals.orders === 0 && report.totals.refunds === 0;
  if (nothingSold) return <Typography color="text.secondary">{translate('saluni.reports.sales.empty')}</Typography>;
  return (
    <>
      <ReportTable
        title="saluni.reports.sales.statement.title"
        caption="saluni.reports.sales.statement.caption"
        columns={statementColumns(format, translate)}
        rows={report && statementLines(report.totals)}
        rowKey={(row) => row.line}
        rowSx={(row) => (row.line === 'net' ? { '& > td': { fontWeight: 700 } } : undefined)}
        emptyText="saluni.reports.sales.empty"
        csvName="sales-report-net.csv"
        loading={isPending}
      />
      {!!report?.byDay.length && (
        <LazyBarChart
          label="saluni.reports.sales.byDay.chart"
          points={report.byDay.map((day) => ({ label: format.calendarDate(day.day), value: day.net }))}
          valueFormatter={(value) => format.money(value)}
        />
      )}
      <ReportTable
        title="saluni.reports.sales.byDay.title"
        columns={dayColumns(format)}
        rows={report?.byDay}
        rowKey={(row) => row.day}
        emptyText="saluni.reports.sales.byDay.empty"
        csvName="sales-report-by-day.csv"
        loading={isPending}
      />
      <ReportTable
        title="saluni.reports.sales.byMethod.title"
        columns={methodColumns(format, translate)}
        rows={report?.byMethod}
        rowKey={(row) => row.method}
        emptyText="saluni.reports.sales.byMethod.empty"
        csvName="sales-report-by-payment-method.csv"
        loading={isPending}
      />
      <ReportTable
        title="saluni.reports.sales.byStaff.title"
        columns={staffColumns(format, translate)}
        rows={report?.byStaff}
        rowKey={(row) => row.employeeId ?? 'unassigned'}
        emptyText="saluni.reports.sales.byStaff.empty"
        csvName="sales-report-by-staff.csv"
        loading={isPending}
      />
      <ReportTable
        title="saluni.reports.sales.byService.title"
        columns={itemColumns(format, 'byService')}
        rows={report?.byService}
        rowKey={(row) => row._id}
        emptyText="saluni.reports.sales.byService.empty"
        csvName="sales-report-by-service.csv"
        loading={isPending}
      />
      <ReportTable
        title="saluni.reports.sales.byProduct.title"
        columns={itemColumns(format, 'byProduct')}
        rows={report?.byProduct}
        rowKey={(row) => row._id}
        emptyText="saluni.reports.sales.byProduct.empty"
        csvName="sales-report-by-product.csv"
        loading={isPending}
      />
    </>
  );
};
