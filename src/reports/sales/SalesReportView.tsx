import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportRange, SalesReport } from '../../dataProvider/reports';
import { ReportQuery } from '../ReportQuery';
import { useBusinessFormat } from '../../format';
import { FigureCards } from '../../shared/FigureCards';
import { LazyBarChart } from '../charts/LazyCharts';
import { ReportTable } from '../charts/ReportTable';
import {
  dayColumns,
  depositColumns,
  depositLines,
  itemColumns,
  staffColumns,
  statementColumns,
  statementLines,
  takingsColumns,
  takingsLines,
} from './salesTables';
import '../viewTexts';

/** The three figures kept apart, each saying which it is: sales (what was sold), takings (money received), unpaid. */
const SalesSummary = ({ report }: { report: SalesReport }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const figures = [
    { key: 'sales', value: format.money(report.totals.sales) },
    { key: 'takings', value: format.money(report.takings.takings) },
    { key: 'unpaid', value: format.money(report.totals.unpaid) },
  ];
  return (
    <Box
      component="section"
      aria-label={translate('saluni.reports.sales.summary.label')}
      sx={{ mb: 3 }}
    >
      <FigureCards
        figures={figures}
        labels="saluni.reports.sales.summary"
        sx={{ gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
        large
      />
    </Box>
  );
};

/** Sales by service and by product: two tables alike but for their rows and file names. */
const ITEM_TABLES = [
  { key: 'byService', csvName: 'sales-report-by-service.csv' },
  { key: 'byProduct', csvName: 'sales-report-by-product.csv' },
] as const;

const SalesReportSections = ({
  report,
  isPending,
}: {
  report: SalesReport | undefined;
  isPending: boolean;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const nothingHappened =
    !!report &&
    report.totals.orders === 0 &&
    report.takings.received === 0 &&
    report.takings.refunded === 0 &&
    report.deposits.received === 0;
  if (nothingHappened)
    return (
      <Typography color="text.secondary">{translate('saluni.reports.sales.empty')}</Typography>
    );
  return (
    <>
      {report && <SalesSummary report={report} />}
      <ReportTable
        title="saluni.reports.sales.statement.title"
        caption="saluni.reports.sales.statement.caption"
        columns={statementColumns(format, translate)}
        rows={report && statementLines(report.totals)}
        rowKey={(row) => row.line}
        rowSx={(row) => (row.line === 'sales' ? { '& > td': { fontWeight: 700 } } : undefined)}
        emptyText="saluni.reports.sales.empty"
        csvName="sales-report-sales.csv"
        loading={isPending}
      />
      <ReportTable
        title="saluni.reports.sales.byMethod.title"
        caption="saluni.reports.sales.byMethod.caption"
        columns={takingsColumns(format, translate)}
        rows={report && takingsLines(report)}
        rowKey={(row) => row.line}
        rowSx={(row) => (row.line === 'total' ? { '& > td': { fontWeight: 700 } } : undefined)}
        emptyText="saluni.reports.sales.byMethod.empty"
        csvName="sales-report-takings-by-payment-method.csv"
        loading={isPending}
      />
      {/* Deposits apart: money received, not sales until the service is done (docs/areas/reports.md). */}
      {!!report?.deposits.received && (
        <ReportTable
          title="saluni.reports.sales.deposits.title"
          caption="saluni.reports.sales.deposits.caption"
          columns={depositColumns(format, translate)}
          rows={depositLines(report.deposits)}
          rowKey={(row) => row.line}
          rowSx={(row) => (row.line === 'received' ? { '& > td': { fontWeight: 700 } } : undefined)}
          emptyText="saluni.reports.sales.deposits.empty"
          csvName="sales-report-deposits.csv"
          loading={isPending}
        />
      )}
      {!!report?.byDay.length && (
        <LazyBarChart
          label="saluni.reports.sales.byDay.chart"
          points={report.byDay.map((day) => ({
            label: format.calendarDate(day.day),
            tickLabel: format.shortCalendarDate(day.day),
            value: day.takings,
          }))}
          valueFormatter={(value) => format.money(value)}
          tickFormatter={(value) => format.compactMoney(value)}
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
        title="saluni.reports.sales.byStaff.title"
        columns={staffColumns(format, translate)}
        rows={report?.byStaff}
        rowKey={(row) => row.employeeId ?? 'unassigned'}
        emptyText="saluni.reports.sales.byStaff.empty"
        csvName="sales-report-by-staff.csv"
        loading={isPending}
      />
      {ITEM_TABLES.map(({ key, csvName }) => (
        <ReportTable
          key={key}
          title={`saluni.reports.sales.${key}.title`}
          columns={itemColumns(format, key)}
          rows={report?.[key]}
          emptyText={`saluni.reports.sales.${key}.empty`}
          csvName={csvName}
          loading={isPending}
        />
      ))}
    </>
  );
};

/**
 * The Sales report's figures for `range` (back-office.md 7, inventory.md 7): sales, takings and
 * unpaid balances apart; the sales statement with its date basis; takings by payment method
 * less refunds; sales and takings by day as a chart of takings and a table; then sales by staff
 * member, service and product. Each table exports what it shows as CSV.
 */
export const SalesReportView = ({ range }: { range: ReportRange }) => (
  <ReportQuery name="sales" range={range} call={(api, range) => api.getSalesReport(range)}>
    {(report, isPending) => <SalesReportSections report={report} isPending={isPending} />}
  </ReportQuery>
);
