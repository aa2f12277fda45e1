import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';

// Placeholders of the contract, each replaced by its handler.
const notYet = () => {
  throw notFound();
};

/** Staff pay's calls (docs/areas/pay.md); each answers as registry/pay.ts says. */
export const registerPayRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.paySettingsGet, {}, notYet);
  serveRoute(app, db, ROUTES.paySettingsUpdate, {}, notYet);
  serveRoute(app, db, ROUTES.payPeriodList, {}, notYet);
  serveRoute(app, db, ROUTES.payPeriodSummary, {}, notYet);
  serveRoute(app, db, ROUTES.payPeriodClose, {}, notYet);
  serveRoute(app, db, ROUTES.payPeriodExport, {}, notYet);
  serveRoute(app, db, ROUTES.payStatement, {}, notYet);
};
