import { MONEY_METHODS } from '../../registry/orders';
import { REPORT_TYPES } from '../../registry/reports';
import type { Database } from '../db/database';
import { forbidden } from '../http/errors';
import { pagingOf, refuseUnknownQueryKeys } from '../http/listQuery';
import { toPage } from '../registry/documents';
import { isUuid } from '../http/ids';
import { readableModules, type Access } from '../tenancy/access';
import { businessLocale } from '../tenancy/locale';
import { countClients, listClients } from './clientsQuery';
import { MOST_SOLD_ORDERS, mostSoldServices } from './mostSoldServices';
import { dashboardOverview } from './overview';
import { choiceParam, fieldRefusal, flagParam, rangeOf, textParam, type Query } from './range';
import { salesReport, TOP_ITEMS } from './salesReport';
import { employeeOf } from './scope';
import { reportStatistic } from './statistic';

/** The range keys every report reads beside the business. */
export const RANGE_KEYS = ['startDate', 'endDate'] as const;

/** The sales report of the range, in the business currency. */
export const salesReportOf = async (db: Database, businessId: string, query: Query) => {
  const range = rangeOf(query);
  const { currency, timezone } = await businessLocale(db, businessId);
  return { currency, ...(await salesReport(db, businessId, range, timezone)) };
};

/**
 * The statistic card: the report type names the module the member must be able to read (client
 * reports or sales), checked before the other query keys, as on every report.
 */
export const statisticOf = async (db: Database, access: Access, query: Query) => {
  const type = choiceParam(query, 'reportType', REPORT_TYPES) ?? 'sales';
  const module = type === 'client' ? 'reports.Client' : 'reports.Sales';
  if (!(await readableModules(db, access, [module])).has(module)) throw forbidden();
  refuseUnknownQueryKeys(query, ['businessId', ...RANGE_KEYS, 'reportType', 'method', 'staff']);
  const range = rangeOf(query);
  const method = choiceParam(query, 'method', MONEY_METHODS);
  const staffId = textParam(query, 'staff');
  const staff =
    staffId === undefined
      ? undefined
      : isUuid(staffId)
        ? await employeeOf(db, access.businessId, staffId)
        : null;
  if (staff === null) throw fieldRefusal('staff', 'saluni.reports.validation.staffNotFound');
  const { timezone } = await businessLocale(db, access.businessId);
  const narrowing = { method, staff };
  return reportStatistic(db, access.businessId, { range, zone: timezone, type, narrowing });
};

/** New (or returning) clients of the range, a page of them or all at once (`fetchAll`). */
export const newClientsPage = async (db: Database, businessId: string, query: Query) => {
  const range = rangeOf(query);
  const paging = pagingOf(query);
  const all = flagParam(query, 'fetchAll');
  const kind = flagParam(query, 'fetchReturning') ? 'returning' : 'new';
  const page = all ? 1 : paging.page;
  const limit = all ? 0 : paging.limit;
  const { docs, total } = await listClients(db, businessId, range, kind, { page, limit });
  return toPage(docs, total, page, limit, { field: 'spent', direction: -1 });
};

/** The services sold most in the range, by amount (default) or count (`type`). */
export const mostSoldOf = (db: Database, businessId: string, query: Query) =>
  mostSoldServices(
    db,
    businessId,
    rangeOf(query),
    choiceParam(query, 'type', MOST_SOLD_ORDERS) ?? 'amount',
  );

/** The clients report: new and returning counts, and the top clients by spend. */
export const clientReportOf = async (db: Database, businessId: string, query: Query) => {
  const range = rangeOf(query);
  const [newClients, returningClients, top] = await Promise.all([
    countClients(db, businessId, range, 'new'),
    countClients(db, businessId, range, 'returning'),
    listClients(db, businessId, range, undefined, { page: 1, limit: TOP_ITEMS }),
  ]);
  return { newClients, returningClients, topClients: top.docs };
};

/** The dashboard's overview, in the business's locale. */
export const overviewOf = async (db: Database, access: Access) =>
  dashboardOverview(db, access, await businessLocale(db, access.businessId));
