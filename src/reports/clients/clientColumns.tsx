import type { MostSoldService, ReportClient } from '../../dataProvider/reports';
import { formatDate, type BusinessFormat } from '../../format';
import type { ReportColumn } from '../charts/ReportTable';

/** A client's row: the name and what they spent always; contact details and the first order on wider screens. */
export const clientColumns = (format: BusinessFormat): ReportColumn<ReportClient>[] => [
  {
    label: 'saluni.reports.clients.columns.name',
    cell: (row) => row.fullName,
    csv: (row) => row.fullName,
  },
  {
    label: 'saluni.reports.clients.columns.email',
    wideOnly: true,
    cell: (row) => row.email ?? '',
    csv: (row) => row.email,
  },
  {
    label: 'saluni.reports.clients.columns.phone',
    wideOnly: true,
    cell: (row) => format.phone(row.phone),
    csv: (row) => row.phone,
  },
  {
    label: 'saluni.reports.clients.columns.firstOrder',
    wideOnly: true,
    cell: (row) => format.date(row.firstOrderAt),
    // The day in the business's zone, as on screen, written the way spreadsheets sort.
    csv: (row) => formatDate(row.firstOrderAt, format.dates, 'YYYY-MM-DD'),
  },
  {
    label: 'saluni.reports.clients.columns.orders',
    numeric: true,
    cell: (row) => row.orders,
    csv: (row) => row.orders,
  },
  {
    label: 'saluni.reports.clients.columns.spent',
    numeric: true,
    cell: (row) => format.money(row.spent),
    csv: (row) => row.spent,
  },
];

export const mostSoldColumns = (format: BusinessFormat): ReportColumn<MostSoldService>[] => [
  {
    label: 'saluni.reports.clients.mostSold.name',
    cell: (row) => row.name,
    csv: (row) => row.name,
  },
  {
    label: 'saluni.reports.clients.mostSold.count',
    numeric: true,
    cell: (row) => row.count,
    csv: (row) => row.count,
  },
  {
    label: 'saluni.reports.clients.mostSold.amount',
    numeric: true,
    cell: (row) => format.money(row.amount),
    csv: (row) => row.amount,
  },
];
