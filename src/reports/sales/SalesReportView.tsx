import type { ReportRange } from '../../dataProvider/reports';

/** Placeholder: the sales report's views (charts, tables, CSV export) arrive in their own change. */
export const SalesReportView = ({ range }: { range: ReportRange }) => <div data-range={JSON.stringify(range)} />;
