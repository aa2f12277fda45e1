import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';

const cashUpPath = '/v1/cash-up';
const clientReportAccess = { module: 'reports.Client', action: 'read' } as const;
const cashUpAccess = <A extends Action>(action: A) =>
  ({ module: 'sales.Cash-up', action }) as const;

/** Search, reports and cash-up (back-office.md 7, inventory.md 7). */
export const reportsRoutes = {
  // The app bar's search: clients, appointments and orders at once (registry/search.ts).
  search: { method: 'GET', path: '/v1/search', access: 'member', replyKey: 'searchResults' },

  // Reports (back-office.md 7, inventory.md 7; registry/reports.ts). The statistic's path is ours.
  reportNewClients: {
    method: 'GET',
    path: '/v1/sales-ledger/new-clients',
    access: clientReportAccess,
    replyKey: 'newClients',
  },
  reportMostSoldServices: {
    method: 'GET',
    path: '/v1/sales-ledger/most-sold-services',
    access: clientReportAccess,
    replyKey: 'docs',
  },
  // The report type names the module checked (client or sales), so any member may ask first.
  reportStatistic: { method: 'GET', path: '/v1/report/statistic', access: 'member' },
  reportSales: {
    method: 'GET',
    path: '/v1/report/sales',
    access: { module: 'reports.Sales', action: 'read' },
    replyKey: 'salesReport',
  },
  reportClients: {
    method: 'GET',
    path: '/v1/report/clients',
    access: clientReportAccess,
    replyKey: 'clientReport',
  },
  // Any member: the overview answers with the parts the member's role may read.
  reportOverview: {
    method: 'GET',
    path: '/v1/report/overview',
    access: 'member',
    replyKey: 'overview',
  },

  // Cash-up (docs/areas/cash-up.md; registry/cashUp.ts): a till's close against the takings.
  cashUpExpected: {
    method: 'GET',
    access: cashUpAccess('read'),
    path: `${cashUpPath}/expected`,
    replyKey: 'cashUpExpected',
  },
  cashUpClose: {
    method: 'POST',
    access: cashUpAccess('create'),
    path: cashUpPath,
    replyKey: 'cashUp',
  },
  cashUpList: {
    method: 'GET',
    access: cashUpAccess('read'),
    path: cashUpPath,
    replyKey: 'cashUps',
  },
  cashUpGet: {
    method: 'GET',
    access: cashUpAccess('read'),
    path: `${cashUpPath}/:id`,
    replyKey: 'cashUp',
  },
} as const satisfies Record<string, RouteDeclaration>;
