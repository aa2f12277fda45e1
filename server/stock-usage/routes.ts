import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { statusChangeSchema, usageSchema } from './schemas';
import { listUsages, USAGE_LIST_KEYS, usageById } from './usageList';
import { cancelUsage, confirmUsage, createUsage, deleteUsage, updateUsage } from './usageWrites';

/** Every stock usage call (docs/areas/stock-usage.md); access and reply keys are in registry/routes/stockUsage.ts. */
export const registerStockUsageRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.stockUsageList, { query: USAGE_LIST_KEYS }, ({ access, query }) =>
    listUsages(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.stockUsageGet, { query: [] }, ({ access, params }) =>
    usageById(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.stockUsageCreate, { body: usageSchema }, ({ access, body }) =>
    createUsage(db, access.businessId, access.user.id, body),
  );

  serveRoute(app, db, ROUTES.stockUsageUpdate, { body: usageSchema }, ({ access, body, params }) =>
    updateUsage(db, access.businessId, params.id!, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.stockUsageConfirm,
    { body: statusChangeSchema },
    ({ access, params }) => confirmUsage(db, access.businessId, access.user.id, params.id!),
  );

  serveRoute(app, db, ROUTES.stockUsageCancel, { body: statusChangeSchema }, ({ access, params }) =>
    cancelUsage(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.stockUsageDelete, {}, ({ access, params }) =>
    deleteUsage(db, access.businessId, params.id!),
  );
};
