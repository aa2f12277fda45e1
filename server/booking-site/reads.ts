import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';

// Placeholder until the site's reads are built.
export const registerSiteReads = (app: FastifyInstance, db: Database) => {
  for (const route of [
    ROUTES.bookingSiteGet,
    ROUTES.bookingSiteLogo,
    ROUTES.bookingSiteTimes,
    ROUTES.bookingSiteHold,
    ROUTES.bookingManageTimes,
  ])
    serveRoute(app, db, route, {}, async () => {
      throw new HttpError(503, 'UNAVAILABLE', 'Not built yet');
    });
};
