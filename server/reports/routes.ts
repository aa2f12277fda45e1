import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHODS } from '../../registry/orders';
import { REPORT_TYPES } from '../../registry/reports';
import { businessLocale } from '../tenancy/locale';
import type { Database } from '../db/database';
import { pagingOf, refuseUnknownQueryKeys } from '../http/listQuery';
import { toPage } from '../registry/documents';
import { authorize, isUuid, requireMember } from '../tenancy/access';
import { countClients, listClients } from './clientsQuery';
import { MOST_SOLD_ORDERS, mostSoldServices } from './mostSoldServices';
import { dashboardOverview } from './overview';
import { choiceParam, fieldRefusal, flagParam, rangeOf, textParam, type Query } from './range';
import { salesReport, TOP_ITEMS } from './salesReport';
import { employeeOf } from './scope';
import { reportStatistic } from './statistic';

const RANGE_KEYS = ['businessId', 'startDate', 'endDate'];

/**
 * The report calls (docs/areas/reports.md): sales and clients reports, the statistic card, the
 * new-clients and most-sold-services lists and the dashboard overview. Sales read only the
 * business's counted orders (not cancelled), takings the money that moved; all aggregated by
 * the database.
 */
export const registerReportRoutes = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>('/v1/report/sales', async (request) => {
    const access = await authorize(db, request, request.query.businessId, 'reports.Sales', 'read');
    refuseUnknownQueryKeys(request.query, RANGE_KEYS);
    const range = rangeOf(request.query);
    const { currency, timezone } = await businessLocale(db, access.businessId);
    return {
      salesReport: { currency, ...(await salesReport(db, access.businessId, range, timezone)) },
    };
  });

  app.get<{ Querystring: Query }>('/v1/report/statistic', async (request) => {
    // Signed out or not a member is refused before the query is read, as on every route.
    await requireMember(db, request, request.query.businessId);
    const type = choiceParam(request.query, 'reportType', REPORT_TYPES) ?? 'sales';
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      type === 'client' ? 'reports.Client' : 'reports.Sales',
      'read',
    );
    refuseUnknownQueryKeys(request.query, [...RANGE_KEYS, 'reportType', 'method', 'staff']);
    const range = rangeOf(request.query);
    const method = choiceParam(request.query, 'method', PAYMENT_METHODS);
    const staffId = textParam(request.query, 'staff');
    const staff =
      staffId === undefined
        ? undefined
        : isUuid(staffId)
          ? await employeeOf(db, access.businessId, staffId)
          : null;
    if (staff === null) throw fieldRefusal('staff', 'saluni.reports.validation.staffNotFound');
    const { timezone } = await businessLocale(db, access.businessId);
    return reportStatistic(db, access.businessId, range, timezone, type, { method, staff });
  });

  app.get<{ Querystring: Query }>('/v1/sales-ledger/new-clients', async (request) => {
    const access = await authorize(db, request, request.query.businessId, 'reports.Client', 'read');
    refuseUnknownQueryKeys(request.query, [
      ...RANGE_KEYS,
      'fetchAll',
      'fetchReturning',
      'page',
      'limit',
    ]);
    const range = rangeOf(request.query);
    const paging = pagingOf(request.query);
    const all = flagParam(request.query, 'fetchAll');
    const kind = flagParam(request.query, 'fetchReturning') ? 'returning' : 'new';
    const page = all ? 1 : paging.page;
    const limit = all ? 0 : paging.limit;
    const { docs, total } = await listClients(db, access.businessId, range, kind, { page, limit });
    return { newClients: toPage(docs, total, page, limit, { field: 'spent', direction: -1 }) };
  });

  app.get<{ Querystring: Query }>('/v1/sales-ledger/most-sold-services', async (request) => {
    const access = await authorize(db, request, request.query.businessId, 'reports.Client', 'read');
    refuseUnknownQueryKeys(request.query, [...RANGE_KEYS, 'type']);
    const range = rangeOf(request.query);
    const by = choiceParam(request.query, 'type', MOST_SOLD_ORDERS) ?? 'amount';
    return { docs: await mostSoldServices(db, access.businessId, range, by) };
  });

  app.get<{ Querystring: Query }>('/v1/report/clients', async (request) => {
    const access = await authorize(db, request, request.query.businessId, 'reports.Client', 'read');
    refuseUnknownQueryKeys(request.query, RANGE_KEYS);
    const range = rangeOf(request.query);
    const [newClients, returningClients, top] = await Promise.all([
      countClients(db, access.businessId, range, 'new'),
      countClients(db, access.businessId, range, 'returning'),
      listClients(db, access.businessId, range, undefined, { page: 1, limit: TOP_ITEMS }),
    ]);
    return { clientReport: { newClients, returningClients, topClients: top.docs } };
  });

  app.get<{ Querystring: Query }>('/v1/report/overview', async (request) => {
    const access = await requireMember(db, request, request.query.businessId);
    refuseUnknownQueryKeys(request.query, ['businessId']);
    return {
      overview: await dashboardOverview(db, access, await businessLocale(db, access.businessId)),
    };
  });
};
