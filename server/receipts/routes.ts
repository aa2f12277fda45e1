import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';

const notYet = async () => {
  throw new HttpError(404, 'NOT_FOUND', 'Not yet');
};
// STUB (receipts helper) replaces this file.
export const registerReceiptRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.orderReceipt, {}, notYet);
  serveRoute(app, db, ROUTES.orderReceiptPdf, {}, notYet);
  serveRoute(app, db, ROUTES.orderReceiptSend, {}, notYet);
  serveRoute(app, db, ROUTES.receiptLink, {}, notYet);
};
