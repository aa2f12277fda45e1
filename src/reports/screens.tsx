import { ReportCloses } from './sales/ReportCloses';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { ClientReportView } from './clients/ClientReportView';
import { REPORT_CLIENT_MODULE, REPORT_SALES_MODULE } from '../shared/appScreens';
import { MessagesReportView } from './messages/MessagesReportView';
import { ReportPage } from './ReportPage';
import { ReportTopFilter } from './ReportTopFilter';
import { SalesReportView } from './sales/SalesReportView';
import { TaxReportView } from '../tax';

/** The reports menu area has no registry resources: its pages are custom routes (src/App.tsx). */
export const resourceScreens: AreaResourceScreens = {};

/** /reports/sales: sales and takings over the range, with the top filter to each kind's orders. */
export const SalesReportPage = () => (
  <ReportPage
    title="saluni.reports.pages.salesTitle"
    module={REPORT_SALES_MODULE}
    statistic="sales"
    toolbar={(range) => <ReportTopFilter range={range} />}
  >
    {(range) => (
      <>
        <SalesReportView range={range} />
        <ReportCloses range={range} />
      </>
    )}
  </ReportPage>
);

/** /reports/clients: new and returning clients over the range, and the messages sent to them. */
export const ClientReportPage = () => (
  <ReportPage
    title="saluni.reports.pages.clientsTitle"
    module={REPORT_CLIENT_MODULE}
    statistic="client"
  >
    {(range) => (
      <>
        <ClientReportView range={range} />
        <MessagesReportView range={range} />
      </>
    )}
  </ReportPage>
);

/** /reports/tax: the VAT or GST return's figures over the range, per band, with the BAS in Australia. */
export const TaxReportPage = () => (
  <ReportPage title="saluni.menu.reportTax" module={REPORT_SALES_MODULE} statistic="sales">
    {(range) => <TaxReportView range={range} />}
  </ReportPage>
);

export { CashUpPage } from '../cash-up';
export { CashUpSummaryPage } from '../cash-up';
