import type {
  ClientReport,
  DashboardOverview,
  MostSoldService,
  ReportClient,
  ReportStatistic,
  ReportType,
  SalesReport,
} from '../../registry/reports';
import { ROUTES } from '../../registry/routes';
import type { MessagePage } from './messaging';
import type { RouteCaller } from './routeCall';

export type * from '../../registry/reports';

/** A report's range: ISO timestamps from the report date filter; both absent for all time. */
export interface ReportRange {
  startDate?: string;
  endDate?: string;
}

/** The statistic card's query: the page URL's type, method and staff with the range (back-office.md 2). */
export interface StatisticQuery extends ReportRange {
  reportType: ReportType;
  method?: string;
  staff?: string;
}

export interface NewClientsQuery extends ReportRange {
  /** Returning clients (an order in the range and one before it) instead of new ones. */
  fetchReturning?: boolean;
  /** Every row in one page (the CSV export). */
  fetchAll?: boolean;
  page?: number;
  limit?: number;
}

/** The report calls (docs/areas/reports.md), as dataProvider methods. */
export const reportMethods = ({ call }: RouteCaller) => ({
  getReportStatistic: (query: StatisticQuery) =>
    call<ReportStatistic>(ROUTES.reportStatistic, { query: { ...query } }),
  getSalesReport: (range: ReportRange) =>
    call<SalesReport>(ROUTES.reportSales, { query: { ...range } }),
  getClientReport: (range: ReportRange) =>
    call<ClientReport>(ROUTES.reportClients, { query: { ...range } }),
  listNewClients: (query: NewClientsQuery) =>
    call<MessagePage<ReportClient>>(ROUTES.reportNewClients, {
      query: {
        ...query,
        fetchReturning: query.fetchReturning ? 'true' : undefined,
        fetchAll: query.fetchAll ? 'true' : undefined,
      },
    }),
  listMostSoldServices: (query: ReportRange & { type?: 'amount' | 'count' }) =>
    call<MostSoldService[]>(ROUTES.reportMostSoldServices, { query: { ...query } }),
  getDashboardOverview: () => call<DashboardOverview>(ROUTES.reportOverview),
});
