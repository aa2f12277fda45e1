import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { searchBusiness, termOf } from './results';

/**
 * `GET /v1/search?businessId&q` (registry/search.ts): the app bar's search. Any member may ask,
 * in the business named, whose membership is checked first.
 */
export const registerSearchRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.search, { query: ['q'] }, ({ access, query }) =>
    searchBusiness(db, access, termOf(query)),
  );
};
