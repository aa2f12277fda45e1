import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import { service } from '../../registry/resources/service';
import type { Database } from '../db/database';
import { businessIdOf } from '../http/fields';
import { parseBody } from '../http/parseBody';
import { authorize } from '../tenancy/access';
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

  // Served from its declaration once `starterServicesCreate` (registry/routes/clients.ts) states
  // its access; until then it checks the caller itself.
  app.post(ROUTES.starterServicesCreate.path, async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      service.module,
      'create',
    );
    const body = await parseBody(starterSchema, request.body);
    return reply.status(201).send({ starterServices: await addStarterServices(db, access, body) });
  });
};
