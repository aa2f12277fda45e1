import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  clientReportOf,
  mostSoldOf,
  newClientsPage,
  overviewOf,
  RANGE_KEYS,
  salesReportOf,
  statisticOf,
} from './answers';

/**
 * The report calls (docs/areas/reports.md): sales and clients reports, the statistic card, the
 * new-clients and most-sold-services lists and the dashboard overview. Sales read only the
 * business's counted orders (not cancelled), takings the money that moved; all aggregated by
 * the database. Access and reply keys are in registry/routes/reports.ts.
 */
export const registerReportRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.reportSales, { query: RANGE_KEYS }, ({ access, query }) =>
    salesReportOf(db, access.businessId, query),
  );

  // The report type picks the module to check, so the statistic reads its own query keys.
  serveRoute(app, db, ROUTES.reportStatistic, {}, ({ access, query }) =>
    statisticOf(db, access, query),
  );

  serveRoute(
    app,
    db,
    ROUTES.reportNewClients,
    { query: [...RANGE_KEYS, 'fetchAll', 'fetchReturning', 'page', 'limit'] },
    ({ access, query }) => newClientsPage(db, access.businessId, query),
  );

  serveRoute(
    app,
    db,
    ROUTES.reportMostSoldServices,
    { query: [...RANGE_KEYS, 'type'] },
    ({ access, query }) => mostSoldOf(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.reportClients, { query: RANGE_KEYS }, ({ access, query }) =>
    clientReportOf(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.reportOverview, { query: [] }, ({ access }) => overviewOf(db, access));
};
