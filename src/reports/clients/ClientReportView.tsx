import type { ReportRange } from '../../dataProvider/reports';

/** Placeholder: the clients report's views (new vs returning, most sold services, top clients) arrive in their own change. */
export const ClientReportView = ({ range }: { range: ReportRange }) => <div data-range={JSON.stringify(range)} />;
