import { ORDER_AMOUNTS } from '../../../registry/orderAmounts';
import { SOLD_KIND_TOTALS, type DepositFigures } from '../../../registry/reports';
import type { MoneyMethod } from '../../dataProvider/orders';
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
import { countColumn, moneyColumn, textColumn } from '../charts/reportColumns';

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
  textColumn('saluni.reports.sales.statement.line', (row) =>
    translate(`saluni.reports.sales.statement.${row.line}`),
  ),
  moneyColumn(format, 'saluni.reports.sales.statement.amount', (row) => row.amount),
];

export const dayColumns = (format: BusinessFormat): ReportColumn<SalesByDay>[] => [
  {
    label: 'saluni.reports.sales.byDay.day',
    cell: (row) => format.calendarDate(row.day),
    csv: (row) => row.day,
  },
  countColumn('saluni.reports.sales.byDay.orders', (row) => row.orders, { wideOnly: true }),
  moneyColumn(format, 'saluni.reports.sales.byDay.sales', (row) => row.sales),
  moneyColumn(format, 'saluni.reports.sales.byDay.unpaid', (row) => row.unpaid, { wideOnly: true }),
  moneyColumn(format, 'saluni.reports.sales.byDay.takings', (row) => row.takings),
];

/** A row of the takings table: a way money comes in, or all of them together (a gift voucher brings none). */
export interface TakingsLine extends Takings {
  line: MoneyMethod | 'total';
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
    textColumn('saluni.reports.sales.byMethod.method', nameOf),
    moneyColumn(format, 'saluni.reports.sales.byMethod.received', (row) => row.received),
    moneyColumn(format, 'saluni.reports.sales.byMethod.refunded', (row) => row.refunded),
    moneyColumn(format, 'saluni.reports.sales.byMethod.takings', (row) => row.takings),
  ];
};

/** A row of the deposits table: one of the deposit figures. */
export interface DepositLine {
  line: keyof DepositFigures;
  amount: number;
}

/** Received first, then what became of it: applied, held, kept, refunded (they add up to received). */
const DEPOSIT_LINES = ['received', 'applied', 'held', 'kept', 'refunded'] as const;

export const depositLines = (deposits: DepositFigures): DepositLine[] =>
  DEPOSIT_LINES.map((line) => ({ line, amount: deposits[line] }));

export const depositColumns = (
  format: BusinessFormat,
  translate: Translate,
): ReportColumn<DepositLine>[] => [
  textColumn('saluni.reports.sales.deposits.line', (row) =>
    translate(`saluni.reports.sales.deposits.${row.line}`),
  ),
  moneyColumn(format, 'saluni.reports.sales.deposits.amount', (row) => row.amount),
];

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
    textColumn('saluni.reports.sales.byStaff.staff', nameOf),
    countColumn('saluni.reports.sales.byStaff.lines', (row) => row.lines, { wideOnly: true }),
    moneyColumn(format, 'saluni.reports.sales.byStaff.amount', (row) => row.amount),
  ];
};

/** The by-service and by-product tables: `labels` is their key prefix. */
export const itemColumns = (
  format: BusinessFormat,
  labels: 'byService' | 'byProduct',
): ReportColumn<SalesByItem>[] => [
  textColumn(`saluni.reports.sales.${labels}.name`, (row) => row.name),
  countColumn(`saluni.reports.sales.${labels}.quantity`, (row) => row.quantity),
  moneyColumn(format, `saluni.reports.sales.${labels}.amount`, (row) => row.amount),
];
