import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { listExports, requireOwnerOrAdmin, sendExport, startExport } from './exports';

/**
 * A business's full export (docs/areas/export.md), owners and admins only:
 *   POST /v1/business-export { businessId } -> 201 { businessExport } (409 while one is building)
 *   GET /v1/business-export?businessId -> { businessExports }
 *   GET /v1/business-export/:id/download?businessId -> the tar.gz, once ready
 */
export const registerBusinessExportRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.businessExportList, { query: [] }, ({ access }) => {
    requireOwnerOrAdmin(access);
    return listExports(db, access.businessId);
  });
  serveRoute(app, db, ROUTES.businessExportCreate, { query: 'none' }, ({ access }) => {
    requireOwnerOrAdmin(access);
    return startExport(db, access);
  });
  serveRoute(
    app,
    db,
    ROUTES.businessExportDownload,
    { query: [] },
    async ({ access, params, reply }) => {
      requireOwnerOrAdmin(access);
      await sendExport(db, access.businessId, params.id, reply);
    },
  );
};
