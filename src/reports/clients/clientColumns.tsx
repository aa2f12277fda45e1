import type { MostSoldService, ReportClient } from '../../dataProvider/reports';
import { formatPhone } from '../../format/phone';
import { formatDate, type BusinessFormat } from '../../format';
import type { ReportColumn } from '../charts/ReportTable';
import { countColumn, moneyColumn, textColumn } from '../charts/reportColumns';

/** A client's row: the name and what they spent always; contact details and the first order on wider screens. */
export const clientColumns = (format: BusinessFormat): ReportColumn<ReportClient>[] => [
  textColumn('saluni.reports.clients.columns.name', (row) => row.fullName),
  {
    label: 'saluni.reports.clients.columns.email',
    wideOnly: true,
    cell: (row) => row.email ?? '',
    csv: (row) => row.email,
  },
  {
    label: 'saluni.reports.clients.columns.phone',
    wideOnly: true,
    cell: (row) => formatPhone(row.phone),
    csv: (row) => row.phone,
  },
  {
    label: 'saluni.reports.clients.columns.firstOrder',
    wideOnly: true,
    cell: (row) => format.date(row.firstOrderAt),
    // The day in the business's zone, as on screen, written the way spreadsheets sort.
    csv: (row) => formatDate(row.firstOrderAt, format.dates, 'YYYY-MM-DD'),
  },
  countColumn('saluni.reports.clients.columns.orders', (row) => row.orders),
  moneyColumn(format, 'saluni.reports.clients.columns.spent', (row) => row.spent),
];

export const mostSoldColumns = (format: BusinessFormat): ReportColumn<MostSoldService>[] => [
  textColumn('saluni.reports.clients.mostSold.name', (row) => row.name),
  countColumn('saluni.reports.clients.mostSold.count', (row) => row.count),
  moneyColumn(format, 'saluni.reports.clients.mostSold.amount', (row) => row.amount),
];
