import type { SalesByDay, SalesByItem, SalesByMethod, SalesByStaff, SalesTotals } from '../../dataProvider/reports';
import type { BusinessFormat } from '../../format';
import type { ReportColumn } from '../charts/ReportTable';

type Translate = (key: string) => string;

/** One line of the net statement; discounts and refunds are negative, so the lines add up to the net. */
export interface StatementLine {
  line: keyof SalesTotals;
  amount: number;
}

const STATEMENT_SALES = ['services', 'products', 'memberships', 'vouchers', 'packages'] as const;

/** Services + products + memberships + vouchers + packages - discounts - refunds = net, as lines of a table. */
export const statementLines = (totals: SalesTotals): StatementLine[] => [
  ...STATEMENT_SALES.map((line) => ({ line, amount: totals[line] })),
  { line: 'discounts', amount: -totals.discounts },
  { line: 'refunds', amount: -totals.refunds },
  { line: 'net', amount: totals.net },
];

export const statementColumns = (format: BusinessFormat, translate: Translate): ReportColumn<StatementLine>[] => [
  {
    label: 'saluni.reports.sales.statement.line',
    cell: (row) => translate(`saluni.reports.sales.statement.${row.line}`),
    csv: (row) => translate(`saluni.reports.sales.statement.${row.line}`),
  },
  { label: 'saluni.reports.sales.statement.amount', numeric: true, cell: (row) => format.money(row.amount), csv: (row) => row.amount },
];

export const dayColumns = (format: BusinessFormat): ReportColumn<SalesByDay>[] => [
  { label: 'saluni.reports.sales.byDay.day', cell: (row) => format.calendarDate(row.day), csv: (row) => row.day },
  { label: 'saluni.reports.sales.byDay.orders', numeric: true, wideOnly: true, cell: (row) => row.orders, csv: (row) => row.orders },
  { label: 'saluni.reports.sales.byDay.net', numeric: true, cell: (row) => format.money(row.net), csv: (row) => row.net },
];

export const methodColumns = (format: BusinessFormat, translate: Translate): ReportColumn<SalesByMethod>[] => [
  {
    label: 'saluni.reports.sales.byMethod.method',
    cell: (row) => translate(`saluni.reports.sales.methods.${row.method}`),
    csv: (row) => translate(`saluni.reports.sales.methods.${row.method}`),
  },
  { label: 'saluni.reports.sales.byMethod.paid', numeric: true, cell: (row) => format.money(row.paid), csv: (row) => row.paid },
  { label: 'saluni.reports.sales.byMethod.refunded', numeric: true, cell: (row) => format.money(row.refunded), csv: (row) => row.refunded },
];

export const staffColumns = (format: BusinessFormat, translate: Translate): ReportColumn<SalesByStaff>[] => {
  // Sales no staff member is credited with (no appointment, nobody recorded as taking the order).
  const nameOf = (row: SalesByStaff) => (row.employeeId === null ? translate('saluni.reports.sales.byStaff.unassigned') : (row.name ?? ''));
  return [
    { label: 'saluni.reports.sales.byStaff.staff', cell: nameOf, csv: nameOf },
    { label: 'saluni.reports.sales.byStaff.lines', numeric: true, wideOnly: true, cell: (row) => row.lines, csv: (row) => row.lines },
    { label: 'saluni.reports.sales.byStaff.amount', numeric: true, cell: (row) => format.money(row.amount), csv: (row) => row.amount },
  ];
};

/** The by-service and by-product tables: `labels` is their key prefix. */
export const itemColumns = (format: BusinessFormat, labels: 'byService' | 'byProduct'): ReportColumn<SalesByItem>[] => [
  { label: `saluni.reports.sales.${labels}.name`, cell: (row) => row.name, csv: (row) => row.name },
  { label: `saluni.reports.sales.${labels}.quantity`, numeric: true, cell: (row) => row.quantity, csv: (row) => row.quantity },
  { label: `saluni.reports.sales.${labels}.amount`, numeric: true, cell: (row) => format.money(row.amount), csv: (row) => row.amount },
];
