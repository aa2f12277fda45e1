import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { memberRoute } from './openRoutes';

const cashUpPath = '/v1/cash-up';
const clientReports = moduleRoutes('reports.Client');
const cashUp = moduleRoutes('sales.Cash-up');

/** Search, reports and cash-up (back-office.md 7, inventory.md 7). */
export const reportsRoutes = {
  // The app bar's search: clients, appointments and orders at once (registry/search.ts).
  search: memberRoute('GET', '/v1/search', 'searchResults'),

  // Reports (back-office.md 7, inventory.md 7; registry/reports.ts). The statistic's path is ours.
  reportNewClients: clientReports.read('/v1/sales-ledger/new-clients', 'newClients'),
  reportMostSoldServices: clientReports.read('/v1/sales-ledger/most-sold-services', 'docs'),
  // The report type names the module checked (client or sales), so any member may ask first.
  reportStatistic: { method: 'GET', path: '/v1/report/statistic', access: 'member' },
  reportSales: moduleRoutes('reports.Sales').read('/v1/report/sales', 'salesReport'),
  reportClients: clientReports.read('/v1/report/clients', 'clientReport'),
  // Any member: the overview answers with the parts the member's role may read.
  reportOverview: memberRoute('GET', '/v1/report/overview', 'overview'),

  // Cash-up (docs/areas/cash-up.md; registry/cashUp.ts): a till's close against the takings.
  cashUpExpected: cashUp.read(`${cashUpPath}/expected`, 'cashUpExpected'),
  // Closing a till answers 200.
  cashUpClose: cashUp.call('POST', 'create', cashUpPath, 'cashUp'),
  cashUpList: cashUp.read(cashUpPath, 'cashUps'),
  cashUpGet: cashUp.read(`${cashUpPath}/:id`, 'cashUp'),
} as const satisfies Record<string, RouteDeclaration>;
