import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import type { ServedRoute } from '../tenancy/servedRoutes';
import { apiDescription, type ApiDescription } from './description';
import { referencePage } from './referencePage';

/**
 * Serves the API's description and its reference page. `served` fills as the areas' routes are
 * added; the description is written on the first call, once every route is served.
 */
export const registerOpenApiRoutes = (
  app: FastifyInstance,
  db: Database,
  served: readonly ServedRoute[],
) => {
  let description: ApiDescription | undefined;
  const described = () => (description ??= apiDescription(served));

  serveRoute(app, db, ROUTES.apiDescription, { query: 'none' }, async () => described());

  serveRoute(app, db, ROUTES.apiReference, { query: 'none' }, async ({ reply, request }) => {
    reply.type('text/html; charset=utf-8').send(referencePage(described(), request.language));
  });
};
