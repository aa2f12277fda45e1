import { ORDER_AMOUNTS } from '../../../registry/orderAmounts';
import { SOLD_KIND_TOTALS } from '../../../registry/reports';
import type { PaymentMethod } from '../../dataProvider/orders';
import type {
  SalesByDay,
  SalesByItem,
  SalesByStaff,
  SalesReport,
  SalesTotals,
  Takings,
} from '../../dataProvider/reports';
import type { BusinessFormat } from '../../format';
import type { ReportColumn } from '../charts/ReportTable';

type Translate = (key: string) => string;

/** One line of the sales statement; discounts are negative, so the lines add up to the sales. */
export interface StatementLine {
  line: keyof SalesTotals;
  amount: number;
}

/** Services + products + memberships + vouchers + packages - discounts (+/- the other order amounts) = sales, as lines of a table. */
export const statementLines = (totals: SalesTotals): StatementLine[] => [
  ...SOLD_KIND_TOTALS.map((line) => ({ line, amount: totals[line] })),
  ...ORDER_AMOUNTS.map(({ reportKey, sign }) => ({
    line: reportKey,
    amount: sign * totals[reportKey],
  })),
  { line: 'sales', amount: totals.sales },
];

export const statementColumns = (
  format: BusinessFormat,
  translate: Translate,
): ReportColumn<StatementLine>[] => [
  {
    label: 'saluni.reports.sales.statement.line',
    cell: (row) => translate(`saluni.reports.sales.statement.${row.line}`),
    csv: (row) => translate(`saluni.reports.sales.statement.${row.line}`),
  },
  {
    label: 'saluni.reports.sales.statement.amount',
    numeric: true,
    cell: (row) => format.money(row.amount),
    csv: (row) => row.amount,
  },
];

export const dayColumns = (format: BusinessFormat): ReportColumn<SalesByDay>[] => [
  {
    label: 'saluni.reports.sales.byDay.day',
    cell: (row) => format.calendarDate(row.day),
    csv: (row) => row.day,
  },
  {
    label: 'saluni.reports.sales.byDay.orders',
    numeric: true,
    wideOnly: true,
    cell: (row) => row.orders,
    csv: (row) => row.orders,
  },
  {
    label: 'saluni.reports.sales.byDay.sales',
    numeric: true,
    cell: (row) => format.money(row.sales),
    csv: (row) => row.sales,
  },
  {
    label: 'saluni.reports.sales.byDay.unpaid',
    numeric: true,
    wideOnly: true,
    cell: (row) => format.money(row.unpaid),
    csv: (row) => row.unpaid,
  },
  {
    label: 'saluni.reports.sales.byDay.takings',
    numeric: true,
    cell: (row) => format.money(row.takings),
    csv: (row) => row.takings,
  },
];

/** A row of the takings table: a payment method's money, or all methods' together. */
export interface TakingsLine extends Takings {
  line: PaymentMethod | 'total';
}

/** Each method's takings, then their total (the report's `takings`). */
export const takingsLines = (report: Pick<SalesReport, 'byMethod' | 'takings'>): TakingsLine[] => [
  ...report.byMethod.map(({ method, ...takings }) => ({ line: method, ...takings })),
  { line: 'total', ...report.takings },
];

export const takingsColumns = (
  format: BusinessFormat,
  translate: Translate,
): ReportColumn<TakingsLine>[] => {
  const nameOf = (row: TakingsLine) =>
    translate(
      row.line === 'total'
        ? 'saluni.reports.sales.byMethod.total'
        : `saluni.reports.sales.methods.${row.line}`,
    );
  return [
    { label: 'saluni.reports.sales.byMethod.method', cell: nameOf, csv: nameOf },
    {
      label: 'saluni.reports.sales.byMethod.received',
      numeric: true,
      cell: (row) => format.money(row.received),
      csv: (row) => row.received,
    },
    {
      label: 'saluni.reports.sales.byMethod.refunded',
      numeric: true,
      cell: (row) => format.money(row.refunded),
      csv: (row) => row.refunded,
    },
    {
      label: 'saluni.reports.sales.byMethod.takings',
      numeric: true,
      cell: (row) => format.money(row.takings),
      csv: (row) => row.takings,
    },
  ];
};

export const staffColumns = (
  format: BusinessFormat,
  translate: Translate,
): ReportColumn<SalesByStaff>[] => {
  // Sales no staff member is credited with (no appointment, nobody recorded as taking the order).
  const nameOf = (row: SalesByStaff) =>
    row.employeeId === null
      ? translate('saluni.reports.sales.byStaff.unassigned')
      : (row.name ?? '');
  return [
    { label: 'saluni.reports.sales.byStaff.staff', cell: nameOf, csv: nameOf },
    {
      label: 'saluni.reports.sales.byStaff.lines',
      numeric: true,
      wideOnly: true,
      cell: (row) => row.lines,
      csv: (row) => row.lines,
    },
    {
      label: 'saluni.reports.sales.byStaff.amount',
      numeric: true,
      cell: (row) => format.money(row.amount),
      csv: (row) => row.amount,
    },
  ];
};

/** The by-service and by-product tables: `labels` is their key prefix. */
export const itemColumns = (
  format: BusinessFormat,
  labels: 'byService' | 'byProduct',
): ReportColumn<SalesByItem>[] => [
  { label: `saluni.reports.sales.${labels}.name`, cell: (row) => row.name, csv: (row) => row.name },
  {
    label: `saluni.reports.sales.${labels}.quantity`,
    numeric: true,
    cell: (row) => row.quantity,
    csv: (row) => row.quantity,
  },
  {
    label: `saluni.reports.sales.${labels}.amount`,
    numeric: true,
    cell: (row) => format.money(row.amount),
    csv: (row) => row.amount,
  },
];
