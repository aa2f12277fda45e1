import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { addStarterServices, checklistOf, starterSchema } from './firstRun';

/**
 * A new business's first steps (docs/areas/first-run.md):
 *   GET  /v1/first-run -> { firstRun }                          settings.Business read
 *   POST /v1/service/starter { keys } -> 201 { starterServices } services.All Services create
 */
export const registerFirstRunRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.firstRunGet, { query: [] }, ({ access }) =>
    checklistOf(db, access.businessId),
  );

  serveRoute(
    app,
    db,
    ROUTES.starterServicesCreate,
    { body: starterSchema },
    async ({ access, body }) => addStarterServices(db, access, body),
  );
};
