import type { FastifyInstance } from 'fastify';
import { AUDIT_EVENT_FILTERS } from '../../registry/audit';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { auditEventPage } from './auditEvents';

/** `GET /v1/audit-events?businessId&person&table&recordId&from&to&page&limit` (settings.Activity read). */
export const registerAuditRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(
    app,
    db,
    ROUTES.auditEventList,
    { query: [...AUDIT_EVENT_FILTERS, 'page', 'limit'] },
    ({ access, query }) => auditEventPage(db, access.businessId, query),
  );
};
