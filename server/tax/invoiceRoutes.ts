import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';

const notYet = async () => {
  throw new HttpError(404, 'NOT_FOUND', 'Not yet');
};
// STUB (etims helper) replaces this file.
export const registerInvoiceRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.taxInvoiceAttention, {}, notYet);
  serveRoute(app, db, ROUTES.taxInvoiceRetry, {}, notYet);
};
